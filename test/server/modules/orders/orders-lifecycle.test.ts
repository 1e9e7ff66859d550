import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, loyaltyMovements, orders, referrals } from '../../../../server/platform/db/schema';
import { creditRitmitos, loyaltySummary } from '../../../../server/modules/loyalty/summary';
import { advanceFulfilment } from '../../../../server/modules/fulfilment/fulfilment';
import { markOrderPaid, markPaymentFailed, orderForGateway } from '../../../../server/modules/orders/paymentState';
import { backends } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { OPEN_TIME, cartLine, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from '../../support/orderBed';
import { PAID } from '../../support/paidSettings';

describe.each(backends)('order payment, cancelling and fulfilment on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  let bea: TestCustomer;

  const newOrder = async (who: TestCustomer, useRitmitos = false) => {
    const body = await orderBody(bed.db, who.id, [await cartLine(bed.db, 'P1005', 1), await cartLine(bed.db, 'P1001', 2)], { useRitmitos });
    return dataOf('orderCreate', await postOrder(bed.app, who, body));
  };
  const statusOf = async (orderId: number) => (await bed.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana', phone: '600000001' });
    bea = await createCustomer(bed.db, 'bea@example.com', { name: 'Bea', phone: '600000002' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it("answers 404 for another customer's order everywhere", async () => {
    const { order } = await newOrder(ana);
    expect((await call(bed.app, 'POST', `/api/customer/order-status/${order.orderId}`, bea.auth, {})).status).toBe(404);
    expect((await call(bed.app, 'POST', `/api/customer/orders/${order.orderId}/pay`, bea.auth, {})).status).toBe(404);
    expect((await call(bed.app, 'DELETE', `/api/customer/orders/${order.orderId}`, bea.auth)).status).toBe(404);
    expect((await statusOf(order.orderId)).statusId).toBe(62000);
  });

  it('pays again with the same gateway order number, and refuses once paid', async () => {
    const { order } = await newOrder(ana);
    const form = dataOf('orderPay', await call(bed.app, 'POST', `/api/customer/orders/${order.orderId}/pay`, ana.auth, {}));
    const params = JSON.parse(Buffer.from(form.Ds_MerchantParameters, 'base64').toString('utf8')) as Record<string, string>;
    expect(params.DS_MERCHANT_ORDER ?? params.Ds_Merchant_Order).toBe(order.orderNumber);
    await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID));
    const refused = await call(bed.app, 'POST', `/api/customer/orders/${order.orderId}/pay`, ana.auth, {});
    expect(refused.status).toBe(409);
  });

  it('reserves ritmitos on ordering, releases them on cancel, and refuses to cancel a paid order', async () => {
    const eva = await createCustomer(bed.db, 'eva@example.com', { name: 'Eva', phone: '600000003' });
    // Enough for the latte line only, so money is still owed and the order stays unpaid.
    await creditRitmitos(bed.db, eva.id, 300, 'Welcome', null, new Date(OPEN_TIME.getTime() - 86_400_000));
    const { order } = await newOrder(eva, true);
    expect(order.ritmitosUsed).toBe(240);
    expect(order.paymentStatus.id).toBe(11000);
    expect((await loyaltySummary(bed.db, eva.id, OPEN_TIME)).ritmitosInOrders).toBe(order.ritmitosUsed);

    const cancelled = dataOf('orderCancel', await call(bed.app, 'DELETE', `/api/customer/orders/${order.orderId}`, eva.auth));
    expect(cancelled.orderStatus.id).toBe(62005);
    expect(cancelled.paymentStatus.id).toBe(11003);
    expect(await loyaltySummary(bed.db, eva.id, OPEN_TIME)).toMatchObject({ ritmitosAvailable: 300, ritmitosInOrders: 0 });
    expect((await call(bed.app, 'DELETE', `/api/customer/orders/${order.orderId}`, eva.auth)).status).toBe(409);
    expect((await call(bed.app, 'POST', `/api/customer/orders/${order.orderId}/pay`, eva.auth, {})).status).toBe(409);
    expect(await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID))).toBe('cancelled');

    const paid = await newOrder(eva);
    await bed.db.transaction((tx) => markOrderPaid(tx, paid.order.orderId, OPEN_TIME, PAID));
    expect((await call(bed.app, 'DELETE', `/api/customer/orders/${paid.order.orderId}`, eva.auth)).status).toBe(409);
  });

  it('pays an order wholly paid in ritmitos at once, spending them', async () => {
    const rich = await createCustomer(bed.db, 'rich@example.com', { name: 'Rich', phone: '600000004' });
    await creditRitmitos(bed.db, rich.id, 5000, 'Welcome', null, new Date(OPEN_TIME.getTime() - 86_400_000));
    const { order, payment } = await newOrder(rich, true);
    expect(order.totalPrice).toBe(0);
    expect(payment).toBeNull();
    expect(order.paymentStatus.id).toBe(11001);
    // Called at the counter by its daily number like any other pick-up order.
    expect(order.dailyNumber).toBeGreaterThan(0);
    expect(order.ritmitosLoyalty).toBe(0);
    expect(await loyaltySummary(bed.db, rich.id, OPEN_TIME)).toMatchObject({ ritmitosAvailable: 5000 - order.ritmitosUsed, ritmitosInOrders: 0 });
    expect(await bed.db.select().from(invoices).where(eq(invoices.orderId, order.orderId))).toHaveLength(1);
  });

  it('marks an order paid exactly once: one credit, one referral reward, one invoice number', async () => {
    const friend = await createCustomer(bed.db, 'friend@example.com', { name: 'Friend', phone: '600000005' });
    await bed.db.insert(referrals).values({ inviterId: ana.id, friendEmail: 'friend@example.com', friendName: 'Friend', createdAt: OPEN_TIME });
    const { order } = await newOrder(friend);
    const gateway = await orderForGateway(bed.db, order.orderNumber);
    expect(gateway).toEqual({ orderId: order.orderId, amountCents: Math.round(order.totalPrice * 100), customerId: friend.id });
    expect(await orderForGateway(bed.db, '0000nothere0')).toBeNull();

    expect(await bed.db.transaction((tx) => markPaymentFailed(tx, order.orderId, OPEN_TIME))).toBe('failed');
    const results = await Promise.all([
      bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID)),
      bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID)),
    ]);
    expect(results.sort()).toEqual(['already-paid', 'paid']);
    expect(await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID))).toBe('already-paid');
    expect(await bed.db.transaction((tx) => markPaymentFailed(tx, order.orderId, OPEN_TIME))).toBe('already-paid');
    expect(await bed.db.transaction((tx) => markOrderPaid(tx, 999_999, OPEN_TIME, PAID))).toBe('not-found');

    const earned = await bed.db.select().from(loyaltyMovements).where(eq(loyaltyMovements.customerId, friend.id));
    expect(earned.filter((m) => m.kind === 'earned').map((m) => m.amount)).toEqual([order.ritmitosLoyalty]);
    expect(order.ritmitosLoyalty).toBe(Math.floor(order.totalPrice * 5));
    const rewards = await bed.db.select({ n: count() }).from(loyaltyMovements).where(eq(loyaltyMovements.kind, 'referral'));
    expect(rewards[0]?.n).toBe(1);
    const issued = await bed.db.select().from(invoices).where(eq(invoices.orderId, order.orderId));
    expect(issued).toHaveLength(1);
    expect(issued[0]?.invoiceNumber).toMatch(/^F2026-\d{6}$/);
    expect((await statusOf(order.orderId)).statusId).toBe(62000);
  });

  it('numbers invoices in one series per year', async () => {
    const numbers: string[] = [];
    for (const when of [new Date('2026-12-30T10:00:00Z'), new Date('2027-01-02T10:00:00Z'), new Date('2027-01-03T10:00:00Z')]) {
      const { order } = await newOrder(bea);
      await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, when, PAID));
      numbers.push((await bed.db.select().from(invoices).where(eq(invoices.orderId, order.orderId)))[0]!.invoiceNumber);
    }
    expect(numbers[0]).toMatch(/^F2026-\d{6}$/);
    expect(numbers.slice(1)).toEqual(['F2027-000001', 'F2027-000002']);
  });

  it('moves paid pick-up orders one step per interval, leaving unpaid ones alone', async () => {
    const paid = await newOrder(bea);
    const unpaid = await newOrder(bea);
    const paidAt = new Date(OPEN_TIME.getTime() + 60_000);
    await bed.db.transaction((tx) => markOrderPaid(tx, paid.order.orderId, paidAt, PAID));
    const at = (seconds: number) => new Date(paidAt.getTime() + seconds * 1000);

    await advanceFulfilment(bed.db, at(10), 20);
    expect((await statusOf(paid.order.orderId)).statusId).toBe(62000);
    await advanceFulfilment(bed.db, at(20), 20);
    expect((await statusOf(paid.order.orderId)).statusId).toBe(62001);
    await advanceFulfilment(bed.db, at(25), 20);
    expect((await statusOf(paid.order.orderId)).statusId).toBe(62001);
    await advanceFulfilment(bed.db, at(40), 20);
    expect((await statusOf(paid.order.orderId)).statusId).toBe(62002);
    await advanceFulfilment(bed.db, at(60), 20);
    await advanceFulfilment(bed.db, at(500), 20);
    expect((await statusOf(paid.order.orderId)).statusId).toBe(62003);
    expect((await statusOf(unpaid.order.orderId)).statusId).toBe(62000);
    const shown = dataOf('orderStatus', await call(bed.app, 'POST', `/api/customer/order-status/${paid.order.orderId}`, bea.auth, {}, { 'X-Language': 'en' }));
    expect(shown.orderStatus).toEqual({ id: 62003, name: 'Ready' });
  });
});
