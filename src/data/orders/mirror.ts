import type { ApiClient } from '../../api/client';
import * as v from 'valibot';
import type { Order } from '../../api/contract';
import { endpoints } from '../../api/contract/endpoints';
import type { AppDb } from '../db';
import { paymentStatusMoved } from '../paymentChanges';

export type OrderLookup = { kind: 'found'; order: Order } | { kind: 'not-found' } | { kind: 'failed' };

/**
 * The Dexie mirror of the customer's pick-up orders (opens offline; DESIGN §1). `onPaymentMoved` hears when
 * an order's payment status changes (or a new order arrives), since the ritmitos move with it.
 */
export function createOrderMirror(deps: { db: AppDb; client: ApiClient; now?: () => number; onPaymentMoved?: () => Promise<void> }) {
  const now = deps.now ?? Date.now;

  async function storeOrder(order: Order): Promise<void> {
    const stored = await deps.db.orders.get(order.orderId);
    await deps.db.orders.put({ ...order, fetchedAt: now() });
    if (paymentStatusMoved([stored], [order])) await deps.onPaymentMoved?.();
  }

  async function replaceAll(orders: Order[]): Promise<void> {
    const fetchedAt = now();
    const moved = await deps.db.transaction('rw', deps.db.orders, async () => {
      const stored = await deps.db.orders.toArray();
      await deps.db.orders.clear();
      await deps.db.orders.bulkPut(orders.map((order) => ({ ...order, fetchedAt })));
      return paymentStatusMoved(stored, orders);
    });
    if (moved) await deps.onPaymentMoved?.();
  }

  return {
    storeOrder,
    /** GET /customer/orders replaces the mirror (orders gone from the answer are gone). False when it failed. */
    async refresh(): Promise<boolean> {
      const answer = await deps.client.call('orders');
      if (answer.status !== 'ok') return false;
      await replaceAll(answer.data);
      return true;
    },
    /** An answer the service worker fetched in the background: stored only when it fits the contract. */
    async acceptBackgroundAnswer(answer: unknown): Promise<boolean> {
      const parsed = v.safeParse(endpoints.orders.answer, answer);
      if (!parsed.success || !parsed.output.wasOk || !parsed.output.data) return false;
      await replaceAll(parsed.output.data);
      return true;
    },
    /** POST /customer/order-status/:id (spec §7); a 404 is 'not-found', no answer 'failed'. */
    async fetchStatus(orderId: number): Promise<OrderLookup> {
      const answer = await deps.client.call('orderStatus', { params: { orderId: String(orderId) }, body: {} });
      if (answer.status === 'ok') {
        await storeOrder(answer.data);
        return { kind: 'found', order: answer.data };
      }
      if (!answer.wasOk && answer.httpStatus === 404) {
        await deps.db.orders.delete(orderId);
        return { kind: 'not-found' };
      }
      return { kind: 'failed' };
    },
    async cancel(orderId: number): Promise<boolean> {
      const answer = await deps.client.call('orderCancel', { params: { orderId: String(orderId) } });
      if (answer.status !== 'ok') return false;
      await storeOrder(answer.data);
      return true;
    },
  };
}
