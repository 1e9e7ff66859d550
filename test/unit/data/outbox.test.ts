import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { AppDb } from '../../../src/data/db';
import type { RejectedWrite } from '../../../src/data/outbox/notices';
import { accountEntity } from '../../../src/data/outbox/accountEntity';
import { addressEntity } from '../../../src/data/outbox/addressEntity';
import { OutboxSender } from '../../../src/data/outbox/sender';
import { retryDelayMs } from '../../../src/data/outbox/verdict';
import { account, resetAccountApi, startAccountApi, type AccountApi } from './outboxTestApi';

let api: AccountApi;
const db = new AppDb('outbox-test');
let online = true;
let now = 1_000_000;
let token: string | undefined = 'token-1';
let rejected: RejectedWrite[] = [];
let outbox: OutboxSender;

beforeAll(async () => {
  api = await startAccountApi();
});
afterAll(() => api.close());

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  resetAccountApi(api, { account: structuredClone(account) });
  online = true;
  now = 1_000_000;
  token = 'token-1';
  rejected = [];
  const client = createApiClient({ baseURL: api.baseURL, getLanguage: () => 'es', getLocationId: () => 10, getToken: () => token, logError: () => {} });
  outbox = new OutboxSender({ db, client, isOnline: () => online, now: () => now, getToken: () => token, onRejected: (r) => rejected.push(r), entities: [accountEntity, addressEntity] });
});

const promotions = (receivePromotions: boolean) =>
  ({ endpoint: 'preferencesPatch', body: { receivePromotions }, entityKey: 'preferences' }) as const;
const writes = () => api.requests.filter((request) => request.method !== 'GET');

describe('outbox order and exactly-once delivery (DESIGN §8)', () => {
  it('sends queued writes oldest first, each with its own X-Client-Mutation-Id', async () => {
    online = false;
    await outbox.enqueue(promotions(true));
    await outbox.enqueue({ endpoint: 'accountPatch', body: { name: 'Ana Gómez', phone: '600999888' }, entityKey: 'account' });
    await outbox.enqueue(promotions(false));
    expect(api.requests).toHaveLength(0);

    online = true;
    expect(await outbox.drain()).toBe('empty');
    expect(writes().map((request) => `${request.method} ${request.url} ${request.body}`)).toEqual([
      'PATCH /api/customer/preferences {"receivePromotions":true}',
      'PATCH /api/customer/account {"name":"Ana Gómez","phone":"600999888"}',
      'PATCH /api/customer/preferences {"receivePromotions":false}',
    ]);
    const ids = writes().map((request) => request.headers['x-client-mutation-id']);
    expect(new Set(ids).size).toBe(3);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.account.get('current'))?.data).toMatchObject({ name: 'Ana Gómez', preferences: { receivePromotions: false } });
  });

  it('replays the same id after a lost answer, and the server applies the write once', async () => {
    api.state.dropNextAnswer = true;
    await outbox.enqueue({ endpoint: 'accountPatch', body: { name: 'Ana Gómez', phone: '600999888' }, entityKey: 'account' });
    expect(await outbox.drain()).toBe('offline');
    expect(await db.outbox.count()).toBe(1);
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 1, lastError: 'network' });

    expect(await outbox.drain()).toBe('empty');
    const [first, replay] = writes();
    expect(replay?.headers['x-client-mutation-id']).toBe(first?.headers['x-client-mutation-id']);
    expect(api.state.applied).toEqual(['PATCH /api/customer/account']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps writes made offline and sends them when the network comes back', async () => {
    online = false;
    const stop = outbox.start(60_000);
    await outbox.enqueue(promotions(true));
    await outbox.drain();
    expect(api.requests).toHaveLength(0);

    online = true;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => db.outbox.count()).toBe(0);
    stop();
    expect(api.state.account.preferences.receivePromotions).toBe(true);
  });

  it('leaves a write queued when the server cannot be reached', async () => {
    const unreachable = createApiClient({ baseURL: 'http://127.0.0.1:9/api', getLanguage: () => 'es', getLocationId: () => 10, logError: () => {} });
    const cutOff = new OutboxSender({ db, client: unreachable, now: () => now, entities: [accountEntity, addressEntity] });
    expect(await cutOff.enqueueAndWait(promotions(true))).toBe('queued');
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('outbox answers that are not a success', () => {
  it('drops a refused write (4xx), tells the customer, refetches the mirror and goes on', async () => {
    await outbox.enqueue(promotions(true));
    await outbox.drain();
    online = false;
    await outbox.enqueue({ endpoint: 'accountPatch', body: { name: 'Bad', phone: '1' }, entityKey: 'account' });
    await outbox.enqueue(promotions(false));
    online = true;
    api.state.refuse = (request) => (request.url === '/api/customer/account' && request.method === 'PATCH' ? 400 : undefined);
    expect(await outbox.drain()).toBe('empty');

    expect(rejected).toEqual([expect.objectContaining({ endpoint: 'accountPatch', entityKey: 'account', httpStatus: 400 })]);
    expect(api.requests.some((request) => request.method === 'GET' && request.url === '/api/customer/account')).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    expect(api.state.account.preferences.receivePromotions).toBe(false);
    expect((await db.account.get('current'))?.data).toMatchObject({ name: account.name, preferences: { receivePromotions: false } });
  });

  it('keeps a write on a server error (5xx) and retries after a growing back-off', async () => {
    api.state.refuse = () => 503;
    await outbox.enqueue(promotions(true));
    expect(await outbox.drain()).toBe('retry-later');
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 1, lastError: 'server-error' });

    api.state.refuse = () => undefined;
    expect(await outbox.drain()).toBe('retry-later');
    now += retryDelayMs(1);
    expect(await outbox.drain()).toBe('empty');
    expect(api.state.account.preferences.receivePromotions).toBe(true);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(retryDelayMs(20)).toBe(5 * 60_000);
  });

  it('stops on 401 and sends nothing more with the refused token', async () => {
    api.state.refuse = () => 401;
    await outbox.enqueue(promotions(true));
    expect(await outbox.drain()).toBe('signed-out');
    api.state.refuse = () => undefined;
    expect(await outbox.drain()).toBe('signed-out');
    expect(writes()).toHaveLength(1);
    expect(await db.outbox.count()).toBe(1);

    token = 'token-2';
    expect(await outbox.drain()).toBe('empty');
  });

  it('sends nothing without a session', async () => {
    token = undefined;
    await outbox.enqueue(promotions(true));
    expect(await outbox.drain()).toBe('signed-out');
    expect(api.requests).toHaveLength(0);
  });
});
