import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_STATUS } from '../../../../src/api/contract/statuses';
import { advanceFulfilment } from '../../../../server/modules/fulfilment/fulfilment';
import { withdrawalMail } from '../../../../server/modules/notifications/mailSending/withdrawalMail';
import { invoices, mailQueue, orders, orderWithdrawals, products } from '../../../../server/platform/db/schema';
import { backends } from '../../harness';
import { pay } from '../../support/counterBed';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { addAddress, deliveryBody, deliveryLine, postDeliveryOrder } from '../../support/deliveryBed';
import { manageBed, type ManageBed } from '../../surfaces/manage/manageBed';

const MUG = 'P8001';
const BEANS = 'P5001';
const SYRUP = 'P8005';
const DAY = 86_400_000;

describe.each(backends)('Withdrawal from a delivered delivery order on $name', (backend) => {
  let bed: ManageBed;
  let ana: TestCustomer;
  let bruno: TestCustomer;
  let anaHome: number;

  beforeAll(async () => {
    bed = await manageBed(backend);
    ana = await createCustomer(bed.db, 'ana.withdraws@example.com', { name: 'Ana', phone: '600000041' });
    bruno = await createCustomer(bed.db, 'bruno.withdraws@example.com', { name: 'Bruno', phone: '600000042' });
    anaHome = await addAddress(bed.db, ana);
    // The back office's settings: the syrup spoils, the mug has no exception, the beans come sealed (as seeded).
    await bed.db.update(products).set({ withdrawalException: 'perishable' }).where(eq(products.productCode, SYRUP));
    await bed.db.update(products).set({ withdrawalException: null }).where(eq(products.productCode, MUG));
  });
  afterAll(async () => {
    await bed.dispose();
  });

  /** A paid delivery order of Ana (2 mugs, 1 bag of beans, 1 syrup): lines 0, 1, 2. */
  async function paidOrder() {
    bed.clock.now = new Date('2026-06-17T10:00:00+02:00');
    const lines = [await deliveryLine(bed.db, MUG, 2), await deliveryLine(bed.db, BEANS, 1), await deliveryLine(bed.db, SYRUP, 1)];
    const body = await deliveryBody(bed.db, ana, lines, anaHome);
    const { order } = dataOf('deliveryOrderCreate', await postDeliveryOrder(bed.app, ana, body, randomUUID()));
    await pay(bed.db, order.orderId, bed.clock.now);
    return order.orderId;
  }

  /** Walks a paid order along the tracker to Delivered, as the demo kitchen does; the instant it was delivered. */
  async function deliver(orderId: number): Promise<Date> {
    const start = bed.clock.now;
    await bed.db.update(orders).set({ paidAt: start, statusChangedAt: start }).where(eq(orders.id, orderId));
    let at = start;
    for (let step = 1; step <= 4; step++) {
      at = new Date(start.getTime() + step * 30_000);
      await advanceFulfilment(bed.db, at, 20);
    }
    const [row] = await bed.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.statusId).toBe(DELIVERY_STATUS.delivered);
    return at;
  }

  const withdraw = (orderId: number, body: unknown, who: TestCustomer = ana) =>
    call(bed.app, 'POST', `/api/customer/delivery-orders/${orderId}/withdrawal`, who.auth, body, { 'X-Language': 'en' });

  it('records a withdrawal inside the 14 days, queues its acknowledgement and shows what is left', async () => {
    const orderId = await paidOrder();
    const delivered = await deliver(orderId);
    bed.clock.now = new Date(delivered.getTime() + 3 * DAY);
    const made = dataOf('deliveryOrderWithdrawal', await withdraw(orderId, { lines: [{ index: 0, quantity: 1 }], reason: 'Too big' }));
    expect(made.withdrawal).toMatchObject({ lines: [{ index: 0, quantity: 1 }], reason: 'Too big', refunded: false, at: bed.clock.now.toISOString() });
    // Delivered 17 June in València: the right ends at the end of 1 July, shop time.
    expect(made.order.withdrawal?.until).toBe('2026-07-01T22:00:00.000Z');
    expect(made.order.withdrawal?.lines).toEqual([
      { index: 0, left: 1, exception: null },
      { index: 1, left: 1, exception: 'sealed' },
      { index: 2, left: 0, exception: 'perishable' },
    ]);

    const queued = await bed.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.key, `withdrawal:${made.withdrawal.id}`));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'withdrawalReceived', payload: { withdrawalId: made.withdrawal.id } });
    const mail = await withdrawalMail(bed.db, made.withdrawal.id, 'https://ritmo.example');
    const [order] = await bed.db.select().from(orders).where(eq(orders.id, orderId));
    expect(mail.to).toBe('ana.withdraws@example.com');
    expect(mail.subject).toContain(order!.orderCode);
    expect(mail.text).toContain('1 × Ritmo mug 350 ml');
    expect(mail.text).toContain('20 June 2026');
    expect(mail.text).toContain('The reason you gave: Too big');
    expect(mail.text).toContain('within 14 days of receiving them back');
    expect(mail.html).toContain('<li>1 × Ritmo mug 350 ml</li>');

    // A second withdrawal of the rest of the line is allowed; a third unit is not.
    dataOf('deliveryOrderWithdrawal', await withdraw(orderId, { lines: [{ index: 0, quantity: 1 }] }));
    const over = await withdraw(orderId, { lines: [{ index: 0, quantity: 1 }] });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ error: { code: 'exceeds_withdrawable', field: 'lines[0].quantity' } });
    expect(await bed.db.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, orderId))).toHaveLength(2);

    // The customer's data download holds both, on their order.
    const exported = dataOf('accountExport', await call(bed.app, 'GET', '/api/customer/account/export', ana.auth));
    const exportedOrder = exported.orders.find((candidate) => candidate.orderId === orderId);
    expect(exportedOrder?.withdrawals).toEqual([
      { createdAt: made.withdrawal.at, lines: [{ index: 0, quantity: 1 }], reason: 'Too big', refunded: false },
      expect.objectContaining({ lines: [{ index: 0, quantity: 1 }], reason: '', refunded: false }),
    ]);
  });

  it('refuses perishable goods, and sealed goods unless declared unopened', async () => {
    const orderId = await paidOrder();
    bed.clock.now = new Date((await deliver(orderId)).getTime() + DAY);
    const perishable = await withdraw(orderId, { lines: [{ index: 2, quantity: 1 }] });
    expect(perishable.status).toBe(409);
    expect(perishable.body).toMatchObject({ error: { code: 'excluded_goods', field: 'lines[0].index' } });
    const unconfirmed = await withdraw(orderId, { lines: [{ index: 1, quantity: 1 }] });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body).toMatchObject({ error: { code: 'sealed_not_confirmed' } });
    expect(await bed.db.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, orderId))).toHaveLength(0);
    const confirmed = dataOf('deliveryOrderWithdrawal', await withdraw(orderId, { lines: [{ index: 1, quantity: 1 }], sealedUnopened: true }));
    expect(confirmed.withdrawal.reason).toContain('unopened');
  });

  it('refuses more units than were bought', async () => {
    const orderId = await paidOrder();
    bed.clock.now = new Date((await deliver(orderId)).getTime() + DAY);
    const over = await withdraw(orderId, { lines: [{ index: 0, quantity: 3 }] });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ error: { code: 'exceeds_withdrawable' } });
    expect((await withdraw(orderId, { lines: [{ index: 0, quantity: 0 }] })).body).toMatchObject({ error: { code: 'nothing_to_withdraw' } });
  });

  it('allows the last minute of the 14th day and refuses on the 15th', async () => {
    const orderId = await paidOrder();
    await deliver(orderId);
    bed.clock.now = new Date('2026-07-02T10:00:00+02:00');
    const late = await withdraw(orderId, { lines: [{ index: 0, quantity: 1 }] });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: { code: 'withdrawal_period_over' } });
    const listed = dataOf('deliveryOrders', await call(bed.app, 'GET', '/api/customer/delivery-orders', ana.auth));
    expect(listed.find((one) => one.orderId === orderId)?.withdrawal?.open).toBe(false);
    bed.clock.now = new Date('2026-07-01T23:59:00+02:00');
    dataOf('deliveryOrderWithdrawal', await withdraw(orderId, { lines: [{ index: 0, quantity: 1 }] }));
  });

  it('refuses an order not delivered, and another customer’s order as unknown', async () => {
    const orderId = await paidOrder();
    const early = await withdraw(orderId, { lines: [{ index: 0, quantity: 1 }] });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: { code: 'not_delivered' } });
    await deliver(orderId);
    const foreign = await withdraw(orderId, { lines: [{ index: 0, quantity: 1 }] }, bruno);
    expect(foreign.status).toBe(404);
    expect(await bed.db.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, orderId))).toHaveLength(0);
  });

  it('the manager sees it pending, and the refund that settles it issues the correction and links itself', async () => {
    const orderId = await paidOrder();
    bed.clock.now = new Date((await deliver(orderId)).getTime() + 2 * DAY);
    const made = dataOf('deliveryOrderWithdrawal', await withdraw(orderId, { lines: [{ index: 0, quantity: 2 }], reason: 'Changed my mind' }));

    const pending = await bed.call('owner', 'GET', '/api/manage/orders?pending=withdrawals');
    expect(pending.status).toBe(200);
    const listed = (pending.body.data.orders as { id: number; pendingWithdrawals: number }[]).find((one) => one.id === orderId);
    expect(listed?.pendingWithdrawals).toBe(1);
    const page = await bed.call('owner', 'GET', `/api/manage/orders/${orderId}`);
    expect(page.body.data.withdrawals).toEqual([
      { id: made.withdrawal.id, at: made.withdrawal.at, lines: [{ index: 0, quantity: 2 }], reason: 'Changed my mind', refundId: null },
    ]);

    const short = await bed.call('owner', 'POST', `/api/manage/orders/${orderId}/refund`, {
      lines: [{ index: 0, quantity: 1 }],
      reason: 'Withdrawal',
      withdrawalId: made.withdrawal.id,
    });
    expect(short.status).toBe(422);
    expect(short.body.error).toMatchObject({ code: 'withdrawal_not_covered' });

    const refunded = await bed.call('owner', 'POST', `/api/manage/orders/${orderId}/refund`, {
      lines: [{ index: 0, quantity: 2 }],
      reason: 'Withdrawal',
      restock: true,
      withdrawalId: made.withdrawal.id,
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const refundId = refunded.body.data.refund.id as number;
    const [row] = await bed.db.select().from(orderWithdrawals).where(eq(orderWithdrawals.id, made.withdrawal.id));
    expect(row?.refundId).toBe(refundId);
    const corrections = await bed.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.refundId, refundId)));
    expect(corrections).toHaveLength(1);
    expect(corrections[0]?.invoiceType).toBe('R5');
    expect(refunded.body.data.order.withdrawals[0].refundId).toBe(refundId);

    const after = await bed.call('owner', 'GET', '/api/manage/orders?pending=withdrawals');
    expect((after.body.data.orders as { id: number }[]).some((one) => one.id === orderId)).toBe(false);
    const again = await bed.call('owner', 'POST', `/api/manage/orders/${orderId}/refund`, {
      lines: [{ index: 1, quantity: 1 }],
      reason: 'Again',
      withdrawalId: made.withdrawal.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'withdrawal_settled' });
    const customerView = dataOf('deliveryOrders', await call(bed.app, 'GET', '/api/customer/delivery-orders', ana.auth)).find((one) => one.orderId === orderId);
    expect(customerView?.withdrawal?.requests[0]?.refunded).toBe(true);
    expect(customerView?.withdrawal?.lines[0]?.left).toBe(0);
  });
});
