import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPaymentForm, OrderCreateBody } from '../../src/api/contract';
import { endpoints } from '../../src/api/contract/endpoints';
import { seedIfEmpty } from '../../server/catalogue/demoCatalogue';
import { startServer, type RunningServer } from '../../server/start';
import { backends, memoryLogger, type FreshDatabase } from './harness';
import { createCustomer, type TestCustomer } from './support/customers';
import { OPEN_TIME, SHOP_ID, cartLine, orderBody } from './support/orderBed';

/** The text TEST_SECRET of support/customers.ts is made from: the server signs sessions with it too. */
const JWT_SECRET = 'account-tests-secret-0123456789abcdef';

describe.each(backends)('sandbox card gateway over real HTTP on $name', (backend) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let ana: TestCustomer;
  let body: OrderCreateBody;
  let dist: string;

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    ana = await createCustomer(fresh.opened.db, 'ana.card@example.com', { name: 'Ana', phone: '600000021' });
    body = await orderBody(fresh.opened.db, ana.id, [await cartLine(fresh.opened.db, 'P1005', 2)]);
    await fresh.opened.close();
    dist = mkdtempSync(path.join(tmpdir(), 'ritmo-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Ritmo</title>');
    server = await startServer({ port: 0, ...fresh.location, distDir: dist, jwtSecret: JWT_SECRET, now: () => OPEN_TIME, logger: memoryLogger().logger });
  });
  afterAll(async () => {
    await server?.close();
    await fresh?.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  const api = async (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/api${url}`, {
      method,
      headers: { ...ana.auth, 'Content-Type': 'application/json', ...headers },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    return (await response.json()) as { wasOk: boolean; data?: unknown };
  };
  const placeOrder = async () => {
    const answer = v.parse(
      endpoints.orderCreate.answer,
      await api('POST', '/customer/orders', body, { 'Idempotency-Key': crypto.randomUUID(), 'X-Location-Id': String(SHOP_ID), 'X-Language': 'en' }),
    );
    if (!answer.data?.payment) throw new Error(`no card form: ${JSON.stringify(answer)}`);
    return { orderId: answer.data.order.orderId, payment: answer.data.payment };
  };
  /** What the browser does with the app's form: posts it to the gateway and reads the page it gets. */
  const openGateway = async (payment: CardPaymentForm) => {
    const { url, ...fields } = payment;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, html: await response.text(), csp: response.headers.get('Content-Security-Policy') ?? '' };
  };
  const hiddenFields = (html: string) =>
    Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
  const decide = (html: string, decision: 'pay' | 'fail') =>
    fetch(`${server.url}/api/payments/sandbox/decide`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...hiddenFields(html), decision }).toString(),
    });
  const paymentStatusOf = async (orderId: number) => {
    const orders = v.parse(endpoints.orders.answer, await api('GET', '/customer/orders')).data ?? [];
    return orders.find((order) => order.orderId === orderId)?.paymentStatus.id;
  };

  it('pays: the gateway page, Pay, the signed notification, back to /#/pok, the order paid', async () => {
    const { orderId, payment } = await placeOrder();
    expect(payment.url).toBe(`${server.url}/api/payments/sandbox`);
    const page = await openGateway(payment);
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="sandbox-pay"');
    expect(page.html).toContain('data-testid="sandbox-fail"');
    expect(page.html).toContain('Test payment gateway');
    expect(page.html).toContain('999008881');
    expect(page.html).not.toContain('<script');
    expect(page.csp).toContain("form-action 'self'");
    const back = await decide(page.html, 'pay');
    expect(back.status).toBe(302);
    const location = back.headers.get('Location') ?? '';
    expect(location).toBe(`${server.url}/#/pok?order=${orderId}`);
    expect((await fetch(location)).status).toBe(200);
    expect(await paymentStatusOf(orderId)).toBe(11001);
  });

  it('fails: Fail sends the refusal and the browser to /#/pko; the order stays payable', async () => {
    const { orderId, payment } = await placeOrder();
    const page = await openGateway(payment);
    const back = await decide(page.html, 'fail');
    expect(back.headers.get('Location')).toBe(`${server.url}/#/pko?order=${orderId}`);
    expect(await paymentStatusOf(orderId)).toBe(11002);
    const again = v.parse(endpoints.orderPay.answer, await api('POST', `/customer/orders/${orderId}/pay`, {}));
    const retry = await openGateway(again.data!);
    expect((await decide(retry.html, 'pay')).headers.get('Location')).toBe(`${server.url}/#/pok?order=${orderId}`);
    expect(await paymentStatusOf(orderId)).toBe(11001);
  });

  it('refuses a form whose signature does not match, as the real gateway would', async () => {
    const { payment } = await placeOrder();
    const page = await openGateway({ ...payment, Ds_Signature: payment.Ds_Signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(page.status).toBe(400);
    expect(page.html).not.toContain('sandbox-pay');
  });
});
