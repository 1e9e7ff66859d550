import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import type { CardPaymentForm, OrderCreateBody } from '../../../src/api/contract';
import { endpoints } from '../../../src/api/contract/endpoints';
import { startServer } from '../../../server/start';
import { memoryLogger, type FreshDatabase } from '../harness';
import { OPEN_TIME, SHOP_ID } from './orderBed';

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

const hiddenFields = (html: string) => Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));

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
    openGateway: async (payment) => {
      const { url, ...fields } = payment;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: response.status, html: await response.text(), csp: response.headers.get('Content-Security-Policy') ?? '' };
    },
    decide: (html, decision, phone) =>
      fetch(`${server.url}/api/payments/sandbox/decide`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...hiddenFields(html), decision, ...(phone === undefined ? {} : { phone }) }).toString(),
      }),
    close: async () => {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
