import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorOrderPageSchema, OperatorOrderSchema, type OperatorOrder } from '../../../../src/api/contract/operator/operator';
import { ORDER_STATUS } from '../../../../src/api/contract/statuses';
import { statusEquivalents } from '../../../../src/domain/orders/statusVocabularies';
import { revokeOperatorKey } from '../../../../server/modules/operator/keys';
import { backends } from '../../harness';
import { createStaff, eventCount, eventsOf, newPickupOrder, orderRow, pay, type TestStaff } from '../../support/counterBed';
import { call, createCustomer, type TestCustomer } from '../../support/customers';
import { createTestKey, expectProblem, operatorCall, type TestKey } from '../../support/operatorBed';
import { OPEN_TIME, ordersTestBed, SHOP_ID, type OrdersTestBed } from '../../support/orderBed';

const OTHER_SHOP_ID = 11;
const seconds = (n: number) => new Date(OPEN_TIME.getTime() + n * 1000);

describe.each(backends)('the operator API on orders on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  let barista: TestStaff;
  let till: TestKey;
  let chain: TestKey;
  let reader: TestKey;
  let otherTill: TestKey;

  const page = (key: TestKey, query: string) => operatorCall(bed.app, 'GET', `/orders?${query}`, key.auth);
  const pageOf = (answer: { body: unknown }) => v.parse(OperatorOrderPageSchema, answer.body);
  const move = (key: TestKey, orderId: number, body: unknown, headers: Record<string, string> = {}) =>
    operatorCall(bed.app, 'POST', `/orders/${orderId}/status`, key.auth, body, headers);
  /** A paid pick-up order of Ana's, placed and paid at the clock's time. */
  const paidOrder = async (locationId = SHOP_ID) => {
    const order = await newPickupOrder(bed, ana, locationId);
    await pay(bed.db, order.orderId, bed.clock.now);
    return order;
  };

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana María', phone: '600000001' });
    barista = await createStaff(bed.db, 'barista@ritmo.test', 'barista', [SHOP_ID]);
    till = await createTestKey(bed.db, ['orders:read', 'orders:write'], 'va01', OPEN_TIME);
    chain = await createTestKey(bed.db, ['orders:read', 'orders:write'], undefined, OPEN_TIME);
    reader = await createTestKey(bed.db, ['orders:read'], 'va01', OPEN_TIME);
    otherTill = await createTestKey(bed.db, ['orders:read', 'orders:write'], 'va02', OPEN_TIME);
  });
  afterAll(() => bed.dispose());

  it('reads an order with its lines, total, pick-up time, first name, and its status in Square and Deliverect words', async () => {
    bed.clock.now = seconds(0);
    const placed = await paidOrder();
    const answer = await operatorCall(bed.app, 'GET', `/orders/${placed.orderId}`, till.auth);
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get('Cache-Control')).toContain('private');
    const order = v.parse(OperatorOrderSchema, answer.body);
    const row = await orderRow(bed.db, placed.orderId);
    expect(order).toMatchObject({
      id: placed.orderId,
      orderCode: row.orderCode,
      shop: 'va01',
      kind: 'pickup',
      dailyNumber: row.dailyNumber,
      status: { id: ORDER_STATUS.pending, equivalents: statusEquivalents(ORDER_STATUS.pending) },
      payment: { statusId: 11001, status: 'paid' },
      total: row.totalPrice,
      pickupAt: null,
      customerFirstName: 'Ana',
      createdAt: OPEN_TIME.toISOString(),
      updatedAt: OPEN_TIME.toISOString(),
    });
    expect(order.lines.map((line) => [line.productCode, line.quantity])).toEqual([
      ['P1005', 1],
      ['P1001', 2],
    ]);
    expect(order.lines.reduce((sum, line) => sum + line.price, 0)).toBeCloseTo(order.total);
    expectProblem(await operatorCall(bed.app, 'GET', '/orders/99999999', till.auth), 404, 'unknown_order');
    expectProblem(await operatorCall(bed.app, 'GET', `/orders/${placed.orderId}`, otherTill.auth), 403, 'other_shop');
    expectProblem(await operatorCall(bed.app, 'GET', '/orders/abc', till.auth), 400, 'bad_request', 'orderId');
  });

  it('pages through orders by their last change, a page at a time, without skipping one that changes while it pages', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      bed.clock.now = seconds(100 + i);
      ids.push((await paidOrder()).orderId);
    }
    bed.clock.now = seconds(150);
    const since = `updatedSince=${encodeURIComponent(seconds(100).toISOString())}`;
    const first = pageOf(await page(till, `${since}&limit=2`));
    expect(first.orders.map((order) => order.id)).toEqual(ids.slice(0, 2));
    expect(first.nextCursor).not.toBeNull();

    // While the client reads: an order already read moves, and one not yet read moves too.
    bed.clock.now = seconds(160);
    expect((await move(till, ids[0]!, { to: ORDER_STATUS.inQueue, expected: ORDER_STATUS.pending })).status).toBe(200);
    bed.clock.now = seconds(161);
    expect((await move(till, ids[3]!, { to: ORDER_STATUS.inQueue, expected: ORDER_STATUS.pending })).status).toBe(200);

    const seen: OperatorOrder[] = [...first.orders];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = pageOf(await page(till, `${since}&limit=2&cursor=${cursor}`));
      seen.push(...next.orders);
      cursor = next.nextCursor;
    }
    expect(seen.map((order) => order.id)).toEqual([ids[0], ids[1], ids[2], ids[4], ids[0], ids[3]]);
    expect(seen.at(-1)).toMatchObject({ status: { id: ORDER_STATUS.inQueue }, updatedAt: seconds(161).toISOString() });

    const queued = pageOf(await page(till, `${since}&status=${ORDER_STATUS.inQueue}`));
    expect(queued.orders.map((order) => order.id)).toEqual([ids[0], ids[3]]);
    expect(queued.nextCursor).toBeNull();
    const recent = pageOf(await page(till, `updatedSince=${encodeURIComponent(seconds(161).toISOString())}`));
    expect(recent.orders.map((order) => order.id)).toEqual([ids[3]]);
  });

  it("keeps each key to its shop's orders: a chain key reads every shop, a shop key only its own", async () => {
    bed.clock.now = seconds(200);
    const elsewhere = await paidOrder(OTHER_SHOP_ID);
    const since = `updatedSince=${encodeURIComponent(seconds(200).toISOString())}`;
    expect(pageOf(await page(till, since)).orders).toEqual([]);
    expect(pageOf(await page(otherTill, since)).orders.map((order) => order.id)).toEqual([elsewhere.orderId]);
    expect(pageOf(await page(chain, since)).orders.map((order) => order.shop)).toEqual(['va02']);
    expect(pageOf(await page(chain, `${since}&shop=va01`)).orders).toEqual([]);
    expectProblem(await page(till, 'shop=va02'), 403, 'other_shop');
    expectProblem(await page(chain, 'shop=zz99'), 404, 'unknown_shop');
    expectProblem(await page(till, 'limit=0'), 400, 'bad_request', 'limit');
    expectProblem(await page(till, 'limit=abc'), 400, 'bad_request', 'limit');
    expectProblem(await page(till, 'cursor=bm90LWEtY3Vyc29y'), 400, 'bad_request', 'cursor');
    expectProblem(await page(till, 'updatedSince=yesterday'), 400, 'bad_request', 'updatedSince');
    expectProblem(await page(till, 'status=ready'), 400, 'bad_request', 'status');
  });

  it("moves an order by the counter's rule; a stale `expected` is a 409 carrying the order as it is, and nothing changes", async () => {
    bed.clock.now = seconds(300);
    const { orderId } = await paidOrder();
    const moved = await move(till, orderId, { to: ORDER_STATUS.inQueue, expected: ORDER_STATUS.pending });
    expect(moved.status).toBe(200);
    expect(v.parse(OperatorOrderSchema, moved.body).status).toEqual({
      id: ORDER_STATUS.inQueue,
      equivalents: { square: 'RESERVED', deliverect: { code: 20, tag: 'ACCEPTED' } },
    });
    expect((await eventsOf(bed.db, orderId)).at(-1)).toMatchObject({ type: 'status', source: 'api', staffId: null, toStatus: ORDER_STATUS.inQueue });

    const events = await eventCount(bed.db);
    const stale = expectProblem(await move(till, orderId, { to: ORDER_STATUS.inQueue, expected: ORDER_STATUS.pending }), 409, 'status_changed');
    expect(v.parse(OperatorOrderSchema, stale.order)).toMatchObject({ id: orderId, status: { id: ORDER_STATUS.inQueue } });
    expectProblem(await move(till, orderId, { to: ORDER_STATUS.delivery, expected: ORDER_STATUS.inQueue }), 422, 'move_not_allowed');
    const elsewhere = expectProblem(await move(otherTill, orderId, { to: ORDER_STATUS.inPreparation, expected: ORDER_STATUS.inQueue }), 403, 'other_shop');
    expect(elsewhere.order).toBeUndefined();
    expectProblem(await move(till, orderId, { to: 'ready', expected: ORDER_STATUS.inQueue }), 400, 'bad_request', 'to');
    expectProblem(await move(till, orderId, { to: ORDER_STATUS.inPreparation }), 400, 'bad_request', 'expected');
    expectProblem(await move(till, orderId, '{"to":'), 400, 'bad_request');
    expectProblem(await move(reader, orderId, { to: ORDER_STATUS.inPreparation, expected: ORDER_STATUS.inQueue }), 403, 'forbidden_scope');
    expect(await eventCount(bed.db)).toBe(events);
    expect((await orderRow(bed.db, orderId)).statusId).toBe(ORDER_STATUS.inQueue);

    // The counter's board sees the API's move as any other.
    const board = await call(bed.app, 'GET', '/api/staff/board?shop=va01', barista.auth);
    expect((board.body?.data as { tickets: { orderId: number; statusId: number }[] }).tickets.find((ticket) => ticket.orderId === orderId)?.statusId).toBe(
      ORDER_STATUS.inQueue,
    );
  });

  it('answers a replay under the same Idempotency-Key with the first answer and changes nothing more', async () => {
    bed.clock.now = seconds(400);
    const { orderId } = await paidOrder();
    const once = { 'Idempotency-Key': 'till-move-0001' };
    const first = await move(till, orderId, { to: ORDER_STATUS.inQueue, expected: ORDER_STATUS.pending }, once);
    expect(first.status).toBe(200);
    const events = await eventCount(bed.db);
    bed.clock.now = seconds(405);
    const replay = await move(till, orderId, { to: ORDER_STATUS.inQueue, expected: ORDER_STATUS.pending }, once);
    expect([replay.status, replay.body]).toEqual([200, first.body]);
    expect(await eventCount(bed.db)).toBe(events);
    expectProblem(await move(till, orderId, { to: ORDER_STATUS.inPreparation, expected: ORDER_STATUS.inQueue }, once), 409, 'mutation_conflict');
    // Another key's Idempotency-Key is its own.
    expect((await move(chain, orderId, { to: ORDER_STATUS.inPreparation, expected: ORDER_STATUS.inQueue }, once)).status).toBe(200);

    // A refusal is kept too: its replay is the same refusal, though the order could now move.
    const refusedOnce = { 'Idempotency-Key': 'till-move-0002' };
    const refused = expectProblem(await move(till, orderId, { to: ORDER_STATUS.prepared, expected: ORDER_STATUS.inQueue }, refusedOnce), 409, 'status_changed');
    const again = expectProblem(await move(till, orderId, { to: ORDER_STATUS.prepared, expected: ORDER_STATUS.inQueue }, refusedOnce), 409, 'status_changed');
    expect(again.order).toEqual(refused.order);
    expectProblem(
      await move(till, orderId, { to: ORDER_STATUS.prepared, expected: ORDER_STATUS.inPreparation }, { 'Idempotency-Key': 'not valid!' }),
      400,
      'bad_request',
      'Idempotency-Key',
    );
    expect((await orderRow(bed.db, orderId)).statusId).toBe(ORDER_STATUS.inPreparation);
  });

  it("hands a ready order over by today's daily number, as the board does", async () => {
    bed.clock.now = seconds(500);
    const order = await paidOrder();
    const handover = (key: TestKey, body: unknown) => operatorCall(bed.app, 'POST', '/orders/handover', key.auth, body);
    const notReady = expectProblem(await handover(till, { shop: 'va01', dailyNumber: order.dailyNumber }), 409, 'not_ready');
    expect(notReady.order).toMatchObject({ id: order.orderId, status: { id: ORDER_STATUS.pending } });
    const steps = [ORDER_STATUS.pending, ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation, ORDER_STATUS.prepared];
    for (let i = 0; i < 3; i += 1) expect((await move(till, order.orderId, { to: steps[i + 1], expected: steps[i] })).status).toBe(200);
    expectProblem(await handover(otherTill, { shop: 'va01', dailyNumber: order.dailyNumber }), 403, 'other_shop');
    expectProblem(await handover(till, { shop: 'va01' }), 400, 'bad_request');
    const handed = await handover(till, { shop: 'va01', dailyNumber: order.dailyNumber });
    expect(handed.status).toBe(200);
    expect(v.parse(OperatorOrderSchema, handed.body).status.id).toBe(ORDER_STATUS.delivery);
    expect((await eventsOf(bed.db, order.orderId)).at(-1)).toMatchObject({ source: 'api', toStatus: ORDER_STATUS.delivery });
    expectProblem(await handover(till, { shop: 'va01', dailyNumber: order.dailyNumber }), 409, 'already_collected');
  });

  it('opens to keys only: no key, a malformed, unknown or revoked key, a customer or staff token are 401; a key opens no other API', async () => {
    bed.clock.now = seconds(600);
    const revoked = await createTestKey(bed.db, ['orders:read'], 'va01', seconds(600));
    await revokeOperatorKey(bed.db, revoked.prefix, seconds(601));
    const refusedWith = [
      {},
      { Authorization: 'Bearer rk_0123' },
      { Authorization: `Bearer ${till.key.slice(0, 16)}${'A'.repeat(43)}` },
      { Authorization: `Basic ${till.key}` },
      revoked.auth,
      ana.auth,
      barista.auth,
    ];
    for (const auth of refusedWith) expectProblem(await operatorCall(bed.app, 'GET', '/orders', auth), 401, 'unauthorized');
    expect((await call(bed.app, 'GET', '/api/staff/board?shop=va01', till.auth)).status).toBe(401);
    expect((await call(bed.app, 'GET', '/api/staff/board?shop=va01', chain.auth)).status).toBe(401);
    expect((await call(bed.app, 'GET', '/api/customer/orders', till.auth)).status).toBe(401);
    expect((await call(bed.app, 'GET', '/api/customer/account', chain.auth)).status).toBe(401);
    expect((await call(bed.app, 'GET', '/api/customer/orders', ana.auth)).status).toBe(200);
    const missing = expectProblem(await operatorCall(bed.app, 'GET', '/no-such-call', till.auth), 404, 'not_found');
    expect(missing).toMatchObject({ type: 'about:blank', title: 'Not Found', instance: '/api/operator/v1/no-such-call' });
  });
});
