import { eq, sql } from 'drizzle-orm';
import type { DayClose, NotCollected } from '../../../src/api/contract/manage/closes';
import { ORDER_STATUS } from '../../../src/api/contract/statuses';
import { recordAudit, type Actor } from '../audit/recordAudit';
import type { Database } from '../../platform/db/connect';
import { dayCloses, orders } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import type { CloseSummary } from './closeFacts';
import { closeOf } from './readCloses';

/** The order a not-collected decision is about, and its shop; 404 naming the order when there is none. */
export async function notCollectedOrder(db: Database, orderId: number) {
  const [order] = await db.select({ id: orders.id, locationId: orders.locationId, statusId: orders.statusId }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new ApiFailure(404, 'unknown_order', 'There is no such order', 'orderId');
  return order;
}

/**
 * Keeps a not-collected order as sold: the decision is written into the close that marked it, with its
 * audit row, in one transaction. Keeping it again changes nothing; an order the close did not mark is 409.
 */
export async function keepNotCollected(db: Database, orderId: number, actor: Actor): Promise<DayClose> {
  const closeId = await db.transaction(async (tx) => {
    const [order] = await tx.select({ statusId: orders.statusId, locationId: orders.locationId }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new ApiFailure(404, 'unknown_order', 'There is no such order', 'orderId');
    if (order.statusId !== ORDER_STATUS.notCollected) throw new ApiFailure(409, 'not_not_collected', 'This order is not marked not collected', 'orderId');
    const [close] = await tx
      .select()
      .from(dayCloses)
      .where(sql`${dayCloses.locationId} = ${order.locationId} and ${dayCloses.summary} @> ${JSON.stringify({ notCollected: [{ orderId }] })}::jsonb`)
      .for('update');
    if (!close) throw new ApiFailure(409, 'not_not_collected', 'No close marked this order not collected', 'orderId');
    const summary = close.summary as unknown as CloseSummary;
    const before = summary.notCollected.find((entry) => entry.orderId === orderId);
    if (before?.decision === 'keep') return close.id;
    const notCollected: NotCollected[] = summary.notCollected.map((entry) => (entry.orderId === orderId ? { ...entry, decision: 'keep' } : entry));
    await tx
      .update(dayCloses)
      .set({ summary: { ...summary, notCollected } })
      .where(eq(dayCloses.id, close.id));
    await recordAudit(tx, actor, {
      action: 'order.not_collected.keep',
      subject: `order:${orderId}`,
      locationId: order.locationId,
      before: { decision: before?.decision ?? 'pending' },
      after: { decision: 'keep' },
    });
    return close.id;
  });
  return closeOf(db, closeId);
}
