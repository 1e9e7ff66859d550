import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../../src/api/contract/endpoints';
import { ORDER_STATUS } from '../../../../src/api/contract/statuses';
import {
  availabilityLog,
  locationProducts,
  loyaltyMovements,
  orderLines,
  orders,
  products,
  runOnce,
  shopControls,
  soldOutItems,
} from '../../../../server/platform/db/schema';
import { creditRitmitos, loyaltySummary } from '../../../../server/modules/loyalty/summary';
import { returnOrderStock } from '../../../../server/modules/orders/orderStock';
import { backends } from '../../harness';
import { createStaff, move, orderRow, pay, type TestStaff } from '../../support/counterBed';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { addAddress, deliveryBody, deliveryLine, postDeliveryOrder } from '../../support/deliveryBed';
import { cartLine, ONLINE_ID, OPEN_TIME, orderBody, ordersTestBed, postOrder, SHOP_ID, type OrdersTestBed } from '../../support/orderBed';

/** Wednesday 17 June 2026 in València (summer time); Ruzafa (va01) opens 07:30–13:30 and 16:00–20:30. */
const valencia = (time: string) => new Date(`2026-06-17T${time}:00+02:00`);
const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
/** Kenya AA 250 g: a single good; the seed keeps its stock on the product (2), shared by every shop. */
const KENYA = 'P5007';
const CAPPUCCINO = 'P1005';
const ESPRESSO = 'P1001';
const MILK = 2;

