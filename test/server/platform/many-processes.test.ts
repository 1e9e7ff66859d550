import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, gt, inArray, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreateBody } from '../../../src/api/contract';
import { PAYMENT_STATUS } from '../../../src/api/contract';
import { endpoints } from '../../../src/api/contract/endpoints';
import { startServerProcess, type ServerProcess } from '../../../bench/serverProcess';
import { openDatabase, type OpenedDatabase } from '../../../server/platform/db/connect';
import { loyaltyMovements, mailOutbox, mailQueue, orders } from '../../../server/platform/db/schema';
import { decodeMerchantParameters } from '../../../server/modules/payments/redsys';
import { resetPostgres } from '../harness';
import { createCustomer, TEST_SECRET, type TestCustomer } from '../support/customers';
import { startFaultProxy, type FaultProxy } from '../support/faultProxy';
import { gatewayFields, notificationForm } from '../support/gatewayNotification';
import { OPEN_TIME, SHOP_ID, cartLine, orderBody } from '../support/orderBed';

const databaseUrl = process.env.TEST_DATABASE_URL;
const PROCESSES = 3;
const CUSTOMERS = 10;
const ORDERS_PER_CUSTOMER = 10;
/** After this many orders are answered, one process is killed (SIGKILL) with requests in flight. */
const KILL_AFTER_ANSWERS = 30;
const MAX_ATTEMPTS = 60;
const CLIENT_TIMEOUT_MS = 8000;
/** The issue's promise: a change made through one process shows in every process within a second. */
const PROPAGATION_LIMIT_MS = 1000;

interface Answered {
  status: number;
  body: unknown;
  attempts: number;
}

/** The app's rule for anything that must arrive: on a network failure send the same request again. */
async function sendUntilAnswered(url: string, init: () => RequestInit): Promise<Answered> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(url, { ...init(), signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
      const text = await response.text();
      return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown), attempts: attempt };
    } catch {
      // Lost on the way there or back, or the process died: the same request again is safe.
    }
  }
  throw new Error(`No answer from ${url} after ${MAX_ATTEMPTS} attempts`);
}

/** productsDic[code].rating of a process's home-wapp answer for the shop. */
async function ratingIn(processUrl: string, productCode: string): Promise<number | undefined> {
  const response = await fetch(`${processUrl}/api/customer/va01/home-wapp`, { headers: { 'Accept-Language': 'es' } });
  const parsed = v.parse(endpoints.homeWapp.answer, await response.json());
  return parsed.data?.productsDic[productCode]?.rating;
}

