import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../src/api/contract/statuses';
import type { Ticket } from '../../../../src/api/contract/counter/staff';
import { backends } from '../../harness';
import { createStaff, eventCount, eventsOf, move, newPickupOrder, orderRow, pay, type TestStaff } from '../../support/counterBed';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { OPEN_TIME, ordersTestBed, SHOP_ID, type OrdersTestBed } from '../../support/orderBed';

const OTHER_SHOP_ID = 11;
const STEPS = [ORDER_STATUS.pending, ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation, ORDER_STATUS.prepared];

describe.each(backends)('handing orders over at the counter on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  let barista: TestStaff;
  let both: TestStaff;

  const handover = (who: TestStaff, body: unknown) => call(bed.app, 'POST', '/api/staff/handover', who.auth, body);
  /** A paid order walked to Ready; its QR text as the customer's app has it. */
  const readyOrder = async (locationId = SHOP_ID, steps = 3) => {
    bed.clock.now = OPEN_TIME;
    const order = await newPickupOrder(bed, ana, locationId);
    await pay(bed.db, order.orderId, OPEN_TIME);
    for (let i = 0; i < steps; i += 1) expect((await move(bed.app, both, order.orderId, STEPS[i + 1]!, STEPS[i]!)).status).toBe(200);
    const seen = dataOf('orderStatus', await call(bed.app, 'POST', `/api/customer/order-status/${order.orderId}`, ana.auth, {}));
    return { orderId: order.orderId, dailyNumber: order.dailyNumber!, qr: seen.qrText! };
  };
  const refusedWith = async (who: TestStaff, body: unknown, status: number, code: string) => {
    const before = await eventCount(bed.db);
    const answer = await handover(who, body);
    expect([answer.status, answer.body?.error?.code]).toEqual([status, code]);
    expect(await eventCount(bed.db)).toBe(before);
    return answer;
  };

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana', phone: '600000001' });
    barista = await createStaff(bed.db, 'barista@ritmo.test', 'barista', [SHOP_ID]);
    both = await createStaff(bed.db, 'both@ritmo.test', 'barista', [SHOP_ID, OTHER_SHOP_ID]);
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it("puts the order's id and secret in the pick-up order's QR text", async () => {
    const { orderId, qr } = await readyOrder();
    const row = await orderRow(bed.db, orderId);
    expect(JSON.parse(qr)).toEqual({ orderId, secret: row.qrSecret });
    expect(row.qrSecret).toMatch(/^[0-9a-f]{32}$/);
  });

  it('hands a ready order over by its QR once, by a scan; a second scan is already collected', async () => {
    const { orderId, qr } = await readyOrder();
    const answer = await handover(barista, { shop: 'va01', qr });
    expect(answer.status).toBe(200);
    expect((answer.body?.data as Ticket).statusId).toBe(ORDER_STATUS.delivery);
    expect((await eventsOf(bed.db, orderId)).at(-1)).toMatchObject({
      source: 'scan',
      staffId: barista.id,
      fromStatus: ORDER_STATUS.prepared,
      toStatus: ORDER_STATUS.delivery,
    });
    const again = await refusedWith(barista, { shop: 'va01', qr }, 409, 'already_collected');
    expect((again.body?.data as Ticket).orderId).toBe(orderId);
  });

  it("hands over by today's daily number, typed on the board", async () => {
    const { orderId, dailyNumber } = await readyOrder();
    const answer = await handover(barista, { shop: 'va01', dailyNumber });
    expect(answer.status).toBe(200);
    expect((await eventsOf(bed.db, orderId)).at(-1)).toMatchObject({ source: 'board', toStatus: ORDER_STATUS.delivery });
    await refusedWith(barista, { shop: 'va01', dailyNumber: 9_999 }, 404, 'unknown_order');
  });

  it('refuses a forged or altered QR', async () => {
    const { orderId, qr } = await readyOrder();
    const { secret } = JSON.parse(qr) as { secret: string };
    const altered = `${secret.slice(0, 31)}${secret.endsWith('0') ? '1' : '0'}`;
    await refusedWith(barista, { shop: 'va01', qr: JSON.stringify({ orderId, secret: altered }) }, 403, 'forged_qr');
    await refusedWith(barista, { shop: 'va01', qr: JSON.stringify({ orderId: orderId - 1, secret }) }, 403, 'forged_qr');
    await refusedWith(barista, { shop: 'va01', qr: `VA01-${orderId}` }, 403, 'forged_qr');
    await refusedWith(barista, { shop: 'va01', qr: JSON.stringify({ orderId: 999_999, secret }) }, 404, 'unknown_order');
    expect((await orderRow(bed.db, orderId)).statusId).toBe(ORDER_STATUS.prepared);
  });

  it("refuses another shop's order, and a shop the member does not work in", async () => {
    const { qr } = await readyOrder(OTHER_SHOP_ID);
    await refusedWith(barista, { shop: 'va01', qr }, 403, 'other_shop');
    await refusedWith(barista, { shop: 'va02', qr }, 403, 'other_shop');
  });

  it('refuses an unpaid order, one not ready yet and a cancelled one', async () => {
    bed.clock.now = OPEN_TIME;
    const unpaid = await newPickupOrder(bed, ana);
    const unpaidQr = dataOf('orderStatus', await call(bed.app, 'POST', `/api/customer/order-status/${unpaid.orderId}`, ana.auth, {})).qrText!;
    await refusedWith(barista, { shop: 'va01', qr: unpaidQr }, 409, 'not_paid');
    const inPreparation = await readyOrder(SHOP_ID, 2);
    await refusedWith(barista, { shop: 'va01', qr: inPreparation.qr }, 409, 'not_ready');
    expect((await call(bed.app, 'DELETE', `/api/customer/orders/${unpaid.orderId}`, ana.auth)).status).toBe(200);
    await refusedWith(barista, { shop: 'va01', qr: unpaidQr }, 409, 'cancelled');
  });

  it('refuses a customer token and a bad body', async () => {
    const { qr } = await readyOrder();
    expect((await call(bed.app, 'POST', '/api/staff/handover', ana.auth, { shop: 'va01', qr })).status).toBe(401);
    expect((await handover(barista, { shop: 'va01' })).status).toBe(400);
  });
});
