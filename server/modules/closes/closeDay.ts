import { and, eq, sql } from 'drizzle-orm';
import type { DayClose } from '../../../src/api/contract/manage/closes';
import { ORDER_STATUS } from '../../../src/api/contract/statuses';
import { closeDateProblem } from '../../../src/domain/orders/dayClose';
import { recordAudit, type Actor } from '../audit/recordAudit';
import { enqueueMail } from '../notifications/mail/mailQueue';
import { recordOrderEvent } from '../orders/orderEvents';
import type { Database } from '../../platform/db/connect';
import type { Transaction } from '../../platform/db/transaction';
import { dayCloses, locations, orders, staff } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import { closeSummaryOf, uncollectedOrders, type CloseShop } from './closeFacts';
import { closeOf } from './readCloses';

/** The automatic close's name in the audit log. */
export const AUTOMATIC_CLOSE: Actor = { staffId: null, label: 'automatic close' };

export type ShopRow = typeof locations.$inferSelect;

/** The shop of a code (any case); 404 `unknown_shop` naming the code. */
export async function shopOfCode(db: Database, code: string): Promise<ShopRow> {
  const [shop] = await db
    .select()
    .from(locations)
    .where(sql`lower(${locations.code}) = lower(${code})`);
  if (!shop) throw new ApiFailure(404, 'unknown_shop', 'There is no such shop', 'code');
  return shop;
}

/** One day-close mail per owner and close. */
export const dayCloseMailKey = (closeId: number, staffId: number) => `day-close:${closeId}:${staffId}`;

async function markNotCollected(tx: Transaction, shop: CloseShop, date: string, now: Date, actor: Actor) {
  const waiting = await uncollectedOrders(tx, shop.id, date);
  for (const order of waiting) {
    const [moved] = await tx.update(orders).set({ statusId: ORDER_STATUS.notCollected, statusChangedAt: now }).where(eq(orders.id, order.id)).returning();
    if (!moved) continue;
    await recordOrderEvent(tx, moved, { type: 'status', fromStatus: order.statusId, source: 'close', staffId: actor.staffId, at: now });
  }
  return waiting.map((order) => ({
    orderId: order.id,
    orderCode: order.orderCode,
    dailyNumber: order.dailyNumber,
    shopDate: order.shopDate,
    total: order.totalPrice,
    decision: 'pending' as const,
  }));
}

/**
 * Takes the shop's day's close: its paid orders still waiting are marked not collected (an order event
 * each, so they leave the board), the day's figures are kept, the owners' mails queued, and the audit row
 * written, in one transaction. The unique (shop, day) makes one close win: a second is 409 `already_closed`.
 */
export async function closeDay(db: Database, shop: ShopRow, date: string, actor: Actor, now: Date): Promise<DayClose> {
  const problem = closeDateProblem(date, now, shop.schedule, shop.timeZone);
  if (problem) throw new ApiFailure(422, problem.code, problem.message, 'date');
  const closeShop = { id: shop.id, code: shop.code, timeZone: shop.timeZone };
  const closeId = await db.transaction(async (tx) => {
    const [taken] = await tx
      .insert(dayCloses)
      .values({ locationId: shop.id, shopDate: date, closedAt: now, staffId: actor.staffId, summary: {} })
      .onConflictDoNothing()
      .returning({ id: dayCloses.id });
    if (!taken) throw new ApiFailure(409, 'already_closed', 'This day of the shop is already closed', 'date');
    const notCollected = await markNotCollected(tx, closeShop, date, now, actor);
    const summary = await closeSummaryOf(tx, closeShop, date, notCollected);
    await tx
      .update(dayCloses)
      .set({ summary: { ...summary } })
      .where(eq(dayCloses.id, taken.id));
    await recordAudit(tx, actor, {
      action: 'day.close',
      subject: `shop:${shop.code}:${date}`,
      locationId: shop.id,
      after: { invoicesTotal: summary.figures.invoicesTotal, notCollected: notCollected.length },
    });
    const owners = await tx
      .select({ id: staff.id, email: staff.email })
      .from(staff)
      .where(and(eq(staff.role, 'owner')));
    for (const owner of owners) {
      await enqueueMail(tx, dayCloseMailKey(taken.id, owner.id), { kind: 'dayClose', payload: { closeId: taken.id, to: owner.email, language: 'es' } }, now);
    }
    return taken.id;
  });
  return closeOf(db, closeId);
}
