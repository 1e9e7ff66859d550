import type { Hono } from 'hono';
import * as v from 'valibot';
import { SHOP_AVAILABILITY_EVENTS_PATH } from '../../../src/api/contract/counter/availability';
import { LocationCodeSchema } from '../../../src/api/contract/common';
import type { AvailabilityFeed } from '../../modules/availability/feed';
import { clientAddress } from '../../platform/http/clientAddress';
import { servePreparedEndpoint } from '../../platform/http/endpoint';
import { ApiFailure, badRequestFrom } from '../../platform/http/envelope';
import { prepareData } from '../../platform/http/preparedJson';

const unknownShop = () => new ApiFailure(404, 'unknown_shop', 'There is no such shop');

/**
 * A shop's availability for anyone: the answer's ETag follows what it says (not its server time), so an
 * unchanged availability costs a 304.
 */
export function serveShopAvailability(api: Hono, feed: AvailabilityFeed): void {
  servePreparedEndpoint(api, 'shopAvailability', async ({ params }) => {
    const current = await feed.current(params.code);
    if (!current) throw unknownShop();
    return { ...prepareData(current.availability), etag: `"${current.version}"` };
  });
}

/**
 * The shop's live availability stream: `event: availability` with the whole availability at once and after
 * each change, a comment every 15 s; a client address holds a few at most (server/platform/live/streamPlaces.ts). Served before the API's compression, ETag and write admission (a
 * stream never ends). Public like the answer it follows; never stored.
 */
export function serveShopAvailabilityEvents(api: Hono, feed: AvailabilityFeed, trustProxy: number): void {
  api.get(SHOP_AVAILABILITY_EVENTS_PATH, async (c) => {
    const code = v.safeParse(LocationCodeSchema, c.req.param('code'));
    if (!code.success) throw badRequestFrom(code.issues);
    const current = await feed.current(code.output);
    if (!current) throw unknownShop();
    const body = feed.open(current.locationId, [{ kind: 'address', address: clientAddress(c, trustProxy) }]);
    if (!body) throw new ApiFailure(503, 'live_unavailable', 'Live updates are not available now; read the availability again from time to time.');
    return new Response(body, {
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
    });
  });
}
