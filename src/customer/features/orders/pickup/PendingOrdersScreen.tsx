import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../../ui/EmptyState';
import { SkeletonLines } from '../../../../ui/Skeleton';
import { useOnlineStatus } from '../../../../data/online';
import { useStoredOrders } from '../../../../data/orders/lists';
import { ordersForTheCounter } from '../../../../domain/orders/pickupStatus';
import { useSession } from '../../../../data/session';
import { OrderCard } from '../OrderCard';
import { useOrdersAutoRefresh } from '../useOrdersAutoRefresh';
import './orders.css';

function RefreshIcon() {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
      <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
    </svg>
  );
}

/** /user_orders: the customer's pick-up orders in progress, from the Dexie mirror (opens offline). */
export default function PendingOrdersScreen() {
  const { t } = useTranslation('orders');
  const { isSignedIn, ready } = useSession();
  const online = useOnlineStatus();
  const { refreshing, refreshNow } = useOrdersAutoRefresh('pickup', isSignedIn);
  const stored = useStoredOrders('pickup');
  const orders = stored && ordersForTheCounter(stored);

  const body = () => {
    if (!ready) return null;
    if (!isSignedIn) {
      return (
        <EmptyState icon="receipt" title={t('signInTitle')} text={t('signInText')}>
          <Link to="/user" role="button">
            {t('signIn')}
          </Link>
        </EmptyState>
      );
    }
    if (!orders) return <SkeletonLines lines={4} />;
    if (orders.length === 0) {
      return (
        <EmptyState icon="coffee" title={t('empty')} testId="orders-empty">
          <Link to="/" role="button">
            {t('seeProducts')}
          </Link>
        </EmptyState>
      );
    }
    return (
      <>
        <div className="orders-heading">
          <h2>{t('count', { count: orders.length })}</h2>
          <button
            type="button"
            className="outline orders-refresh"
            onClick={() => void refreshNow()}
            disabled={refreshing || !online}
            aria-label={t('refresh')}
            title={t('refresh')}
            data-testid="orders-refresh"
          >
            <RefreshIcon />
          </button>
        </div>
        {!online && <p className="orders-muted">{t('offline')}</p>}
        {orders.map((order) => (
          <OrderCard key={order.orderId} kind="pickup" order={order} initiallyOpen={orders.length === 1} />
        ))}
      </>
    );
  };

  return (
    <section className="orders-screen">
      <h1 className="screen-title">{t('title')}</h1>
      <p className="orders-muted">{t('subtitle')}</p>
      {body()}
    </section>
  );
}
