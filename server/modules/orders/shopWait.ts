import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../src/api/contract/statuses';
import { extraWaitNow, NO_CONTROLS } from '../../../src/domain/availability/availability';
import { estimateWait, waitBySize, type PrepSample } from '../../../src/domain/schedule/prepTime';
import { shopDateOf } from '../../../src/domain/schedule/shopTime';
import type { Executor } from '../../platform/db/transaction';
import { locations, orderEvents, orders, shopControls } from '../../platform/db/schema';

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

/**
 * The extra minutes each shop adds to its wait now (src/domain/availability extraWaitNow), by location id;
 * read every time, not cached, so the wait follows the counter's tap at once.
 */
async function extraWaitsOf(db: Executor, locationIds: readonly number[], now: Date): Promise<Map<number, number>> {
  if (locationIds.length === 0) return new Map();
  const rows = await db
    .select({ locationId: shopControls.locationId, extraWaitMinutes: shopControls.extraWaitMinutes, extraWaitUntil: shopControls.extraWaitUntil })
    .from(shopControls)
    .where(inArray(shopControls.locationId, [...new Set(locationIds)]));
  return new Map(
    rows.map((row) => [
      row.locationId,
      extraWaitNow({ ...NO_CONTROLS, extraWaitMinutes: row.extraWaitMinutes, extraWaitUntil: row.extraWaitUntil?.toISOString() ?? null }, now),
    ]),
  );
}

/** The wait of each shop's orders, by location id, for the order answers: its history's estimate plus its extra wait. */
export async function waitEstimator(
  db: Executor,
  shops: ReadonlyArray<{ id: number; timeZone: string }>,
  now: Date,
): Promise<(locationId: number, totalProducts: number) => number | undefined> {
  const [histories, extras] = await Promise.all([
    Promise.all(shops.map(async (shop) => [shop.id, await prepSamplesOf(db, shop.id, shop.timeZone, now)] as const)).then((pairs) => new Map(pairs)),
    extraWaitsOf(
      db,
      shops.map((shop) => shop.id),
      now,
    ),
  ]);
  return (locationId, totalProducts) => {
    const samples = histories.get(locationId);
    return samples ? estimateWait(samples, totalProducts).minutes + (extras.get(locationId) ?? 0) : undefined;
  };
}

/**
 * GET /api/shop-wait/:code: the shop's wait by cart size, its extra wait (already added to every size, and
 * said apart so the cart can tell why); null for an unknown shop.
 */
export async function shopWait(db: Executor, code: string, now: Date): Promise<(ReturnType<typeof waitBySize> & { extraMinutes: number }) | null> {
  const [shop] = await db
    .select({ id: locations.id, timeZone: locations.timeZone })
    .from(locations)
    .where(sql`lower(${locations.code}) = lower(${code})`);
  if (!shop) return null;
  const [samples, extras] = await Promise.all([prepSamplesOf(db, shop.id, shop.timeZone, now), extraWaitsOf(db, [shop.id], now)]);
  const extraMinutes = extras.get(shop.id) ?? 0;
  const wait = waitBySize(samples);
  const minutesBySize = Object.fromEntries(Object.entries(wait.minutesBySize).map(([size, minutes]) => [size, minutes + extraMinutes]));
  return { ...wait, minutesBySize, extraMinutes };
}
