import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CustomerSync, customerStampKey, type CustomerResource, type Loaded } from '../../../src/data/customer/engine';
import { db } from '../../../src/data/db';
import { clearCustomerScope } from '../../../src/data/sync/customerScope';

let token: string | undefined;
let online: boolean;
let visible: boolean;
let now: number;
let engine: CustomerSync;
/** The engine's timers, run by hand (no fake timers in IndexedDB tests). */
let timers: { ms: number; run: () => void; stopped: boolean }[];

/** A resource whose "server" answers from memory; `hold` keeps the next answer until released. */
function fakeResource(key: string, maxAgeMs = 30_000) {
  const state = { loads: 0, value: 1, hold: undefined as Promise<void> | undefined, fail: false };
  const resource: CustomerResource = {
    key,
    maxAgeMs,
    async load(): Promise<Loaded> {
      state.loads += 1;
      const value = state.value;
      if (state.hold) await state.hold;
      if (state.fail) return { kind: 'failed' };
      return { kind: 'ok', store: async (fetchedAt) => db.account.put({ key: 'current', data: { value } as never, fetchedAt }) };
    },
  };
  return { resource, state };
}

const stored = async () => ((await db.account.get('current'))?.data as unknown as { value: number } | undefined)?.value;
const stamp = (key: string) => db.syncStamps.get(customerStampKey(key));
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  token = 'token-1';
  online = true;
  visible = true;
  now = 1_000_000;
  timers = [];
  engine = new CustomerSync({
    db,
    getScope: () => token,
    isOnline: () => online,
    isVisible: () => visible,
    now: () => now,
    every: (ms, run) => {
      const timer = { ms, run, stopped: false };
      timers.push(timer);
      return () => void (timer.stopped = true);
    },
  });
});
afterEach(() => engine.stop());

describe('customer resources: freshness (30 s, or marked changed since asked for)', () => {
  it('fetches when never fetched, not again within its age, again once older', async () => {
    const { resource, state } = fakeResource('account');
    expect(await engine.refresh(resource)).toBe('updated');
    expect(await stored()).toBe(1);
    expect((await stamp('account'))?.fetchedAt).toBe(now);
    now += 29_000;
    expect(await engine.refresh(resource)).toBe('fresh');
    now += 2_000;
    expect(await engine.refresh(resource)).toBe('updated');
    expect(state.loads).toBe(2);
  });

  it('keeps its own age: invoices follow 600 s', async () => {
    const { resource } = fakeResource('invoices', 600_000);
    await engine.refresh(resource);
    now += 599_000;
    expect(await engine.refresh(resource)).toBe('fresh');
    now += 2_000;
    expect(await engine.refresh(resource)).toBe('updated');
  });

  it('a change marked while a fetch travels keeps the copy stale, and a fetch after it runs', async () => {
    const { resource, state } = fakeResource('loyalty');
    await engine.refresh(resource);
    let release!: () => void;
    state.hold = new Promise((resolve) => (release = resolve));
    state.value = 2;
    now += 1_000;
    const before = engine.refresh(resource, { force: true });
    now += 1_000;
    state.value = 3;
    await engine.markChanged(resource);
    now += 1_000;
    state.hold = undefined;
    release();
    await before;
    await expect.poll(stored).toBe(3);
    expect(state.loads).toBe(3);
    // The second answer was asked for after the mark: the mark is spent.
    expect((await stamp('loyalty'))?.changedAt).toBeUndefined();
    expect(await engine.refresh(resource)).toBe('fresh');
  });

  it('a screen that refreshes on open does not take the answer of a fetch sent before it opened', async () => {
    const { resource, state } = fakeResource('invoices');
    let release!: () => void;
    state.hold = new Promise((resolve) => (release = resolve));
    const earlier = engine.refresh(resource, { force: true });
    await expect.poll(() => state.loads).toBe(1);
    // The server issues the invoice while that answer travels; then the invoices screen opens.
    state.value = 2;
    const unwatch = engine.watch(resource, { refreshOnOpen: true });
    state.hold = undefined;
    release();
    await earlier;
    await expect.poll(stored).toBe(2);
    expect(state.loads).toBe(2);
    unwatch();
  });

  it('shares one fetch between concurrent callers', async () => {
    const { resource, state } = fakeResource('orders');
    const outcomes = await Promise.all([engine.refresh(resource), engine.refresh(resource), engine.refresh(resource, { force: true })]);
    expect(outcomes).toEqual(['updated', 'updated', 'updated']);
    expect(state.loads).toBe(1);
  });

  it('asks nothing signed out or offline, and says so', async () => {
    const { resource, state } = fakeResource('account');
    token = undefined;
    expect(await engine.refresh(resource)).toBe('signed-out');
    token = 'token-1';
    online = false;
    expect(await engine.refresh(resource)).toBe('offline');
    expect(engine.status.get('account')).toBe('offline');
    expect(state.loads).toBe(0);
  });

  it('keeps what it has when the fetch fails', async () => {
    const { resource, state } = fakeResource('account');
    await engine.refresh(resource);
    state.fail = true;
    expect(await engine.refresh(resource, { force: true })).toBe('failed');
    expect(engine.status.get('account')).toBe('failed');
    expect(await stored()).toBe(1);
  });
});

