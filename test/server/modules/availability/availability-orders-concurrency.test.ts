import { and, count, eq, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../../src/api/contract/endpoints';
import { availabilityLog, locationProducts, orders, products, shopControls } from '../../../../server/platform/db/schema';
import { backends } from '../../harness';
import { call, createCustomer, type TestCustomer } from '../../support/customers';
import { cartLine, OPEN_TIME, orderBody, ordersTestBed, postOrder, SHOP_ID, type OrdersTestBed } from '../../support/orderBed';

/** Wednesday 17 June 2026 in València (summer time); Ruzafa (va01) opens 07:30–13:30. */
const valencia = (time: string) => new Date(`2026-06-17T${time}:00+02:00`);
/** Kenya AA 250 g: a single good. */
const KENYA = 'P5007';
const ESPRESSO = 'P1001';
const RACERS = 20;

type Result = Awaited<ReturnType<typeof postOrder>>;

describe.each(backends)('orders racing for the last units and places on $name (issue 25)', (backend) => {
  let bed: OrdersTestBed;
  let racers: TestCustomer[];

  const ordersOf = async (status: 'any' | 'holding stock' = 'any') =>
    Number(
      (
        await bed.db
          .select({ n: count() })
          .from(orders)
          .where(status === 'any' ? undefined : isNotNull(orders.stockTaken))
      )[0]?.n ?? 0,
    );
  /** Every racer sends one order at the same moment, each with its own body and key. */
  const race = async (lines: (customer: TestCustomer) => Promise<Parameters<typeof orderBody>[2]>, pickupAt?: Date): Promise<Result[]> => {
    const bodies = await Promise.all(
      racers.map(async (customer) => {
        const body = await orderBody(bed.db, customer.id, await lines(customer), { now: bed.clock.now });
        return pickupAt ? { ...body, pickupAt: pickupAt.toISOString() } : body;
      }),
    );
    return Promise.all(racers.map((customer, i) => postOrder(bed.app, customer, bodies[i], undefined, SHOP_ID, 'en')));
  };
  const refusalsOf = (results: Result[]) =>
    results
      .filter((result) => result.status !== 200)
      .map((result) => ({ status: result.status, error: v.parse(endpoints.orderCreate.answer, result.body).error }));

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    racers = [];
    for (let i = 0; i < RACERS; i += 1)
      racers.push(await createCustomer(bed.db, `racer${i}@example.com`, { name: `Racer ${i}`, phone: `6000001${String(i).padStart(2, '0')}` }));
  });
  afterEach(async () => {
    bed.clock.now = OPEN_TIME;
    await bed.db.delete(shopControls);
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('sells exactly the last 3 units of the shared figure to 20 orders at once; the 17 others are refused and write nothing', async () => {
    await bed.db.update(products).set({ stockCurrent: 3 }).where(eq(products.productCode, KENYA));
    const before = await ordersOf();
    const results = await race(async () => [await cartLine(bed.db, KENYA, 1)]);
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    const refused = refusalsOf(results);
    expect(refused).toHaveLength(17);
    for (const { status, error } of refused) {
      expect(status).toBe(409);
      expect(error).toMatchObject({ code: 'product_unavailable', lines: [{ index: 0, code: KENYA, available: 0 }] });
    }
    expect((await bed.db.select({ stock: products.stockCurrent }).from(products).where(eq(products.productCode, KENYA)))[0]?.stock).toBe(0);
    expect(await ordersOf()).toBe(before + 3);
    expect(await ordersOf('holding stock')).toBe(3);
    const taken = await bed.db
      .select({ detail: availabilityLog.detail })
      .from(availabilityLog)
      .where(and(eq(availabilityLog.action, 'stock_taken'), eq(availabilityLog.locationId, SHOP_ID)));
    expect(taken.map((row) => (row.detail as { stock: number }).stock).sort()).toEqual([0, 1, 2]);
  });

  it('sells a shop’s own figure the same way: 2 units each, 5 left, two orders go through', async () => {
    const shopRow = and(eq(locationProducts.locationId, SHOP_ID), eq(locationProducts.productCode, KENYA));
    await bed.db.update(locationProducts).set({ stockCurrent: 5 }).where(shopRow);
    try {
      const results = await race(async () => [await cartLine(bed.db, KENYA, 2), await cartLine(bed.db, ESPRESSO, 1)]);
      expect(results.filter((result) => result.status === 200)).toHaveLength(2);
      expect(refusalsOf(results).map(({ error }) => error?.lines)).toEqual(Array.from({ length: 18 }, () => [{ index: 0, code: KENYA, available: 1 }]));
      expect((await bed.db.select({ stock: locationProducts.stockCurrent }).from(locationProducts).where(shopRow))[0]?.stock).toBe(1);
    } finally {
      await bed.db.update(locationProducts).set({ stockCurrent: null }).where(shopRow);
    }
  });

  it('takes two goods at once for 20 orders listing them in either order, one from the shop’s figure and one shared, with no order lost', async () => {
    const GROUND = 'P5001';
    const shopRow = and(eq(locationProducts.locationId, SHOP_ID), eq(locationProducts.productCode, GROUND));
    await bed.db.update(products).set({ stockCurrent: 50 }).where(eq(products.productCode, KENYA));
    await bed.db.update(locationProducts).set({ stockCurrent: 50 }).where(shopRow);
    try {
      const results = await race(async (customer) => {
        const lines = [await cartLine(bed.db, KENYA, 1), await cartLine(bed.db, GROUND, 2)];
        return customer.id % 2 === 0 ? lines : lines.reverse();
      });
      expect(results.map((result) => result.status)).toEqual(Array.from({ length: RACERS }, () => 200));
      expect((await bed.db.select({ stock: products.stockCurrent }).from(products).where(eq(products.productCode, KENYA)))[0]?.stock).toBe(30);
      expect((await bed.db.select({ stock: locationProducts.stockCurrent }).from(locationProducts).where(shopRow))[0]?.stock).toBe(10);
    } finally {
      await bed.db.update(locationProducts).set({ stockCurrent: null }).where(shopRow);
    }
  });

  it('gives a slot with room for 4 to exactly 4 of 20 orders at once, telling the others the next free time', async () => {
    await bed.db.insert(shopControls).values({ locationId: SHOP_ID, slotCapacity: 4 });
    const slot = valencia('11:00');
    const results = await race(async () => [await cartLine(bed.db, ESPRESSO, 1)], slot);
    expect(results.filter((result) => result.status === 200)).toHaveLength(4);
    const refused = refusalsOf(results);
    expect(refused).toHaveLength(16);
    for (const { status, error } of refused) {
      expect(status).toBe(409);
      expect(error).toMatchObject({ code: 'slot_full', field: 'pickupAt', nextFreeSlot: valencia('11:15').toISOString() });
      expect(error?.message).toContain('11:15');
    }
    const inSlot = await bed.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.locationId, SHOP_ID), eq(orders.pickupSlot, slot)));
    expect(Number(inSlot[0]?.n)).toBe(4);
    // The order that took the last place says so in the log, whose NOTIFY tells every process's copy of the full slots.
    const fullNotes = await bed.db
      .select()
      .from(availabilityLog)
      .where(and(eq(availabilityLog.locationId, SHOP_ID), eq(availabilityLog.action, 'slot_full')));
    expect(fullNotes.map((row) => [row.actorKind, row.detail])).toEqual([['order', { slot: slot.toISOString(), capacity: 4 }]]);
  });

  it('gives the last place of a slot to exactly one of 20 "as soon as possible" orders; a cancelled order frees its place', async () => {
    // At 12:00 an order of one product is ready at 12:03: it counts in the 12:00 slot.
    bed.clock.now = valencia('12:00');
    await bed.db.insert(shopControls).values({ locationId: SHOP_ID, slotCapacity: 3 });
    const [first, second, third] = racers as [TestCustomer, TestCustomer, TestCustomer];
    const oneEspresso = async (customer: TestCustomer) => orderBody(bed.db, customer.id, [await cartLine(bed.db, ESPRESSO, 1)], { now: bed.clock.now });
    expect((await postOrder(bed.app, first, await oneEspresso(first))).status).toBe(200);
    const cancelled = await postOrder(bed.app, second, await oneEspresso(second));
    expect(cancelled.status).toBe(200);
    const cancelledId = (cancelled.body?.data as { order: { orderId: number } }).order.orderId;
    expect((await postOrder(bed.app, third, await oneEspresso(third))).status).toBe(200);
    // Full now; the customer's cancel gives its place back.
    const full = await postOrder(bed.app, first, await oneEspresso(first), undefined, SHOP_ID, 'en');
    expect(full.body?.error).toMatchObject({ code: 'slot_full' });
    expect((await call(bed.app, 'DELETE', `/api/customer/orders/${cancelledId}`, second.auth)).status).toBe(200);

    const results = await race(async () => [await cartLine(bed.db, ESPRESSO, 1)]);
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    const refused = refusalsOf(results);
    expect(refused).toHaveLength(19);
    for (const { error } of refused) expect(error).toMatchObject({ code: 'slot_full', nextFreeSlot: valencia('12:15').toISOString() });
  });
});
