import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { AppDb } from '../../../src/data/db';
import { createOrderMirror } from '../../../src/data/orders/mirror';
import { sampleOrder } from './sampleOrders';
import { sendJson, startTestApi } from './testApi';

/** A pick-up orders server over real HTTP whose cancel answers as the real one: cancelled, or 409 with a code. */
const server = { refuseWith: null as string | null };
let api: Awaited<ReturnType<typeof startTestApi>>;
const db = new AppDb('orders-cancel-test');
const mirror = () =>
  createOrderMirror({ db, client: createApiClient({ baseURL: api.baseURL, getLanguage: () => 'es', getLocationId: () => 10, getToken: () => 'token-1', logError: () => {} }), now: () => 1_000 });

beforeAll(async () => {
  api = await startTestApi((request, response) => {
    const id = Number(/\/orders\/(\d+)$/.exec(request.url)?.[1]);
    if (request.method !== 'DELETE' || !id) return sendJson(response, 404, { wasOk: false, error: { code: 'not_found', message: 'not found' } });
    if (server.refuseWith) return sendJson(response, 409, { wasOk: false, error: { code: server.refuseWith, message: 'refused' } });
    return sendJson(response, 200, { wasOk: true, data: sampleOrder(id, { orderStatus: { id: 62005, name: 'Cancelado' }, paymentStatus: { id: 11003, name: 'Cancelado' } }) });
  });
});
afterAll(() => api.close());
beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  server.refuseWith = null;
});

describe('cancelling a pick-up order (spec §2)', () => {
  it('keeps the order as it is when the server refuses because its payment is under way (409 payment_in_progress)', async () => {
    const stored = { ...sampleOrder(7, { paymentType: { id: 10004 } }), fetchedAt: 1 };
    await db.orders.put(stored);
    server.refuseWith = 'payment_in_progress';
    expect(await mirror().cancel(7)).toBe(false);
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['DELETE /api/customer/orders/7']);
    expect(await db.orders.get(7)).toEqual(stored);
  });

  it('stores the cancelled order the server answers', async () => {
    await db.orders.put({ ...sampleOrder(8), fetchedAt: 1 });
    expect(await mirror().cancel(8)).toBe(true);
    expect((await db.orders.get(8))?.paymentStatus.id).toBe(11003);
  });
});
