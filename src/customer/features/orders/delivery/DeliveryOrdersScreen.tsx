import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BackLink } from '../../../../ui/BackLink';
import { SignInFirst } from '../../../../ui/SignInFirst';
import { SkeletonLines } from '../../../../ui/Skeleton';
import { ORDERS_REFRESH_MS, useStoredOrders } from '../../../../data/orders/lists';
import { useOnlineStatus } from '../../../../data/online';
import { useSession } from '../../../../data/session';
import { showsDeliveryTracker } from '../../../../domain/orders/deliveryStatus';
import { OrderCard } from '../OrderCard';
import { DeliveryOrderDetail } from './DeliveryOrderDetail';
import { DeliveryOrdersEmpty } from './DeliveryOrdersEmpty';
import { useOrdersAutoRefresh } from '../useOrdersAutoRefresh';
import './deliveryOrders.css';

/** While a live tracker is on screen it is followed closely: the stages can move every few seconds. */
const TRACKER_FOLLOW_MS = 2_000;

/**
 * /user/deliver_orders: the delivery orders from the Dexie mirror (opens offline), and a paid
 * order's detail in the list's place (?order=<id>, so Back in the browser returns to the list).
 */
export default function DeliveryOrdersScreen() {
  const { t } = useTranslation('deliveryOrders');
  const { isSignedIn, ready } = useSession();
  const online = useOnlineStatus();
  const orders = useStoredOrders('delivery');
  const [search, setSearch] = useSearchParams();
  const selectedId = Number(search.get('order'));
  const selected = orders?.find((order) => order.orderId === selectedId);
  useOrdersAutoRefresh('delivery', isSignedIn, selected && showsDeliveryTracker(selected) ? TRACKER_FOLLOW_MS : ORDERS_REFRESH_MS);

  const openOrder = (orderId: number) => setSearch({ order: String(orderId) });
  const backToList = () => setSearch({});

  const body = () => {
    if (!ready) return null;
    if (!isSignedIn) return <SignInFirst title={t('signInTitle')} text={t('signInText')} action={t('signIn')} />;
    if (!orders) return <SkeletonLines lines={4} />;
    if (selected) return <DeliveryOrderDetail order={selected} onBack={backToList} />;
    if (orders.length === 0) return <DeliveryOrdersEmpty />;
    return orders.map((order) => <OrderCard key={order.orderId} kind="delivery" order={order} onOpen={openOrder} />);
  };

  return (
    <section className="delivery-orders-screen">
      {!selected && <BackLink to="/user" />}
      <h1 className="screen-title">{t('title')}</h1>
      {!online && isSignedIn && <p className="delivery-muted">{t('offline')}</p>}
      {body()}
    </section>
  );
}
