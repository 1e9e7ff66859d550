import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { HEADERS, type OrderCreateBody } from '../../../src/api/contract';
import { AppDb } from '../../../src/data/db';
import { OrderCancelledError, OrderLane } from '../../../src/data/outbox/orderLane';
import { startOrdersApi } from './ordersTestApi';

let api: Awaited<ReturnType<typeof startOrdersApi>>;
const db = new AppDb('offline-order-test');
const client = () => createApiClient({ baseURL: api.baseURL, getLanguage: () => 'es', getLocationId: () => 10, getToken: () => 'token-1', logError: () => {} });
/** What the browser says of the network; the lane reads it before every send. */
let online = true;
/** The keys of the orders the device heard were created (where the cart is emptied). */
const created: string[] = [];
let stops: (() => void)[] = [];
/** A new lane is the app after a reload. */
const lane = (apiClient = client()) =>
  new OrderLane({
    db,
    client: apiClient,
    sleep: async () => {},
    backoffMs: [1, 1, 1],
    isOnline: () => online,
    afterCreated: async (item) => void created.push(item.mutationId),
  });
/** The lane listening to the app's triggers (back online, focus), as the app starts it. */
const started = (app: OrderLane) => {
  stops.push(app.start(3_600_000));
  return app;
};

const body: OrderCreateBody = {
  paymentType: { id: 10005 },
  products: [{ code: 'P1', quantity: 2, priceBase: 1.6, price: 3.2, priceVat: 0.29, vatTypeId: 2, title: 'Latte', discount: 0, preferences: [], useRitmitos: false, notes: '' }],
  totalProducts: 2,
  totalPrice: 3.2,
  totalPriceVat: 0.29,
  useRitmitos: false,
  paymentInfo: '',
};
const threeLattes: OrderCreateBody = { ...body, products: [{ ...body.products[0]!, quantity: 3, price: 4.8 }], totalProducts: 3, totalPrice: 4.8 };
const posts = () => api.requests.filter((r) => r.method === 'POST');
const keysSent = () => posts().map((r) => r.headers['idempotency-key']);
const queued = () => db.outbox.toArray();
const backOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};

