import { eq } from 'drizzle-orm';
import { PAYMENT_STATUS } from '../../../src/api/contract/statuses';
import type { Ticket } from '../../../src/api/contract/counter/staff';
import { judgeMove, refusalStatus, type MoveKind, type MoveRefusal, type MoveSource } from '../../../src/domain/orders/orderMoves';
import type { Executor, Transaction } from '../../platform/db/transaction';
import { assertWorksIn, memberOf, type StaffIdentity } from '../people/staff/identity';
import type { InvoiceIssuer } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';
import { orders } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import type { OrderRow } from '../orders/serializers';
import { giveBackCancelledOrder } from './cancelRefund';
import { lastEventOf, recordOrderEvent } from '../orders/orderEvents';
import { returnOrderStock } from '../orders/orderStock';
import { previousStatusOf, readTickets } from './tickets';

export interface StatusChangeRequest {
  orderId: number;
  to: number;
  expected: number;
  /** Who taps; null for the shop's own system and the demo kitchen. */
  staff: StaffIdentity | null;
  source: MoveSource;
  now: Date;
  /**
   * Who issues the correcting invoice of a paid order cancelled (AppConfig verifactu); null for callers
   * whose moves never cancel (the hand-over, the demo kitchen), where a cancel is refused.
   */
  issuer: InvoiceIssuer | null;
}

export interface StatusChanged {
  ticket: Ticket;
  move: MoveKind;
  /** A cancel queued the refund of the order's money. */
  refundQueued: boolean;
}

/** What runs once the change is committed: the customer's push, the refund sender. */
export interface AfterStatusChange {
  notifier?: { statusesChanged(orderIds: readonly number[]): void } | undefined;
  refunds?: { kick(): void } | undefined;
}

const REFUSAL_MESSAGES: Record<MoveRefusal, string> = {
  status_changed: 'Someone else moved this order first; here it is as it is now.',
  order_not_paid: 'This order is not paid.',
  move_not_allowed: 'This order cannot be moved there from where it is.',
  window_closed: 'It is too late to take this step back.',
  too_late_to_cancel: 'The order is being prepared: it can no longer be cancelled.',
  manager_only: 'Only a manager can do this.',
};

export const unknownOrder = () => new ApiFailure(404, 'unknown_order', 'There is no such order');

const isPerson = (source: MoveSource) => source !== 'simulator';

/** The order locked for the rest of the transaction; 404 `unknown_order` when there is none. */
export async function lockOrder(tx: Executor, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw unknownOrder();
  return order;
}

async function ticketOf(tx: Executor, orderId: number): Promise<Ticket> {
  const ticket = (await readTickets(tx, [orderId])).get(orderId);
  if (!ticket) throw unknownOrder();
  return ticket;
}

/**
 * Moves one order by the one rule (src/domain/orders/orderMoves.ts) inside the caller's transaction: locks the
 * order, judges the move, writes the status and its event; a cancel also gives the customer's money and
 * ritmitos back, and the order's units of single goods to the stock. A refusal throws ApiFailure with the
 * refusal as its code (409 `status_changed` carries the current ticket). The caller runs
 * `afterStatusChange` once its transaction is committed.
 */
export async function changeOrderStatusIn(tx: Transaction, request: StatusChangeRequest): Promise<StatusChanged> {
  const { orderId, to, expected, staff, source, now, issuer } = request;
  const order = await lockOrder(tx, orderId);
  if (staff) assertWorksIn(staff, order.locationId);
  // The demo kitchen leaves an order alone once a person has moved it.
  if (source === 'simulator' && order.movedByPersonAt) throw new ApiFailure(409, 'moved_by_person', 'A person runs this order now');
  const previousStatusId = previousStatusOf(order.kind, order.statusId, await lastEventOf(tx, orderId));
  const verdict = judgeMove(
    {
      kind: order.kind,
      statusId: order.statusId,
      paymentStatusId: order.paymentStatusId,
      statusChangedAt: order.statusChangedAt,
      previousStatusId,
      shop: order.locationId,
    },
    { to, expected, member: staff ? memberOf(staff) : null, source, now },
  );
  if (!verdict.ok) {
    const data = verdict.refusal === 'status_changed' ? await ticketOf(tx, orderId) : undefined;
    throw new ApiFailure(refusalStatus(verdict.refusal), verdict.refusal, REFUSAL_MESSAGES[verdict.refusal], undefined, undefined, data);
  }
  const cancel = verdict.move === 'cancel';
  const [changed] = await tx
    .update(orders)
    .set({
      statusId: to,
      statusChangedAt: now,
      ...(cancel ? { paymentStatusId: PAYMENT_STATUS.cancelled, cancelledAt: now } : {}),
      ...(isPerson(source) && !order.movedByPersonAt ? { movedByPersonAt: now } : {}),
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!changed) throw unknownOrder();
  await recordOrderEvent(tx, changed, { type: cancel ? 'cancelled' : 'status', fromStatus: order.statusId, source, staffId: staff?.id ?? null, at: now });
  if (cancel && !issuer) throw new Error('A cancel needs the invoice issuer to correct the invoice');
  if (cancel) await returnOrderStock(tx, changed, now);
  const refundQueued = cancel && issuer ? await giveBackCancelledOrder(tx, changed, now, issuer) : false;
  return { ticket: await ticketOf(tx, orderId), move: verdict.move, refundQueued };
}

/** The push for the customer and, on a cancel, a wake-up for the refund sender. */
export function afterStatusChange(changed: StatusChanged, after: AfterStatusChange): void {
  after.notifier?.statusesChanged([changed.ticket.orderId]);
  if (changed.refundQueued) after.refunds?.kick();
}

/** One status change in its own transaction, then the push and the refund sender. */
export async function changeOrderStatus(db: Database, request: StatusChangeRequest, after: AfterStatusChange = {}): Promise<StatusChanged> {
  const changed = await db.transaction((tx) => changeOrderStatusIn(tx, request));
  afterStatusChange(changed, after);
  return changed;
}
