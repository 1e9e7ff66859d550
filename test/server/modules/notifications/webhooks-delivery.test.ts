import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../src/api/contract/statuses';
import type * as v from 'valibot';
import { OrderMoveDataSchema, WEBHOOK_EVENT_TYPES } from '../../../../src/api/contract/operator/webhooks';
import { paymentRefunds, webhookDeliveries } from '../../../../server/platform/db/schema';
import { markRefunded } from '../../../../server/modules/payments/refundQueue';
import { TRIES_WINDOW_MS } from '../../../../server/modules/notifications/webhooks/deliveryQueue';
import { runWebhookCommand } from '../../../../server/modules/notifications/webhooks/commands';
import { listDeliveries, listSubscriptions, removeSubscription, retryDelivery } from '../../../../server/modules/notifications/webhooks/subscriptions';
import { backends } from '../../harness';
import { staffCall } from '../../support/availabilityBed';
import { createStaff, move, newPickupOrder, pay, type TestStaff } from '../../support/counterBed';
import { createCustomer, type TestCustomer } from '../../support/customers';
import { OPEN_TIME, ordersTestBed, SHOP_ID, type OrdersTestBed } from '../../support/orderBed';
import { createOperatorKey, deliveriesOf, startReceiver, subscribeReceiver, testWorker, type Receiver } from '../../support/webhookBed';

const OTHER_SHOP_ID = 11;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const after = (ms: number) => new Date(OPEN_TIME.getTime() + ms);
type OrderData = v.InferOutput<typeof OrderMoveDataSchema>;

