import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../../server/platform/db/schema';
import { decodeMerchantParameters } from '../../../../server/modules/payments/redsys';
import { backends } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { BARCELONA, addAddress, deliveryBody, deliveryLine, postDeliveryOrder } from '../../support/deliveryBed';
import { SHOP_ID, cartLine, ordersTestBed, type OrdersTestBed } from '../../support/orderBed';

describe.each(backends)('delivery order creation on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  let bea: TestCustomer;
  let anaHome: number;
  const orderCount = async () => (await bed.db.select({ id: orders.id }).from(orders)).length;

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana.delivery@example.com', { name: 'Ana', phone: '600000021' });
    bea = await createCustomer(bed.db, 'bea.delivery@example.com', { name: 'Bea', phone: '600000022' });
    anaHome = await addAddress(bed.db, ana);
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('creates a Waiting card order at ONLINE, whatever shop the header names, with the address snapshot', async () => {
    const body = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P5001', 3)], anaHome);
    const created = dataOf('deliveryOrderCreate', await postDeliveryOrder(bed.app, ana, body, randomUUID(), { 'X-Location-Id': String(SHOP_ID) }));
    expect(created.order.locationCode).toBe('ONLINE');
    expect(created.order.orderCode).toMatch(/^ONLINE-\d{6}$/);
    expect(created.order.orderStatus).toEqual({ id: 63001, name: 'Waiting' });
    expect(created.order.paymentStatus.id).toBe(11000);
    expect(created.order.address).toMatchObject({ addressId: anaHome, cityName: 'València', addressLine1: 'Carrer de Sueca 1' });
    const parameters = decodeMerchantParameters(created.payment!.Ds_MerchantParameters);
    expect(parameters.Ds_Merchant_UrlOK).toContain(`/#/pdok?order=${created.order.orderId}`);
    expect(parameters.Ds_Merchant_UrlKO).toContain(`/#/pdko?order=${created.order.orderId}`);
    const [row] = await bed.db.select().from(orders).where(eq(orders.id, created.order.orderId));
    expect(row).toMatchObject({ kind: 'delivery', statusId: 63001 });
    expect(row?.deliveryAddress).toMatchObject({ provinceName: 'Valencia/València', cityCode: '46250' });
  });

  it('refuses a prepared drink, naming it', async () => {
    const before = await orderCount();
    const body = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P5001'), await cartLine(bed.db, 'P1001', 1, {}, SHOP_ID)], anaHome);
    const refused = await postDeliveryOrder(bed.app, ana, body);
    expect(refused.status).toBe(400);
    expect(refused.body?.error).toMatchObject({ code: 'not_deliverable', field: 'products.1.code', message: expect.stringMatching(/cannot be delivered/) });
    expect(await orderCount()).toBe(before);
  });

  it("refuses someone else's address as a missing one", async () => {
    const beaHome = await addAddress(bed.db, bea);
    const body = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P5001')], beaHome);
    const refused = await postDeliveryOrder(bed.app, ana, body);
    expect(refused.status).toBe(404);
  });

  it('refuses an address where delivery is not active', async () => {
    const barcelona = await addAddress(bed.db, ana, BARCELONA);
    const body = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P5001')], barcelona, BARCELONA);
    const refused = await postDeliveryOrder(bed.app, ana, body);
    expect(refused.status).toBe(400);
    expect(refused.body?.error?.code).toBe('no_delivery_here');
  });

  it('delivers free at the threshold and charges the configured price below it', async () => {
    const atThreshold = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P7001', 4)], anaHome);
    expect(atThreshold.totalPrice).toBe(30);
    const free = dataOf('deliveryOrderCreate', await postDeliveryOrder(bed.app, ana, atThreshold));
    expect(free.order.transport.price).toBe(0);
    expect(free.order.totalPrice).toBe(30);

    const below = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P7001', 3)], anaHome);
    const charged = dataOf('deliveryOrderCreate', await postDeliveryOrder(bed.app, ana, below));
    expect(charged.order.transport.price).toBe(3.95);
    expect(charged.order.totalPrice).toBeCloseTo(22.5 + 3.95, 2);
  });

  it('refuses a tampered transport price, even with totals made to match', async () => {
    const before = await orderCount();
    const body = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P7001', 3)], anaHome);
    const noTransport = { ...body, transport: { price: 0 }, totalPrice: body.totalPrice - 3.95 };
    const refused = await postDeliveryOrder(bed.app, ana, noTransport);
    expect(refused.status).toBe(409);
    expect(refused.body?.error).toMatchObject({ code: 'price_mismatch', field: 'transport.price' });
    const cheaperTotal = await postDeliveryOrder(bed.app, ana, { ...body, totalPrice: body.totalPrice - 1 });
    expect(cheaperTotal.body?.error?.code).toBe('price_mismatch');
    expect(await orderCount()).toBe(before);
  });

  it('replays the same request under the same Idempotency-Key and refuses a different one', async () => {
    const body = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P5001')], anaHome);
    const key = randomUUID();
    const first = dataOf('deliveryOrderCreate', await postDeliveryOrder(bed.app, ana, body, key));
    const again = dataOf('deliveryOrderCreate', await postDeliveryOrder(bed.app, ana, body, key));
    expect(again.order.orderId).toBe(first.order.orderId);
    const other = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P5001', 2)], anaHome);
    expect((await postDeliveryOrder(bed.app, ana, other, key)).status).toBe(409);
  });

  it('keeps pick-up and delivery calls apart', async () => {
    const body = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P5001')], anaHome);
    const { order } = dataOf('deliveryOrderCreate', await postDeliveryOrder(bed.app, ana, body));
    const pickups = dataOf('orders', await call(bed.app, 'GET', '/api/customer/orders', ana.auth));
    expect(pickups.some((o) => o.orderId === order.orderId)).toBe(false);
    expect((await call(bed.app, 'POST', `/api/customer/order-status/${order.orderId}`, ana.auth, {})).status).toBe(404);
    expect((await call(bed.app, 'POST', `/api/customer/orders/${order.orderId}/pay`, ana.auth, {})).status).toBe(404);
    expect((await call(bed.app, 'DELETE', `/api/customer/orders/${order.orderId}`, ana.auth)).status).toBe(404);
    const deliveries = dataOf('deliveryOrders', await call(bed.app, 'GET', '/api/customer/delivery-orders', ana.auth));
    expect(deliveries[0]?.orderId).toBe(order.orderId);
    expect(deliveries.every((o) => o.locationCode === 'ONLINE')).toBe(true);
    // Bea sees none of Ana's, and cannot act on them.
    expect(dataOf('deliveryOrders', await call(bed.app, 'GET', '/api/customer/delivery-orders', bea.auth))).toEqual([]);
    expect((await call(bed.app, 'DELETE', `/api/customer/delivery-orders/${order.orderId}`, bea.auth)).status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await call(bed.app, 'GET', '/api/customer/delivery-orders', {})).status).toBe(401);
  });
});