describe.each(backends)('orders at a busy counter on $name (issue 25)', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  let manager: TestStaff;

  const counts = async () => {
    const n = async (table: typeof orders | typeof orderLines | typeof loyaltyMovements | typeof availabilityLog) =>
      Number((await bed.db.select({ n: count() }).from(table))[0]?.n ?? 0);
    const keys = Number((await bed.db.select({ n: count() }).from(runOnce).where(eq(runOnce.scope, 'order')))[0]?.n ?? 0);
    return { orders: await n(orders), lines: await n(orderLines), ledger: await n(loyaltyMovements), log: await n(availabilityLog), keys };
  };
  const soldOut = (kind: 'product' | 'extra', target: string, until: Date | null = null, locationId = SHOP_ID) =>
    bed.db.insert(soldOutItems).values({ locationId, kind, target, until });
  const controls = (values: Partial<typeof shopControls.$inferInsert>, locationId = SHOP_ID) =>
    bed.db
      .insert(shopControls)
      .values({ locationId, ...values })
      .onConflictDoUpdate({ target: shopControls.locationId, set: values });
  const productStock = async (code: string) =>
    (await bed.db.select({ stock: products.stockCurrent }).from(products).where(eq(products.productCode, code)))[0]?.stock;
  const shopStock = async (code: string, locationId = SHOP_ID) =>
    (
      await bed.db
        .select({ stock: locationProducts.stockCurrent })
        .from(locationProducts)
        .where(and(eq(locationProducts.locationId, locationId), eq(locationProducts.productCode, code)))
    )[0]?.stock;
  const setShopStock = (code: string, stock: number | null, locationId = SHOP_ID) =>
    bed.db
      .update(locationProducts)
      .set({ stockCurrent: stock })
      .where(and(eq(locationProducts.locationId, locationId), eq(locationProducts.productCode, code)));
  const setProductStock = (code: string, stock: number) => bed.db.update(products).set({ stockCurrent: stock }).where(eq(products.productCode, code));
  const latte = (selection: Record<number, string[]> = {}) => cartLine(bed.db, CAPPUCCINO, 1, selection);
  const bodyOf = async (lines: Awaited<ReturnType<typeof latte>>[], pickupAt?: Date, useRitmitos = false) => {
    const body = await orderBody(bed.db, ana.id, lines, { useRitmitos, now: bed.clock.now });
    return pickupAt ? { ...body, pickupAt: pickupAt.toISOString() } : body;
  };
  /** The refusal as the app reads it, through the order call's own answer schema. */
  const refusal = (result: { status: number; body: unknown }, code: string) => {
    expect(result.status, JSON.stringify(result.body)).toBe(409);
    const answer = v.parse(endpoints.orderCreate.answer, result.body);
    expect(answer.error?.code).toBe(code);
    return answer.error as NonNullable<typeof answer.error>;
  };

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana.busy@example.com', { name: 'Ana', phone: '600000071' });
    manager = await createStaff(bed.db, 'manager.busy@ritmo.test', 'manager', 'every');
  });
  afterEach(async () => {
    bed.clock.now = OPEN_TIME;
    await bed.db.delete(soldOutItems);
    await bed.db.delete(shopControls);
  });
  afterAll(async () => {
    await bed.dispose();
  });

  describe('sold out', () => {
    it('refuses an order with a sold-out product, naming its line in the request language; writes and reserves nothing', async () => {
      await creditRitmitos(bed.db, ana.id, 500, 'Welcome', null, minutesAfter(OPEN_TIME, -60 * 24));
      await soldOut('product', CAPPUCCINO);
      const body = await bodyOf([await cartLine(bed.db, ESPRESSO, 1), await latte()], undefined, true);
      const before = await counts();
      const error = refusal(await postOrder(bed.app, ana, body, undefined, SHOP_ID, 'en'), 'product_unavailable');
      expect(error.lines).toEqual([{ index: 1, code: CAPPUCCINO, available: 0 }]);
      expect(error.field).toBe('products.1.code');
      expect(error.message).toBe('Cappuccino is sold out today.');
      expect(await counts()).toEqual(before);
      expect((await loyaltySummary(bed.db, ana.id, OPEN_TIME)).ritmitosInOrders).toBe(0);
      const spanish = refusal(await postOrder(bed.app, ana, body), 'product_unavailable');
      expect(spanish.message).toBe('Capuchino: agotado hoy.');
      // The same order, once the cappuccino is back, does spend ritmitos.
      await bed.db.delete(soldOutItems);
      expect(dataOf('orderCreate', await postOrder(bed.app, ana, body)).order.ritmitosUsed).toBeGreaterThan(0);
    });

    it('refuses a line with a sold-out value of an extra (oat drink) and names it; the same drink with whole milk goes through', async () => {
      await soldOut('extra', `${MILK}:milk_oat`);
      const error = refusal(
        await postOrder(bed.app, ana, await bodyOf([await latte({ [MILK]: ['milk_whole'] }), await latte({ [MILK]: ['milk_oat'] })]), undefined, SHOP_ID, 'en'),
        'product_unavailable',
      );
      expect(error.lines).toEqual([{ index: 1, code: CAPPUCCINO, available: 0 }]);
      expect(error.field).toBe('products.1.preferences.0');
      expect(error.message).toBe('Oat drink for Cappuccino is sold out today.');
      dataOf('orderCreate', await postOrder(bed.app, ana, await bodyOf([await latte({ [MILK]: ['milk_whole'] })])));
    });

    it('lets a snooze end by itself at its time, and keeps another shop’s snooze out of this one', async () => {
      await soldOut('product', CAPPUCCINO, minutesAfter(OPEN_TIME, 30));
      await soldOut('product', ESPRESSO, null, 11);
      const body = await bodyOf([await latte(), await cartLine(bed.db, ESPRESSO, 1)]);
      refusal(await postOrder(bed.app, ana, body), 'product_unavailable');
      bed.clock.now = minutesAfter(OPEN_TIME, 29);
      refusal(await postOrder(bed.app, ana, body), 'product_unavailable');
      bed.clock.now = minutesAfter(OPEN_TIME, 30);
      expect(dataOf('orderCreate', await postOrder(bed.app, ana, body)).order.products.map((line) => line.code)).toEqual([CAPPUCCINO, ESPRESSO]);
    });

    it('refuses a delivery order with a product sold out at the home-delivery location', async () => {
      await soldOut('product', KENYA, null, ONLINE_ID);
      const home = await addAddress(bed.db, ana);
      const body = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, KENYA, 1)], home);
      const before = await counts();
      const result = await postDeliveryOrder(bed.app, ana, body);
      expect(result.status).toBe(409);
      const answer = v.parse(endpoints.deliveryOrderCreate.answer, result.body);
      expect(answer.error).toMatchObject({ code: 'product_unavailable', lines: [{ index: 0, code: KENYA, available: 0 }] });
      expect(await counts()).toEqual(before);
    });
  });

  describe('stock that counts', () => {
    it('takes the units when the order is placed, logs the new figure, and gives them back once when the customer cancels', async () => {
      await setProductStock(KENYA, 2);
      const { order } = dataOf('orderCreate', await postOrder(bed.app, ana, await bodyOf([await cartLine(bed.db, KENYA, 2)])));
      expect(await productStock(KENYA)).toBe(0);
      const stored = await orderRow(bed.db, order.orderId);
      expect(stored.stockTaken).toEqual([{ productCode: KENYA, units: 2, source: 'product' }]);
      const taken = await bed.db.select().from(availabilityLog).where(eq(availabilityLog.actor, order.orderCode));
      // The product's figure is shared: every shop selling it without a figure of its own hears of it.
      expect(taken.map((row) => row.locationId)).toContain(SHOP_ID);
      expect(taken.every((row) => row.actorKind === 'order' && row.action === 'stock_taken')).toBe(true);
      expect(taken[0]?.detail).toEqual({ productCode: KENYA, units: 2, stock: 0 });

      const none = refusal(await postOrder(bed.app, ana, await bodyOf([await cartLine(bed.db, KENYA, 1)]), undefined, SHOP_ID, 'en'), 'product_unavailable');
      expect(none.lines).toEqual([{ index: 0, code: KENYA, available: 0 }]);
      expect(none.message).toContain('out of stock');

      expect((await call(bed.app, 'DELETE', `/api/customer/orders/${order.orderId}`, ana.auth)).status).toBe(200);
      expect(await productStock(KENYA)).toBe(2);
      const cancelled = await orderRow(bed.db, order.orderId);
      expect(cancelled.stockTaken).toBeNull();
      const returned = await bed.db
        .select()
        .from(availabilityLog)
        .where(and(eq(availabilityLog.actor, order.orderCode), eq(availabilityLog.action, 'stock_returned'), eq(availabilityLog.locationId, SHOP_ID)));
      expect(returned.map((row) => row.detail)).toEqual([{ productCode: KENYA, units: 2, stock: 2 }]);

      // Once only: a second cancel is refused, and a return run again with the order as it was read before finds nothing held.
      expect((await call(bed.app, 'DELETE', `/api/customer/orders/${order.orderId}`, ana.auth)).status).toBe(409);
      await bed.db.transaction((tx) => returnOrderStock(tx, stored, OPEN_TIME));
      expect(await productStock(KENYA)).toBe(2);
    });

    it('sells from the shop’s own figure when it keeps one, leaving the shared one alone; a shop cancel of a paid order gives them back', async () => {
      await setProductStock(KENYA, 2);
      await setShopStock(KENYA, 3);
      try {
        const { order } = dataOf(
          'orderCreate',
          await postOrder(bed.app, ana, await bodyOf([await cartLine(bed.db, KENYA, 1), await cartLine(bed.db, ESPRESSO, 1)])),
        );
        expect([await shopStock(KENYA), await productStock(KENYA)]).toEqual([2, 2]);
        expect((await orderRow(bed.db, order.orderId)).stockTaken).toEqual([{ productCode: KENYA, units: 1, source: 'shop' }]);
        const logged = await bed.db.select().from(availabilityLog).where(eq(availabilityLog.actor, order.orderCode));
        expect(logged.map((row) => [row.locationId, row.action, row.detail])).toEqual([[SHOP_ID, 'stock_taken', { productCode: KENYA, units: 1, stock: 2 }]]);

        await pay(bed.db, order.orderId, OPEN_TIME);
        expect((await move(bed.app, manager, order.orderId, ORDER_STATUS.cancel, ORDER_STATUS.pending)).status).toBe(200);
        expect([await shopStock(KENYA), await productStock(KENYA)]).toEqual([3, 2]);
      } finally {
        await setShopStock(KENYA, null);
      }
    });

    it('takes nothing for prepared products', async () => {
      const before = Number((await bed.db.select({ n: count() }).from(availabilityLog))[0]?.n ?? 0);
      const { order } = dataOf('orderCreate', await postOrder(bed.app, ana, await bodyOf([await latte()])));
      expect((await orderRow(bed.db, order.orderId)).stockTaken).toBeNull();
      expect(Number((await bed.db.select({ n: count() }).from(availabilityLog))[0]?.n ?? 0)).toBe(before);
    });

    it('takes the units of a delivery order too, and gives them back when it is cancelled', async () => {
      await setProductStock(KENYA, 2);
      const home = await addAddress(bed.db, ana);
      const body = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, KENYA, 2)], home);
      const created = dataOf('deliveryOrderCreate', await postDeliveryOrder(bed.app, ana, body));
      expect(await productStock(KENYA)).toBe(0);
      expect((await call(bed.app, 'DELETE', `/api/customer/delivery-orders/${created.order.orderId}`, ana.auth)).status).toBe(200);
      expect(await productStock(KENYA)).toBe(2);
    });
  });

  describe('pause', () => {
    // Three products: a wait of 9 minutes.
    const threeDrinks = async () => [await latte(), await latte(), await cartLine(bed.db, ESPRESSO, 1)];

    it('refuses an "as soon as possible" order while paused, saying until when on the shop clock; writes nothing', async () => {
      await controls({ pausedUntil: valencia('10:30') });
      const before = await counts();
      const error = refusal(await postOrder(bed.app, ana, await bodyOf(await threeDrinks()), undefined, SHOP_ID, 'en'), 'shop_paused');
      expect(error.pausedUntil).toBe(valencia('10:30').toISOString());
      expect(error.message).toContain('Paused until 10:30');
      expect(refusal(await postOrder(bed.app, ana, await bodyOf(await threeDrinks())), 'shop_paused').message).toContain('Pausado hasta las 10:30');
      expect(await counts()).toEqual(before);
    });

    it('accepts a later time whose kitchen starts at or after the pause ends, refuses one inside it', async () => {
      await controls({ pausedUntil: valencia('10:30') });
      // 10:45 − 9 minutes = 10:36, after the pause; 10:30 − 9 = 10:21, inside it.
      expect(dataOf('orderCreate', await postOrder(bed.app, ana, await bodyOf(await threeDrinks(), valencia('10:45')))).order.pickupTime).toBe('10:45');
      refusal(await postOrder(bed.app, ana, await bodyOf(await threeDrinks(), valencia('10:30'))), 'shop_paused');
    });

    it('takes orders again once the pause is over, and refuses every pick-up order while it lasts until undone', async () => {
      await controls({ pausedUntil: valencia('10:30') });
      bed.clock.now = valencia('10:30');
      dataOf('orderCreate', await postOrder(bed.app, ana, await bodyOf(await threeDrinks())));
      await controls({ pausedUntil: null, pausedOpenEnded: true });
      const error = refusal(await postOrder(bed.app, ana, await bodyOf(await threeDrinks(), valencia('13:00'))), 'shop_paused');
      expect(error.pausedUntil).toBeNull();
    });

    it('lets an order placed before the pause be paid and moved on', async () => {
      const { order } = dataOf('orderCreate', await postOrder(bed.app, ana, await bodyOf(await threeDrinks())));
      await controls({ pausedOpenEnded: true });
      await pay(bed.db, order.orderId, OPEN_TIME);
      expect((await move(bed.app, manager, order.orderId, ORDER_STATUS.inQueue, ORDER_STATUS.pending)).status).toBe(200);
    });

    it('refuses delivery orders while the home-delivery location is paused, not while a shop is', async () => {
      const home = await addAddress(bed.db, ana);
      const body = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P5001', 1)], home);
      await controls({ pausedOpenEnded: true });
      dataOf('deliveryOrderCreate', await postDeliveryOrder(bed.app, ana, body));
      await controls({ pausedUntil: valencia('11:00') }, ONLINE_ID);
      const result = await postDeliveryOrder(bed.app, ana, body);
      expect(result.status).toBe(409);
      expect(v.parse(endpoints.deliveryOrderCreate.answer, result.body).error).toMatchObject({
        code: 'shop_paused',
        pausedUntil: valencia('11:00').toISOString(),
      });
    });
  });

  describe('extra wait', () => {
    const shopWait = async () => dataOf('shopWait', await call(bed.app, 'GET', '/api/shop-wait/va01', {}));

    it('adds the extra minutes to every size of the shop’s wait and says them apart; none once it has ended', async () => {
      const plain = await shopWait();
      expect(plain.extraMinutes).toBe(0);
      await controls({ extraWaitMinutes: 10, extraWaitUntil: valencia('11:00') });
      // The history is kept 30 s per shop; the extra wait is read each time.
      const busy = await shopWait();
      expect(busy.extraMinutes).toBe(10);
      expect(busy.minutesBySize).toEqual(Object.fromEntries(Object.entries(plain.minutesBySize).map(([size, minutes]) => [size, minutes + 10])));
      bed.clock.now = valencia('11:00');
      expect((await shopWait()).extraMinutes).toBe(0);
    });

    it('pushes the earliest pick-up time back and shows the longer wait on the order', async () => {
      // Three products wait 9 minutes: at 10:00 the earliest time is 10:15, with 10 more minutes 10:30.
      const drinks = [await latte(), await latte(), await cartLine(bed.db, ESPRESSO, 1)];
      await controls({ extraWaitMinutes: 10 });
      const early = await postOrder(bed.app, ana, await bodyOf(drinks, valencia('10:15')));
      expect(early.status).toBe(400);
      expect(early.body?.error).toMatchObject({ code: 'pickup_time_unavailable', field: 'pickupAt' });
      expect(dataOf('orderCreate', await postOrder(bed.app, ana, await bodyOf(drinks, valencia('10:30')))).order.pickupTime).toBe('10:30');
      const { order } = dataOf('orderCreate', await postOrder(bed.app, ana, await bodyOf(drinks)));
      expect(order.waitMinutes).toBe(19);
      const listed = dataOf('orders', await call(bed.app, 'GET', '/api/customer/orders', ana.auth));
      expect(listed.find((one) => one.orderId === order.orderId)?.waitMinutes).toBe(19);
    });
  });
});
