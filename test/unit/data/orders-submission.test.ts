import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import type { OrderCreateBody } from '../../../src/api/contract';
import { AppDb } from '../../../src/data/db';
import { ORDER_ENTITY } from '../../../src/data/outbox/entity';
import { OrderLane, OrderRefusedError } from '../../../src/data/outbox/orderLane';
import { OutboxSender } from '../../../src/data/outbox/sender';
import { startOrdersApi } from './ordersTestApi';

let api: Awaited<ReturnType<typeof startOrdersApi>>;
const db = new AppDb('orders-submission-test');
const client = () => createApiClient({ baseURL: api.baseURL, getLanguage: () => 'es', getLocationId: () => 10, getToken: () => 'token-1', logError: () => {} });
/** A new lane is the app after a reload. */
const lane = () => new OrderLane({ db, client: client(), sleep: async () => {}, backoffMs: [1, 1, 1] });

const body: OrderCreateBody = {
  paymentType: { id: 10005 },
  products: [{ code: 'P1', quantity: 2, priceBase: 1.6, price: 3.2, priceVat: 0.29, vatTypeId: 2, title: 'Latte', discount: 0, preferences: [], useRitmitos: false, notes: '' }],
  totalProducts: 2,
  totalPrice: 3.2,
  totalPriceVat: 0.29,
  useRitmitos: false,
  paymentInfo: '',
};
const keysSent = () => api.requests.filter((r) => r.method === 'POST').map((r) => r.headers['idempotency-key']);

beforeAll(async () => {
  api = await startOrdersApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  api.requests.length = 0;
  Object.assign(api.state, { byKey: new Map(), dropAnswers: 0, failBeforeSaving: 0, refuseWith: undefined, nextId: 1 });
});

describe('submitting an order (Idempotency-Key)', () => {
  it('retries with the same key after an answer lost once the server saved the order, making one order', async () => {
    api.state.dropAnswers = 2;
    const result = await lane().submit('orderCreate', body);
    const keys = keysSent();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(api.state.byKey.size).toBe(1);
    expect(result.order.orderId).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.orders.get(1))?.orderCode).toBe('VA01-000001');
  });

  it('retries a 5xx with the same key', async () => {
    api.state.failBeforeSaving = 1;
    await lane().submit('orderCreate', body);
    expect(new Set(keysSent()).size).toBe(1);
    expect(keysSent()).toHaveLength(2);
  });

  it('stores the key before sending and keeps it, marked, when no answer ever comes', async () => {
    api.state.dropAnswers = 10;
    void lane().submit('orderCreate', body);
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.lastError).toBe('unanswered'));
    const [stored] = await db.outbox.toArray();
    expect(stored?.mutationId).toBe(keysSent()[0]);
    expect(stored?.attempts).toBe(4);
    expect(api.state.byKey.size).toBe(1);
  });

  it('resumes an unanswered submission after a reload with the same key: still one order', async () => {
    api.state.dropAnswers = 4;
    void lane().submit('orderCreate', body);
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.lastError).toBe('unanswered'));
    const created = await lane().resume(); // a new lane, as after a page reload
    expect(created).toHaveLength(1);
    expect(new Set(keysSent()).size).toBe(1);
    expect(api.state.byKey.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.orders.count()).toBe(1);
  });

  it('gives up at once on a refusal (409 price_mismatch) and forgets the key', async () => {
    api.state.refuseWith = 'price_mismatch';
    const error = await lane().submit('orderCreate', body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderRefusedError);
    expect((error as OrderRefusedError).code).toBe('price_mismatch');
    expect(keysSent()).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('two submissions of the same cart share one key and make one order', async () => {
    const app = lane();
    const [first, second] = await Promise.all([app.submit('orderCreate', body), app.submit('orderCreate', body)]);
    expect(second.order.orderId).toBe(first.order.orderId);
    expect(new Set(keysSent()).size).toBe(1);
    expect(api.state.byKey.size).toBe(1);
  });

  it('an order made once the first is created gets a key of its own', async () => {
    const app = lane();
    await app.submit('orderCreate', body);
    const next = await app.submit('orderCreate', body);
    expect(next.order.orderId).toBe(2);
    expect(new Set(keysSent()).size).toBe(2);
  });

  it('resumes a submission an older version stored in orderSubmissions, with its key (pick-up when it names no call)', async () => {
    await db.orderSubmissions.put({ idempotencyKey: 'older-key', body, createdAt: 1, attempts: 2 });
    expect(await lane().resume()).toHaveLength(1);
    expect(keysSent()).toEqual(['older-key']);
    expect(api.requests[0]?.url).toBe('/api/customer/orders');
    expect(await db.orderSubmissions.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.orders.count()).toBe(1);
  });

  it('a failure on the device leaves the order waiting; paying again sends it with the same key: one order', async () => {
    let fail = true;
    const real = client();
    const failingOnce = {
      call: (async (...args: Parameters<typeof real.call>) => {
        if (!fail) return real.call(...args);
        fail = false;
        throw new Error('storage failed');
      }) as typeof real.call,
    } as typeof real;
    const app = new OrderLane({ db, client: failingOnce, sleep: async () => {}, backoffMs: [1] });
    const first = app.submit('orderCreate', body);
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.lastError).toBe('unanswered'));
    const [again, placed] = await Promise.all([app.submit('orderCreate', body), first]);
    expect(again.order.orderId).toBe(placed.order.orderId);
    expect(api.state.byKey.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.orders.count()).toBe(1);
  });
});

describe('the outbox lanes', () => {
  const write = { endpoint: 'addressDelete' as const, params: { addressId: '7' }, entityKey: 'address:7', mutationId: 'write-1', createdAt: 1, attempts: 0 };

  it('an order does not wait behind an older write, and the writes never send an order', async () => {
    await db.outbox.add(write);
    await lane().submit('orderCreate', body);
    expect(api.requests.map((r) => r.url)).toEqual(['/api/customer/orders']);
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ mutationId: 'write-1' })]);

    api.requests.length = 0;
    await db.outbox.add({ mutationId: 'order-key', endpoint: 'orderCreate', body, entityKey: ORDER_ENTITY, createdAt: 2, attempts: 0 });
    await new OutboxSender({ db, client: client() }).drain();
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /api/customer/addresses/7']);
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ mutationId: 'order-key' })]);
  });
});
