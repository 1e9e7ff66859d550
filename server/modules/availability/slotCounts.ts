import { and, eq, ne } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../src/api/contract/statuses';
import { slotOfOrder, slotStart, SLOT_MINUTES } from '../../../src/domain/availability/availability';
import { waitMinutes } from '../../../src/domain/orders/cart';
import { shopDateOf } from '../../../src/domain/schedule/shopTime';
import type { Executor } from '../../platform/db/transaction';
import { orders } from '../../platform/db/schema';

/**
 * The one counting rule of slot capacity, for the full slots customers are shown and for the order's
 * own admission: today's (the shop's day) pick-up orders of the shop that are not cancelled, each in the
 * slot of slotOfOrder (its chosen time; for "as soon as possible" its creation plus the spec's wait for
 * its size). Answers slot start (ms since the epoch) → orders. Inside a transaction it counts what that
 * transaction sees.
 */
export async function slotCounts(db: Executor, shop: { id: number; timeZone: string }, now: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ pickupAt: orders.pickupAt, createdAt: orders.createdAt, totalProducts: orders.totalProducts })
    .from(orders)
    .where(
      and(
        eq(orders.locationId, shop.id),
        eq(orders.shopDate, shopDateOf(now, shop.timeZone)),
        eq(orders.kind, 'pickup'),
        ne(orders.statusId, ORDER_STATUS.cancel),
      ),
    );
  const counts = new Map<number, number>();
  for (const row of rows) {
    const slot = slotOfOrder(row.pickupAt, row.createdAt, waitMinutes(row.totalProducts)).getTime();
    counts.set(slot, (counts.get(slot) ?? 0) + 1);
  }
  return counts;
}

/** The slots, from the one `now` falls in, that hold `capacity` orders or more, as ISO instants in time order. */
export function fullSlotsFrom(counts: ReadonlyMap<number, number>, capacity: number | null, now: Date): string[] {
  if (capacity === null) return [];
  const from = slotStart(now).getTime();
  return [...counts]
    .filter(([slot, taken]) => slot >= from && taken >= capacity)
    .map(([slot]) => slot)
    .sort((a, b) => a - b)
    .map((slot) => new Date(slot).toISOString());
}

/** When the slot `now` falls in ends: a full slot then leaves the list. */
export function nextSlotStart(now: Date): Date {
  return new Date(slotStart(now).getTime() + SLOT_MINUTES * 60_000);
}
