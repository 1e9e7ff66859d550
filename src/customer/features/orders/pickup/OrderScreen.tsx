import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ORDER_STATUS, type Order } from '../../../../api/contract';
import { formatCartPrice } from '../../../../domain/pricing/money';
import { useLanguage } from '../../../shared/hooks';
import { BackLink } from '../../../../ui/BackLink';
import { SkeletonLines } from '../../../../ui/Skeleton';
import { useCustomerResource } from '../../../../data/customer/sync';
import { useLiveOrder } from '../../../../data/live/liveOrders';
import { ORDERS_REFRESH_MS, useStoredOrder } from '../../../../data/orders/lists';
import { isPaid, orderResource } from '../../../../data/orders/pickup';
import { useSession } from '../../../../data/session';
import { canShowPickupQr, isPendingOrder, isWaitingForOrder, orderCallName } from '../../../../domain/orders/pickupStatus';
import { OrderQr } from './OrderQr';
import { OrderUnpaidNotice } from './OrderUnpaidNotice';
import { OrderProducts } from './OrderProducts';
import { PaymentMethodTerm } from '../PaymentMethodTerm';
import { OrderRefunds } from '../OrderRefunds';
import { OrderAgainButton } from '../../../shared/lineNotes/OrderAgainButton';
import { pastLinesOfOrder } from '../../../shared/lineNotes/pastLines';
import './orders.css';

// Loaded after the order shows: most visits never need it (the offer is made once).
const PushOffer = lazy(() => import('./PushOffer'));

/** Order-status fails or the order is unknown: a title and three lines. */
export function OrderNotFound() {
  const { t } = useTranslation('orders');
  return (
    <section className="empty-state" data-testid="order-not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.line1')}</p>
      <p>{t('notFound.line2')}</p>
      <p>{t('notFound.line3')}</p>
      <Link to="/user_orders" role="button">
        {t('order.back')}
      </Link>
    </section>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const ready = order.orderStatus.id === ORDER_STATUS.prepared;
  const collectable = canShowPickupQr(order);
  return (
    <div className="order-detail">
      <h1>
        <small>{t('order.callLabel')}</small>
        <span data-testid="order-call-name">{orderCallName(order)}</span>
      </h1>
      {collectable ? (
        <>
          <OrderQr order={order} />
          <p className={`order-wait${ready ? ' ready' : ''}`} data-testid="order-wait">
            {ready ? t('order.ready') : order.pickupTime ? t('order.pickupAt', { time: order.pickupTime }) : t('order.wait', { minutes: order.waitMinutes })}
          </p>
        </>
      ) : (
        !isPaid(order) && isPendingOrder(order) && <OrderUnpaidNotice order={order} />
      )}
      <p className="order-status" data-testid="order-status" data-status-id={order.orderStatus.id}>
        {order.orderStatus.name}
      </p>
      <dl className="order-codes">
        <dt>{t('order.paymentReference')}</dt>
        <dd data-testid="order-gateway-number">{order.orderNumber}</dd>
        <dt>{t('total')}</dt>
        <dd data-testid="order-total">{formatCartPrice(order.totalPrice, language)}</dd>
        <PaymentMethodTerm paymentTypeId={order.paymentType.id} totalPrice={order.totalPrice} />
      </dl>
      <OrderProducts products={order.products} />
      <OrderRefunds orderId={order.orderId} />
      {isPaid(order) && <OrderAgainButton locationCode={order.locationCode} lines={pastLinesOfOrder(order)} />}
    </div>
  );
}

/**
 * /order/:orderId: number, pick-up QR and the wait. Asks POST order-status at each change the
 * customer's event stream announces (every 30 s while the stream is not open);
 * the mirrored copy shows meanwhile and offline, and a failed lookup with nothing stored is 'not found'.
 */
export default function OrderScreen() {
  const { orderId: rawId } = useParams();
  const orderId = Number(rawId);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const stored = useStoredOrder('pickup', valid ? orderId : 0);
  const resource = useMemo(() => (valid ? orderResource(orderId) : undefined), [orderId, valid]);
  const { isSignedIn } = useSession();
  const live = useLiveOrder(orderId, valid && isSignedIn);
  const status = useCustomerResource(resource, { intervalMs: live ? undefined : ORDERS_REFRESH_MS, refreshOnOpen: true });
  const lookup = status === 'found' ? 'found' : status === 'not-found' ? 'not-found' : status === 'failed' || status === 'offline' ? 'failed' : 'pending';

  const body = () => {
    if (!valid || lookup === 'not-found') return <OrderNotFound />;
    if (stored) {
      return (
        <>
          <OrderDetail order={stored} />
          {isWaitingForOrder(stored) && (
            <Suspense fallback={null}>
              <PushOffer />
            </Suspense>
          )}
        </>
      );
    }
    if (lookup === 'failed' || (lookup === 'found' && stored === null)) return <OrderNotFound />;
    return <SkeletonLines lines={4} />;
  };

  return (
    <section className="orders-screen">
      <BackLink to="/user_orders" />
      {body()}
    </section>
  );
}
