import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopAvailabilitySchema, type ShopAvailability } from '../../../../src/api/contract/counter/availability';
import { slotStart } from '../../../../src/domain/availability/availability';
import { demoCatalogue } from '../../../../server/modules/catalogue/demoCatalogue';
import { createAvailabilityFeed } from '../../../../server/modules/availability/feed';
import { importCatalogue } from '../../../../server/modules/catalogue/importCatalogue';
import { ephemeralConfig } from '../../../../server/platform/config/config';
import { recordAvailabilityChange } from '../../../../server/modules/availability/log';
import { availabilityLog, soldOutItems } from '../../../../server/platform/db/schema';
import type { SeedData } from '../../../../server/platform/db/seed/types';
import { backends, getJson, memoryLogger } from '../../harness';
import { availabilityBed, staffCall, type AvailabilityBed } from '../../support/availabilityBed';
import { SseReader } from '../../support/liveStreams';
import { call, createCustomer, dataOf } from '../../support/customers';
import { cartLine, OPEN_TIME, orderBody, postOrder, SHOP_ID } from '../../support/orderBed';
import { countingHandle } from '../../support/countingHandle';

const MINUTE = 60_000;

/** The statements that read shop controls: one per availability read. */
const isControlsRead = (query: string) => query.includes('from "shop_controls"');
const P1001 = { kind: 'product', productCode: 'P1001' } as const;

async function openAvailabilityStream(bed: AvailabilityBed, code: string) {
  const response = await bed.app.request(`/api/shops/${code}/availability/events`);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  return new SseReader(response.body!);
}

/** The next `availability` event's snapshot, checked against the contract. */
async function nextAvailability(reader: SseReader): Promise<ShopAvailability> {
  const message = await reader.next();
  expect(message.event).toBe('availability');
  return v.parse(ShopAvailabilitySchema, message.data);
}

