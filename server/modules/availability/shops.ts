import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/transaction';
import { locations } from '../../platform/db/schema';

/** What availability needs of a shop: its id and code, and the schedule and zone its "today" and "closing" are read in. */
export type AvailabilityShop = Pick<typeof locations.$inferSelect, 'id' | 'code' | 'schedule' | 'timeZone'>;

const SHOP_COLUMNS = { id: locations.id, code: locations.code, schedule: locations.schedule, timeZone: locations.timeZone };

/** A shop by its id, or by its code in any case; undefined when there is none. */
export async function findShop(db: Executor, shop: number | string): Promise<AvailabilityShop | undefined> {
  const where = typeof shop === 'number' ? eq(locations.id, shop) : sql`lower(${locations.code}) = lower(${shop})`;
  const [row] = await db.select(SHOP_COLUMNS).from(locations).where(where);
  return row;
}
