import type { Context, Hono } from 'hono';
import type { Logger } from 'pino';
import * as v from 'valibot';
import { CUSTOMER_EVENTS_PATH, STAFF_EVENTS_PATH, STAFF_SHOP_QUERY } from '../../src/api/contract/counter/endpoints';
import { clientAddress } from '../platform/http/clientAddress';
import { currentCustomer, requireCustomer } from './customer/guard';
import { currentStaff, requireStaff } from './staffGuard';
import type { AppConfig } from '../platform/config/config';
import { staffShop } from '../modules/fulfilment/board';
import { readTickets } from '../modules/fulfilment/tickets';
import type { Database, OrderEventNotice } from '../platform/db/connect';
import { ApiFailure, badRequestFrom } from '../platform/http/envelope';
import { PRIVATE_CACHE_CONTROL } from '../platform/http/privateAnswers';
import { createLiveHub, type LiveHub } from '../platform/live/hub';
import type { StreamPlaces } from '../platform/live/streamPlaces';

export interface LiveEventsDeps {
  db: Database;
  logger: Logger;
  config: Pick<AppConfig, 'jwtSecret' | 'trustProxy'>;
  /** The process's stream places: per client address, customer and staff member (streamPlaces.ts). */
  places?: StreamPlaces | undefined;
  now?: (() => Date) | undefined;
  /** Subscribes to order events committed by any process; resolves true once the subscription stands. */
  watchOrderEvents?: ((listener: (notice: OrderEventNotice | null) => void) => Promise<boolean>) | undefined;
  /** Aborted when the server stops: every open stream ends at once. */
  stopping?: AbortSignal | undefined;
}

const LAST_EVENT_ID = v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'Invalid Last-Event-ID'), v.transform(Number));

/** `Last-Event-ID` (sent again by a reconnecting client) or `?lastEventId=`; null when neither. */
function lastEventIdOf(c: Context): number | null {
  const raw = c.req.header('Last-Event-ID') ?? c.req.query('lastEventId');
  if (raw === undefined || raw === '') return null;
  const parsed = v.safeParse(LAST_EVENT_ID, raw.trim());
  if (!parsed.success) throw badRequestFrom(parsed.issues);
  return parsed.output;
}

const liveUnavailable = () => new ApiFailure(503, 'live_unavailable', 'Live updates are not available now; read the state again from time to time.');

function eventStream(body: ReadableStream<Uint8Array> | undefined): Response {
  if (!body) throw liveUnavailable();
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': PRIVATE_CACHE_CONTROL,
      Vary: 'Authorization',
      // Reverse proxies (nginx) would otherwise hold the events back in their buffers.
      'X-Accel-Buffering': 'no',
    },
  });
}

/**
 * The live event streams: a shop's board (`event: ticket`, the ticket after the change) and the signed-in
 * customer's own orders (`event: order`). Served before the API's compression, ETag and write admission:
 * a stream never ends, so none of them may wait for its body.
 */
export function serveLiveEvents(api: Hono, { db, logger, config, now = () => new Date(), watchOrderEvents, stopping, places }: LiveEventsDeps): void {
  let ready: Promise<LiveHub | null> = Promise.resolve(null);
  if (watchOrderEvents && !stopping?.aborted) {
    const created = createLiveHub({ db, logger, readTickets: (orderIds) => readTickets(db, orderIds), places });
    ready = watchOrderEvents((notice) => created.notify(notice)).then((watching) => (watching ? created : null));
    stopping?.addEventListener('abort', () => created.close(), { once: true });
  }
  const liveHub = async () => {
    const watching = await ready;
    if (!watching || stopping?.aborted) throw liveUnavailable();
    return watching;
  };

  api.get(STAFF_EVENTS_PATH, requireStaff(db, config.jwtSecret, now), async (c) => {
    const query = v.safeParse(STAFF_SHOP_QUERY, { shop: c.req.query('shop') });
    if (!query.success) throw badRequestFrom(query.issues);
    const lastEventId = lastEventIdOf(c);
    const member = currentStaff(c);
    const shop = await staffShop(db, query.output.shop, member);
    const owners = [{ kind: 'address', address: clientAddress(c, config.trustProxy) } as const, { kind: 'staff', staffId: member.id } as const];
    return eventStream((await liveHub()).open({ kind: 'staff', locationId: shop.id }, lastEventId, owners));
  });

  api.get(CUSTOMER_EVENTS_PATH, requireCustomer(db, config.jwtSecret), async (c) => {
    const lastEventId = lastEventIdOf(c);
    const customerId = currentCustomer(c).id;
    const owners = [{ kind: 'address', address: clientAddress(c, config.trustProxy) } as const, { kind: 'customer', customerId } as const];
    return eventStream((await liveHub()).open({ kind: 'customer', customerId }, lastEventId, owners));
  });
}
