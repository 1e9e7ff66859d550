import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DeliveryOrder, Order } from '../../../api/contract';
import { canPayOrCancelDeliveryOrder, isDeliveryOrderPaid } from '../../../domain/orders/deliveryStatus';
import { formatCartPrice } from '../../../domain/pricing/money';
import { formatCount } from '../../../domain/text/numberText';
import { canShowPickupQr, isPaid, isReadyForPickup, orderCallName } from '../../../domain/orders/pickupStatus';
import { shownDate, shownTime } from '../../../i18n/dateText';
import { useLanguage } from '../../shared/hooks';
import { LineNoteText } from '../../shared/lineNotes/LineNoteText';
import { OrderAgainButton } from '../../shared/lineNotes/OrderAgainButton';
import { pastLinesOfOrder } from '../../shared/lineNotes/pastLines';
import { QuantityText } from '../../../ui/QuantityText';
import { DeliveryStatusText, PaymentBanner } from './delivery/DeliveryStatusText';
import { ORDER_KINDS } from './orderKinds';
import { OrderProducts } from './pickup/OrderProducts';
import { ProgressChecklist } from './pickup/ProgressChecklist';
import { UnpaidOrderActions } from './UnpaidOrderActions';

/** A pick-up card folds (open when it is the only order); a paid delivery card opens the order's detail. */
export type OrderCardProps =
  { kind: 'pickup'; order: Order; initiallyOpen: boolean } | { kind: 'delivery'; order: DeliveryOrder; onOpen: (orderId: number) => void };

/**
 * Order card, either kind: its head (number or code, when, status), whether it is paid, its lines
 * and total, and while it can still be paid its pay and cancel buttons. The kind decides the rest: a
 * pick-up order folds, offers its QR once paid, and once ready at the counter is open, says so and leads with its QR button; a
 * paid delivery order is one big button to its detail (the tracker).
 */
export function OrderCard(props: OrderCardProps) {
  const { kind, order } = props;
  const { testIdPrefix } = ORDER_KINDS[kind];
  const paid = kind === 'pickup' ? isPaid(order) : isDeliveryOrderPaid(order);
  const payable = kind === 'pickup' ? !paid : canPayOrCancelDeliveryOrder(order);
  const ready = kind === 'pickup' && isReadyForPickup(order);
  return (
    <CardFrame card={props} paid={paid} ready={ready}>
      {kind === 'pickup' ? <PickupContent order={order} paid={paid} ready={ready} /> : <DeliveryContent order={order} paid={paid} />}
      {(kind === 'pickup' || payable) && (
        <div className={`${testIdPrefix}-actions`}>
          {/* An unpaid order has no QR yet: its card offers to pay instead. */}
          {kind === 'pickup' && canShowPickupQr(order) && <ShowQrLink orderId={order.orderId} ready={ready} />}
          {kind === 'pickup' && paid && <OrderAgainButton locationCode={order.locationCode} lines={pastLinesOfOrder(order)} />}
          {payable && <UnpaidOrderActions kind={kind} orderId={order.orderId} />}
        </div>
      )}
    </CardFrame>
  );
}

/** The card itself: a pick-up card folds; a paid delivery card is a button (an unpaid one keeps its own buttons). */
function CardFrame({ card, paid, ready, children }: { card: OrderCardProps; paid: boolean; ready: boolean; children: ReactNode }) {
  const { t } = useTranslation('deliveryOrders');
  const { testIdPrefix } = ORDER_KINDS[card.kind];
  const { orderId } = card.order;
  const identity = { 'data-testid': `${testIdPrefix}-card`, 'data-order-id': orderId };
  if (card.kind === 'pickup') {
    return (
      <details className={`order-card${ready ? ' ready' : ''}`} {...identity} open={card.initiallyOpen || ready}>
        {children}
      </details>
    );
  }
  // Only a paid order opens its detail.
  const open = paid ? () => card.onOpen(orderId) : undefined;
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
      {...identity}
      onClick={open}
      onKeyDown={open ? openWithKey : undefined}
      role={open ? 'button' : undefined}
      tabIndex={open ? 0 : undefined}
      aria-label={open ? t('openDetail', { code: card.order.orderCode }) : undefined}
    >
      {children}
    </Card>
  );
}

/** Pick-up card: number, time, pick-up time, status; the checklist, payment badge, lines and totals. */
function PickupContent({ order, paid, ready }: { order: Order; paid: boolean; ready: boolean }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  return (
    <>
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
    </>
  );
}

/** The pick-up order's screen with its QR code: the first button once the order is ready. */
function ShowQrLink({ orderId, ready }: { orderId: number; ready: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <Link to={`/order/${orderId}`} role="button" className={ready ? '' : 'outline'} data-testid="order-show-qr">
      {t('showQr')}
    </Link>
  );
}

/** Delivery card: date, code, status line, payment banner, count, total and the lines. */
function DeliveryContent({ order, paid }: { order: DeliveryOrder; paid: boolean }) {
  const { t } = useTranslation('deliveryOrders');
  const { language } = useLanguage();
  return (
    <>
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
    </>
  );
}
