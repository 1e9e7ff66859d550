import { shownDate } from '../../../i18n/dateText';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryOrder } from '../../../api/contract';
import { useLanguage } from '../../../shared/hooks';
import { QuantityText } from '../../../ui/QuantityText';
import { canPayOrCancelDeliveryOrder, isDeliveryOrderPaid } from '../../../domain/deliveryStatus';
import { formatCartPrice } from '../../../domain/money';
import { DeliveryStatusText, PaymentBanner } from './DeliveryStatusText';
import { LineNoteText } from '../../../shared/lineNotes/LineNoteText';
import { UnpaidOrderActions } from '../UnpaidOrderActions';

type Props = { order: DeliveryOrder; onOpen: (orderId: number) => void };

/** Spec §2 delivery order card: date, code, status line, count, total and descriptions; pay or cancel while unpaid. */
export function DeliveryOrderCard({ order, onOpen }: Props) {
  const { t } = useTranslation('deliveryOrders');
  const { language } = useLanguage();
  const paid = isDeliveryOrderPaid(order);
  // Only a paid order opens its detail (spec §2); an unpaid card keeps its pay and cancel buttons.
  const open = paid ? () => onOpen(order.orderId) : undefined;
  const openWithKey = (event: KeyboardEvent) => {
    if (open && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      open();
    }
  };

  // An openable card is one big button; button is not a role an <article> may take.
  const Card = open ? 'div' : 'article';
  return (
    <Card
      className={`delivery-order-card${paid ? ' openable' : ''}`}
      data-testid="delivery-order-card"
      data-order-id={order.orderId}
      onClick={open}
      onKeyDown={open ? openWithKey : undefined}
      role={open ? 'button' : undefined}
      tabIndex={open ? 0 : undefined}
      aria-label={open ? t('openDetail', { code: order.orderCode }) : undefined}
    >
      <header className="delivery-order-head">
        <time dateTime={order.orderDate}>{shownDate(order.orderDate)}</time>
        <strong>{t('code', { code: order.orderCode })}</strong>
        <DeliveryStatusText order={order} />
      </header>
      <PaymentBanner paid={paid} />
      <p className="delivery-order-summary">
        <span>{t('products', { count: order.totalProducts })}</span>
        <strong data-testid="delivery-order-total">{formatCartPrice(order.totalPrice, language)}</strong>
      </p>
      <ul className="delivery-order-lines">
        {order.products.map((line, index) => (
          <li key={`${line.code}-${index}`}>
            {line.quantity} × <QuantityText text={line.title} />
            {line.extrasDescription && <small> ({line.extrasDescription})</small>}
            <LineNoteText notes={line.notes} />
          </li>
        ))}
      </ul>
      {canPayOrCancelDeliveryOrder(order) && (
        <div className="delivery-order-actions">
          <UnpaidOrderActions kind="delivery" orderId={order.orderId} />
        </div>
      )}
    </Card>
  );
}