describe('customer resources: triggers live in the engine', () => {
  it('start refreshes what it keeps; focus and online refresh it again only when stale', async () => {
    const { resource, state } = fakeResource('account');
    engine.keep(resource);
    engine.start();
    await expect.poll(() => state.loads).toBe(1);
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(state.loads).toBe(1);
    now += 31_000;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => state.loads).toBe(2);
    engine.stop();
    now += 31_000;
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(state.loads).toBe(2);
  });

  it('a screen with an interval (pending orders) is fetched on open and on every trigger while it shows', async () => {
    const { resource, state } = fakeResource('orders');
    engine.start();
    const unwatch = engine.watch(resource, { intervalMs: 30_000, refreshOnOpen: true });
    await expect.poll(() => state.loads).toBe(1);
    // The opening fetch must have ended: a trigger during it would share it rather than fetch again.
    await engine.refresh(resource);
    window.dispatchEvent(new Event('focus'));
    await expect.poll(() => state.loads).toBe(2);
    unwatch();
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(state.loads).toBe(2);
  });
});

describe('customer resources: the interval runs only while watched', () => {
  it('one timer at the shortest interval asked, while the page is visible, stopped with the last watcher', async () => {
    const { resource, state } = fakeResource('deliveryOrders');
    expect(timers).toHaveLength(0);
    const list = engine.watch(resource, { intervalMs: 30_000 });
    await expect.poll(() => state.loads).toBe(1);
    expect(timers.map((timer) => timer.ms)).toEqual([30_000]);
    await engine.refresh(resource);

    timers[0]!.run();
    await expect.poll(() => state.loads).toBe(2);
    visible = false;
    timers[0]!.run();
    await settle();
    expect(state.loads).toBe(2);
    visible = true;

    const tracker = engine.watch(resource, { intervalMs: 10_000 });
    expect(timers[0]!.stopped).toBe(true);
    expect(timers.at(-1)!.ms).toBe(10_000);
    tracker();
    expect(timers.at(-2)!.stopped).toBe(true);
    expect(timers.at(-1)!.ms).toBe(30_000);
    list();
    expect(timers.every((timer) => timer.stopped)).toBe(true);
  });

  it('a screen without an interval starts no timer', () => {
    const unwatch = engine.watch(fakeResource('addresses').resource);
    unwatch();
    expect(timers).toHaveLength(0);
  });
});

describe('customer scope: cleared at sign-out', () => {
  it('drops the customer tables and stamps, keeps reference data, and an answer still travelling is dropped', async () => {
    const { resource, state } = fakeResource('account');
    await engine.refresh(resource);
    await db.orders.put({ orderId: 1, fetchedAt: now } as never);
    await db.syncStamps.put({ key: 'recipes:es', fetchedAt: now });
    await db.recipes.put({ key: 'es', data: [], fetchedAt: now });

    let release!: () => void;
    state.hold = new Promise((resolve) => (release = resolve));
    state.value = 2;
    const travelling = engine.refresh(resource, { force: true });
    await expect.poll(() => state.loads).toBe(2);
    await clearCustomerScope();
    release();
    expect(await travelling).toBe('dropped');

    expect(await db.account.count()).toBe(0);
    expect(await db.orders.count()).toBe(0);
    expect(await stamp('account')).toBeUndefined();
    expect(await db.syncStamps.get('recipes:es')).toBeDefined();
    expect(await db.recipes.count()).toBe(1);
  });

  it('an answer for a customer who signed out (or another who signed in) is not stored', async () => {
    const { resource, state } = fakeResource('account');
    let release!: () => void;
    state.hold = new Promise((resolve) => (release = resolve));
    const travelling = engine.refresh(resource);
    await expect.poll(() => state.loads).toBe(1);
    token = 'token-2';
    release();
    expect(await travelling).toBe('dropped');
    expect(await db.account.count()).toBe(0);
  });
});
