import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { startServer, type RunningServer } from '../../../../server/start';
import { backends, memoryLogger } from '../../harness';
import { killServerOnce, until } from '../../support/killedServer';
import { newPickupOrder, pay } from '../../support/counterBed';
import { createCustomer } from '../../support/customers';
import { OPEN_TIME, ordersTestApp } from '../../support/orderBed';
import { createOperatorKey, deliveriesOf, startReceiver, subscribeReceiver, type Receiver } from '../../support/webhookBed';

const ORDERS = 3;

describe.each(backends)('a server killed with webhooks pending, on $name', (backend) => {
  let receiver: Receiver;
  let restarted: RunningServer | undefined;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await restarted?.close();
    await receiver.close();
  });

  it('loses none: the restarted server sends every pending delivery, the one cut short again after its lease', async () => {
    const fresh = await backend.fresh();
    const db = fresh.opened.db;
    await seedIfEmpty(db);
    const key = await createOperatorKey(db, null);
    const subscription = await subscribeReceiver(db, receiver, key.id, '/till', ['order.paid'], OPEN_TIME);
    const ana = await createCustomer(db, 'ana@example.com', { name: 'Ana', phone: '600000001' });
    const clock = { now: OPEN_TIME };
    const bed = { app: ordersTestApp(db, () => clock.now), db, clock, dispose: () => Promise.resolve() };
    for (let i = 0; i < ORDERS; i += 1) await pay(db, (await newPickupOrder(bed, ana)).orderId, OPEN_TIME);
    const eventIds = (await deliveriesOf(db, subscription.id)).map((row) => row.eventId);
    expect(eventIds).toHaveLength(ORDERS);
    await fresh.opened.close();

    // The receiver takes the first delivery and never answers: the server dies waiting.
    receiver.mode = 'hold';
    await killServerOnce(
      fresh.location,
      { FULFILMENT: 'board', WEBHOOKS_ALLOW_LOCAL: '1', WEBHOOK_TIMEOUT_SECONDS: '20' },
      'the first delivery',
      () => receiver.arrivals.length > 0,
    );
    expect(receiver.arrivals.map((a) => a.webhookId)).toEqual([eventIds[0]]);

    // Started again past the dead process's lease (a batch of ten 20 s tries and a margin): everything goes, the cut one included.
    receiver.mode = 'ok';
    const { logger } = memoryLogger();
    restarted = await startServer({
      port: 0,
      ...fresh.location,
      logger,
      fulfilment: 'board',
      webhooksAllowLocal: true,
      now: () => new Date(Date.now() + 10 * 60_000),
    });
    const server = restarted;
    await until('every delivery made', async () => (await deliveriesOf(server.db, subscription.id)).every((row) => row.deliveredAt !== null));
    const rows = await deliveriesOf(server.db, subscription.id);
    // The dead process had taken all three (one batch); only the first had reached the receiver.
    expect(rows.map((row) => row.attempts)).toEqual([2, 2, 2]);
    expect(receiver.received.every((r) => r.error === null)).toBe(true);
    expect(receiver.received.map((r) => r.webhookId)).toEqual(eventIds);
    await restarted.close();
    restarted = undefined;
    await fresh.dispose();
  });
});
