import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../../../src/domain/loyalty/loyalty';
import { loyaltyMovements } from '../../../../server/platform/db/schema';
import { creditRitmitos, loyaltySummary } from '../../../../server/modules/loyalty/summary';
import { markOrderPaid } from '../../../../server/modules/orders/paymentState';
import { backends } from '../../harness';
import { accountTestBed, call, createCustomer, dataOf, type AccountTestBed, type TestCustomer } from '../../support/customers';
import { OPEN_TIME, cartLine, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from '../../support/orderBed';
import { PAID } from '../../support/paidSettings';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2025-06-15T12:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY);

describe.each(backends)('loyalty on $name', (backend) => {
  let bed: AccountTestBed;
  const loyaltyOf = async (who: TestCustomer, language = 'es') =>
    dataOf('loyalty', await call(bed.app, 'GET', '/api/customer/loyalty', who.auth, undefined, { 'X-Language': language }));

  beforeAll(async () => {
    bed = await accountTestBed(backend, NOW);
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('answers an empty Bronze balance for a new customer', async () => {
    const ana = await createCustomer(bed.db, 'ana@example.com');
    expect(await loyaltyOf(ana)).toEqual({
      history: [],
      customerLevel: 3,
      ritmitosAvailable: 0,
      ritmitosInOrders: 0,
      ritmitosToExpire: 0,
      toExpireBy: null,
    });
  });

  it('reaches Silver at 2000 and Gold at 5000 earned in the last 12 months', async () => {
    const silver = await createCustomer(bed.db, 'silver@example.com');
    await creditRitmitos(bed.db, silver.id, 1999, 'Order 1', 'o-1', daysBefore(40));
    expect((await loyaltySummary(bed.db, silver.id, NOW)).customerLevel).toBe(3);
    await creditRitmitos(bed.db, silver.id, 1, 'Order 2', 'o-2', daysBefore(39));
    expect((await loyaltyOf(silver)).customerLevel).toBe(2);

    const gold = await createCustomer(bed.db, 'gold@example.com');
    await creditRitmitos(bed.db, gold.id, 6000, 'Old order', 'o-3', daysBefore(400));
    await creditRitmitos(bed.db, gold.id, 5000, 'Order 4', 'o-4', daysBefore(100));
    expect((await loyaltyOf(gold)).customerLevel).toBe(1);
  });

  it('counts only credits expiring within 15 days as to-expire, after oldest-first spending', async () => {
    const eva = await createCustomer(bed.db, 'eva@example.com');
    // Earned six months before they expire: 10 and 20 days from now.
    const soon = new Date(NOW.getTime() + 10 * DAY);
    const later = new Date(NOW.getTime() + 20 * DAY);
    await creditRitmitos(bed.db, eva.id, 300, 'Order A', 'o-a', addMonths(soon, -6));
    await creditRitmitos(bed.db, eva.id, 200, 'Order B', 'o-b', addMonths(later, -6));
    await bed.db.insert(loyaltyMovements).values([
      { customerId: eva.id, kind: 'spent', amount: -100, description: 'Order C', createdAt: daysBefore(5) },
      { customerId: eva.id, kind: 'reserved', amount: -50, description: 'Order D', createdAt: daysBefore(1) },
    ]);
    const loyalty = await loyaltyOf(eva, 'en');
    expect(loyalty.ritmitosAvailable).toBe(400);
    expect(loyalty.ritmitosInOrders).toBe(50);
    expect(loyalty.ritmitosToExpire).toBe(200);
    expect(loyalty.toExpireBy).toBe(soon.toISOString());
    expect(loyalty.history[2]?.expiresAt).toBe(later.toISOString());
    expect(loyalty.history.map((line) => [line.kind, line.amount])).toEqual([
      ['reserved', -50],
      ['spent', -100],
      ['earned', 200],
      ['earned', 300],
    ]);
    expect(loyalty.history[3]?.expiresAt).toBe(soon.toISOString());

    const account = dataOf('account', await call(bed.app, 'GET', '/api/customer/account', eva.auth));
    expect(account.loyalty).toEqual({ customerLevel: 3, ritmitosAvailable: 400, ritmitosInOrders: 50, ritmitosToExpire: 200 });
  });

  it('drops expired credits from the balance and lists the loss in the history', async () => {
    const old = await createCustomer(bed.db, 'old@example.com');
    await creditRitmitos(bed.db, old.id, 500, 'Old order', 'o-old', daysBefore(200));
    await creditRitmitos(bed.db, old.id, 80, 'New order', 'o-new', daysBefore(3));
    const loyalty = await loyaltyOf(old, 'en');
    expect(loyalty.ritmitosAvailable).toBe(80);
    expect(loyalty.history[1]).toMatchObject({ kind: 'expired', amount: -500, description: 'Expired ritmitos', expiresAt: null });
    expect(loyalty.history.map((line) => line.kind)).toEqual(['earned', 'expired', 'earned']);
  });

  it('refuses a credit that is not a positive whole number', async () => {
    const ana = await createCustomer(bed.db, 'zero@example.com');
    await expect(creditRitmitos(bed.db, ana.id, 0, 'nothing', null)).rejects.toThrow(RangeError);
    await expect(creditRitmitos(bed.db, ana.id, 2.5, 'half', null)).rejects.toThrow(RangeError);
  });
});

describe.each(backends)('loyalty history of orders on $name', (backend) => {
  let bed: OrdersTestBed;
  const historyOf = async (who: TestCustomer, language = 'es') =>
    dataOf('loyalty', await call(bed.app, 'GET', '/api/customer/loyalty', who.auth, undefined, { 'X-Language': language })).history;
  /** Latte (P1005) covered by ritmitos, two of P1001 paid by card: money is still owed, so the order waits for payment. */
  const orderWithRitmitos = async (who: TestCustomer) => {
    const body = await orderBody(bed.db, who.id, [await cartLine(bed.db, 'P1005', 1), await cartLine(bed.db, 'P1001', 2)], { useRitmitos: true });
    return dataOf('orderCreate', await postOrder(bed.app, who, body)).order;
  };

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('shows one movement for an order paid partly with ritmitos, not its reserve, return and spend lines', async () => {
    const eva = await createCustomer(bed.db, 'eva.history@example.com', { name: 'Eva', phone: '600000003' });
    await creditRitmitos(bed.db, eva.id, 300, 'Welcome', null, new Date(OPEN_TIME.getTime() - DAY));
    const order = await orderWithRitmitos(eva);
    expect(order.ritmitosUsed).toBe(240);
    const pending = (await historyOf(eva)).filter((line) => line.description.includes(order.orderCode));
    expect(pending.map((line) => [line.kind, line.amount, line.description])).toEqual([['reserved', -240, `Pedido ${order.orderCode}`]]);

    await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID));
    const history = await historyOf(eva, 'en');
    const ofOrder = history.filter((line) => line.description.includes(order.orderCode));
    // Newest first: the credit was written after the spend, in the same payment.
    expect(ofOrder.map((line) => [line.kind, line.amount, line.description])).toEqual([
      ['earned', order.ritmitosLoyalty, `Order ${order.orderCode}`],
      ['spent', -240, `Order ${order.orderCode}`],
    ]);
    expect(history.some((line) => line.kind === 'reserved' || line.kind === 'released')).toBe(false);
    const loyalty = dataOf('loyalty', await call(bed.app, 'GET', '/api/customer/loyalty', eva.auth));
    expect(loyalty.ritmitosAvailable - loyalty.ritmitosInOrders).toBe(300 - 240 + order.ritmitosLoyalty);
  });

  it('shows nothing for ritmitos an order held and gave back when it was cancelled', async () => {
    const leo = await createCustomer(bed.db, 'leo.history@example.com', { name: 'Leo', phone: '600000006' });
    await creditRitmitos(bed.db, leo.id, 300, 'Welcome', null, new Date(OPEN_TIME.getTime() - DAY));
    const order = await orderWithRitmitos(leo);
    dataOf('orderCancel', await call(bed.app, 'DELETE', `/api/customer/orders/${order.orderId}`, leo.auth));
    expect((await historyOf(leo)).map((line) => [line.kind, line.amount])).toEqual([['earned', 300]]);
  });
});
