import { and, desc, eq, notInArray } from 'drizzle-orm';
import { ORDER_STATUS, PAYMENT_STATUS, type CardPaymentForm, type Language, type Order } from '../../src/api/contract';
import type { Executor } from '../account/transaction';
import type { AppConfig } from '../config';
import type { Database } from '../db/connect';
import { orders } from '../db/schema';
import { ApiFailure, notFound } from '../http/envelope';
import { buildCardPaymentForm } from '../payments/cardPayment';
import { amountInCents } from './codes';
import { releaseOrderRitmitos } from './ledger';
import { orderViews, type OrderRow } from './serializers';

/** Another customer's order reads exactly like a missing one. */
export async function customerOrder(db: Executor, customerId: number, orderId: number): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw notFound('No such order');
  return order;
}

async function viewOf(db: Executor, order: OrderRow, language: Language): Promise<Order> {
  const [view] = await orderViews(db, [order], language);
  if (!view) throw new Error('The order could not be shown');
  return view;
}

/** Spec §7 GET /customer/orders: the customer's orders, newest first. */
export async function listOrders(db: Database, customerId: number, language: Language): Promise<Order[]> {
  const rows = await db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return orderViews(db, rows, language);
}

/** Spec §7 POST /customer/order-status/{orderId}. */
export async function orderStatus(db: Database, customerId: number, orderId: number, language: Language): Promise<Order> {
  return viewOf(db, await customerOrder(db, customerId, orderId), language);
}

const isPayable = (order: OrderRow) => order.paymentStatusId !== PAYMENT_STATUS.paid && order.paymentStatusId !== PAYMENT_STATUS.cancelled;

/** Spec §2 pay an unpaid order by card: the gateway form for the order's one gateway number. */
export async function payOrder(db: Database, customerId: number, orderId: number, config: Pick<AppConfig, 'publicUrl' | 'payments'>): Promise<CardPaymentForm> {
  const order = await customerOrder(db, customerId, orderId);
  if (!isPayable(order)) throw new ApiFailure(409, 'order_not_payable', 'This order is already paid or cancelled.');
  return buildCardPaymentForm(
    { gatewayOrderNumber: order.gatewayOrderNumber, amountCents: amountInCents(order.totalPrice), orderId: order.id, language: order.language, description: order.orderCode },
    config,
  );
}

/**
 * Spec §2 cancel an unpaid order: status Cancel, payment cancelled, its ritmitos given back. The UPDATE
 * only matches an unpaid order, so a payment landing at the same moment wins or the cancel does, not both.
 */
export async function cancelOrder(db: Database, customerId: number, orderId: number, language: Language, now: Date): Promise<Order> {
  return db.transaction(async (tx) => {
    await customerOrder(tx, customerId, orderId);
    const [cancelled] = await tx
      .update(orders)
      .set({ statusId: ORDER_STATUS.cancel, paymentStatusId: PAYMENT_STATUS.cancelled, cancelledAt: now, statusChangedAt: now })
      .where(and(eq(orders.id, orderId), notInArray(orders.paymentStatusId, [PAYMENT_STATUS.paid, PAYMENT_STATUS.cancelled])))
      .returning();
    if (!cancelled) throw new ApiFailure(409, 'order_not_cancellable', 'This order is already paid or cancelled.');
    await releaseOrderRitmitos(tx, customerId, cancelled.ritmitosUsed, cancelled.orderCode, now);
    return viewOf(tx, cancelled, language);
  });
}
