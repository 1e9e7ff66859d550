import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startTestApi, type RecordedRequest } from './testApi';
import { loyaltyInvoice, plainInvoice } from './invoicesFixtures';
import { makeToken, setSessionToken } from '../customer/features/loginTestKit';

type Answer = { status: number; body: unknown };
let api: Awaited<ReturnType<typeof startTestApi>>;
let answer: Answer;
let invoices: typeof import('../../../src/data/invoices');
let db: typeof import('../../../src/data/db').db;
let token: string;
let customer: typeof import('../../../src/data/customer/sync');
let scope: typeof import('../../../src/data/sync/customerScope');
let STAMP: string;

/** What the invoices screen asks as it opens: a fetch now, shared with one under way. */
const refreshInvoices = () => customer.customerSync.refresh(invoices.invoicesResource, { force: true });
const invoiceCalls = (requests: RecordedRequest[]) => requests.filter((request) => request.url === '/api/customer/invoices');

beforeAll(async () => {
  api = await startTestApi((_request, response) => sendJson(response, answer.status, answer.body));
  vi.stubEnv('VITE_API_BASE', api.baseURL);
  invoices = await import('../../../src/data/invoices');
  customer = await import('../../../src/data/customer/sync');
  scope = await import('../../../src/data/sync/customerScope');
  STAMP = customer.customerStampKey('invoices');
  ({ db } = await import('../../../src/data/db'));
  const { provideSessionToken } = await import('../../../src/data/runtime');
  const { peekUsableToken } = await import('../../../src/data/sessionToken');
  provideSessionToken(peekUsableToken);
});
afterAll(async () => {
  await api.close();
  vi.unstubAllEnvs();
});
beforeEach(async () => {
  token = makeToken(3600);
  setSessionToken(token);
  api.requests.length = 0;
  answer = { status: 200, body: { wasOk: true, data: [plainInvoice, loyaltyInvoice] } };
  await db.invoices.clear();
  await db.syncStamps.clear();
});

describe('invoices mirror (GET /customer/invoices into Dexie)', () => {
  it('stores the list with the bearer token and stamps when it was fetched', async () => {
    const before = Date.now();
    await refreshInvoices();
    const calls = invoiceCalls(api.requests);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${token}`);
    const rows = await db.invoices.orderBy('invoiceDate').toArray();
    expect(rows.map((row) => row.invoiceNumber)).toEqual(['F2025-000041', 'F2025-000042']);
    expect(rows[1]!.legal.vatNumber).toBe('B12345678');
    const stamp = await db.syncStamps.get(STAMP);
    expect(stamp!.fetchedAt).toBeGreaterThanOrEqual(before);
  });

  it('replaces the mirror whole: an invoice the server no longer lists disappears', async () => {
    await refreshInvoices();
    answer = { status: 200, body: { wasOk: true, data: [loyaltyInvoice] } };
    await refreshInvoices();
    expect((await db.invoices.toArray()).map((row) => row.invoiceNumber)).toEqual(['F2025-000042']);
  });

  it('keeps what it has when the server fails', async () => {
    await refreshInvoices();
    answer = { status: 500, body: { wasOk: false, error: { code: 'internal', message: 'boom' } } };
    await refreshInvoices();
    expect(await db.invoices.count()).toBe(2);
  });

  it('refetches only when older than 600 s', async () => {
    await refreshInvoices();
    const { fetchedAt } = (await db.syncStamps.get(STAMP))!;
    const { CustomerSync } = await import('../../../src/data/customer/engine');
    const at = (now: number) => new CustomerSync({ db, getScope: () => token, now: () => now });
    await at(fetchedAt + 599_000).refresh(invoices.invoicesResource);
    expect(invoiceCalls(api.requests)).toHaveLength(1);
    await at(fetchedAt + 601_000).refresh(invoices.invoicesResource);
    expect(invoiceCalls(api.requests)).toHaveLength(2);
  });

  it('an empty list still counts as fetched (no refetch on every open)', async () => {
    answer = { status: 200, body: { wasOk: true, data: [] } };
    await customer.customerSync.refresh(invoices.invoicesResource);
    await customer.customerSync.refresh(invoices.invoicesResource);
    expect(invoiceCalls(api.requests)).toHaveLength(1);
    expect(await db.invoices.count()).toBe(0);
  });

  it('asks nothing when signed out', async () => {
    setSessionToken(null);
    await customer.customerSync.refresh(invoices.invoicesResource);
    await refreshInvoices();
    expect(invoiceCalls(api.requests)).toHaveLength(0);
  });

  it('clearing the customer scope (sign-out) drops the rows and the stamp', async () => {
    await refreshInvoices();
    await scope.clearCustomerScope();
    expect(await db.invoices.count()).toBe(0);
    expect(await db.syncStamps.get(STAMP)).toBeUndefined();
  });
});
