import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import type { CardPaymentForm, OrderCreateBody } from '../../../src/api/contract';
import { endpoints } from '../../../src/api/contract/endpoints';
import { startServer } from '../../../server/start';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedIfEmpty } from '../../../server/modules/catalogue/demoCatalogue';
import { memoryLogger, type Backend, type FreshDatabase } from '../harness';
import { createCustomer } from './customers';
import { OPEN_TIME, SHOP_ID, cartLine, orderBody } from './orderBed';

/** The text TEST_SECRET of support/customers.ts is made from: the server signs sessions with it too. */
const JWT_SECRET = 'account-tests-secret-0123456789abcdef';

export interface SandboxGateway {
  url: string;
  /** Calls the API over HTTP as the customer whose headers `auth` holds. */
  api(method: string, url: string, payload?: unknown, headers?: Record<string, string>): Promise<{ wasOk: boolean; data?: unknown }>;
  /** Places the order and answers the gateway form the app posts. */
  placeOrder(body: OrderCreateBody, language: string): ReturnType<typeof placeOrderOn>;
  /** What the browser does with the app's form: posts it to the gateway and reads the page it gets. */
  openGateway(payment: CardPaymentForm): Promise<{ status: number; html: string; csp: string }>;
  /** Presses Pay or Fail on the gateway page (with the Bizum mobile number where one is typed). */
  decide(html: string, decision: 'pay' | 'fail', phone?: string): Promise<Response>;
  close(): Promise<void>;
}

type Api = SandboxGateway['api'];

async function placeOrderOn(api: Api, body: OrderCreateBody, language: string) {
  const answer = v.parse(
    endpoints.orderCreate.answer,
    await api('POST', '/customer/orders', body, { 'Idempotency-Key': crypto.randomUUID(), 'X-Location-Id': String(SHOP_ID), 'X-Language': language }),
  );
  if (!answer.data?.payment) throw new Error(`no gateway form: ${JSON.stringify(answer)}`);
  return { order: answer.data.order, payment: answer.data.payment };
}

/** The gateway page as the browser got it: answered, a plain page without script, showing each of `shown` and none of `absent`. */
export function expectGatewayPage(page: { status: number; html: string }, shown: string[], absent: string[] = []): void {
  expect(page.status).toBe(200);
  for (const text of shown) expect(page.html).toContain(text);
  for (const text of absent) expect(page.html).not.toContain(text);
  expect(page.html).not.toContain('<script');
}

const hiddenFields = (html: string) => Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));

/** What the browser does with the app's form: posts it to the gateway and reads the page it gets. */
export async function openGatewayPage(payment: CardPaymentForm): Promise<{ status: number; html: string; csp: string }> {
  const { url, ...fields } = payment;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text(), csp: response.headers.get('Content-Security-Policy') ?? '' };
}

/** Presses Pay or Fail on the gateway page `html` of the server at `baseUrl` (with the Bizum mobile number where one is typed). */
export function decideOnGateway(baseUrl: string, html: string, decision: 'pay' | 'fail', phone?: string): Promise<Response> {
  return fetch(`${baseUrl}/api/payments/sandbox/decide`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...hiddenFields(html), decision, ...(phone === undefined ? {} : { phone }) }).toString(),
  });
}

/** Serves the app (with a stub dist folder) on the seeded database `fresh` at the shop's opening time; `fresh.opened` must be closed first. */
export async function startSandboxGateway(fresh: FreshDatabase, auth: Record<string, string>): Promise<SandboxGateway> {
  const dist = mkdtempSync(path.join(tmpdir(), 'ritmo-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Ritmo</title>');
  const server = await startServer({ port: 0, ...fresh.location, distDir: dist, jwtSecret: JWT_SECRET, now: () => OPEN_TIME, logger: memoryLogger().logger });
  const api: Api = async (method, url, payload, headers = {}) => {
    const response = await fetch(`${server.url}/api${url}`, {
      method,
      headers: { ...auth, 'Content-Type': 'application/json', ...headers },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    return (await response.json()) as { wasOk: boolean; data?: unknown };
  };
  return {
    url: server.url,
    api,
    placeOrder: (body, language) => placeOrderOn(api, body, language),
    openGateway: openGatewayPage,
    decide: (html, decision, phone) => decideOnGateway(server.url, html, decision, phone),
    close: async () => {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

export interface SandboxGatewayBlock extends Omit<SandboxGateway, 'placeOrder' | 'close'> {
  /** Places the customer's order of two P1005 in `language`. */
  placeOrder(language: string): ReturnType<typeof placeOrderOn>;
}

/**
 * Sets up the calling block: before its tests a seeded database on `backend`, the customer Ana (`email`,
 * `phone`) with an order of two P1005 to place (`orderOptions`), and the sandbox gateway server acting for
 * her; after them all is closed.
 */
export function sandboxGatewayBlock(
  backend: Backend,
  { email, phone }: { email: string; phone: string },
  orderOptions: Parameters<typeof orderBody>[3] = {},
): SandboxGatewayBlock {
  let fresh: FreshDatabase | undefined;
  let server: SandboxGateway | undefined;
  let body: OrderCreateBody;
  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    const ana = await createCustomer(fresh.opened.db, email, { name: 'Ana', phone });
    body = await orderBody(fresh.opened.db, ana.id, [await cartLine(fresh.opened.db, 'P1005', 2)], orderOptions);
    await fresh.opened.close();
    server = await startSandboxGateway(fresh, ana.auth);
  });
  afterAll(async () => {
    await server?.close();
    await fresh?.dispose();
  });
  const started = () => {
    if (!server) throw new Error('the sandbox gateway has not started');
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    api: (...args) => started().api(...args),
    placeOrder: (language) => started().placeOrder(body, language),
    openGateway: (payment) => started().openGateway(payment),
    decide: (...args) => started().decide(...args),
  };
}
