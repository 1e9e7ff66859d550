import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../src/api/contract/statuses';
import { estimateWait, waitBySize, type PrepSample } from '../../src/domain/prepTime';
import { shopDateOf } from '../../src/domain/shopTime';
import type { Executor } from '../db/transaction';
import { locations, orderEvents, orders } from '../db/schema';

/** How long a shop's history is reused before it is read again. */
export const SHOP_WAIT_CACHE_MS = 30_000;
/** More than the estimate looks at in all its buckets. */
const SAMPLES_READ = 200;

const preparedAt = sql`max(${orderEvents.at}) filter (where ${orderEvents.type} = 'status' and ${orderEvents.toStatus} = ${ORDER_STATUS.prepared})`;
const paidAt = sql`min(${orderEvents.at}) filter (where ${orderEvents.type} = 'paid')`;

/** Today's (the shop's day) as-soon-as-possible pick-up orders of the shop, paid → Prepared in minutes, newest first. */
export async function readPrepSamples(db: Executor, locationId: number, timeZone: string, now: Date): Promise<PrepSample[]> {
  const rows = await db
    .select({ totalProducts: orders.totalProducts, minutes: sql<number>`extract(epoch from (${preparedAt} - ${paidAt})) / 60`.mapWith(Number) })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(and(eq(orderEvents.locationId, locationId), eq(orderEvents.kind, 'pickup'), eq(orders.shopDate, shopDateOf(now, timeZone)), isNull(orders.pickupAt)))
    .groupBy(orderEvents.orderId, orders.totalProducts)
    .having(sql`${preparedAt} is not null and ${paidAt} is not null`)
    .orderBy(desc(preparedAt))
    .limit(SAMPLES_READ);
  return rows.filter((row) => Number.isFinite(row.minutes) && row.minutes >= 0);
}

interface Cached {
  readAt: number;
  samples: Promise<PrepSample[]>;
}
const caches = new WeakMap<object, Map<number, Cached>>();

/** The shop's history, read at most once per SHOP_WAIT_CACHE_MS per database handle. */
export function prepSamplesOf(db: Executor, locationId: number, timeZone: string, now: Date): Promise<PrepSample[]> {
  let byShop = caches.get(db);
  if (!byShop) caches.set(db, (byShop = new Map()));
  const cached = byShop.get(locationId);
  if (cached && Math.abs(now.getTime() - cached.readAt) < SHOP_WAIT_CACHE_MS) return cached.samples;
  const samples = readPrepSamples(db, locationId, timeZone, now);
  byShop.set(locationId, { readAt: now.getTime(), samples });
  samples.catch(() => byShop.delete(locationId));
  return samples;
}

/** The wait of each shop's orders, by location id, for the order answers. */
export async function waitEstimator(
  db: Executor,
  shops: ReadonlyArray<{ id: number; timeZone: string }>,
  now: Date,
): Promise<(locationId: number, totalProducts: number) => number | undefined> {
  const histories = new Map(await Promise.all(shops.map(async (shop) => [shop.id, await prepSamplesOf(db, shop.id, shop.timeZone, now)] as const)));
  return (locationId, totalProducts) => {
    const samples = histories.get(locationId);
    return samples ? estimateWait(samples, totalProducts).minutes : undefined;
  };
}

/** GET /api/shop-wait/:code: the shop's wait by cart size; null for an unknown shop. */
export async function shopWait(db: Executor, code: string, now: Date): Promise<ReturnType<typeof waitBySize> | null> {
  const [shop] = await db
    .select({ id: locations.id, timeZone: locations.timeZone })
    .from(locations)
    .where(sql`lower(${locations.code}) = lower(${code})`);
  if (!shop) return null;
  return waitBySize(await prepSamplesOf(db, shop.id, shop.timeZone, now));
}
