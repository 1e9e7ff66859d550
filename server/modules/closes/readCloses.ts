import { and, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { ClosesQuery, DayClose, NotCollected } from '../../../src/api/contract/manage/closes';
import type { Executor } from '../../platform/db/transaction';
import { dayCloses, locations, orderRefunds, staff } from '../../platform/db/schema';
import { ApiFailure, notFound } from '../../platform/http/envelope';
import type { CloseSummary } from './closeFacts';

type CloseRow = { close: typeof dayCloses.$inferSelect; shop: string; by: string | null };

async function refundedOrders(db: Executor, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db.selectDistinct({ orderId: orderRefunds.orderId }).from(orderRefunds).where(inArray(orderRefunds.orderId, orderIds));
  return new Set(rows.map((row) => row.orderId));
}

async function answersOf(db: Executor, rows: CloseRow[]): Promise<DayClose[]> {
  const summaries = rows.map((row) => row.close.summary as unknown as CloseSummary);
  const refunded = await refundedOrders(
    db,
    summaries.flatMap((summary) => summary.notCollected.map((order) => order.orderId)),
  );
  return rows.map((row, index) => {
    const summary = summaries[index] as CloseSummary;
    const notCollected: NotCollected[] = summary.notCollected.map((order) => ({
      ...order,
      decision: refunded.has(order.orderId) ? 'refunded' : order.decision,
    }));
    return {
      shop: row.shop,
      date: row.close.shopDate,
      closedAt: row.close.closedAt.toISOString(),
      by: row.by,
      figures: summary.figures,
      refunds: summary.refunds,
      corrections: summary.corrections,
      adjustments: summary.adjustments,
      notCollected,
    };
  });
}

async function selectCloses(db: Executor, where: SQL | undefined): Promise<CloseRow[]> {
  return db
    .select({ close: dayCloses, shop: locations.code, by: staff.email })
    .from(dayCloses)
    .innerJoin(locations, eq(locations.id, dayCloses.locationId))
    .leftJoin(staff, eq(staff.id, dayCloses.staffId))
    .where(where)
    .orderBy(desc(dayCloses.shopDate));
}

export async function closeOf(db: Executor, closeId: number): Promise<DayClose> {
  const [answer] = await answersOf(db, await selectCloses(db, eq(dayCloses.id, closeId)));
  if (!answer) throw notFound('There is no such close');
  return answer;
}

/** The close of a shop's day; 404 naming the date when the day is not closed. */
export async function closeOfDay(db: Executor, locationId: number, date: string): Promise<DayClose> {
  const [answer] = await answersOf(db, await selectCloses(db, and(eq(dayCloses.locationId, locationId), eq(dayCloses.shopDate, date))));
  if (!answer) throw new ApiFailure(404, 'not_closed', 'That day is not closed', 'date');
  return answer;
}

/** A shop's closes between two days (both included), newest first; the last 60 when no range is given. */
export async function listCloses(db: Executor, locationId: number, query: ClosesQuery): Promise<DayClose[]> {
  const rows = await selectCloses(
    db,
    and(
      eq(dayCloses.locationId, locationId),
      query.from ? gte(dayCloses.shopDate, query.from) : undefined,
      query.to ? lte(dayCloses.shopDate, query.to) : undefined,
    ),
  );
  return answersOf(db, rows.slice(0, 60));
}
