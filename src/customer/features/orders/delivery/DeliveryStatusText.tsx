import { useTranslation } from 'react-i18next';
import type { DeliveryOrder } from '../../../../api/contract';
import { deliveryStatusLine } from '../../../../domain/orders/deliveryStatus';

/** The status line of a delivery order ('Waiting' while unpaid, else the status name). */
export function DeliveryStatusText({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation('deliveryOrders');
  const line = deliveryStatusLine(order);
  return (
    <span className="delivery-status" data-testid="delivery-order-status" data-status-id={order.orderStatus.id}>
      {line.kind === 'waiting' ? t('status.waiting') : line.name}
    </span>
  );
}

/** The green banner of a paid order, the red one of an unpaid order. */
export function PaymentBanner({ paid }: { paid: boolean }) {
  const { t } = useTranslation('deliveryOrders');
  return (
    <p className={`delivery-banner ${paid ? 'ok' : 'not-paid'}`} data-testid="delivery-banner" data-paid={paid}>
      {paid ? t('paid') : t('unpaid')}
    </p>
  );
}
