import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../server/app';
import { ephemeralConfig } from '../../../server/platform/config/config';
import { orders, runOnce } from '../../../server/platform/db/schema';
import { seedIfEmpty } from '../../../server/modules/catalogue/demoCatalogue';
import type { Database } from '../../../server/platform/db/connect';
import { backends, memoryLogger, type FreshDatabase } from '../harness';
import { createCustomer, TEST_SECRET, type TestCustomer } from '../support/customers';
import { cartLine, OPEN_TIME, orderBody, postOrder } from '../support/orderBed';

const LIMIT = 2;
const CUSTOMERS = 6;

/** Holds a transaction open that keeps orders from being written until `release()` (a busy database). */
function holdOrders(db: Database) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen!: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => void;
  const holding = new Promise<Parameters<Parameters<Database['transaction']>[0]>[0]>((resolve) => (seen = resolve));
  const done = db.transaction(async (tx) => {
    // PostgreSQL: inserts into orders wait for this lock. PGlite: its one connection waits for this transaction.
    await tx.execute(sql`lock table orders in exclusive mode`);
    seen(tx);
    await released;
  });
  return { holding, release, done };
}

describe.each(backends)('write admission on $name', (backend) => {
  let fresh: FreshDatabase;
  let customers: TestCustomer[];

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    customers = [];
    for (let i = 0; i < CUSTOMERS; i++) customers.push(await createCustomer(fresh.opened.db, `admission-${i}@example.com`));
  });
  afterAll(async () => {
    await fresh.dispose();
  });

  it('refuses the writes beyond the limit at once with 503 and Retry-After, writing nothing; their retries succeed exactly once', async () => {
    const db = fresh.opened.db;
    const { logger } = memoryLogger();
    const app = createApp({ db, logger, config: ephemeralConfig({ jwtSecret: TEST_SECRET }), now: () => OPEN_TIME, maxConcurrentWrites: LIMIT });
    const body = await orderBody(db, customers[0]!.id, [await cartLine(db, 'P1001')]);
    const keys = customers.map(() => randomUUID());

    const busy = holdOrders(db);
    const tx = await busy.holding;
    const answers: (Awaited<ReturnType<typeof postOrder>> | undefined)[] = customers.map(() => undefined);
    const submissions = customers.map((who, i) => postOrder(app, who, body, keys[i]!).then((answer) => (answers[i] = answer)));

    // The refusals come while the admitted orders are still waiting for the database.
    await vi.waitFor(() => expect(answers.filter(Boolean)).toHaveLength(CUSTOMERS - LIMIT), { timeout: 10_000 });
    const refused = answers.flatMap((answer, i) => (answer ? [i] : []));
    for (const i of refused) {
      const answer = answers[i]!;
      expect(answer.status).toBe(503);
      expect(answer.response.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(answer.body?.error?.code).toBe('overloaded');
    }
    // Nothing of any order is written yet: the refused ones never reached the database, the admitted wait.
    expect((await tx.select({ n: count() }).from(orders))[0]?.n).toBe(0);
    expect((await tx.select({ n: count() }).from(runOnce))[0]?.n).toBe(0);

    busy.release();
    await busy.done;
    await Promise.all(submissions);
    const admitted = answers.flatMap((answer, i) => (refused.includes(i) ? [] : [answer!]));
    expect(admitted.map((answer) => answer.status)).toEqual(Array(LIMIT).fill(200));

    // The app's retries, one at a time, with the same keys: each order is made once, a second retry replays it.
    for (const i of refused) {
      const retried = await postOrder(app, customers[i]!, body, keys[i]!);
      expect(retried.status).toBe(200);
      const again = await postOrder(app, customers[i]!, body, keys[i]!);
      expect((again.body as { data?: { order: { orderId: number } } }).data?.order.orderId).toBe(
        (retried.body as { data?: { order: { orderId: number } } }).data?.order.orderId,
      );
    }
    const perCustomer = await db.select({ customerId: orders.customerId, n: count() }).from(orders).groupBy(orders.customerId);
    expect(perCustomer).toHaveLength(CUSTOMERS);
    expect(perCustomer.every((row) => row.n === 1)).toBe(true);
  }, 60_000);

  it('lets reads through while the writes are at the limit', async () => {
    const db = fresh.opened.db;
    const { logger } = memoryLogger();
    const app = createApp({ db, logger, config: ephemeralConfig({ jwtSecret: TEST_SECRET }), now: () => OPEN_TIME, maxConcurrentWrites: 1 });
    const body = await orderBody(db, customers[0]!.id, [await cartLine(db, 'P1001')]);
    const catalogue = '/api/customer/va01/home-wapp';
    expect((await app.request(catalogue)).status).toBe(200);

    const busy = holdOrders(db);
    await busy.holding;
    const writing = postOrder(app, customers[0]!, body, randomUUID());
    expect((await postOrder(app, customers[1]!, body, randomUUID())).status).toBe(503);
    // The catalogue, already read once, is answered from memory while the database is busy.
    expect((await app.request(catalogue)).status).toBe(200);
    busy.release();
    await busy.done;
    expect((await writing).status).toBe(200);
  }, 60_000);
});
