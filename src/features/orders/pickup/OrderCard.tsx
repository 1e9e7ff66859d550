import { shownTime } from '../../../i18n/dateText';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Order } from '../../../api/contract';
import { formatCount } from '../../../domain/numberText';
import { useLanguage } from '../../../shared/hooks';
import { formatCartPrice } from '../../../domain/money';
import { isPaid } from '../../../data/orders/pickup';
import { isReadyForPickup, orderCallName } from '../../../domain/pickupStatus';
import { OrderProducts } from './OrderProducts';
import { OrderAgainButton } from '../../../shared/lineNotes/OrderAgainButton';
import { pastLinesOfOrder } from '../../../shared/lineNotes/pastLines';
import { ProgressChecklist } from './ProgressChecklist';
import { UnpaidOrderActions } from '../UnpaidOrderActions';

/**
 * Spec §2 pending-order card: collapsible; number, time, status, checklist, payment badge, lines, totals.
 * An order ready at the counter is open, says so, and leads with its QR button.
 */
export function OrderCard({ order, initiallyOpen }: { order: Order; initiallyOpen: boolean }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const paid = isPaid(order);
  const ready = isReadyForPickup(order);

  return (
    <details className={`order-card${ready ? ' ready' : ''}`} data-testid="order-card" data-order-id={order.orderId} open={initiallyOpen || ready}>
      <summary>
        <strong data-testid="order-call-name">{t('number', { number: orderCallName(order) })}</strong>
        <time dateTime={order.orderDate}>{shownTime(order.orderDate)}</time>
        {order.pickupTime && (
          <time className="order-pickup-time" dateTime={order.pickupAt ?? undefined} data-testid="order-pickup-time">
            {t('pickupTime', { time: order.pickupTime })}
          </time>
        )}
        <span className="order-status" data-testid="order-status" data-status-id={order.orderStatus.id}>
          {order.orderStatus.name}
        </span>
      </summary>
      {ready && (
        <p className="order-ready-note" data-testid="order-ready">
          {t('readyAtCounter')}
        </p>
      )}
      <ProgressChecklist statusId={order.orderStatus.id} />
      <p>
        <span className={`order-badge ${paid ? 'paid' : 'unpaid'}`} data-testid="order-payment">
          {paid ? t('paid') : t('unpaid')}
        </span>
      </p>
      <OrderProducts products={order.products} />
      <dl className="order-totals">
        <dt>{t('total')}</dt>
        <dd>{formatCartPrice(order.totalPrice, language)}</dd>
        <dt>{t('ritmitosUsed')}</dt>
        <dd>{formatCount(order.ritmitosUsed, language)}</dd>
      </dl>
      <div className="order-actions">
        <Link to={`/order/${order.orderId}`} role="button" className={ready ? '' : 'outline'} data-testid="order-show-qr">
          {t('showQr')}
        </Link>
        {paid && <OrderAgainButton locationCode={order.locationCode} lines={pastLinesOfOrder(order)} />}
        {!paid && <UnpaidOrderActions kind="pickup" orderId={order.orderId} />}
      </div>
    </details>
  );
}
