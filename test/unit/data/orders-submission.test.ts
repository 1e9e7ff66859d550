import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import type { OrderCreateBody } from '../../../src/api/contract';
import { AppDb } from '../../../src/data/db';
import { createOrderSubmitter, OrderRefusedError, OrderUnansweredError } from '../../../src/data/orders/submission';
import { startOrdersApi } from './ordersTestApi';

let api: Awaited<ReturnType<typeof startOrdersApi>>;
const db = new AppDb('orders-submission-test');
const client = () => createApiClient({ baseURL: api.baseURL, getLanguage: () => 'es', getLocationId: () => 10, getToken: () => 'token-1', logError: () => {} });
const submitter = () => createOrderSubmitter({ db, client: client(), sleep: async () => {}, backoffMs: [1, 1, 1] });

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
    const result = await submitter().submit(body);
    const keys = keysSent();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(api.state.byKey.size).toBe(1);
    expect(result.order.orderId).toBe(1);
    expect(await db.orderSubmissions.count()).toBe(0);
    expect((await db.orders.get(1))?.orderCode).toBe('VA01-000001');
  });

  it('retries a 5xx with the same key', async () => {
    api.state.failBeforeSaving = 1;
    await submitter().submit(body);
    expect(new Set(keysSent()).size).toBe(1);
    expect(keysSent()).toHaveLength(2);
  });

  it('stores the key before sending and keeps it when no answer ever comes', async () => {
    api.state.dropAnswers = 10;
    await expect(submitter().submit(body)).rejects.toBeInstanceOf(OrderUnansweredError);
    const [stored] = await db.orderSubmissions.toArray();
    expect(stored?.idempotencyKey).toBe(keysSent()[0]);
    expect(stored?.attempts).toBe(4);
    expect(api.state.byKey.size).toBe(1);
  });

  it('resumes an unanswered submission after a reload with the same key: still one order', async () => {
    api.state.dropAnswers = 4;
    await expect(submitter().submit(body)).rejects.toBeInstanceOf(OrderUnansweredError);
    const created = await submitter().resume(); // a new submitter, as after a page reload
    expect(created).toHaveLength(1);
    expect(new Set(keysSent()).size).toBe(1);
    expect(api.state.byKey.size).toBe(1);
    expect(await db.orderSubmissions.count()).toBe(0);
    expect(await db.orders.count()).toBe(1);
  });

  it('gives up at once on a refusal (409 price_mismatch) and forgets the key', async () => {
    api.state.refuseWith = 'price_mismatch';
    const error = await submitter().submit(body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderRefusedError);
    expect((error as OrderRefusedError).code).toBe('price_mismatch');
    expect(keysSent()).toHaveLength(1);
    expect(await db.orderSubmissions.count()).toBe(0);
  });

  it('two submissions of the same cart use two keys and make two orders', async () => {
    await Promise.all([submitter().submit(body), submitter().submit(body)]);
    expect(new Set(keysSent()).size).toBe(2);
    expect(api.state.byKey.size).toBe(2);
  });
});
