import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_STATUS, ORDER_STATUS, PAYMENT_STATUS } from '../../../../src/api/contract/statuses';
import type { Ticket } from '../../../../src/api/contract/counter/staff';
import { changeOrderStatus } from '../../../../server/modules/fulfilment/changeStatus';
import { orders, paymentRefunds } from '../../../../server/platform/db/schema';
import { advanceFulfilment } from '../../../../server/modules/fulfilment/fulfilment';
import { backends } from '../../harness';
import { board, createStaff, eventCount, eventsOf, move, newPickupOrder, orderRow, pay, type TestStaff } from '../../support/counterBed';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { addAddress, deliveryBody, deliveryLine, postDeliveryOrder } from '../../support/deliveryBed';
import { cartLine, ONLINE_ID, OPEN_TIME, orderBody, ordersTestBed, postOrder, SHOP_ID, type OrdersTestBed } from '../../support/orderBed';
import { creditRitmitos, loyaltySummary } from '../../../../server/modules/loyalty/summary';
import { PAID } from '../../support/paidSettings';

const OTHER_SHOP_ID = 11;
const later = (ms: number) => new Date(OPEN_TIME.getTime() + ms);

describe.each(backends)('moving orders at the counter on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  let barista: TestStaff;
  let otherBarista: TestStaff;
  let manager: TestStaff;
  let stranger: TestStaff;

  const paidOrder = async () => {
    bed.clock.now = OPEN_TIME;
    const order = await newPickupOrder(bed, ana);
    await pay(bed.db, order.orderId, OPEN_TIME);
    return order.orderId;
  };

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana María López', phone: '600000001' });
    barista = await createStaff(bed.db, 'barista@ritmo.test', 'barista', [SHOP_ID]);
    otherBarista = await createStaff(bed.db, 'barista2@ritmo.test', 'barista', [SHOP_ID]);
    manager = await createStaff(bed.db, 'manager@ritmo.test', 'manager', 'every');
    stranger = await createStaff(bed.db, 'stranger@ritmo.test', 'barista', [OTHER_SHOP_ID]);
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('shows paid orders on the board, not unpaid ones, with the first name, lines and a paid event', async () => {
    bed.clock.now = OPEN_TIME;
    const unpaid = await newPickupOrder(bed, ana);
    const orderId = await paidOrder();
    const answer = await board(bed.app, barista, 'va01');
    expect(answer.status).toBe(200);
    const ids = answer.body.data!.tickets.map((ticket) => ticket.orderId);
    expect(ids).toContain(orderId);
    expect(ids).not.toContain(unpaid.orderId);
    const ticket = answer.body.data!.tickets.find((t) => t.orderId === orderId)!;
    expect(ticket).toMatchObject({
      kind: 'pickup',
      shopCode: 'va01',
      customerFirstName: 'Ana',
      statusId: ORDER_STATUS.pending,
      previousStatusId: null,
      totalProducts: 3,
    });
    expect(ticket.lines).toHaveLength(2);
    expect(answer.body.data!.lastEventId).toBeGreaterThan(0);
    expect((await eventsOf(bed.db, orderId)).map((e) => [e.type, e.source, e.fromStatus, e.toStatus])).toEqual([
      ['paid', 'payment', ORDER_STATUS.pending, ORDER_STATUS.pending],
    ]);
    expect((await board(bed.app, stranger, 'va01')).status).toBe(403);
  });

  it('lets exactly one of two people tapping at once move the order; the other gets the ticket as it is now', async () => {
    const orderId = await paidOrder();
    const [a, b] = await Promise.all([
      move(bed.app, barista, orderId, ORDER_STATUS.inQueue, ORDER_STATUS.pending),
      move(bed.app, otherBarista, orderId, ORDER_STATUS.inQueue, ORDER_STATUS.pending),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.body?.error?.code).toBe('status_changed');
    expect((lost.body?.data as Ticket).statusId).toBe(ORDER_STATUS.inQueue);
    expect((await orderRow(bed.db, orderId)).statusId).toBe(ORDER_STATUS.inQueue);
    expect((await eventsOf(bed.db, orderId)).filter((e) => e.type === 'status')).toHaveLength(1);
  });

  it('walks an order forward one step at a time, writing one event per step with who and how', async () => {
    const orderId = await paidOrder();
    let status: number = ORDER_STATUS.pending;
    for (const to of [ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation, ORDER_STATUS.prepared, ORDER_STATUS.delivery]) {
      const answer = await move(bed.app, barista, orderId, to, status);
      expect(answer.status).toBe(200);
      expect((answer.body?.data as Ticket).previousStatusId).toBe(status);
      status = to;
    }
    const events = await eventsOf(bed.db, orderId);
    expect(events.map((e) => [e.type, e.toStatus, e.source, e.staffId])).toEqual([
      ['paid', ORDER_STATUS.pending, 'payment', null],
      ['status', ORDER_STATUS.inQueue, 'board', barista.id],
      ['status', ORDER_STATUS.inPreparation, 'board', barista.id],
      ['status', ORDER_STATUS.prepared, 'board', barista.id],
      ['status', ORDER_STATUS.delivery, 'board', barista.id],
    ]);
    expect((await orderRow(bed.db, orderId)).movedByPersonAt).not.toBeNull();
  });

  it('refuses every move the rule does not allow, changing nothing', async () => {
    const orderId = await paidOrder();
    const refusals: Array<[TestStaff, number, number, number, string]> = [
      [barista, ORDER_STATUS.delivery, ORDER_STATUS.pending, 422, 'move_not_allowed'],
      [barista, ORDER_STATUS.cancel, ORDER_STATUS.pending, 403, 'manager_only'],
      [barista, ORDER_STATUS.prepared, ORDER_STATUS.inQueue, 409, 'status_changed'],
    ];
    const check = async () => {
      for (const [who, to, expected, status, code] of refusals) {
        const before = await eventCount(bed.db);
        const answer = await move(bed.app, who, orderId, to, expected);
        expect([answer.status, answer.body?.error?.code]).toEqual([status, code]);
        expect(await eventCount(bed.db)).toBe(before);
      }
    };
    await check();
    // Two steps on: a reverse step past the undo window, and a cancel once preparation started.
    bed.clock.now = later(1_000);
    expect((await move(bed.app, barista, orderId, ORDER_STATUS.inQueue, ORDER_STATUS.pending)).status).toBe(200);
    expect((await move(bed.app, barista, orderId, ORDER_STATUS.inPreparation, ORDER_STATUS.inQueue)).status).toBe(200);
    bed.clock.now = later(12_000);
    refusals.splice(
      0,
      refusals.length,
      [barista, ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation, 422, 'window_closed'],
      [barista, ORDER_STATUS.pending, ORDER_STATUS.inPreparation, 422, 'move_not_allowed'],
      [manager, ORDER_STATUS.cancel, ORDER_STATUS.inPreparation, 422, 'too_late_to_cancel'],
    );
    await check();
    expect((await orderRow(bed.db, orderId)).statusId).toBe(ORDER_STATUS.inPreparation);
  });

  it('takes a step back within 10 seconds of it, not after', async () => {
    const orderId = await paidOrder();
    bed.clock.now = later(60_000);
    expect((await move(bed.app, barista, orderId, ORDER_STATUS.inQueue, ORDER_STATUS.pending)).status).toBe(200);
    bed.clock.now = later(65_000);
    const undone = await move(bed.app, barista, orderId, ORDER_STATUS.pending, ORDER_STATUS.inQueue);
    expect(undone.status).toBe(200);
    expect((undone.body?.data as Ticket).statusId).toBe(ORDER_STATUS.pending);
    // The undo was a step back, so a second undo has nothing to go back to.
    expect((undone.body?.data as Ticket).previousStatusId).toBeNull();
    expect((await move(bed.app, barista, orderId, ORDER_STATUS.inQueue, ORDER_STATUS.pending)).status).toBe(200);
    bed.clock.now = later(76_000);
    expect((await move(bed.app, barista, orderId, ORDER_STATUS.pending, ORDER_STATUS.inQueue)).body?.error?.code).toBe('window_closed');
  });

  it("lets a manager cancel before preparation: the money goes back by the refund queue and a 'cancelled' event is written", async () => {
    const orderId = await paidOrder();
    const answer = await move(bed.app, manager, orderId, ORDER_STATUS.cancel, ORDER_STATUS.pending);
    expect(answer.status).toBe(200);
    const row = await orderRow(bed.db, orderId);
    expect([row.statusId, row.paymentStatusId]).toEqual([ORDER_STATUS.cancel, PAYMENT_STATUS.cancelled]);
    const refunds = await bed.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
    expect(refunds.map((r) => [r.reason, r.amountCents])).toEqual([['cancelled-by-shop', Math.round(row.totalPrice * 100)]]);
    expect((await eventsOf(bed.db, orderId)).at(-1)).toMatchObject({ type: 'cancelled', source: 'board', staffId: manager.id, toStatus: ORDER_STATUS.cancel });
    const ids = (await board(bed.app, manager, 'va01')).body.data!.tickets.map((t) => t.orderId);
    expect(ids).not.toContain(orderId);
  });

  it('gives back the ritmitos a cancelled order spent and takes back those it earned; no refund for an order paid in ritmitos', async () => {
    bed.clock.now = OPEN_TIME;
    const rich = await createCustomer(bed.db, 'rich@example.com', { name: 'Rich' });
    await creditRitmitos(bed.db, rich.id, 5000, 'Welcome', null, new Date(OPEN_TIME.getTime() - 86_400_000));
    const body = await orderBody(bed.db, rich.id, [await cartLine(bed.db, 'P1005', 1)], { useRitmitos: true, now: OPEN_TIME });
    const { order } = dataOf('orderCreate', await postOrder(bed.app, rich, body));
    expect(order.paymentStatus.id).toBe(PAYMENT_STATUS.paid);
    expect((await loyaltySummary(bed.db, rich.id, OPEN_TIME)).ritmitosAvailable).toBe(5000 - order.ritmitosUsed);
    expect((await move(bed.app, manager, order.orderId, ORDER_STATUS.cancel, ORDER_STATUS.pending)).status).toBe(200);
    expect((await loyaltySummary(bed.db, rich.id, later(1_000))).ritmitosAvailable).toBe(5000);
    expect(await bed.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.orderId))).toEqual([]);

    // Part ritmitos, part money: the earned ones go too, the money by the refund queue.
    const eva = await createCustomer(bed.db, 'eva@example.com', { name: 'Eva' });
    await creditRitmitos(bed.db, eva.id, 300, 'Welcome', null, new Date(OPEN_TIME.getTime() - 86_400_000));
    const mixed = await orderBody(bed.db, eva.id, [await cartLine(bed.db, 'P1005', 1), await cartLine(bed.db, 'P1001', 2)], {
      useRitmitos: true,
      now: OPEN_TIME,
    });
    const second = dataOf('orderCreate', await postOrder(bed.app, eva, mixed)).order;
    await pay(bed.db, second.orderId, OPEN_TIME);
    expect(second.ritmitosLoyalty).toBeGreaterThan(0);
    expect((await loyaltySummary(bed.db, eva.id, OPEN_TIME)).ritmitosAvailable).toBe(300 - second.ritmitosUsed + second.ritmitosLoyalty);
    expect((await move(bed.app, manager, second.orderId, ORDER_STATUS.cancel, ORDER_STATUS.pending)).status).toBe(200);
    expect((await loyaltySummary(bed.db, eva.id, later(1_000))).ritmitosAvailable).toBe(300);
    expect((await bed.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, second.orderId))).map((r) => r.amountCents)).toEqual([
      Math.round(second.totalPrice * 100),
    ]);
  });

  it("writes a 'cancelled' event when the customer cancels an unpaid order", async () => {
    bed.clock.now = OPEN_TIME;
    const order = await newPickupOrder(bed, ana);
    expect((await call(bed.app, 'DELETE', `/api/customer/orders/${order.orderId}`, ana.auth)).status).toBe(200);
    expect((await eventsOf(bed.db, order.orderId)).map((e) => [e.type, e.source, e.toStatus])).toEqual([['cancelled', 'customer', ORDER_STATUS.cancel]]);
  });

  it('refuses a barista moving a delivery order; a manager moves it on the ONLINE board', async () => {
    bed.clock.now = OPEN_TIME;
    const home = await addAddress(bed.db, ana);
    const created = await postDeliveryOrder(bed.app, ana, await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P7001', 1)], home));
    const orderId = dataOf('deliveryOrderCreate', created).order.orderId;
    await pay(bed.db, orderId, OPEN_TIME);
    const onlineBarista = await createStaff(bed.db, 'online@ritmo.test', 'barista', [ONLINE_ID]);
    const before = await eventCount(bed.db);
    const refused = await move(bed.app, onlineBarista, orderId, DELIVERY_STATUS.orderReady, DELIVERY_STATUS.waiting);
    expect([refused.status, refused.body?.error?.code]).toEqual([403, 'manager_only']);
    expect(await eventCount(bed.db)).toBe(before);
    const tickets = (await board(bed.app, manager, 'ONLINE')).body.data!.tickets;
    expect(tickets.find((t) => t.orderId === orderId)).toMatchObject({ kind: 'delivery', dailyNumber: null });
    expect((await move(bed.app, manager, orderId, DELIVERY_STATUS.orderReady, DELIVERY_STATUS.waiting)).status).toBe(200);
  });

  it('answers clear 4xx: unknown order, another shop, a customer token, a bad body', async () => {
    const orderId = await paidOrder();
    expect((await move(bed.app, barista, 999_999, ORDER_STATUS.inQueue, ORDER_STATUS.pending)).body?.error?.code).toBe('unknown_order');
    const other = await move(bed.app, stranger, orderId, ORDER_STATUS.inQueue, ORDER_STATUS.pending);
    expect([other.status, other.body?.error?.code]).toEqual([403, 'other_shop']);
    const asCustomer = await move(bed.app, { id: 0, auth: ana.auth }, orderId, ORDER_STATUS.inQueue, ORDER_STATUS.pending);
    expect(asCustomer.status).toBe(401);
    expect((await call(bed.app, 'POST', `/api/staff/orders/${orderId}/status`, barista.auth, { to: 'x' })).status).toBe(400);
    expect((await board(bed.app, barista, 'nowhere')).status).toBe(404);
    expect((await orderRow(bed.db, orderId)).statusId).toBe(ORDER_STATUS.pending);
  });

  it('applies a replayed offline tap once, answering the replay as the first', async () => {
    const orderId = await paidOrder();
    const headers = { 'X-Client-Mutation-Id': `tap-${orderId}` };
    const first = await move(bed.app, barista, orderId, ORDER_STATUS.inQueue, ORDER_STATUS.pending, headers);
    const again = await move(bed.app, barista, orderId, ORDER_STATUS.inQueue, ORDER_STATUS.pending, headers);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body?.data).toEqual(first.body?.data);
    expect((await eventsOf(bed.db, orderId)).filter((e) => e.type === 'status')).toHaveLength(1);
    const refusedOnce = await move(bed.app, barista, orderId, ORDER_STATUS.delivery, ORDER_STATUS.inQueue, { 'X-Client-Mutation-Id': `jump-${orderId}` });
    const refusedAgain = await move(bed.app, barista, orderId, ORDER_STATUS.delivery, ORDER_STATUS.inQueue, { 'X-Client-Mutation-Id': `jump-${orderId}` });
    expect([refusedOnce.status, refusedAgain.status]).toEqual([422, 422]);
    expect((await move(bed.app, barista, orderId, ORDER_STATUS.prepared, ORDER_STATUS.inQueue, headers)).body?.error?.code).toBe('mutation_conflict');
  });

  it('shows a scheduled order only from its kitchen start, and handed-over ones for 30 minutes', async () => {
    const orderId = await paidOrder();
    const pickupAt = later(60 * 60_000);
    await bed.db.update(orders).set({ pickupAt }).where(eq(orders.id, orderId));
    const onBoard = async (at: Date) => {
      bed.clock.now = at;
      return (await board(bed.app, barista, 'va01')).body.data!.tickets.some((t) => t.orderId === orderId);
    };
    // 3 products: a 9-minute wait.
    expect(await onBoard(later(50 * 60_000))).toBe(false);
    expect(await onBoard(later(51 * 60_000))).toBe(true);
    for (const [to, expected] of [
      [ORDER_STATUS.inQueue, ORDER_STATUS.pending],
      [ORDER_STATUS.inPreparation, ORDER_STATUS.inQueue],
      [ORDER_STATUS.prepared, ORDER_STATUS.inPreparation],
      [ORDER_STATUS.delivery, ORDER_STATUS.prepared],
    ]) {
      expect((await move(bed.app, barista, orderId, to!, expected!)).status).toBe(200);
    }
    expect(await onBoard(later(51 * 60_000 + 29 * 60_000))).toBe(true);
    expect(await onBoard(later(51 * 60_000 + 31 * 60_000))).toBe(false);
  });

  it('runs the demo kitchen through the same rule: an event per step, never an order a person moved', async () => {
    const byKitchen = await paidOrder();
    const byPerson = await paidOrder();
    bed.clock.now = later(1_000);
    expect((await move(bed.app, barista, byPerson, ORDER_STATUS.inQueue, ORDER_STATUS.pending)).status).toBe(200);
    await advanceFulfilment(bed.db, later(30_000), 20);
    await advanceFulfilment(bed.db, later(60_000), 20);
    expect((await orderRow(bed.db, byKitchen)).statusId).toBe(ORDER_STATUS.inPreparation);
    expect((await orderRow(bed.db, byPerson)).statusId).toBe(ORDER_STATUS.inQueue);
    expect((await eventsOf(bed.db, byKitchen)).filter((e) => e.type === 'status').map((e) => [e.source, e.toStatus])).toEqual([
      ['simulator', ORDER_STATUS.inQueue],
      ['simulator', ORDER_STATUS.inPreparation],
    ]);
    // The function itself, outside HTTP: the same refusal for a stale view.
    await expect(
      changeOrderStatus(bed.db, {
        orderId: byKitchen,
        to: ORDER_STATUS.prepared,
        expected: ORDER_STATUS.pending,
        staff: null,
        source: 'api',
        now: later(61_000),
        issuer: PAID.issuer,
      }),
    ).rejects.toMatchObject({ code: 'status_changed', status: 409 });
  });
});
