import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreateBody } from '../../../src/api/contract';
import { endpoints } from '../../../src/api/contract/endpoints';
import { openDatabase } from '../../../server/platform/db/connect';
import { orders, runOnce } from '../../../server/platform/db/schema';
import { seedIfEmpty } from '../../../server/modules/catalogue/demoCatalogue';
import { startServer, type RunningServer } from '../../../server/start';
import { backends, type FreshDatabase } from '../harness';
import { createCustomer, TEST_SECRET, type TestCustomer } from '../support/customers';
import { startFaultProxy, type FaultProxy } from '../support/faultProxy';
import { OPEN_TIME, SHOP_ID, cartLine, orderBody } from '../support/orderBed';

const SUBMISSIONS = 50;
const AT_ONCE = 5;
const MAX_ATTEMPTS = 40;
const CLIENT_TIMEOUT_MS = 5000;

/**
 * The app's submission rule: send, and on any network failure send again with the SAME key until an
 * answer arrives. Returns the answer and how many sends it took.
 */
async function submitUntilAnswered(url: string, who: TestCustomer, body: OrderCreateBody, key: string) {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(`${url}/api/customer/orders`, {
        method: 'POST',
        headers: { ...who.auth, 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Location-Id': String(SHOP_ID) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      const answer = v.parse(endpoints.orderCreate.answer, await response.json());
      return { status: response.status, answer, attempts: attempt };
    } catch (error) {
      if (error instanceof v.ValiError) throw error;
      // Network failure: the order may or may not exist; the same key makes the retry safe.
    }
  }
  throw new Error(`No answer after ${MAX_ATTEMPTS} attempts`);
}

describe.each(backends)('ordering over a flaky network on $name', (backend) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let serverClosing: Promise<void> | undefined;
  const closeServer = () => (serverClosing ??= server.close());
  let proxy: FaultProxy;
  let ana: TestCustomer;
  let body: OrderCreateBody;

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    ana = await createCustomer(fresh.opened.db, 'ana@example.com', { name: 'Ana', phone: '600000001' });
    body = await orderBody(fresh.opened.db, ana.id, [
      await cartLine(fresh.opened.db, 'P1005', 1, { 2: ['milk_soy'] }),
      await cartLine(fresh.opened.db, 'P1001', 2),
    ]);
    // PGlite allows one process on its files: the server opens them next.
    await fresh.opened.close();
    server = await startServer({
      port: 0,
      hostname: '127.0.0.1',
      quiet: true,
      ...fresh.location,
      jwtSecret: new TextDecoder().decode(TEST_SECRET),
      now: () => OPEN_TIME,
    });
    proxy = await startFaultProxy({
      target: `http://127.0.0.1:${server.port}`,
      seed: 20260617,
      rates: { dropBeforeForward: 0.2, resetAfterForward: 0.25, delay: 0.2 },
      maxDelayMs: 150,
    });
  }, 60_000);
  afterAll(async () => {
    await proxy?.close();
    if (server) await closeServer();
    await fresh?.dispose();
  });

  it('ends with exactly one order per submission: none doubled, none lost', async () => {
    const keys = Array.from({ length: SUBMISSIONS }, () => randomUUID());
    const results: Awaited<ReturnType<typeof submitUntilAnswered>>[] = [];
    for (let start = 0; start < keys.length; start += AT_ONCE) {
      const batch = keys.slice(start, start + AT_ONCE).map((key) => submitUntilAnswered(proxy.url, ana, body, key));
      results.push(...(await Promise.all(batch)));
    }
    console.info(
      `flaky network (${backend.name}): faults ${JSON.stringify(proxy.counts)}, sends ${results.reduce((n, r) => n + r.attempts, 0)} for ${SUBMISSIONS} orders`,
    );
    expect(proxy.counts.dropBeforeForward).toBeGreaterThan(0);
    expect(proxy.counts.resetAfterForward).toBeGreaterThan(0);
    expect(proxy.counts.delay).toBeGreaterThan(0);

    expect(results.map((r) => r.status)).toEqual(keys.map(() => 200));
    const orderIds = results.map((r) => r.answer.data?.order.orderId);
    expect(new Set(orderIds).size).toBe(SUBMISSIONS);

    await closeServer();
    const reopened = await openDatabase(fresh.location);
    try {
      const [stored] = await reopened.db.select({ n: count() }).from(orders).where(eq(orders.customerId, ana.id));
      expect(stored?.n).toBe(SUBMISSIONS);
      const [keyRows] = await reopened.db
        .select({ n: count() })
        .from(runOnce)
        .where(and(eq(runOnce.customerId, ana.id), eq(runOnce.scope, 'order')));
      expect(keyRows?.n).toBe(SUBMISSIONS);
      const storedIds = (await reopened.db.select({ id: orders.id }).from(orders)).map((row) => row.id).sort((a, b) => a - b);
      expect(storedIds).toEqual([...(orderIds as number[])].sort((a, b) => a - b));
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
