import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../server/catalogue/demoCatalogue';
import { startServer, type RunningServer } from '../../server/start';
import { backends, memoryLogger } from './harness';
import { newPickupOrder, pay } from './support/counterBed';
import { createCustomer } from './support/customers';
import { OPEN_TIME, ordersTestApp } from './support/orderBed';
import { createOperatorKey, deliveriesOf, startReceiver, subscribeReceiver, type Receiver } from './support/webhookBed';

const ORDERS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

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
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: fresh.location.dataDir,
        DATABASE_URL: fresh.location.databaseUrl ?? '',
        LOG_FILE: '',
        FULFILMENT: 'board',
        WEBHOOKS_ALLOW_LOCAL: '1',
        WEBHOOK_TIMEOUT_SECONDS: '20',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let childErrors = '';
    child.stderr?.on('data', (chunk: Buffer) => (childErrors += chunk.toString()));
    try {
      await until('the first delivery', () => receiver.arrivals.length > 0, 150_000).catch((error: Error) => {
        throw new Error(`${error.message}; the server said: ${childErrors.slice(-2000)}`);
      });
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
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
