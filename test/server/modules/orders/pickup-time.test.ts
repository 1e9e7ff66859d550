import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, runOnce } from '../../../../server/platform/db/schema';
import { advanceFulfilment } from '../../../../server/modules/fulfilment/fulfilment';
import { markOrderPaid } from '../../../../server/modules/orders/paymentState';
import { backends } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { cartLine, orderBody, ordersTestBed, OPEN_TIME, postOrder, type OrdersTestBed } from '../../support/orderBed';
import { PAID } from '../../support/paidSettings';

/** Wednesday 17 June 2026 in València (summer time, UTC+2); Ruzafa opens 07:30–13:30 and 16:00–20:30. */
const valencia = (time: string) => new Date(`2026-06-17T${time}:00+02:00`);

describe.each(backends)('pick-up time on $name (issue 14)', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  const written = async () => ({
    orders: (await bed.db.select({ n: count() }).from(orders))[0]?.n ?? 0,
    keys: (await bed.db.select({ n: count() }).from(runOnce).where(eq(runOnce.scope, 'order')))[0]?.n ?? 0,
  });
  /** Three products: a wait of 9 minutes. */
  const latteBody = async (pickupAt?: Date) => {
    const body = await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1005', 2), await cartLine(bed.db, 'P1001', 1)]);
    return pickupAt ? { ...body, pickupAt: pickupAt.toISOString() } : body;
  };
  const storedPickupAt = async (orderId: number) =>
    (await bed.db.select({ pickupAt: orders.pickupAt }).from(orders).where(eq(orders.id, orderId)))[0]?.pickupAt;
  const statusOf = async (orderId: number) => (await bed.db.select({ statusId: orders.statusId }).from(orders).where(eq(orders.id, orderId)))[0]?.statusId;

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana', phone: '600000001' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('accepts a later time today, stores it and shows it on the shop clock', async () => {
    bed.clock.now = OPEN_TIME; // 10:00
    const { order } = dataOf('orderCreate', await postOrder(bed.app, ana, await latteBody(valencia('12:00'))));
    expect(order.pickupAt).toBe('2026-06-17T10:00:00.000Z');
    expect(order.pickupTime).toBe('12:00');
    expect((await storedPickupAt(order.orderId))?.toISOString()).toBe('2026-06-17T10:00:00.000Z');
    const listed = dataOf('orders', await call(bed.app, 'GET', '/api/customer/orders', ana.auth));
    expect(listed.find((row) => row.orderId === order.orderId)?.pickupTime).toBe('12:00');
  });

  it('keeps "as soon as possible" as before: no time', async () => {
    bed.clock.now = OPEN_TIME;
    const { order } = dataOf('orderCreate', await postOrder(bed.app, ana, await latteBody()));
    expect(order.pickupAt).toBeNull();
    expect(order.pickupTime).toBeNull();
    expect(await storedPickupAt(order.orderId)).toBeNull();
  });

  it('accepts a time in the later range while the shop is closed now, and still refuses an order for now', async () => {
    bed.clock.now = valencia('14:30');
    const closedNow = await postOrder(bed.app, ana, await latteBody());
    expect(closedNow.status).toBe(409);
    const { order } = dataOf('orderCreate', await postOrder(bed.app, ana, await latteBody(valencia('16:15'))));
    expect(order.pickupTime).toBe('16:15');
  });

  it.each([
    ['outside the opening ranges', '10:00', '15:00'],
    ['too soon (less than the 9-minute wait)', '10:10', '10:15'],
    ['off the quarter hours', '10:00', '12:05'],
    ['later than closing minus the wait', '10:00', '20:30'],
    ['before opening plus the wait, while closed', '14:30', '16:00'],
    ['at night with no range left today', '22:00', '23:00'],
  ])('refuses a time %s with a 400 naming pickupAt and writes nothing', async (_case, now, chosen) => {
    bed.clock.now = valencia(now);
    const before = await written();
    const refused = await postOrder(bed.app, ana, await latteBody(valencia(chosen)));
    expect(refused.status).toBe(400);
    expect(refused.body?.error).toMatchObject({ code: 'pickup_time_unavailable', field: 'pickupAt' });
    expect(JSON.stringify(refused.body?.error)).toMatch(/pick-up time is not available/);
    expect(await written()).toEqual(before);
  });

  it('refuses a time of another day and a time that is not an instant, naming pickupAt', async () => {
    bed.clock.now = OPEN_TIME;
    const before = await written();
    const tomorrow = await postOrder(bed.app, ana, await latteBody(new Date('2026-06-18T10:00:00+02:00')));
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body?.error?.field).toBe('pickupAt');
    const localText = await postOrder(bed.app, ana, { ...(await latteBody()), pickupAt: '12:00' });
    expect(localText.status).toBe(400);
    expect(localText.body?.error?.field).toBe('pickupAt');
    expect(await written()).toEqual(before);
  });

  it('puts the time on the invoice and starts the paid order in the kitchen at the time minus the wait', async () => {
    bed.clock.now = OPEN_TIME;
    const { order } = dataOf('orderCreate', await postOrder(bed.app, ana, await latteBody(valencia('11:00'))));
    await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID));
    const invoices = dataOf('invoices', await call(bed.app, 'GET', '/api/customer/invoices', ana.auth));
    expect(invoices.find((invoice) => invoice.orderId === order.orderId)?.pickupTime).toBe('11:00');
    await advanceFulfilment(bed.db, valencia('10:30'), 20);
    expect(await statusOf(order.orderId)).toBe(62000);
    await advanceFulfilment(bed.db, valencia('10:50'), 20);
    expect(await statusOf(order.orderId)).toBe(62000);
    // 11:00 minus the 9-minute wait.
    await advanceFulfilment(bed.db, valencia('10:51'), 20);
    expect(await statusOf(order.orderId)).toBe(62001);
  });
});
