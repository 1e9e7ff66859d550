import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, runOnce } from '../../../../server/platform/db/schema';
import { SHOP_CLOSED_MESSAGE } from '../../../../server/modules/orders/createOrder';
import { backends } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { CLOSED_TIME, ONLINE_ID, OPEN_TIME, cartLine, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from '../../support/orderBed';

describe.each(backends)('order creation on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  const orderCount = async () => (await bed.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
  const ordersOf = async (who: TestCustomer) => (await bed.db.select({ n: count() }).from(orders).where(eq(orders.customerId, who.id)))[0]?.n ?? 0;
  const latteBody = async (who: TestCustomer) =>
    orderBody(bed.db, who.id, [await cartLine(bed.db, 'P1005', 2, { 2: ['milk_oat'], 5: ['syrup_vanilla'] }), await cartLine(bed.db, 'P1001', 1)]);

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana', phone: '600000001' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('creates a card order priced by the server and answers the gateway form', async () => {
    const body = await latteBody(ana);
    const created = dataOf('orderCreate', await postOrder(bed.app, ana, body, randomUUID(), 10, 'en'));
    const { order, payment } = created;
    expect(order.orderCode).toBe(`VA01-${String(order.orderId).padStart(6, '0')}`);
    expect(order.orderNumber).toMatch(new RegExp(`^${String(order.orderId % 10000).padStart(4, '0')}[A-Za-z0-9]{8}$`));
    expect(order.orderStatus).toEqual({ id: 62000, name: 'Pending' });
    expect(order.paymentStatus.id).toBe(11000);
    expect(order.totalPrice).toBeCloseTo(body.totalPrice, 2);
    expect(order.totalProducts).toBe(3);
    expect(order.waitMinutes).toBe(9);
    expect(order.locationCode).toBe('va01');
    expect(order.products[0]?.extrasDescription).toContain('Oat drink');
    expect(order.products[0]?.extrasDescription).toContain('Vanilla');
    expect(payment?.Ds_MerchantParameters.length).toBeGreaterThan(10);

    const listed = dataOf('orders', await call(bed.app, 'GET', '/api/customer/orders', ana.auth, undefined, { 'X-Language': 'es' }));
    expect(listed[0]?.orderId).toBe(order.orderId);
    expect(listed[0]?.orderStatus.name).toBe('Pendiente');
    const status = dataOf('orderStatus', await call(bed.app, 'POST', `/api/customer/order-status/${order.orderId}`, ana.auth, {}));
    expect(status.orderCode).toBe(order.orderCode);
  });

  it('answers a wallet order without a card form', async () => {
    const body = await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1001')], { paymentTypeId: 10004 });
    const created = dataOf('orderCreate', await postOrder(bed.app, ana, body));
    expect(created.payment).toBeNull();
    expect(created.order.paymentType.id).toBe(10004);
  });

  it('requires a valid Idempotency-Key', async () => {
    const body = await latteBody(ana);
    const missing = await postOrder(bed.app, ana, body, null);
    expect(missing.status).toBe(400);
    const tooLong = await postOrder(bed.app, ana, body, 'k'.repeat(101));
    expect(tooLong.status).toBe(400);
  });

  it('refuses a tampered line price or total and writes nothing', async () => {
    const before = await orderCount();
    const body = await latteBody(ana);
    const cheaperLine = structuredClone(body);
    cheaperLine.products[0]!.price = 0.5;
    const lineRefused = await postOrder(bed.app, ana, cheaperLine);
    expect(lineRefused.status).toBe(409);
    expect(lineRefused.body?.error?.code).toBe('price_mismatch');

    const cheaperTotal = { ...body, totalPrice: body.totalPrice - 1 };
    const totalRefused = await postOrder(bed.app, ana, cheaperTotal);
    expect(totalRefused.status).toBe(409);
    expect(totalRefused.body?.error?.code).toBe('price_mismatch');

    const cheaperExtra = structuredClone(body);
    cheaperExtra.products[0]!.preferences[1]!.price = 0;
    expect((await postOrder(bed.app, ana, cheaperExtra)).body?.error?.code).toBe('price_mismatch');

    const foreignExtra = structuredClone(body);
    foreignExtra.products[1]!.preferences.push({ ...body.products[0]!.preferences[0]! });
    expect((await postOrder(bed.app, ana, foreignExtra)).status).toBeGreaterThanOrEqual(400);

    const unknown = structuredClone(body);
    unknown.products[0]!.code = 'P9999';
    expect((await postOrder(bed.app, ana, unknown)).body?.error?.code).toBe('product_unavailable');
    expect(await orderCount()).toBe(before);
  });

  it('replays the first answer for the same key and body, and refuses the key with another body', async () => {
    const body = await latteBody(ana);
    const key = randomUUID();
    const before = await ordersOf(ana);
    const first = dataOf('orderCreate', await postOrder(bed.app, ana, body, key));
    const second = dataOf('orderCreate', await postOrder(bed.app, ana, body, key));
    expect(second).toEqual(first);
    expect(await ordersOf(ana)).toBe(before + 1);

    const other = await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1002')]);
    const conflict = await postOrder(bed.app, ana, other, key);
    expect(conflict.status).toBe(409);
    expect(conflict.body?.error?.code).toBe('idempotency_conflict');
    expect(await ordersOf(ana)).toBe(before + 1);
  });

  it('makes one order of two requests with the same key at once, and two of two keys', async () => {
    const bea = await createCustomer(bed.db, 'bea@example.com', { name: 'Bea', phone: '600000002' });
    const body = await latteBody(bea);
    const key = randomUUID();
    const same = await Promise.all([postOrder(bed.app, bea, body, key), postOrder(bed.app, bea, body, key)]);
    expect(same.map((r) => r.status)).toEqual([200, 200]);
    expect(dataOf('orderCreate', same[0]!).order.orderId).toBe(dataOf('orderCreate', same[1]!).order.orderId);
    expect(await ordersOf(bea)).toBe(1);

    const twoKeys = await Promise.all([postOrder(bed.app, bea, body), postOrder(bed.app, bea, body)]);
    expect(twoKeys.map((r) => r.status)).toEqual([200, 200]);
    expect(await ordersOf(bea)).toBe(3);
    const keys = await bed.db
      .select({ n: count() })
      .from(runOnce)
      .where(and(eq(runOnce.customerId, bea.id), eq(runOnce.scope, 'order')));
    expect(keys[0]?.n).toBe(3);
  });

  it('refuses orders while the shop is closed and orders for home delivery', async () => {
    const body = await latteBody(ana);
    const before = await orderCount();
    bed.clock.now = CLOSED_TIME;
    try {
      const closed = await postOrder(bed.app, ana, body);
      expect(closed.status).toBe(409);
      expect(closed.body?.error).toMatchObject({ code: 'shop_closed', message: SHOP_CLOSED_MESSAGE });
    } finally {
      bed.clock.now = OPEN_TIME;
    }
    expect((await postOrder(bed.app, ana, body, randomUUID(), ONLINE_ID)).status).toBe(400);
    expect((await postOrder(bed.app, ana, body, randomUUID(), 999)).status).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('stores the lines as the server priced them', async () => {
    const body = await latteBody(ana);
    const created = dataOf('orderCreate', await postOrder(bed.app, ana, body));
    const lines = await bed.db.select().from(orderLines).where(eq(orderLines.orderId, created.order.orderId));
    expect(lines.map((line) => [line.productCode, line.quantity, line.price])).toEqual(body.products.map((line) => [line.code, line.quantity, line.price]));
  });

  it("accepts VAT priced as a unit's VAT × quantity (3 × 1,40 €: 0,39) and records its own split (0,38); a wrong price is still refused", async () => {
    const body = await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1001', 3)]);
    expect([body.products[0]!.price, body.products[0]!.priceVat, body.totalPriceVat]).toEqual([4.2, 0.38, 0.38]);
    const unitRule = { ...structuredClone(body), totalPriceVat: 0.39 };
    unitRule.products[0]!.priceVat = 0.39;
    const created = dataOf('orderCreate', await postOrder(bed.app, ana, unitRule));
    expect(created.order).toMatchObject({ totalPrice: 4.2, totalPriceVat: 0.38, totalPriceNet: 3.82 });
    const [line] = await bed.db.select().from(orderLines).where(eq(orderLines.orderId, created.order.orderId));
    expect(line).toMatchObject({ price: 4.2, priceNet: 3.82, priceVat: 0.38 });
    const [row] = await bed.db.select().from(orders).where(eq(orders.id, created.order.orderId));
    expect(row).toMatchObject({ totalPrice: 4.2, totalPriceNet: 3.82, totalPriceVat: 0.38 });

    const before = await orderCount();
    const wrongPrice = structuredClone(unitRule);
    wrongPrice.products[0]!.price = 4.21;
    const refused = await postOrder(bed.app, ana, wrongPrice);
    expect(refused.status).toBe(409);
    expect(refused.body?.error).toMatchObject({ code: 'price_mismatch', field: 'products.0.price' });
    const wrongTotal = { ...structuredClone(unitRule), totalPrice: 4.19 };
    expect((await postOrder(bed.app, ana, wrongTotal)).body?.error).toMatchObject({ code: 'price_mismatch', field: 'totalPrice' });
    // Beyond the rounding of unit × quantity, a VAT figure is another rate, not another rounding.
    const otherRate = structuredClone(unitRule);
    otherRate.products[0]!.priceVat = 0.73;
    expect((await postOrder(bed.app, ana, otherRate)).body?.error).toMatchObject({ code: 'price_mismatch', field: 'products.0.priceVat' });
    expect(await orderCount()).toBe(before);
  });

  it('needs a session', async () => {
    const answer = await call(bed.app, 'GET', '/api/customer/orders', {});
    expect(answer.status).toBe(401);
  });
});
