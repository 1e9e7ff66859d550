import type { Order, OrderCreateBody } from '../../../src/api/contract';
import { sampleOrder } from './sampleOrders';
import { sendJson, startTestApi } from './testApi';

/**
 * A small orders server over real HTTP (pick-up and delivery orders): it keeps one order per
 * Idempotency-Key, like the real one, and can drop the next answers AFTER saving (the socket is
 * destroyed) or answer 503 before saving; DELETE cancels an order it made.
 */
export async function startOrdersApi() {
  const state = { byKey: new Map<string, Order>(), cancelled: new Set<number>(), dropAnswers: 0, failBeforeSaving: 0, refuseWith: undefined as string | undefined, nextId: 1 };
  const api = await startTestApi((request, response) => {
    const delivery = request.url === '/api/customer/delivery-orders';
    if (request.method === 'POST' && (request.url === '/api/customer/orders' || delivery)) {
      const key = String(request.headers['idempotency-key'] ?? '');
      if (state.refuseWith) return sendJson(response, 409, { wasOk: false, error: { code: state.refuseWith, message: state.refuseWith } });
      if (state.failBeforeSaving > 0) {
        state.failBeforeSaving -= 1;
        return sendJson(response, 503, { wasOk: false, error: { code: 'unavailable', message: 'busy' } });
      }
      const body = JSON.parse(request.body) as OrderCreateBody;
      let order = state.byKey.get(key);
      if (!order) {
        order = sampleOrder(state.nextId++, { paymentType: { id: body.paymentType.id }, totalPrice: body.totalPrice });
        if (delivery) order = { ...order, address: { addressId: 21, contactFullName: 'Ana', addressLine1: 'Colón 1', addressLine2: '', cp: '46004', cityName: 'Valencia', provinceName: 'Valencia' } } as Order;
        state.byKey.set(key, order);
      }
      if (state.dropAnswers > 0) {
        state.dropAnswers -= 1;
        response.socket?.destroy();
        return;
      }
      return sendJson(response, 201, { wasOk: true, data: { order, payment: null } });
    }
    const cancel = /^\/api\/customer\/(?:delivery-)?orders\/(\d+)$/.exec(request.url);
    if (request.method === 'DELETE' && cancel) {
      const order = [...state.byKey.values()].find((candidate) => candidate.orderId === Number(cancel[1]));
      if (!order) return sendJson(response, 404, { wasOk: false, error: { code: 'not_found', message: 'not found' } });
      state.cancelled.add(order.orderId);
      return sendJson(response, 200, { wasOk: true, data: order });
    }
    if (request.method === 'GET' && request.url === '/api/customer/orders') {
      return sendJson(response, 200, { wasOk: true, data: [...state.byKey.values()] });
    }
    sendJson(response, 404, { wasOk: false, error: { code: 'not_found', message: 'not found' } });
  });
  return { ...api, state };
}