describe.skipIf(!databaseUrl)('three server processes on one PostgreSQL', () => {
  const url = databaseUrl as string;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let proxy: FaultProxy;
  let opened: OpenedDatabase;
  let shoppers: { customer: TestCustomer; body: OrderCreateBody }[];

  beforeAll(async () => {
    await resetPostgres(url);
    // Started together on an empty database: one migrates and seeds while the others wait their turn.
    const started = await Promise.all(
      Array.from({ length: PROCESSES }, (_, index) => {
        const dataDir = mkdtempSync(path.join(tmpdir(), `ritmo-process-${index}-`));
        dataDirs.push(dataDir);
        return startServerProcess({
          dataDir,
          databaseUrl: url,
          logFile: path.join(dataDir, 'server.log'),
          clockStart: OPEN_TIME,
          env: { JWT_SECRET: new TextDecoder().decode(TEST_SECRET), DIST_DIR: path.join(dataDir, 'no-app') },
        });
      }),
    );
    servers.push(...started);
    opened = await openDatabase({ databaseUrl: url, dataDir: dataDirs[0] as string });
    const lines = [await cartLine(opened.db, 'P1005', 1, { 2: ['milk_soy'] }), await cartLine(opened.db, 'P1001', 2)];
    shoppers = [];
    for (let index = 0; index < CUSTOMERS; index += 1) {
      const customer = await createCustomer(opened.db, `many-${index}@example.com`, {
        name: `Cliente ${index}`,
        phone: `6000001${String(index).padStart(2, '0')}`,
      });
      shoppers.push({ customer, body: await orderBody(opened.db, customer.id, lines) });
    }
    proxy = await startFaultProxy({
      target: servers.map((server) => server.url),
      seed: 20261123,
      rates: { dropBeforeForward: 0.1, resetAfterForward: 0.15, delay: 0.15 },
      maxDelayMs: 100,
    });
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.allSettled(servers.map((server) => server.stop()));
    await opened?.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows a rating made through one process in every process within a second', async () => {
    const [first, ...others] = servers as [ServerProcess, ...ServerProcess[]];
    // Every process holds the answer in its cache before the change.
    const before = await Promise.all(servers.map((server) => ratingIn(server.url, 'P1001')));
    expect(new Set(before).size).toBe(1);

    const rated = await fetch(`${first.url}/api/customer/reviews`, {
      method: 'POST',
      headers: { ...shoppers[0]!.customer.auth, 'Content-Type': 'application/json', 'X-Client-Mutation-Id': randomUUID() },
      body: JSON.stringify({ productCode: 'P1001', rating: 1 }),
    });
    expect(rated.status).toBe(200);
    const after = v.parse(endpoints.review.answer, await rated.json()).data?.rating;
    expect(after).not.toBe(before[0]);
    const changedAt = performance.now();

    const seenAfter = await Promise.all(
      others.map(async (server) => {
        while (performance.now() - changedAt < PROPAGATION_LIMIT_MS) {
          if ((await ratingIn(server.url, 'P1001')) === after) return performance.now() - changedAt;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return Number.POSITIVE_INFINITY;
      }),
    );
    console.info(`rating seen by the other processes after ${seenAfter.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);
    for (const ms of seenAfter) expect(ms).toBeLessThan(PROPAGATION_LIMIT_MS);
  });

  it('holds the sign-in rate limit across processes and says when to come back', async () => {
    const email = 'limited@example.com';
    const answers = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const server = servers[attempt % PROCESSES] as ServerProcess;
      const response = await fetch(`${server.url}/api/customer/login-start`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      answers.push({ status: response.status, retryAfter: response.headers.get('Retry-After') });
    }
    // One address may ask 3 codes for one e-mail per 15 minutes.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    for (const refused of answers.slice(3)) expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });

  it('loses no order, doubles none and credits each payment once while a process dies', async () => {
    let answered = 0;
    let killed = false;
    const victim = servers[1] as ServerProcess;
    const results: { customerId: number; orderId: number; orderCode: string; attempts: number }[] = [];

    const pay = async (gatewayOrderNumber: string, amountCents: number) => {
      const form = notificationForm(gatewayFields(gatewayOrderNumber, amountCents));
      const init = () => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form });
      // Redsys retries an unanswered notification, and may send it twice: both reach different processes.
      for (let copy = 0; copy < 2; copy += 1) {
        const answer = await sendUntilAnswered(`${proxy.url}/api/payments/redsys/notification`, init);
        expect(answer.status).toBe(200);
      }
    };

    const shop = async ({ customer, body }: (typeof shoppers)[number]) => {
      for (let order = 0; order < ORDERS_PER_CUSTOMER; order += 1) {
        const key = randomUUID();
        const init = () => ({
          method: 'POST',
          headers: { ...customer.auth, 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Location-Id': String(SHOP_ID) },
          body: JSON.stringify(body),
        });
        const answer = await sendUntilAnswered(`${proxy.url}/api/customer/orders`, init);
        expect(answer.status).toBe(200);
        const created = v.parse(endpoints.orderCreate.answer, answer.body).data;
        if (!created?.payment) throw new Error('A card order comes with its payment form');
        results.push({ customerId: customer.id, orderId: created.order.orderId, orderCode: created.order.orderCode, attempts: answer.attempts });
        answered += 1;
        if (answered === KILL_AFTER_ANSWERS && !killed) {
          killed = true;
          void victim.kill();
        }
        const charge = decodeMerchantParameters(created.payment.Ds_MerchantParameters);
        await pay(String(charge.Ds_Merchant_Order), Number(charge.Ds_Merchant_Amount));
      }
    };
    await Promise.all(shoppers.map(shop));
    console.info(`three processes: faults ${JSON.stringify(proxy.counts)}, ${results.reduce((n, r) => n + r.attempts, 0)} sends for ${results.length} orders`);

    expect(killed).toBe(true);
    expect(proxy.counts.dropBeforeForward).toBeGreaterThan(0);
    expect(proxy.counts.resetAfterForward).toBeGreaterThan(0);
    const total = CUSTOMERS * ORDERS_PER_CUSTOMER;
    expect(results).toHaveLength(total);
    const orderIds = results.map((result) => result.orderId);
    expect(new Set(orderIds).size).toBe(total);

    const customerIds = shoppers.map((shopper) => shopper.customer.id);
    const stored = await opened.db
      .select({ id: orders.id, paymentStatusId: orders.paymentStatusId })
      .from(orders)
      .where(inArray(orders.customerId, customerIds));
    expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual([...orderIds].sort((a, b) => a - b));
    expect(stored.filter((row) => row.paymentStatusId !== PAYMENT_STATUS.paid)).toEqual([]);

    const earned = await opened.db
      .select({ orderRef: loyaltyMovements.orderRef, times: count() })
      .from(loyaltyMovements)
      .where(and(inArray(loyaltyMovements.customerId, customerIds), eq(loyaltyMovements.kind, 'earned')))
      .groupBy(loyaltyMovements.orderRef);
    expect(earned).toHaveLength(total);
    expect(earned.filter((row) => row.times !== 1)).toEqual([]);
    expect(new Set(earned.map((row) => row.orderRef))).toEqual(new Set(results.map((result) => result.orderCode)));

    // One receipt queued per paid order; the processes' senders (demo mode: into the outbox) never send one twice.
    const receipts = await opened.db.select({ key: mailQueue.key }).from(mailQueue).where(like(mailQueue.key, 'receipt:%'));
    expect(new Set(receipts.map((row) => row.key))).toEqual(new Set(orderIds.map((id) => `receipt:${id}`)));
    const sentTwice = await opened.db
      .select({ subject: mailOutbox.subject, times: count() })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, '%recibo%'))
      .groupBy(mailOutbox.subject)
      .having(gt(count(), 1));
    expect(sentTwice).toEqual([]);
  }, 300_000);
});
