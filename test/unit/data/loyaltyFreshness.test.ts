import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import type { Order } from '../../../src/api/contract';
import { AppDb } from '../../../src/data/db';
import { createOrderMirror } from '../../../src/data/orders/mirror';
import { paymentStatusMoved } from '../../../src/data/paymentChanges';
import { isCustomerDataStale } from '../../../src/domain/schedule/freshness';
import { sampleOrder } from './sampleOrders';
import { sendJson, startTestApi } from './testApi';

const PAID = { id: 11001, name: 'Pagado' };
const CANCELLED = { id: 11003, name: 'Cancelado' };

describe('isCustomerDataStale (customer data, not the 600 s reference rule)', () => {
  const now = 1_000_000;
  it('is stale when never fetched, or older than 30 s', () => {
    expect(isCustomerDataStale(undefined, now)).toBe(true);
    expect(isCustomerDataStale({ fetchedAt: now - 29_000 }, now)).toBe(false);
    expect(isCustomerDataStale({ fetchedAt: now - 31_000 }, now)).toBe(true);
  });
  it('is stale at once when a change was marked at or after the copy was asked for', () => {
    expect(isCustomerDataStale({ fetchedAt: now - 1_000, changedAt: now - 500 }, now)).toBe(true);
    expect(isCustomerDataStale({ fetchedAt: now - 1_000, changedAt: now - 1_000 }, now)).toBe(true);
    expect(isCustomerDataStale({ fetchedAt: now - 1_000, changedAt: now - 2_000 }, now)).toBe(false);
  });
});

describe('paymentStatusMoved', () => {
  it('sees a new order and a payment status that changed, not a list that stayed the same', () => {
    const pending = sampleOrder(1);
    expect(paymentStatusMoved([pending], [pending])).toBe(false);
    expect(paymentStatusMoved([pending], [{ ...pending, paymentStatus: PAID }])).toBe(true);
    expect(paymentStatusMoved([undefined], [pending])).toBe(true);
    expect(paymentStatusMoved([pending, sampleOrder(2)], [pending])).toBe(false);
  });
});

describe('pick-up order mirror tells when ritmitos may have moved', () => {
  const server = { orders: new Map<number, Order>() };
  const db = new AppDb('loyalty-freshness-test');
  const moved = vi.fn(async () => undefined);
  let api: Awaited<ReturnType<typeof startTestApi>>;
  const mirror = () =>
    createOrderMirror({
      db,
      client: createApiClient({ baseURL: api.baseURL, getLanguage: () => 'es', getLocationId: () => 10, getToken: () => 'token-1', logError: () => {} }),
      onPaymentMoved: moved,
    });

  beforeAll(async () => {
    api = await startTestApi((request, response) => {
      const id = Number(/\/(\d+)$/.exec(request.url)?.[1]);
      if (request.method === 'GET') return sendJson(response, 200, { wasOk: true, data: [...server.orders.values()] });
      if (request.method === 'POST' && server.orders.has(id)) return sendJson(response, 200, { wasOk: true, data: server.orders.get(id) });
      if (request.method === 'DELETE' && server.orders.has(id)) {
        server.orders.set(id, { ...server.orders.get(id)!, paymentStatus: CANCELLED });
        return sendJson(response, 200, { wasOk: true, data: server.orders.get(id) });
      }
      sendJson(response, 404, { wasOk: false, error: { code: 'not_found', message: 'not found' } });
    });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
    moved.mockClear();
    server.orders = new Map([[1, sampleOrder(1, { ritmitosUsed: 290 })]]);
    await db.orders.put({ ...sampleOrder(1, { ritmitosUsed: 290 }), fetchedAt: 1 });
  });

  it('when the order status call finds the order paid (the /pok screen), once', async () => {
    await mirror().fetchStatus(1);
    expect(moved).not.toHaveBeenCalled();
    server.orders.set(1, { ...server.orders.get(1)!, paymentStatus: PAID });
    await mirror().fetchStatus(1);
    await mirror().fetchStatus(1);
    expect(moved).toHaveBeenCalledTimes(1);
  });

  it('when the list refresh brings a paid order, and when an order is cancelled', async () => {
    await mirror().refresh();
    expect(moved).not.toHaveBeenCalled();
    server.orders.set(1, { ...server.orders.get(1)!, paymentStatus: PAID });
    await mirror().refresh();
    expect(moved).toHaveBeenCalledTimes(1);
    server.orders.set(2, sampleOrder(2));
    await mirror().cancel(2);
    expect(moved).toHaveBeenCalledTimes(2);
  });
});
