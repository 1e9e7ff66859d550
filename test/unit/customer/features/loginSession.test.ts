import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerResponse } from 'node:http';
import { sendJson, startTestApi, type RecordedRequest } from '../../data/testApi';
import { account, loyalty, makeToken, sessionFor, setSessionToken } from './loginTestKit';

type Handler = (request: RecordedRequest, response: ServerResponse) => void;
let respond: Handler;
let api: Awaited<ReturnType<typeof startTestApi>>;
let session: typeof import('../../../../src/data/session');
let tokens: typeof import('../../../../src/data/sessionToken');
let db: typeof import('../../../../src/data/db').db;
let apiClient: typeof import('../../../../src/data/runtime').apiClient;
let accountData: typeof import('../../../../src/data/account');
let customer: typeof import('../../../../src/data/customer/sync');

beforeAll(async () => {
  api = await startTestApi((request, response) => respond(request, response));
  vi.stubEnv('VITE_API_BASE', api.baseURL);
  session = await import('../../../../src/data/session');
  tokens = await import('../../../../src/data/sessionToken');
  ({ db } = await import('../../../../src/data/db'));
  ({ apiClient } = await import('../../../../src/data/runtime'));
  accountData = await import('../../../../src/data/account');
  customer = await import('../../../../src/data/customer/sync');
  customer.customerSync.keep(accountData.accountResource);
  customer.customerSync.keep(accountData.loyaltyResource);
  session.startSession();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(async () => {
  setSessionToken(null);
  api.requests.length = 0;
  respond = (request, response) => {
    if (request.url === '/api/customer/account') sendJson(response, 200, { wasOk: true, data: account });
    else if (request.url === '/api/customer/loyalty') sendJson(response, 200, { wasOk: true, data: loyalty });
    else sendJson(response, 200, { wasOk: true, data: { loggedOut: true } });
  };
  await Promise.all([db.session.clear(), db.account.clear(), db.loyalty.clear(), db.addresses.clear(), db.outbox.clear(), db.syncStamps.clear()]);
});

const storedToken = () => localStorage.getItem(tokens.SESSION_STORAGE_KEY);

const stampFresh = (key: string, fetchedAt = Date.now()) => db.syncStamps.put({ key: customer.customerStampKey(key), fetchedAt });

async function storeSession(token: string) {
  setSessionToken(token);
  await db.session.put({ key: 'current', data: sessionFor(token), fetchedAt: Date.now() });
  await db.account.put({ key: 'current', data: account, fetchedAt: Date.now() });
}

describe('session token (spec §3 token payload, §4 session)', () => {
  it('reads exp from the JWT payload without verifying it', () => {
    const token = makeToken(60);
    const exp = tokens.tokenExpiresAt(token)!;
    expect(Math.abs(exp - (Date.now() + 60_000))).toBeLessThan(2000);
    expect(tokens.tokenExpiresAt('not-a-jwt')).toBeUndefined();
    expect(tokens.tokenExpiresAt('a.bm90IGpzb24.c')).toBeUndefined();
  });

  it('getSessionToken gives a token that has not expired', async () => {
    const token = makeToken(3600);
    await storeSession(token);
    expect(session.getSessionToken()).toBe(token);
  });

  it('removes an expired token, and the stored session with it, and tells the app', async () => {
    const ended = vi.fn();
    const unsubscribe = session.subscribeSessionEnded(ended);
    await storeSession(makeToken(-5));
    expect(session.getSessionToken()).toBeUndefined();
    expect(storedToken()).toBeNull();
    await vi.waitFor(async () => expect(await db.session.count()).toBe(0));
    expect(await db.account.count()).toBe(0);
    expect(ended).toHaveBeenCalledWith('expired');
    unsubscribe();
  });
});

describe('sign-in and sign-out', () => {
  it('moves a token an earlier version left in the session cookie to storage, and expires the cookie', () => {
    const token = makeToken(3600);
    document.cookie = `session=${encodeURIComponent(token)}; path=/`;
    tokens.moveLegacySessionCookie();
    expect(storedToken()).toBe(token);
    expect(document.cookie).not.toContain('session=');
    expect(session.getSessionToken()).toBe(token);
    // A token already in storage is newer than the cookie's: it stays.
    document.cookie = `session=${encodeURIComponent(makeToken(60))}; path=/`;
    tokens.moveLegacySessionCookie();
    expect(storedToken()).toBe(token);
    expect(document.cookie).not.toContain('session=');
  });

  it('signIn keeps the token in storage, not in a cookie (document.cookie never shows it), and the session in Dexie', async () => {
    const token = makeToken(3600);
    await session.signIn(sessionFor(token));
    expect(storedToken()).toBe(token);
    expect(document.cookie).not.toContain('session=');
    expect((await db.session.get('current'))?.data.user.email).toBe('ana@example.com');
    expect((await db.account.get('current'))?.data.name).toBe('Ana García');
  });

  it('signOut tells the server and clears the token, the customer tables and the cart', async () => {
    const token = makeToken(3600);
    await storeSession(token);
    localStorage.setItem('cart', '{"products":[]}');
    await db.outbox.add({ mutationId: 'm1', endpoint: 'accountPatch', entityKey: 'account', createdAt: 1, attempts: 0 });
    await session.signOut();
    const logout = api.requests.find((request) => request.url === '/api/customer/logout');
    expect(logout?.headers.authorization).toBe(`Bearer ${token}`);
    expect(storedToken()).toBeNull();
    expect(await db.session.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('a 401 from a customer call while signed in signs out locally', async () => {
    const ended = vi.fn();
    const unsubscribe = session.subscribeSessionEnded(ended);
    await storeSession(makeToken(3600));
    respond = (_request, response) => sendJson(response, 401, { wasOk: false, error: { code: 'unauthorized', message: 'Sign in again' } });
    await apiClient.call('addresses');
    await vi.waitFor(() => expect(ended).toHaveBeenCalledWith('unauthorized'));
    expect(await db.session.count()).toBe(0);
    expect(storedToken()).toBeNull();
    unsubscribe();
  });

  it('a 401 from a sign-in call (wrong code) does not end the session', async () => {
    const token = makeToken(3600);
    await storeSession(token);
    respond = (_request, response) => sendJson(response, 401, { wasOk: false, error: { code: 'wrong_code', message: 'Wrong code' } });
    await apiClient.call('loginEnd', { body: { email: 'ana@example.com', code: 'ABCDE' } });
    expect(session.getSessionToken()).toBe(token);
    expect(await db.session.count()).toBe(1);
  });
});

describe('session restore at app start', () => {
  it('rebuilds the session from a cookie alone by fetching the account', async () => {
    const token = makeToken(3600);
    setSessionToken(token);
    await session.restoreSession();
    const stored = await db.session.get('current');
    expect(stored?.data).toMatchObject({ token, user: { id: 7, code: 'RC000007' } });
    // The contact details have one home: the account row, not the session row.
    expect(stored?.data).not.toHaveProperty('preferences');
    expect((await db.account.get('current'))?.data).toMatchObject({ name: 'Ana García' });
  });

  it('drops a stored session whose cookie is gone', async () => {
    await db.session.put({ key: 'current', data: sessionFor(makeToken(3600)), fetchedAt: Date.now() });
    await session.restoreSession();
    expect(await db.session.count()).toBe(0);
  });

  it('the customer engine refreshes the account when older than 30 s (customer data, not the 600 s reference rule)', async () => {
    await storeSession(makeToken(3600));
    await db.loyalty.put({ key: 'current', data: loyalty, fetchedAt: Date.now() });
    await Promise.all([stampFresh('account'), stampFresh('loyalty')]);
    await customer.customerSync.refreshOnTrigger();
    expect(api.requests).toHaveLength(0);
    await stampFresh('account', Date.now() - 31_000);
    await customer.customerSync.refreshOnTrigger();
    expect(api.requests.map((request) => request.url)).toEqual(['/api/customer/account']);
  });

  it('refetches a balance marked changed by an order, also when a fetch was already under way', async () => {
    await storeSession(makeToken(3600));
    await db.loyalty.put({ key: 'current', data: loyalty, fetchedAt: Date.now() });
    let served = 0;
    respond = (request, response) => {
      if (request.url === '/api/customer/account') return sendJson(response, 200, { wasOk: true, data: account });
      served += 1;
      const answer = { ...loyalty, ritmitosAvailable: served === 1 ? 575 : 342 };
      // The first answer left the server before the order paid; it arrives after the mark.
      setTimeout(() => sendJson(response, 200, { wasOk: true, data: answer }), served === 1 ? 200 : 0);
    };
    const before = accountData.refreshAccount();
    await vi.waitFor(() => expect(served).toBe(1));
    await accountData.markLoyaltyChanged();
    await before;
    await vi.waitFor(async () => expect((await db.loyalty.get('current'))?.data.ritmitosAvailable).toBe(342));
    expect(served).toBe(2);
    const stamp = await db.syncStamps.get(customer.customerStampKey('loyalty'));
    expect(stamp?.changedAt).toBeUndefined();

    // The mark is kept in Dexie: a page that starts after leaving for the gateway still refetches.
    await db.syncStamps.update(customer.customerStampKey('loyalty'), { changedAt: Date.now() });
    await customer.customerSync.refreshOnTrigger();
    expect(served).toBe(3);
  });
});
