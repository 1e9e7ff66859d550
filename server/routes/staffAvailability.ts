import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { ShopAvailability } from '../../src/api/contract/availability';
import { STAFF_SHOP_QUERY } from '../../src/api/contract/staffEndpoints';
import { pauseOrders, setExtraWait, setSlotCapacity } from '../availability/controls';
import type { AvailabilityFeed } from '../availability/feed';
import { readAvailabilityLog } from '../availability/log';
import { setStock } from '../availability/setStock';
import { bringBack, markSoldOut } from '../availability/soldOut';
import { currentStaff, requireStaff } from '../auth/staffGuard';
import type { AppConfig } from '../config/config';
import { staffShop, type ShopRow } from '../counter/board';
import type { Database } from '../db/connect';
import { serveEndpoint } from '../http/endpoint';
import { ApiFailure, badRequestFrom } from '../http/envelope';

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
  /** The shop's availability after a change this process committed (its streams hear of it through the same read). */
  const after = async (shop: ShopRow, logId: number | undefined): Promise<ShopAvailability> => {
    if (logId !== undefined) feed.changed({ locationId: shop.id, logId });
    const current = await feed.current(shop.id);
    if (!current) throw new ApiFailure(404, 'unknown_shop', 'There is no such shop');
    return current.availability;
  };
  const changed = async (
    c: Context,
    code: string,
    change: (shop: ShopRow, member: ReturnType<typeof currentStaff>, at: Date) => Promise<number | undefined>,
  ) => {
    const member = currentStaff(c);
    const shop = await staffShop(db, code, member);
    return after(shop, await change(shop, member, now()));
  };

  serveEndpoint(api, 'staffAvailability', async ({ c }) => after(await queriedShop(c), undefined));
  serveEndpoint(api, 'staffAvailabilityLog', async ({ c }) => {
    const shop = await queriedShop(c);
    return { shop: shop.code, entries: await readAvailabilityLog(db, shop.id) };
  });
  serveEndpoint(api, 'staffSoldOut', ({ c, body }) => changed(c, body.shop, (shop, member, at) => markSoldOut(db, shop, member, body, at)));
  serveEndpoint(api, 'staffBack', ({ c, body }) => changed(c, body.shop, (shop, member, at) => bringBack(db, shop, member, body.target, at)));
  serveEndpoint(api, 'staffPause', ({ c, body }) => changed(c, body.shop, (shop, member, at) => pauseOrders(db, shop, member, body, at)));
  serveEndpoint(api, 'staffExtraWait', ({ c, body }) => changed(c, body.shop, (shop, member, at) => setExtraWait(db, shop, member, body, at)));
  serveEndpoint(api, 'staffStock', ({ c, body }) => changed(c, body.shop, (shop, member, at) => setStock(db, shop, member, body, at)));
  serveEndpoint(api, 'staffSlotCapacity', ({ c, body }) => changed(c, body.shop, (shop, member, at) => setSlotCapacity(db, shop, member, body, at)));
}
