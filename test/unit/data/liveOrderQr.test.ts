import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import type { Order } from '../../../src/api/contract';
import { db } from '../../../src/data/db';
import { createOrderMirror } from '../../../src/data/orders/mirror';
import { orderQrText } from '../../../src/customer/features/orders/pickup/OrderQr';
import { sampleOrder } from './sampleOrders';
import { sendJson, startTestApi } from './testApi';

const QR = JSON.stringify({ orderId: 7, secret: '00112233445566778899aabbccddeeff' });

// The order's QR carries the server's text (its id and secret): it must survive the client's checks and the Dexie mirror.
describe("the order's QR text in the mirror", () => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  let orders: Order[];

  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
    api = await startTestApi((request, response) => {
      if (request.url === '/api/customer/orders') return sendJson(response, 200, { wasOk: true, data: orders });
      sendJson(response, 404, { wasOk: false, error: { code: 'not_found', message: 'not found' } });
    });
  });
  afterEach(() => api.close());

  const mirror = () =>
    createOrderMirror({ db, client: createApiClient({ baseURL: api.baseURL, getLanguage: () => 'es', getLocationId: () => 10, getToken: () => 'token-1', logError: () => {} }) });

  it('keeps qrText from the list answer, and the QR draws exactly it', async () => {
    orders = [sampleOrder(7, { qrText: QR }), sampleOrder(8)];
    expect(await mirror().refresh()).toBe(true);
    const stored = (await db.orders.get(7)) as Order;
    expect(stored.qrText).toBe(QR);
    expect(orderQrText(stored)).toBe(QR);
  });

  it('an order without qrText (a row mirrored before it existed) has no QR text, never one made from its id or code', async () => {
    orders = [sampleOrder(8)];
    await mirror().refresh();
    const stored = (await db.orders.get(8)) as Order;
    expect(orderQrText(stored)).toBeUndefined();
    expect(orderQrText({ orderId: 8, qrText: '' })).toBeUndefined();
  });
});
