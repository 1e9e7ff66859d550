import { and, desc, eq, isNull, lt, notInArray, or } from 'drizzle-orm';
import { DELIVERY_STATUS, ORDER_STATUS, PAYMENT_STATUS, type CardPaymentForm, type Language, type Order } from '../../../src/api/contract';
import type { Executor, Transaction } from '../../platform/db/transaction';
import type { AppConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';
import { recordOrderEvent } from './orderEvents';
import { orders } from '../../platform/db/schema';
import { ApiFailure, notFound } from '../../platform/http/envelope';
import { redsysPayMethods } from '../../../src/domain/pricing/paymentMethods';
import { buildCardPaymentForm } from '../payments/cardPayment';
import { assertPaymentTypeOffered } from '../payments/paymentTypes';
import { refuseAsapPaymentWhileClosed, type PaymentMoment } from './asapPayment';
import { amountInCents } from './codes';
import { releaseOrderRitmitos } from './ledger';
import { returnOrderStock } from './orderStock';
import { orderViews, type OrderRow } from './serializers';
import { staleClaimsBefore } from './walletClaim';

export type OrderKind = OrderRow['kind'];

/**
 * Another customer's order reads exactly like a missing one, and so does an order of the other kind:
 * the pick-up calls never see delivery orders, nor the delivery calls pick-up ones.
 */
export async function customerOrder(db: Executor, customerId: number, orderId: number, kind: OrderKind = 'pickup'): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId), eq(orders.kind, kind)));
  if (!order) throw notFound('No such order');
  return order;
}

/** The customer's orders of one kind, newest first. */
export function customerOrdersOfKind(db: Executor, customerId: number, kind: OrderKind): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.kind, kind)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

async function viewOf(db: Executor, order: OrderRow, language: Language): Promise<Order> {
  const [view] = await orderViews(db, [order], language);
  if (!view) throw new Error('The order could not be shown');
  return view;
}

/** GET /customer/orders: the customer's pick-up orders, newest first. */
export async function listOrders(db: Database, customerId: number, language: Language): Promise<Order[]> {
  return orderViews(db, await customerOrdersOfKind(db, customerId, 'pickup'), language);
}

/** POST /customer/order-status/{orderId}. */
export async function orderStatus(db: Database, customerId: number, orderId: number, language: Language): Promise<Order> {
  return viewOf(db, await customerOrder(db, customerId, orderId), language);
}

const isPayable = (order: OrderRow) => order.paymentStatusId !== PAYMENT_STATUS.paid && order.paymentStatusId !== PAYMENT_STATUS.cancelled;

/** The gateway form of a stored order: its one gateway number, its money total, its flow's return pages, Bizum's page for a Bizum order. */
export function cardFormOf(order: OrderRow, config: Pick<AppConfig, 'publicUrl' | 'payments'>): CardPaymentForm {
  return buildCardPaymentForm(
    {
      gatewayOrderNumber: order.gatewayOrderNumber,
      amountCents: amountInCents(order.totalPrice),
      orderId: order.id,
      language: order.language,
      description: order.orderCode,
      kind: order.kind,
      payMethods: redsysPayMethods(order.paymentTypeId),
    },
    config,
  );
}

/**
 * Pays an unpaid order of the given kind again: the gateway form (card or Bizum, as ordered) for the
 * order's one gateway number; an order for as soon as possible only while its shop is open (asapPayment.ts).
 */
export async function payOrder(
  db: Database,
  customerId: number,
  orderId: number,
  config: Pick<AppConfig, 'publicUrl' | 'payments'>,
  moment: PaymentMoment,
  kind: OrderKind = 'pickup',
): Promise<CardPaymentForm> {
  const order = await customerOrder(db, customerId, orderId, kind);
  if (!isPayable(order)) throw new ApiFailure(409, 'order_not_payable', 'This order is already paid or cancelled.');
  assertPaymentTypeOffered(order.paymentTypeId, config.payments);
  await refuseAsapPaymentWhileClosed(db, order, moment);
  return cardFormOf(order, config);
}

/**
 * Cancel an unpaid order: the kind's Cancel status, payment cancelled, its ritmitos and its units
 * of single goods given back. The UPDATE only matches an unpaid order whose wallet charge is not with the
 * gateway, so a payment landing at the same moment wins or the cancel does, not both. While a charge is under way the answer is 409
 * payment_in_progress: the order can be cancelled once the charge settled unpaid. (A card charge is not
 * seen before the gateway notifies it: one that lands on a cancelled order is refunded, see paymentNotification.ts.)
 */
export async function cancelUnpaidOrder(
  tx: Transaction,
  customerId: number,
  orderId: number,
  kind: OrderKind,
  now: Date,
  restTimeoutMs: number,
  source: 'customer' | 'expiry' = 'customer',
): Promise<OrderRow> {
  const before = await customerOrder(tx, customerId, orderId, kind);
  const cancelStatus = kind === 'delivery' ? DELIVERY_STATUS.cancel : ORDER_STATUS.cancel;
  const staleBefore = staleClaimsBefore(now, restTimeoutMs);
  const [cancelled] = await tx
    .update(orders)
    .set({ statusId: cancelStatus, paymentStatusId: PAYMENT_STATUS.cancelled, cancelledAt: now, statusChangedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        notInArray(orders.paymentStatusId, [PAYMENT_STATUS.paid, PAYMENT_STATUS.cancelled]),
        or(isNull(orders.walletChargeStartedAt), lt(orders.walletChargeStartedAt, staleBefore)),
      ),
    )
    .returning();
  if (!cancelled) {
    const current = await customerOrder(tx, customerId, orderId, kind);
    if (isPayable(current))
      throw new ApiFailure(409, 'payment_in_progress', 'This order is being paid right now and cannot be cancelled. Look at it again in a moment.');
    throw new ApiFailure(409, 'order_not_cancellable', 'This order is already paid or cancelled.');
  }
  await recordOrderEvent(tx, cancelled, { type: 'cancelled', fromStatus: before.statusId, source, at: now });
  await releaseOrderRitmitos(tx, customerId, cancelled.ritmitosUsed, cancelled.orderCode, now);
  await returnOrderStock(tx, cancelled, now);
  return cancelled;
}

/** Cancel an unpaid pick-up order. */
export async function cancelOrder(db: Database, customerId: number, orderId: number, language: Language, now: Date, restTimeoutMs: number): Promise<Order> {
  return db.transaction(async (tx) => viewOf(tx, await cancelUnpaidOrder(tx, customerId, orderId, 'pickup', now, restTimeoutMs), language));
}
