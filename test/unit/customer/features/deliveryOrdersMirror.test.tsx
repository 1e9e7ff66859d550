import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../src/api/client';
import type { DeliveryOrder } from '../../../../src/api/contract';
import { AppDb } from '../../../../src/data/db';
import { createOrderMirror } from '../../../../src/data/orders/mirror';
import { sendJson, startTestApi } from '../../data/testApi';
import { sampleDeliveryOrder, status } from '../../data/sampleOrders';

/** A small delivery-orders server over real HTTP: the list, pay (form data) and cancel while unpaid. */
const server = { orders: new Map<number, DeliveryOrder>(), payFails: false, paymentInProgress: false };
let api: Awaited<ReturnType<typeof startTestApi>>;
const db = new AppDb('delivery-orders-mirror-test');
const mirror = () =>
  createOrderMirror({
    kind: 'delivery',
    db,
    client: createApiClient({ baseURL: api.baseURL, getLanguage: () => 'es', getLocationId: () => 30, getToken: () => 'token-1', logError: () => {} }),
    now: () => 1_000,
  });

beforeAll(async () => {
  api = await startTestApi((request, response) => {
    const id = Number(/\/delivery-orders\/(\d+)/.exec(request.url)?.[1]);
    if (request.method === 'GET' && request.url === '/api/customer/delivery-orders') {
      return sendJson(response, 200, { wasOk: true, data: [...server.orders.values()] });
    }
    if (request.method === 'POST' && request.url.endsWith('/pay') && server.orders.has(id) && !server.payFails) {
      return sendJson(response, 200, {
        wasOk: true,
        data: { url: 'http://127.0.0.1/sandbox', Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: 'e30=', Ds_Signature: 'sig' },
      });
    }
    const order = server.orders.get(id);
    if (request.method === 'POST' && request.url.endsWith('/gpay') && order && order.paymentType.id === 10004) {
      const paid = { ...order, paymentStatus: { id: 11001, name: 'Pagado' } };
      server.orders.set(id, paid);
      return sendJson(response, 200, { wasOk: true, data: paid });
    }
    if (request.method === 'POST' && request.url.endsWith('/gpay'))
      return sendJson(response, 409, { wasOk: false, error: { code: 'wrong_payment_type', message: 'card order' } });
    if (request.method === 'DELETE' && order && server.paymentInProgress) {
      return sendJson(response, 409, { wasOk: false, error: { code: 'payment_in_progress', message: 'being paid' } });
    }
    if (request.method === 'DELETE' && order && order.paymentStatus.id !== 11001) {
      const cancelled = { ...order, ...status(63007, 'Cancelado'), paymentStatus: { id: 11003, name: 'Cancelado' } };
      server.orders.set(id, cancelled);
      return sendJson(response, 200, { wasOk: true, data: cancelled });
    }
    if (request.method === 'DELETE' && order) return sendJson(response, 409, { wasOk: false, error: { code: 'already_paid', message: 'paid' } });
    sendJson(response, 404, { wasOk: false, error: { code: 'not_found', message: 'not found' } });
  });
});
afterAll(() => api.close());
beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  api.requests.length = 0;
  server.orders = new Map([1, 2].map((id) => [id, sampleDeliveryOrder(id)]));
  server.payFails = false;
  server.paymentInProgress = false;
});

describe('delivery orders mirror (Dexie, spec §7 calls)', () => {
  it('replaces the stored list with the answer, so orders gone from the server are gone here', async () => {
    await db.deliveryOrders.put({ ...sampleDeliveryOrder(9), fetchedAt: 1 });
    expect(await mirror().refresh()).toBe(true);
    expect((await db.deliveryOrders.toArray()).map((order) => [order.orderId, order.fetchedAt])).toEqual([
      [1, 1_000],
      [2, 1_000],
    ]);
  });

  it('pays a wallet order with the wallet result and keeps the paid order; a refused payment changes nothing here', async () => {
    server.orders.set(3, { ...sampleDeliveryOrder(3), paymentType: { id: 10004 } });
    const paid = await mirror().walletPay(3, '{"paymentMethodData":{}}');
    expect(paid.ok && paid.value.paymentStatus.id).toBe(11001);
    expect((await db.deliveryOrders.get(3))?.paymentStatus.id).toBe(11001);
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /api/customer/delivery-orders/3/gpay']);
    expect(await mirror().walletPay(1, '{"paymentMethodData":{}}')).toMatchObject({ ok: false, error: { code: 'wrong_payment_type' } });
    expect(await db.deliveryOrders.get(1)).toBeUndefined();
  });

  it('cancels an unpaid order with DELETE, then reloads the list', async () => {
    expect(await mirror().cancel(2)).toBe(true);
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'DELETE /api/customer/delivery-orders/2',
      'GET /api/customer/delivery-orders',
    ]);
    expect((await db.deliveryOrders.get(2))?.orderStatus.id).toBe(63007);
    expect(await db.deliveryOrders.count()).toBe(2);
  });

  it('says so when the server refuses to cancel a paid order, and stores nothing', async () => {
    server.orders.set(1, sampleDeliveryOrder(1, { paymentStatus: { id: 11001, name: 'Pagado' } }));
    expect(await mirror().cancel(1)).toBe(false);
    expect(await db.deliveryOrders.count()).toBe(0);
  });

  it('keeps the order as it is when the server refuses the cancel because its payment is under way (409 payment_in_progress)', async () => {
    server.orders.set(1, { ...sampleDeliveryOrder(1), paymentType: { id: 10004 } });
    server.paymentInProgress = true;
    await mirror().refresh();
    const before = await db.deliveryOrders.get(1);
    api.requests.length = 0;
    expect(await mirror().cancel(1)).toBe(false);
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['DELETE /api/customer/delivery-orders/1']);
    expect(await db.deliveryOrders.get(1)).toEqual(before);
    expect(await db.deliveryOrders.count()).toBe(2);
  });

  it('gets the gateway form data to pay with an empty body, or the refusal when the call fails', async () => {
    expect(await mirror().payForm(1)).toMatchObject({ ok: true, value: { Ds_Signature: 'sig' } });
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/api/customer/delivery-orders/1/pay', body: '{}' });
    server.payFails = true;
    expect(await mirror().payForm(1)).toMatchObject({ ok: false });
  });
});
