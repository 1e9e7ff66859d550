import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AvailabilityLogSchema, ShopAvailabilitySchema } from '../../../../src/api/contract/counter/availability';
import { availabilityOf } from '../../../../server/modules/availability/readAvailability';
import { availabilityLog, locationProducts, shopControls, soldOutItems } from '../../../../server/platform/db/schema';
import { backends } from '../../harness';
import { availabilityBed, OTHER_SHOP_ID, staffCall, type AvailabilityBed } from '../../support/availabilityBed';
import { createStaff, pay } from '../../support/counterBed';
import { call, createCustomer } from '../../support/customers';
import { OPEN_TIME, SHOP_ID, cartLine, orderBody, postOrder } from '../../support/orderBed';

const MINUTE = 60_000;
const at = (ms: number) => new Date(OPEN_TIME.getTime() + ms).toISOString();
/** va01 closes at 13:30 on that Wednesday (València, summer time). */
const CLOSING = '2026-06-17T11:30:00.000Z';

describe.each(backends)('availability changes from the counter on $name', (backend) => {
  let bed: AvailabilityBed;

  beforeAll(async () => {
    bed = await availabilityBed(backend);
  });
  afterAll(async () => {
    await bed.fresh.dispose();
  });
  beforeEach(async () => {
    await bed.db.delete(soldOutItems);
    await bed.db.delete(shopControls);
  });

  const lastLog = async () => {
    const [row] = await bed.db.select().from(availabilityLog).where(eq(availabilityLog.locationId, SHOP_ID)).orderBy(desc(availabilityLog.id)).limit(1);
    return row;
  };

  it('marks a product sold out until closing time by default, and records who did it', async () => {
    const answer = await staffCall(bed.app, bed.barista, 'sold-out', { shop: 'va01', target: { kind: 'product', productCode: 'P1001' } });
    expect(answer.status).toBe(200);
    expect(v.is(ShopAvailabilitySchema, answer.availability)).toBe(true);
    expect(answer.availability?.soldOut).toEqual([{ kind: 'product', productCode: 'P1001', until: CLOSING }]);
    expect(await bed.db.select({ kind: soldOutItems.kind, target: soldOutItems.target, until: soldOutItems.until }).from(soldOutItems)).toEqual([
      { kind: 'product', target: 'P1001', until: new Date(CLOSING) },
    ]);
    expect(await lastLog()).toMatchObject({
      actorKind: 'staff',
      actor: 'barista@ritmo.local',
      action: 'sold_out',
      detail: { target: { kind: 'product', productCode: 'P1001' }, until: CLOSING },
      at: OPEN_TIME,
    });
  });

  it('marks one value of an extra sold out until undone, and brings it back', async () => {
    const oat = { kind: 'extra', extraId: 2, value: 'milk_oat' };
    const out = await staffCall(bed.app, bed.barista, 'sold-out', { shop: 'VA01', target: oat, until: null });
    expect(out.availability?.soldOut).toEqual([{ ...oat, until: null }]);
    expect(await lastLog()).toMatchObject({ action: 'sold_out', detail: { target: oat, until: null } });

    const back = await staffCall(bed.app, bed.barista, 'back', { shop: 'va01', target: oat });
    expect(back.status).toBe(200);
    expect(back.availability?.soldOut).toEqual([]);
    expect(await bed.db.select().from(soldOutItems)).toEqual([]);
    expect(await lastLog()).toMatchObject({ actor: 'barista@ritmo.local', action: 'back', detail: { target: oat } });

    // Nothing sold out: nothing changes, nothing is recorded.
    const logged = (await lastLog())?.id;
    expect((await staffCall(bed.app, bed.barista, 'back', { shop: 'va01', target: oat })).status).toBe(200);
    expect((await lastLog())?.id).toBe(logged);
  });

  it('pauses online orders for 15 minutes, until closing, until undone or until a time, and ends the pause', async () => {
    const pause = (body: object) => staffCall(bed.app, bed.barista, 'pause', { shop: 'va01', ...body });
    expect((await pause({ choice: '15min' })).availability?.controls).toMatchObject({ pausedUntil: at(15 * MINUTE), pausedOpenEnded: false });
    expect(await lastLog()).toMatchObject({ action: 'pause', detail: { choice: '15min', until: at(15 * MINUTE) } });
    expect((await pause({ choice: 'closing' })).availability?.controls).toMatchObject({ pausedUntil: CLOSING, pausedOpenEnded: false });
    expect((await pause({ choice: 'undone' })).availability?.controls).toMatchObject({ pausedUntil: null, pausedOpenEnded: true });
    expect((await pause({ choice: 'until', until: at(40 * MINUTE) })).availability?.controls).toMatchObject({
      pausedUntil: at(40 * MINUTE),
      pausedOpenEnded: false,
    });
    const off = await pause({ choice: 'off' });
    expect(off.availability?.controls).toMatchObject({ pausedUntil: null, pausedOpenEnded: false });
    expect(await lastLog()).toMatchObject({ action: 'pause_off', actor: 'barista@ritmo.local' });
    const [row] = await bed.db.select().from(shopControls).where(eq(shopControls.locationId, SHOP_ID));
    expect(row).toMatchObject({ pausedUntil: null, pausedOpenEnded: false });
  });

  it('adds an extra wait for an hour or until undone, and ends it', async () => {
    const wait = (body: object) => staffCall(bed.app, bed.barista, 'extra-wait', { shop: 'va01', ...body });
    expect((await wait({ minutes: 10, forAnHour: true })).availability?.controls).toMatchObject({ extraWaitMinutes: 10, extraWaitUntil: at(60 * MINUTE) });
    expect(await lastLog()).toMatchObject({ action: 'extra_wait', detail: { minutes: 10, until: at(60 * MINUTE) } });
    expect((await wait({ minutes: 5 })).availability?.controls).toMatchObject({ extraWaitMinutes: 5, extraWaitUntil: null });
    expect((await wait({ minutes: 0 })).availability?.controls).toMatchObject({ extraWaitMinutes: 0, extraWaitUntil: null });
    expect(await lastLog()).toMatchObject({ action: 'extra_wait', detail: { minutes: 0, until: null } });
  });

  it("lets a manager set a single good's stock at one shop", async () => {
    const before = (await staffCall(bed.app, bed.manager, 'stock', { shop: 'va02', productCode: 'P5002', stock: 3 })).availability;
    const answer = await staffCall(bed.app, bed.manager, 'stock', { shop: 'va01', productCode: 'P5002', stock: 7 });
    expect(answer.status).toBe(200);
    expect(answer.availability?.stock.P5002).toBe(7);
    expect(before?.stock.P5002).toBe(3);
    const rows = await bed.db.select().from(locationProducts).where(eq(locationProducts.productCode, 'P5002'));
    expect(Object.fromEntries(rows.map((row) => [row.locationId, row.stockCurrent]))).toMatchObject({ [SHOP_ID]: 7, 11: 3 });
    expect(await lastLog()).toMatchObject({ actor: 'boss@ritmo.local', action: 'stock', detail: { productCode: 'P5002', from: 3, to: 7 } });
  });

  it('lets an owner set stock at any shop, and keeps a manager to their own shops', async () => {
    const owner = await createStaff(bed.db, 'olga@ritmo.local', 'owner', []);
    expect((await staffCall(bed.app, owner, 'stock', { shop: 'va02', productCode: 'P5002', stock: 2 })).availability?.stock.P5002).toBe(2);
    const otherManager = await createStaff(bed.db, 'nico@ritmo.local', 'manager', [OTHER_SHOP_ID]);
    expect((await staffCall(bed.app, otherManager, 'stock', { shop: 'va02', productCode: 'P5002', stock: 5 })).availability?.stock.P5002).toBe(5);
    const refused = await staffCall(bed.app, otherManager, 'stock', { shop: 'va01', productCode: 'P5002', stock: 5 });
    expect(refused.status).toBe(403);
    expect(refused.body?.error?.code).toBe('other_shop');
  });

  it('lets a manager cap the orders per pick-up slot, and lists the slots that are full', async () => {
    const capped = await staffCall(bed.app, bed.manager, 'slot-capacity', { shop: 'va01', capacity: 1 });
    expect(capped.availability?.controls.slotCapacity).toBe(1);
    expect(capped.availability?.fullSlots).toEqual([]);
    expect(await lastLog()).toMatchObject({ action: 'slot_capacity', detail: { capacity: 1 } });

    const ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana', phone: '600000001' });
    const pickupAt = at(30 * MINUTE);
    const body = { ...(await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1001', 1)])), pickupAt };
    const created = await postOrder(bed.app, ana, body);
    expect(created.status).toBe(200);
    expect((await availabilityOf(bed.db, 'va01', OPEN_TIME))?.fullSlots).toEqual([pickupAt]);
    // Kept answers follow the shop's order events (here its payment) for a shop that caps its slots.
    await pay(bed.db, (created.body?.data as { order: { orderId: number } }).order.orderId, OPEN_TIME);
    const fullSlots = async () =>
      ((await call(bed.app, 'GET', '/api/staff/availability?shop=va01', bed.barista.auth)).body?.data as { fullSlots: string[] }).fullSlots;
    await expect.poll(fullSlots, { timeout: 5_000 }).toEqual([pickupAt]);

    const uncapped = await staffCall(bed.app, bed.manager, 'slot-capacity', { shop: 'va01', capacity: null });
    expect(uncapped.availability?.controls.slotCapacity).toBeNull();
    expect(uncapped.availability?.fullSlots).toEqual([]);
  });

  it('lists the recent changes for the board: who, what and when, newest first', async () => {
    await staffCall(bed.app, bed.barista, 'sold-out', { shop: 'va01', target: { kind: 'product', productCode: 'P1002' }, until: null });
    await staffCall(bed.app, bed.barista, 'extra-wait', { shop: 'va01', minutes: 15 });
    const answer = await call(bed.app, 'GET', '/api/staff/availability/log?shop=va01', bed.barista.auth);
    expect(answer.status).toBe(200);
    const log = v.parse(AvailabilityLogSchema, answer.body?.data);
    expect(log.shop).toBe('va01');
    expect(log.entries.slice(0, 2)).toMatchObject([
      { actorKind: 'staff', actor: 'barista@ritmo.local', action: 'extra_wait', detail: { minutes: 15 }, at: OPEN_TIME.toISOString() },
      { actorKind: 'staff', actor: 'barista@ritmo.local', action: 'sold_out', detail: { target: { productCode: 'P1002' } } },
    ]);
    expect(log.entries[0]!.id).toBeGreaterThan(log.entries[1]!.id);
    expect((await call(bed.app, 'GET', '/api/staff/availability/log?shop=va01', bed.otherBarista.auth)).status).toBe(403);
  });
});