beforeAll(async () => {
  api = await startOrdersApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  api.requests.length = 0;
  Object.assign(api.state, { byKey: new Map(), cancelled: new Set(), dropAnswers: 0, failBeforeSaving: 0, refuseWith: undefined, nextId: 1 });
  online = true;
  created.length = 0;
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('an order placed offline', () => {
  it('a second Pay reuses the waiting entry (one key, the cart as it is now): one order when sent', async () => {
    online = false;
    const app = lane();
    const first = app.submit('orderCreate', body);
    await vi.waitFor(async () => expect(await queued()).toHaveLength(1));
    const second = app.submit('orderCreate', threeLattes);
    await vi.waitFor(async () => expect((await queued())[0]?.body).toEqual(threeLattes));
    const [waiting] = await queued();
    expect(await queued()).toHaveLength(1);
    expect(waiting?.attempts).toBe(0);
    expect(posts()).toHaveLength(0);

    online = true;
    await app.drain();
    const [a, b] = await Promise.all([first, second]);
    expect(b.order.orderId).toBe(a.order.orderId);
    expect(keysSent()).toEqual([waiting?.mutationId]);
    expect(JSON.parse(posts()[0]!.body)).toMatchObject({ totalProducts: 3 });
    expect(api.state.byKey.size).toBe(1);
    expect(created).toEqual([waiting?.mutationId]);
    expect(await queued()).toHaveLength(0);
  });

  it('a Pay after a reload reuses the order left without an answer, unchanged and with its key', async () => {
    api.state.dropAnswers = 4;
    void lane().submit('orderCreate', body);
    await vi.waitFor(async () => expect((await queued())[0]?.lastError).toBe('unanswered'));
    const [waiting] = await queued();
    expect(waiting?.attempts).toBe(4);

    const again = await lane().submit('orderCreate', threeLattes);
    expect(new Set(keysSent())).toEqual(new Set([waiting?.mutationId]));
    expect(keysSent()).toHaveLength(5);
    expect(JSON.parse(posts()[4]!.body)).toMatchObject({ totalProducts: 2 });
    expect(api.state.byKey.size).toBe(1);
    expect(again.order.orderId).toBe(1);
  });

  it('an order sent again at the start before any screen looked for it is taken once by the next checkout, and followed by its key', async () => {
    api.state.dropAnswers = 4;
    void lane().submit('orderCreate', body);
    await vi.waitFor(async () => expect((await queued())[0]?.lastError).toBe('unanswered'));
    const [waiting] = await queued();

    const reloaded = lane();
    const heard: number[] = [];
    reloaded.onUnclaimed(() => heard.push(1));
    const [resumed] = await reloaded.resume();
    expect(heard).toHaveLength(1);
    expect(await reloaded.follow(waiting!.mutationId)).toEqual(resumed);
    expect(reloaded.takeUnclaimed()).toEqual([]);

    const again = lane();
    await again.submit('orderCreate', body);
    expect(again.takeUnclaimed()).toEqual([]);
  });

  it('cancelling removes the waiting entry: it is never sent, and nothing is emptied', async () => {
    online = false;
    const app = started(lane());
    const placed = app.submit('orderCreate', body);
    await vi.waitFor(async () => expect(await queued()).toHaveLength(1));
    const [waiting] = await queued();
    await app.cancel(waiting!.mutationId);
    await expect(placed).rejects.toBeInstanceOf(OrderCancelledError);
    expect(await queued()).toHaveLength(0);

    backOnline();
    await app.drain();
    await lane().resume();
    expect(posts()).toHaveLength(0);
    expect(created).toEqual([]);
  });

  it('going online sends it: the waiting customer gets the created order', async () => {
    online = false;
    const app = started(lane());
    const placed = app.submit('orderCreate', body);
    await vi.waitFor(async () => expect(await queued()).toHaveLength(1));
    expect(posts()).toHaveLength(0);

    backOnline();
    const result = await placed;
    expect(result.order.orderId).toBe(1);
    expect(keysSent()).toHaveLength(1);
    expect(await queued()).toHaveLength(0);
    expect(await db.orders.count()).toBe(1);
    expect(created).toHaveLength(1);
  });

  it('no answer through a round of tries: it waits, marked, and the next trigger sends it with the same key', async () => {
    api.state.dropAnswers = 4;
    const app = started(lane());
    let answered = false;
    const placed = app.submit('orderCreate', body).finally(() => (answered = true));
    await vi.waitFor(async () => expect((await queued())[0]?.lastError).toBe('unanswered'));
    expect(answered).toBe(false);

    backOnline();
    expect((await placed).order.orderId).toBe(1);
    expect(keysSent()).toHaveLength(5);
    expect(new Set(keysSent()).size).toBe(1);
    expect(api.state.byKey.size).toBe(1);
  });

  it('an order the customer cancels while it is on the wire is cancelled on the server when it is made', async () => {
    const real = client();
    const cancelsOnTheWire = {
      ...real,
      call: (async (name: Parameters<typeof real.call>[0], options?: Parameters<typeof real.call>[1]) => {
        const key = (options?.headers as Record<string, string> | undefined)?.[HEADERS.idempotencyKey];
        if (name === 'orderCreate' && key) await app.cancel(key);
        return real.call(name, options as never);
      }) as typeof real.call,
    };
    const app = lane(cancelsOnTheWire);
    await expect(app.submit('orderCreate', body)).rejects.toBeInstanceOf(OrderCancelledError);
    expect(api.state.cancelled).toEqual(new Set([1]));
    expect(await db.orders.count()).toBe(0);
    expect(created).toEqual([]);
  });
});
