import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { ShopAvailability } from '../../src/api/contract/availability';
import { STAFF_SHOP_QUERY } from '../../src/api/contract/staffEndpoints';
import { pauseOrders, setExtraWait, setSlotCapacity } from '../availability/controls';
import { availabilityAfterChange } from '../availability/afterChange';
import type { AvailabilityFeed } from '../availability/feed';
import { readAvailabilityLog } from '../availability/log';
import { setStock } from '../availability/setStock';
import { bringBack, markSoldOut } from '../availability/soldOut';
import { staffWriter, type AvailabilityWriter } from '../availability/refusals';
import { currentStaff, memberOf, requireStaff } from '../auth/staffGuard';
import type { AppConfig } from '../config/config';
import { staffShop, type ShopRow } from '../counter/board';
import type { Database } from '../db/connect';
import { serveEndpoint } from '../http/endpoint';
import { badRequestFrom } from '../http/envelope';

export interface StaffAvailabilityDeps {
  db: Database;
  config: Pick<AppConfig, 'jwtSecret'>;
  now: () => Date;
  feed: AvailabilityFeed;
}

/**
 * The counter's switches for a busy shop: read them, sold out and back, pause, extra wait, stock and slot
 * capacity (managers), and the log of changes. Every change answers the shop's availability after it.
 */
export function serveStaffAvailability(api: Hono, { db, config, now, feed }: StaffAvailabilityDeps): void {
  // Hono's `/*` covers `/staff/availability` itself too: one registration, one staff read per request.
  api.use('/staff/availability/*', requireStaff(db, config.jwtSecret, now));

  const queriedShop = async (c: Context) => {
    const query = v.safeParse(STAFF_SHOP_QUERY, { shop: c.req.query('shop') });
    if (!query.success) throw badRequestFrom(query.issues);
    return staffShop(db, query.output.shop, currentStaff(c));
  };
  const after = (shop: ShopRow, logId: number | undefined): Promise<ShopAvailability> => availabilityAfterChange(feed, shop.id, logId);
  const changed = async (c: Context, code: string, change: (shop: ShopRow, writer: AvailabilityWriter, at: Date) => Promise<number | undefined>) => {
    const member = currentStaff(c);
    const shop = await staffShop(db, code, member);
    return after(shop, await change(shop, staffWriter(member.email, memberOf(member), shop.id), now()));
  };

  serveEndpoint(api, 'staffAvailability', async ({ c }) => after(await queriedShop(c), undefined));
  serveEndpoint(api, 'staffAvailabilityLog', async ({ c }) => {
    const shop = await queriedShop(c);
    return { shop: shop.code, entries: await readAvailabilityLog(db, shop.id) };
  });
  serveEndpoint(api, 'staffSoldOut', ({ c, body }) => changed(c, body.shop, (shop, writer, at) => markSoldOut(db, shop, writer, body, at)));
  serveEndpoint(api, 'staffBack', ({ c, body }) => changed(c, body.shop, (shop, writer, at) => bringBack(db, shop, writer, body.target, at)));
  serveEndpoint(api, 'staffPause', ({ c, body }) => changed(c, body.shop, (shop, writer, at) => pauseOrders(db, shop, writer, body, at)));
  serveEndpoint(api, 'staffExtraWait', ({ c, body }) => changed(c, body.shop, (shop, writer, at) => setExtraWait(db, shop, writer, body, at)));
  serveEndpoint(api, 'staffStock', ({ c, body }) => changed(c, body.shop, (shop, writer, at) => setStock(db, shop, writer, body, at)));
  serveEndpoint(api, 'staffSlotCapacity', ({ c, body }) => changed(c, body.shop, (shop, writer, at) => setSlotCapacity(db, shop, writer, body, at)));
}