describe.each(backends)('webhooks delivered from the queue on $name', (backend) => {
  let bed: OrdersTestBed;
  let receiver: Receiver;
  let ana: TestCustomer;
  let barista: TestStaff;
  let manager: TestStaff;
  const queueClock = { now: OPEN_TIME };

  const paidOrder = async () => {
    bed.clock.now = OPEN_TIME;
    const order = await newPickupOrder(bed, ana);
    await pay(bed.db, order.orderId, OPEN_TIME);
    return order.orderId;
  };
  const typesOf = (path: string, orderId?: number) =>
    receiver.received
      .filter((r) => r.path === path && (orderId === undefined || (r.event?.data as { orderId?: number }).orderId === orderId))
      .map((r) => r.event?.type);

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    receiver = await startReceiver();
    ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana María López', phone: '600000001' });
    barista = await createStaff(bed.db, 'barista@ritmo.test', 'barista', [SHOP_ID]);
    manager = await createStaff(bed.db, 'manager@ritmo.test', 'manager', 'every');
  });
  afterEach(async () => {
    for (const subscription of await listSubscriptions(bed.db, 'any')) await removeSubscription(bed.db, subscription.id, 'any', queueClock.now);
    receiver.received.length = 0;
    receiver.arrivals.length = 0;
    receiver.mode = 'ok';
  });
  afterAll(async () => {
    await receiver.close();
    await bed.dispose();
  });

  it('queues every event with its change for the keys that may see the shop, and the receiver verifies each signature', async () => {
    const chain = await createOperatorKey(bed.db, null);
    const shop = await createOperatorKey(bed.db, SHOP_ID);
    const other = await createOperatorKey(bed.db, OTHER_SHOP_ID);
    const toChain = await subscribeReceiver(bed.db, receiver, chain.id, '/chain', WEBHOOK_EVENT_TYPES, OPEN_TIME);
    const toShop = await subscribeReceiver(bed.db, receiver, shop.id, '/shop', ['order.paid', 'order.status_changed'], OPEN_TIME);
    await subscribeReceiver(bed.db, receiver, other.id, '/other', WEBHOOK_EVENT_TYPES, OPEN_TIME);

    const orderId = await paidOrder();
    expect((await move(bed.app, barista, orderId, ORDER_STATUS.inQueue, ORDER_STATUS.pending)).status).toBe(200);
    // A refused move changes nothing, so it queues nothing: the events are written by the change's own transaction.
    const queuedBefore = (await deliveriesOf(bed.db, toChain.id)).length;
    expect((await move(bed.app, barista, orderId, ORDER_STATUS.inPreparation, ORDER_STATUS.pending)).status).toBe(409);
    expect(await deliveriesOf(bed.db, toChain.id)).toHaveLength(queuedBefore);
    expect((await move(bed.app, manager, orderId, ORDER_STATUS.cancel, ORDER_STATUS.inQueue)).status).toBe(200);
    const [refund] = await bed.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
    await markRefunded(bed.db, refund!.id, { response: '0900', answer: null }, after(MINUTE));
    expect((await staffCall(bed.app, barista, 'sold-out', { shop: 'va01', target: { kind: 'product', productCode: 'P4003' } })).status).toBe(200);

    queueClock.now = after(2 * MINUTE);
    await testWorker(bed.db, queueClock).worker.drain();

    expect(receiver.received.every((r) => r.error === null)).toBe(true);
    expect(typesOf('/chain', orderId)).toEqual(['order.paid', 'invoice.issued', 'order.status_changed', 'order.cancelled', 'invoice.issued', 'order.refunded']);
    expect(typesOf('/chain')).toContain('availability.changed');
    expect(typesOf('/shop')).toEqual(['order.paid', 'order.status_changed']);
    expect(typesOf('/other')).toEqual([]);

    const moved = receiver.received.find((r) => r.path === '/shop' && r.event?.type === 'order.status_changed')!;
    expect(moved.event?.data).toMatchObject({
      orderId,
      shop: 'va01',
      kind: 'pickup',
      source: 'board',
      status: { id: ORDER_STATUS.inQueue, name: 'In queue', square: 'RESERVED', deliverect: { code: 20, tag: 'ACCEPTED' } },
      previousStatus: { id: ORDER_STATUS.pending, square: 'PROPOSED' },
      paymentStatus: { name: 'Paid' },
    } satisfies Partial<Record<keyof OrderData, unknown>>);
    const cancelled = receiver.received.find((r) => r.event?.type === 'order.cancelled')!;
    expect(cancelled.event?.data).toMatchObject({ status: { square: 'CANCELED', deliverect: { code: 110, tag: 'CANCELED' } } });
    const invoices = receiver.received.filter((r) => r.path === '/chain' && r.event?.type === 'invoice.issued');
    expect(invoices.map((r) => (r.event?.data as { invoiceType: string }).invoiceType)).toEqual(['F2', 'R5']);
    expect(receiver.received.find((r) => r.event?.type === 'availability.changed')?.event?.data).toMatchObject({
      shop: 'va01',
      action: 'sold_out',
      actorKind: 'staff',
    });

    // One event, one webhook-id: the same for both subscriptions, and the one the queue keeps.
    const paidIds = receiver.received.filter((r) => r.event?.type === 'order.paid').map((r) => r.webhookId);
    expect(new Set(paidIds).size).toBe(1);
    const shopRows = await deliveriesOf(bed.db, toShop.id);
    expect(shopRows.map((row) => row.eventId)).toEqual(receiver.received.filter((r) => r.path === '/shop').map((r) => r.webhookId));
    expect(shopRows.every((row) => row.deliveredAt !== null && row.lastStatus === 204 && row.attempts === 1)).toBe(true);
  });

  it('holds later events of an order while its receiver is down, then sends every one once, in order per order', async () => {
    const key = await createOperatorKey(bed.db, SHOP_ID);
    const subscription = await subscribeReceiver(bed.db, receiver, key.id, '/till', ['order.paid', 'order.status_changed'], OPEN_TIME);
    await receiver.down();
    const first = await paidOrder();
    const second = await paidOrder();
    for (const orderId of [first, second]) {
      expect((await move(bed.app, barista, orderId, ORDER_STATUS.inQueue, ORDER_STATUS.pending)).status).toBe(200);
      expect((await move(bed.app, barista, orderId, ORDER_STATUS.inPreparation, ORDER_STATUS.inQueue)).status).toBe(200);
    }
    const { worker } = testWorker(bed.db, queueClock);
    for (const minutes of [1, 5, 20, 60]) {
      queueClock.now = after(minutes * MINUTE);
      await worker.drain();
    }
    const waiting = await deliveriesOf(bed.db, subscription.id);
    expect(waiting).toHaveLength(6);
    // Only the first event of each order was tried; the later ones wait behind it.
    expect(waiting.filter((row) => row.attempts > 0).map((row) => [row.orderId, row.type])).toEqual([
      [first, 'order.paid'],
      [second, 'order.paid'],
    ]);
    expect(waiting.every((row) => row.deliveredAt === null && row.failedAt === null)).toBe(true);
    expect(waiting[0]?.lastError).toMatch(/ECONNREFUSED/);

    await receiver.up();
    queueClock.now = after(3 * HOUR);
    await worker.drain();
    expect(receiver.received.every((r) => r.error === null)).toBe(true);
    for (const orderId of [first, second]) expect(typesOf('/till', orderId)).toEqual(['order.paid', 'order.status_changed', 'order.status_changed']);
    const statuses = (orderId: number) =>
      receiver.received.filter((r) => (r.event?.data as OrderData).orderId === orderId).map((r) => (r.event?.data as OrderData).status.id);
    expect(statuses(first)).toEqual([ORDER_STATUS.pending, ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation]);
    expect(new Set(receiver.received.map((r) => r.webhookId)).size).toBe(6);
    expect((await deliveriesOf(bed.db, subscription.id)).every((row) => row.deliveredAt !== null)).toBe(true);
  });

  it('tries a receiver answering 500 on the back-off schedule for a day, then marks it failed, listed, and sends it again on request', async () => {
    const key = await createOperatorKey(bed.db, null);
    const subscription = await subscribeReceiver(bed.db, receiver, key.id, '/broken', ['order.paid'], OPEN_TIME);
    receiver.mode = 'fail';
    const orderId = await paidOrder();
    const { worker, logLines } = testWorker(bed.db, queueClock);
    const tries: number[] = [];
    queueClock.now = OPEN_TIME;
    for (;;) {
      const arrivalsBefore = receiver.arrivals.length;
      await worker.drain();
      if (receiver.arrivals.length > arrivalsBefore) tries.push(queueClock.now.getTime() - OPEN_TIME.getTime());
      const [row] = await deliveriesOf(bed.db, subscription.id);
      if (row!.failedAt) break;
      // Just before the next try nothing is sent; at it, one try.
      queueClock.now = new Date(row!.nextAttemptAt.getTime() - 1);
      await worker.drain();
      expect(receiver.arrivals.length).toBe(arrivalsBefore + 1);
      queueClock.now = row!.nextAttemptAt;
    }
    expect(tries.slice(0, 6)).toEqual([0, 0.5, 1.5, 3.5, 7.5, 15.5].map((m) => m * MINUTE));
    // Spaced at most 4 hours apart, the last one at the end of the day of tries.
    const gaps = tries.slice(1).map((t, i) => t - tries[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(4 * HOUR);
    expect(tries.at(-1)).toBe(TRIES_WINDOW_MS);
    const [failed] = await deliveriesOf(bed.db, subscription.id);
    expect(failed).toMatchObject({ orderId, lastStatus: 500, attempts: tries.length, lastError: 'answered 500: receiver broken' });
    expect(logLines().some((line) => line.msg === 'Webhook failed for a day of tries: given up')).toBe(true);

    // Visible: in the key's list, in the failed deliveries, and in the operator's command.
    expect((await listSubscriptions(bed.db, { keyId: key.id }))[0]).toMatchObject({ pending: 0, failed: 1 });
    expect((await listDeliveries(bed.db, { keyId: key.id }, { subscriptionId: subscription.id, state: 'failed' })).map((d) => d.id)).toEqual([failed!.id]);
    const listed = await runWebhookCommand(bed.db, { command: 'webhook-failed' }, queueClock.now);
    expect(listed.output).toContain(`${failed!.id}\twebhook ${subscription.id}\torder.paid\torder ${orderId}`);

    receiver.mode = 'ok';
    const retried = await runWebhookCommand(bed.db, { command: 'webhook-retry', deliveryId: failed!.id }, queueClock.now);
    expect(retried.ok).toBe(true);
    await expect(retryDelivery(bed.db, failed!.id, { keyId: key.id }, queueClock.now)).rejects.toMatchObject({ code: 'delivery_not_failed' });
    await worker.drain();
    expect(receiver.received.map((r) => [r.webhookId, r.error])).toEqual([[failed!.eventId, null]]);
    expect((await deliveriesOf(bed.db, subscription.id))[0]?.deliveredAt).not.toBeNull();
  });

  it('sends each event once with two workers draining the same queue at once, still in order per order', async () => {
    const key = await createOperatorKey(bed.db, null);
    const subscription = await subscribeReceiver(bed.db, receiver, key.id, '/busy', ['order.paid', 'order.status_changed'], OPEN_TIME);
    const orderIds = [await paidOrder(), await paidOrder(), await paidOrder()];
    for (const orderId of orderIds) expect((await move(bed.app, barista, orderId, ORDER_STATUS.inQueue, ORDER_STATUS.pending)).status).toBe(200);
    queueClock.now = after(MINUTE);
    const one = testWorker(bed.db, queueClock).worker;
    const two = testWorker(bed.db, queueClock).worker;
    await Promise.all([one.drain(), two.drain(), one.drain()]);
    await Promise.all([one.drain(), two.drain()]);
    expect(receiver.received).toHaveLength(6);
    expect(new Set(receiver.received.map((r) => r.webhookId)).size).toBe(6);
    for (const orderId of orderIds) expect(typesOf('/busy', orderId)).toEqual(['order.paid', 'order.status_changed']);
    const [row] = await bed.db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, subscription.id));
    expect(Number(row?.n)).toBe(6);
  });
});
