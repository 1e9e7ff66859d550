import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// The spec's CacheStorage as Node's fetch implements it (jsdom has none): the same calls a browser answers.
import { caches as cacheStorage, Response as CachedResponse } from 'undici';
import { sendJson, startTestApi } from './testApi';
import { account, makeToken, sessionFor, setSessionToken } from '../customer/features/loginTestKit';

const ORIGIN = 'http://localhost';
let api: Awaited<ReturnType<typeof startTestApi>>;
let session: typeof import('../../../src/data/session');
let db: typeof import('../../../src/data/db').db;

/** What an earlier service worker left behind for Ana, beside the caches that hold nobody's data. */
async function fillCachesAsAnOlderVersionDid(token: string): Promise<void> {
  await (await cacheStorage.open('api-customer')).put(`${ORIGIN}/api/customer/orders`, new CachedResponse('{"wasOk":true,"data":[{"orderId":41}]}'));
  await (await cacheStorage.open('orders-sw-state')).put(`${ORIGIN}/__sw/orders-token`, new CachedResponse(token));
  await (await cacheStorage.open('documents')).put(`${ORIGIN}/__documents/last`, new CachedResponse('<!doctype html>'));
  await (await cacheStorage.open('media')).put(`${ORIGIN}/media/p1001.webp`, new CachedResponse('image'));
}

async function storeSession(token: string): Promise<void> {
  setSessionToken(token);
  await db.session.put({ key: 'current', data: sessionFor(token), fetchedAt: Date.now() });
  await db.account.put({ key: 'current', data: account, fetchedAt: Date.now() });
}

beforeAll(async () => {
  api = await startTestApi((_request, response) => sendJson(response, 200, { wasOk: true, data: { loggedOut: true } }));
  vi.stubEnv('VITE_API_BASE', api.baseURL);
  vi.stubGlobal('caches', cacheStorage);
  session = await import('../../../src/data/session');
  ({ db } = await import('../../../src/data/db'));
  session.startSession();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  await api.close();
});
beforeEach(async () => {
  setSessionToken(null);
  for (const name of await cacheStorage.keys()) await cacheStorage.delete(name);
  await Promise.all([db.session.clear(), db.account.clear()]);
});

describe('caches of the customer left by earlier service workers', () => {
  it('are deleted when the customer signs out; the document and photo caches stay', async () => {
    const token = makeToken(3600);
    await storeSession(token);
    await fillCachesAsAnOlderVersionDid(token);
    await session.signOut();
    expect((await cacheStorage.keys()).sort()).toEqual(['documents', 'media']);
  });

  it('are deleted when another customer signs in on the same device', async () => {
    await storeSession(makeToken(3600));
    await fillCachesAsAnOlderVersionDid('ana-token');
    const other = makeToken(3600, 8);
    await session.signIn(sessionFor(other, { user: { id: 8, code: 'RC000008', email: 'bruno@example.com' } }));
    expect((await cacheStorage.keys()).sort()).toEqual(['documents', 'media']);
  });

  it('take the signed-in customer\'s unsaved forms with them on sign-out; other drafts stay', async () => {
    await storeSession(makeToken(3600));
    sessionStorage.setItem('customer-draft:address', '{"street":"Calle de Alba 3"}');
    sessionStorage.setItem('customer-draft:contact', '{"name":"Alba","phone":"600000000"}');
    sessionStorage.setItem('login-draft', '{"email":"bruno@example.com"}');
    await session.signOut();
    expect(sessionStorage.getItem('customer-draft:address')).toBeNull();
    expect(sessionStorage.getItem('customer-draft:contact')).toBeNull();
    expect(sessionStorage.getItem('login-draft')).not.toBeNull();
  });
});
