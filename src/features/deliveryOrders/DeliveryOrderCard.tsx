import { shownDate } from '../../i18n/dateText';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryOrder } from '../../api/contract';
import { useAlert, useLanguage } from '../../app/hooks';
import { ConfirmButton } from '../../app/ui/ConfirmButton';
import { QuantityText } from '../../app/ui/QuantityText';
import { cancelDeliveryOrder, payDeliveryOrder } from '../../data/deliveryOrders';
import { canPayOrCancelDeliveryOrder, isDeliveryOrderPaid } from '../../domain/deliveryStatus';
import { formatCartPrice } from '../../domain/money';
import { DeliveryStatusText, PaymentBanner } from './DeliveryStatusText';
import { LineNoteText } from '../../app/lineNotes/LineNoteText';

type Props = { order: DeliveryOrder; onOpen: (orderId: number) => void };

/** Spec §2 delivery order card: date, code, status line, count, total and descriptions; pay or cancel while unpaid. */
export function DeliveryOrderCard({ order, onOpen }: Props) {
  const { t } = useTranslation('deliveryOrders');
  const { language } = useLanguage();
  const alert = useAlert();
  const [busy, setBusy] = useState(false);
  const paid = isDeliveryOrderPaid(order);

  const pay = async () => {
    setBusy(true);
    if (await payDeliveryOrder(order.orderId)) return; // the page leaves for the gateway
    setBusy(false);
    alert({ type: 'warning', text: t('errors.retrievingInformation') });
  };
  const cancel = async () => {
    setBusy(true);
    const cancelled = await cancelDeliveryOrder(order.orderId);
    setBusy(false);
    if (!cancelled) alert({ type: 'warning', text: t('errors.savingData') });
  };
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
          <button type="button" onClick={() => void pay()} disabled={busy} data-testid="delivery-order-pay">
            {t('payCard')}
          </button>
          <ConfirmButton
            className="secondary"
            question={t('cancelQuestion')}
            cancelLabel={t('keepOrder')}
            acceptLabel={t('cancel')}
            onConfirm={() => void cancel()}
            disabled={busy}
            testId="delivery-order-cancel"
            confirmTestId="delivery-order-cancel-confirm"
          >
            {t('cancel')}
          </ConfirmButton>
        </div>
      )}
    </Card>
  );
}
