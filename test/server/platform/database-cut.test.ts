import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreateBody } from '../../../src/api/contract';
import { startServerProcess, type ServerProcess } from '../../../bench/serverProcess';
import { openDatabase, type OpenedDatabase } from '../../../server/platform/db/connect';
import { resetPostgres } from '../harness';
import { createCustomer, TEST_SECRET, type TestCustomer } from '../support/customers';
import { OPEN_TIME, SHOP_ID, cartLine, orderBody } from '../support/orderBed';
import { orderIntegrity } from '../support/orderIntegrity';
import { startTcpCut, type TcpCut } from '../support/tcpCut';

/**
 * The real server in its own process, on the real postgres.js, reaching PostgreSQL through a TCP proxy
 * that cuts its connections at each step of an order's transaction, all at once, or for seconds. Whatever
 * the moment, the process lives, the order is answered 503 with Retry-After (or 200), nothing is
 * half-written, and the next order goes through.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { wasOk: boolean; data?: { order: { orderId: number } }; error?: { code: string } } | undefined;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!databaseUrl)('a PostgreSQL connection cut under the real server process', () => {
  const url = databaseUrl as string;
  let dataDir: string;
  let cut: TcpCut;
  let server: ServerProcess;
  let exited: Promise<unknown>;
  let opened: OpenedDatabase;
  let eva: TestCustomer;
  let body: OrderCreateBody;

  beforeAll(async () => {
    await resetPostgres(url);
    dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-cut-'));
    cut = await startTcpCut(url);
    server = await startServerProcess({
      dataDir,
      databaseUrl: cut.url,
      logFile: path.join(dataDir, 'server.log'),
      clockStart: OPEN_TIME,
      env: { JWT_SECRET: new TextDecoder().decode(TEST_SECRET), DIST_DIR: path.join(dataDir, 'no-app') },
    });
    exited = server.exited;
    opened = await openDatabase({ databaseUrl: url, dataDir });
    eva = await createCustomer(opened.db, 'eva.cut@example.com', { name: 'Eva', phone: '600000777' });
    body = await orderBody(opened.db, eva.id, [await cartLine(opened.db, 'P1005', 2, { 2: ['milk_oat'] }), await cartLine(opened.db, 'P1001', 1)]);
  }, 180_000);

  afterAll(async () => {
    await server?.stop().catch(() => {});
    await cut?.close();
    await opened?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function order(key = randomUUID()): Promise<Answer> {
    const response = await fetch(`${server.url}/api/customer/orders`, {
      method: 'POST',
      headers: { ...eva.auth, 'Content-Type': 'application/json', 'X-Location-Id': String(SHOP_ID), 'X-Language': 'es', 'Idempotency-Key': key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: text ? (JSON.parse(text) as Answer['body']) : undefined };
  }

  async function ready(): Promise<{ status: number; code: string | undefined }> {
    const response = await fetch(`${server.url}/api/ready`);
    const answer = (await response.json()) as { error?: { code: string } };
    return { status: response.status, code: answer.error?.code };
  }

  async function expectAlive(): Promise<void> {
    const dead = await Promise.race([exited.then(() => true), settle(50).then(() => false)]);
    expect(dead, 'the server process ended').toBe(false);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }

  async function expectWholeOrNothing(): Promise<number> {
    const integrity = await orderIntegrity(opened.db);
    expect(integrity).toEqual({ orders: integrity.orders, ordersWithoutLines: 0, countersOff: 0, ordersWithoutAnswer: 0, answersWithoutOrder: 0 });
    return integrity.orders;
  }

  /** Fresh connections, so every statement's text passes the proxy again (prepared statements are per connection). */
  async function freshConnections(): Promise<void> {
    cut.cutAll();
    await settle(200);
  }

  const steps = [
    { name: 'before the customer lock (after BEGIN)', marker: 'customer-orders', moment: 'beforeSending', written: false },
    { name: 'after the lock and the reading ran, before their answer', marker: 'customer-orders', moment: 'beforeAnswer', written: false },
    { name: 'before the order write', marker: 'daily_order_numbers', moment: 'beforeSending', written: false },
    { name: 'after the order write ran, before COMMIT', marker: 'daily_order_numbers', moment: 'beforeAnswer', written: false },
    { name: 'before COMMIT', marker: 'commit\0', after: 'daily_order_numbers', moment: 'beforeSending', written: false },
    { name: 'after COMMIT, before its answer', marker: 'commit\0', after: 'daily_order_numbers', moment: 'beforeAnswer', written: true },
  ] as const;

  it.each(steps)('cut $name: the process lives, the answer is 503 with Retry-After, nothing is half-written', async (step) => {
    const before = await expectWholeOrNothing();
    await freshConnections();
    const trap = cut.cutAt({ marker: step.marker, moment: step.moment, ...('after' in step ? { after: step.after } : {}) });
    const key = randomUUID();
    const answer = await order(key);
    await trap;
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toMatch(/^\d+$/);
    expect(answer.body?.error?.code).toBe('service_unavailable');
    expect(await ready()).toEqual({ status: 503, code: 'database_unavailable' });
    await expectAlive();
    expect(await expectWholeOrNothing()).toBe(before + (step.written ? 1 : 0));

    // The app sends the same request again: the order is made once, whichever side of the COMMIT the cut fell.
    const again = await order(key);
    expect(again.status).toBe(200);
    expect(await expectWholeOrNothing()).toBe(before + 1);
    if (step.written) expect((await order(key)).body?.data?.order.orderId).toBe(again.body?.data?.order.orderId);
  });

  it('survives its connections being terminated by PostgreSQL while orders run, answering 200 or 503', async () => {
    const killer = postgres(url, { onnotice: () => {}, max: 1 });
    const statuses = new Map<number, number>();
    const unexpected = new Set<string>();
    let running = true;
    const shopper = async () => {
      while (running) {
        const { status, retryAfter, body } = await order();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status !== 200 && status !== 503) unexpected.add(`${status} ${JSON.stringify(body?.error)}`);
        if (status === 503) expect(retryAfter).toMatch(/^\d+$/);
      }
    };
    const shoppers = Array.from({ length: 6 }, shopper);
    try {
      for (let round = 0; round < 6; round += 1) {
        await settle(300);
        await killer`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
      }
      await settle(300);
    } finally {
      running = false;
      await Promise.all(shoppers);
      await killer.end();
    }
    console.info(`answers while connections were terminated: ${JSON.stringify(Object.fromEntries(statuses))}`);
    if (unexpected.size > 0) console.info(`unexpected answers: ${[...unexpected].join('; ')}`);
    expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.get(200)).toBeGreaterThan(0);
    await expectAlive();
    await expectWholeOrNothing();
    expect((await order()).status).toBe(200);
  });

  it('answers 503 with Retry-After and is not ready while the database is unreachable, and recovers after', async () => {
    cut.goDown();
    try {
      const answer = await order();
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect((await ready()).status).toBe(503);
      await expectAlive();
    } finally {
      cut.restore();
    }
    expect((await order()).status).toBe(200);
    // Ready again once the database answers and no request met it unavailable for a few seconds.
    let readiness = await ready();
    for (let waited = 0; readiness.status !== 200 && waited < 15_000; waited += 250) {
      await settle(250);
      readiness = await ready();
    }
    expect(readiness.status).toBe(200);
    await expectWholeOrNothing();
  });
});