describe.each(backends)("a shop's availability for customers on $name", (backend) => {
  let bed: AvailabilityBed;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    bed = await availabilityBed(backend);
  });
  afterAll(async () => {
    await Promise.all(readers.map((reader) => reader.close()));
    await bed.fresh.dispose();
  });

  it('answers anyone, revalidated every time: no-cache with an ETag that follows what it says, not its time', async () => {
    const first = await getJson(bed.app, '/api/shops/va01/availability');
    expect(first.status).toBe(200);
    expect(first.response.headers.get('Cache-Control')).toBe('no-cache');
    const availability = v.parse(ShopAvailabilitySchema, (first.body as { data: unknown }).data);
    expect(availability).toMatchObject({ shop: 'va01', soldOut: [], fullSlots: [], serverTime: OPEN_TIME.toISOString() });
    expect(availability.stock).toMatchObject({ P5002: 3, P5004: 0 });
    expect(availability.stock.P1001).toBeUndefined();
    const etag = first.response.headers.get('ETag')!;

    bed.clock.now = new Date(OPEN_TIME.getTime() + 1_000);
    expect((await getJson(bed.app, '/api/shops/va01/availability', { 'If-None-Match': etag })).status).toBe(304);

    await staffCall(bed.app, bed.barista, 'sold-out', { shop: 'va01', target: P1001, until: null });
    const changed = await getJson(bed.app, '/api/shops/VA01/availability', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.response.headers.get('ETag')).not.toBe(etag);
    expect((changed.body as { data: ShopAvailability }).data.soldOut).toEqual([{ ...P1001, until: null }]);
    expect((await getJson(bed.app, '/api/shops/zz99/availability')).status).toBe(404);
    await staffCall(bed.app, bed.barista, 'back', { shop: 'va01', target: P1001 });
    bed.clock.now = OPEN_TIME;
  });

  it('brings a snoozed product back by itself at its time', async () => {
    const until = new Date(OPEN_TIME.getTime() + 15 * MINUTE).toISOString();
    await staffCall(bed.app, bed.barista, 'sold-out', { shop: 'va01', target: P1001, until });
    const read = async () => (await getJson(bed.app, '/api/shops/va01/availability')).body as { data: ShopAvailability };
    expect((await read()).data.soldOut).toEqual([{ ...P1001, until }]);
    bed.clock.now = new Date(OPEN_TIME.getTime() + 15 * MINUTE - 1);
    expect((await read()).data.soldOut).toEqual([{ ...P1001, until }]);
    bed.clock.now = new Date(OPEN_TIME.getTime() + 15 * MINUTE);
    expect((await read()).data.soldOut).toEqual([]);
    bed.clock.now = OPEN_TIME;
  });

  it("streams the shop's availability at once and after each change, and only that shop's", async () => {
    const va01 = await openAvailabilityStream(bed, 'va01');
    const va02 = await openAvailabilityStream(bed, 'VA02');
    readers.push(va01, va02);
    expect((await nextAvailability(va01)).shop).toBe('va01');
    expect((await nextAvailability(va02)).shop).toBe('va02');

    await staffCall(bed.app, bed.barista, 'pause', { shop: 'va01', choice: '30min' });
    const paused = await nextAvailability(va01);
    expect(paused.controls).toMatchObject({ pausedUntil: new Date(OPEN_TIME.getTime() + 30 * MINUTE).toISOString() });
    await staffCall(bed.app, bed.otherBarista, 'extra-wait', { shop: 'va02', minutes: 15 });
    // va02's stream hears its own change next, not va01's pause.
    const slowed = await nextAvailability(va02);
    expect(slowed.controls).toMatchObject({ extraWaitMinutes: 15, pausedUntil: null });
    await staffCall(bed.app, bed.barista, 'pause', { shop: 'va01', choice: 'off' });
    expect((await nextAvailability(va01)).controls.pausedUntil).toBeNull();

    const unknown = await bed.app.request('/api/shops/zz99/availability/events');
    expect(unknown.status).toBe(404);
  });

  it('tells the streams when an order takes a capped slot and again when its cancel frees the place', async () => {
    const reader = await openAvailabilityStream(bed, 'va01');
    readers.push(reader);
    await nextAvailability(reader);
    expect((await staffCall(bed.app, bed.manager, 'slot-capacity', { shop: 'va01', capacity: 1 })).status).toBe(200);
    expect((await nextAvailability(reader)).controls.slotCapacity).toBe(1);
    try {
      const eva = await createCustomer(bed.db, 'eva.slot@example.com', { name: 'Eva', phone: '600000081' });
      const pickupAt = new Date(OPEN_TIME.getTime() + 60 * MINUTE);
      const body = { ...(await orderBody(bed.db, eva.id, [await cartLine(bed.db, 'P1005')])), pickupAt: pickupAt.toISOString() };
      const { order } = dataOf('orderCreate', await postOrder(bed.app, eva, body));
      expect((await nextAvailability(reader)).fullSlots).toEqual([slotStart(pickupAt).toISOString()]);
      expect((await call(bed.app, 'DELETE', `/api/customer/orders/${order.orderId}`, eva.auth)).status).toBe(200);
      expect((await nextAvailability(reader)).fullSlots).toEqual([]);
    } finally {
      await staffCall(bed.app, bed.manager, 'slot-capacity', { shop: 'va01', capacity: null });
    }
  });

  it('reads a change once for all the streams of the shop, however often it is told of it', async () => {
    const counted = { reads: 0 };
    const feed = createAvailabilityFeed({ db: countingHandle(bed.fresh.opened, isControlsRead, counted), logger: memoryLogger().logger, now: () => OPEN_TIME });
    const streams = Array.from({ length: 5 }, () => new SseReader(feed.open(SHOP_ID)!));
    readers.push(...streams);
    for (const stream of streams) await nextAvailability(stream);
    expect(counted.reads).toBe(1);

    const logId = await bed.db.transaction(async (tx) => {
      await tx.insert(soldOutItems).values({ locationId: SHOP_ID, kind: 'product', target: 'P1008', until: null });
      return recordAvailabilityChange(tx, { locationId: SHOP_ID, actorKind: 'operator', actor: 'test', action: 'sold_out', detail: {} }, OPEN_TIME);
    });
    // This process's own write and the database's notice of it name the same row.
    feed.changed({ locationId: SHOP_ID, logId });
    feed.changed({ locationId: SHOP_ID, logId });
    for (const stream of streams) expect((await nextAvailability(stream)).soldOut).toContainEqual({ kind: 'product', productCode: 'P1008', until: null });
    expect((await feed.current(SHOP_ID))?.availability.soldOut).toContainEqual({ kind: 'product', productCode: 'P1008', until: null });
    expect(counted.reads).toBe(2);
    feed.close();
    await bed.db.delete(soldOutItems);
  });

  it('keeps a quiet stream alive with a comment line', async () => {
    const feed = createAvailabilityFeed({ db: bed.db, logger: memoryLogger().logger, now: () => OPEN_TIME, heartbeatMs: 50 });
    const reader = feed.open(SHOP_ID)!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const deadline = Date.now() + 5_000;
    // The snapshot waits for a read of the database; a heartbeat may come before it.
    const heard = () => text.includes(': heartbeat\n\n') && text.includes('event: availability\n');
    while (!heard() && Date.now() < deadline) text += decoder.decode((await reader.read()).value);
    expect(text).toContain('event: availability\n');
    expect(text).toContain(': heartbeat\n\n');
    feed.close();
    expect((await reader.read()).done).toBe(true);
  });

  it("tells the streams of each shop whose single goods' stock a catalogue import changed, recording it as the import's", async () => {
    const stream = await openAvailabilityStream(bed, 'va01');
    readers.push(stream);
    expect((await nextAvailability(stream)).stock.P5002).toBe(3);
    const file = JSON.parse(JSON.stringify(demoCatalogue)) as SeedData;
    file.products = file.products.map((product) => (product.productCode === 'P5002' ? { ...product, stockCurrent: 11 } : product));
    await importCatalogue(bed.db, file, { issuerNif: ephemeralConfig().verifactu.issuerNif, source: 'catalogue-2026-06.json', now: OPEN_TIME });
    expect((await nextAvailability(stream)).stock.P5002).toBe(11);
    const rows = await bed.db
      .select()
      .from(availabilityLog)
      .where(and(eq(availabilityLog.actorKind, 'import'), eq(availabilityLog.locationId, SHOP_ID)));
    expect(rows).toMatchObject([{ actor: 'catalogue-2026-06.json', action: 'stock', detail: { changes: { P5002: { from: 3, to: 11 } } } }]);
    // An import that changes no stock records nothing.
    const imported = async () => (await bed.db.select().from(availabilityLog).where(eq(availabilityLog.actorKind, 'import'))).length;
    const before = await imported();
    await importCatalogue(bed.db, file, { issuerNif: ephemeralConfig().verifactu.issuerNif });
    expect(await imported()).toBe(before);
  });
});

describe.each(backends)('a snooze that ends by itself on $name', (backend) => {
  let bed: AvailabilityBed;
  let reader: SseReader | undefined;
  const startedAt = Date.now();
  /** The app's clock runs from OPEN_TIME as real time passes. */
  const running = () => new Date(OPEN_TIME.getTime() + (Date.now() - startedAt));

  beforeAll(async () => {
    bed = await availabilityBed(backend, running);
  });
  afterAll(async () => {
    await reader?.close();
    await bed.fresh.dispose();
  });

  it('is pushed to open streams when it ends', async () => {
    reader = await openAvailabilityStream(bed, 'va01');
    expect((await nextAvailability(reader)).soldOut).toEqual([]);
    const until = new Date(running().getTime() + 1_500).toISOString();
    expect((await staffCall(bed.app, bed.barista, 'sold-out', { shop: 'va01', target: P1001, until })).status).toBe(200);
    expect((await nextAvailability(reader)).soldOut).toEqual([{ ...P1001, until }]);
    const back = await nextAvailability(reader);
    expect(back.soldOut).toEqual([]);
    expect(Date.parse(back.serverTime)).toBeGreaterThanOrEqual(Date.parse(until));
  });
});
