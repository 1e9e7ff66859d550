import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startTestApi, type RecordedRequest } from './testApi';
import { loyaltyInvoice, plainInvoice } from './invoicesFixtures';
import { makeToken, setSessionCookie } from '../features/loginTestKit';

type Answer = { status: number; body: unknown };
let api: Awaited<ReturnType<typeof startTestApi>>;
let answer: Answer;
let invoices: typeof import('../../../src/data/invoices');
let db: typeof import('../../../src/data/db').db;
let token: string;

const invoiceCalls = (requests: RecordedRequest[]) => requests.filter((request) => request.url === '/api/customer/invoices');

beforeAll(async () => {
  api = await startTestApi((_request, response) => sendJson(response, answer.status, answer.body));
  vi.stubEnv('VITE_API_BASE', api.baseURL);
  invoices = await import('../../../src/data/invoices');
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
  setSessionCookie(token);
  api.requests.length = 0;
  answer = { status: 200, body: { wasOk: true, data: [plainInvoice, loyaltyInvoice] } };
  await db.invoices.clear();
  await db.syncStamps.clear();
});

describe('invoices mirror (GET /customer/invoices into Dexie)', () => {
  it('stores the list with the bearer token and stamps when it was fetched', async () => {
    const before = Date.now();
    await invoices.refreshInvoices();
    const calls = invoiceCalls(api.requests);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${token}`);
    const rows = await db.invoices.orderBy('invoiceDate').toArray();
    expect(rows.map((row) => row.invoiceNumber)).toEqual(['F2025-000041', 'F2025-000042']);
    expect(rows[1]!.legal.vatNumber).toBe('B12345678');
    const stamp = await db.syncStamps.get(invoices.INVOICES_SYNC_KEY);
    expect(stamp!.fetchedAt).toBeGreaterThanOrEqual(before);
  });

  it('replaces the mirror whole: an invoice the server no longer lists disappears', async () => {
    await invoices.refreshInvoices();
    answer = { status: 200, body: { wasOk: true, data: [loyaltyInvoice] } };
    await invoices.refreshInvoices();
    expect((await db.invoices.toArray()).map((row) => row.invoiceNumber)).toEqual(['F2025-000042']);
  });

  it('keeps what it has when the server fails', async () => {
    await invoices.refreshInvoices();
    answer = { status: 500, body: { wasOk: false, error: { code: 'internal', message: 'boom' } } };
    await invoices.refreshInvoices();
    expect(await db.invoices.count()).toBe(2);
  });

  it('refetches only when older than 600 s', async () => {
    await invoices.refreshInvoices();
    const { fetchedAt } = (await db.syncStamps.get(invoices.INVOICES_SYNC_KEY))!;
    await invoices.refreshInvoicesIfStale(fetchedAt + 599_000);
    expect(invoiceCalls(api.requests)).toHaveLength(1);
    await invoices.refreshInvoicesIfStale(fetchedAt + 601_000);
    expect(invoiceCalls(api.requests)).toHaveLength(2);
  });

  it('an empty list still counts as fetched (no refetch on every open)', async () => {
    answer = { status: 200, body: { wasOk: true, data: [] } };
    await invoices.refreshInvoicesIfStale();
    await invoices.refreshInvoicesIfStale();
    expect(invoiceCalls(api.requests)).toHaveLength(1);
    expect(await db.invoices.count()).toBe(0);
  });

  it('asks nothing when signed out', async () => {
    setSessionCookie(null);
    await invoices.refreshInvoicesIfStale();
    await invoices.refreshInvoices();
    expect(invoiceCalls(api.requests)).toHaveLength(0);
  });

  it('clearInvoices drops the rows and the stamp', async () => {
    await invoices.refreshInvoices();
    await invoices.clearInvoices();
    expect(await db.invoices.count()).toBe(0);
    expect(await db.syncStamps.get(invoices.INVOICES_SYNC_KEY)).toBeUndefined();
  });
});
