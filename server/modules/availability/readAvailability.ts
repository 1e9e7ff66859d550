import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { ShopAvailability } from '../../../src/api/contract/counter/availability';
import { extraWaitNow, nextAutomaticChange, NO_CONTROLS, type ShopControls, type SoldOutItem } from '../../../src/domain/availability/availability';
import type { Executor } from '../../platform/db/transaction';
import { shopControls, soldOutItems } from '../../platform/db/schema';
import { latestChangeId } from './log';
import { findShop, type AvailabilityShop } from './shops';
import { singleGoodsStock } from './singleGoodsStock';
import { fullSlotsFrom, nextSlotStart, slotCounts } from './slotCounts';

/** A shop's availability as read at one instant, without the server time it is sent with. */
export interface AvailabilityRead {
  shop: AvailabilityShop;
  availability: Omit<ShopAvailability, 'serverTime'>;
  /** The shop's latest availability_log id when the read began: every change up to it is in the read. */
  logId: number;
  /** When the read stops being true by itself (a snooze or pause ends, a full slot passes); undefined: never. */
  changesAt: Date | undefined;
}

type ControlsRow = typeof shopControls.$inferSelect;

/** Sold-out rows as the domain reads them: an extra value's target is `{extraId}:{value}`. */
function soldOutItemOf(row: { kind: 'product' | 'extra'; target: string; until: Date | null }): SoldOutItem {
  const until = row.until?.toISOString() ?? null;
  if (row.kind === 'product') return { kind: 'product', productCode: row.target, until };
  const split = row.target.indexOf(':');
  return { kind: 'extra', extraId: Number(row.target.slice(0, split)), value: row.target.slice(split + 1), until };
}

function controlsOf(row: ControlsRow | undefined): ShopControls {
  if (!row) return NO_CONTROLS;
  return {
    pausedUntil: row.pausedUntil?.toISOString() ?? null,
    pausedOpenEnded: row.pausedOpenEnded,
    extraWaitMinutes: row.extraWaitMinutes,
    extraWaitUntil: row.extraWaitUntil?.toISOString() ?? null,
    slotCapacity: row.slotCapacity,
  };
}

/** The controls as they stand now: an ended pause or extra wait reads as none. */
function controlsInForce(controls: ShopControls, now: Date): ShopControls {
  const paused = !controls.pausedOpenEnded && controls.pausedUntil !== null && Date.parse(controls.pausedUntil) > now.getTime();
  const extra = extraWaitNow(controls, now);
  return {
    pausedUntil: paused ? controls.pausedUntil : null,
    pausedOpenEnded: controls.pausedOpenEnded,
    extraWaitMinutes: extra,
    extraWaitUntil: extra > 0 ? controls.extraWaitUntil : null,
    slotCapacity: controls.slotCapacity,
  };
}

const byTarget = (a: SoldOutItem, b: SoldOutItem) => {
  const key = (item: SoldOutItem) => (item.kind === 'product' ? `p:${item.productCode}` : `e:${item.extraId}:${item.value}`);
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
};

/** Reads a shop's availability at `now` (the log id first, so a change committed during the read is read again). */
export async function readAvailability(db: Executor, locationId: number, now: Date): Promise<AvailabilityRead | undefined> {
  const logId = await latestChangeId(db, locationId);
  const shop = await findShop(db, locationId);
  if (!shop) return undefined;
  const [soldOutRows, [controlsRow], stock] = await Promise.all([
    db
      .select({ kind: soldOutItems.kind, target: soldOutItems.target, until: soldOutItems.until })
      .from(soldOutItems)
      .where(and(eq(soldOutItems.locationId, shop.id), or(isNull(soldOutItems.until), gt(soldOutItems.until, now)))),
    db.select().from(shopControls).where(eq(shopControls.locationId, shop.id)),
    singleGoodsStock(db, shop.id),
  ]);
  const soldOut = soldOutRows.map(soldOutItemOf).sort(byTarget);
  const controls = controlsInForce(controlsOf(controlsRow), now);
  const fullSlots = controls.slotCapacity === null ? [] : fullSlotsFrom(await slotCounts(db, shop, now), controls.slotCapacity, now);
  const ends = [nextAutomaticChange(soldOut, controls, now), controls.slotCapacity === null ? undefined : nextSlotStart(now)];
  const changesAt = ends.filter((end): end is Date => end !== undefined).sort((a, b) => a.getTime() - b.getTime())[0];
  return { shop, availability: { shop: shop.code, soldOut, controls, stock: stock.get(shop.id) ?? {}, fullSlots }, logId, changesAt };
}

/**
 * One shop's availability now, read from the database (the feed, server/modules/availability/feed.ts, keeps it in
 * memory for the public calls and streams): for the order's checks and the server-rendered document.
 */
export async function availabilityOf(db: Executor, shop: number | string, now: Date): Promise<ShopAvailability | undefined> {
  const found = typeof shop === 'number' ? shop : (await findShop(db, shop))?.id;
  if (found === undefined) return undefined;
  const read = await readAvailability(db, found, now);
  return read && { ...read.availability, serverTime: now.toISOString() };
}
