import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { ShopAvailability } from '../../../src/api/contract/counter/availability';
import { STAFF_SHOP_QUERY } from '../../../src/api/contract/counter/endpoints';
import { pauseOrders, setExtraWait, setSlotCapacity } from '../../modules/availability/controls';
import { availabilityAfterChange } from '../../modules/availability/afterChange';
import type { AvailabilityFeed } from '../../modules/availability/feed';
import { readAvailabilityLog } from '../../modules/availability/log';
import { setStock } from '../../modules/availability/setStock';
import { bringBack, markSoldOut } from '../../modules/availability/soldOut';
import { staffWriter, type AvailabilityWriter } from '../../modules/availability/refusals';
import { memberOf } from '../../modules/people/staff/identity';
import { currentStaff, requireStaff } from '../staffGuard';
import type { AppConfig } from '../../platform/config/config';
import { staffShop, type ShopRow } from '../../modules/fulfilment/board';
import type { Database } from '../../platform/db/connect';
import { serveEndpoint } from '../../platform/http/endpoint';
import { badRequestFrom } from '../../platform/http/envelope';

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
