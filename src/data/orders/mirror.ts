import type { ApiClient } from '../../api/client';
import type { Order } from '../../api/contract';
import type { Loaded } from '../customer/engine';
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

  async function loadList(): Promise<Loaded> {
    const answer = await deps.client.call('orders');
    return answer.status === 'ok' ? { kind: 'ok', store: () => replaceAll(answer.data) } : { kind: 'failed' };
  }

  /** POST /customer/order-status/:id (spec §7): the order to store, a 404 (dropped from the mirror) or nothing. */
  async function loadStatus(orderId: number): Promise<Loaded> {
    const answer = await deps.client.call('orderStatus', { params: { orderId: String(orderId) }, body: {} });
    if (answer.status === 'ok') return { kind: 'ok', store: () => storeOrder(answer.data) };
    if (!answer.wasOk && answer.httpStatus === 404) return { kind: 'not-found', store: () => deps.db.orders.delete(orderId) };
    return { kind: 'failed' };
  }

  return {
    storeOrder,
    loadList,
    loadStatus,
    /** GET /customer/orders replaces the mirror (orders gone from the answer are gone). False when it failed. */
    async refresh(): Promise<boolean> {
      const loaded = await loadList();
      if (loaded.kind === 'failed') return false;
      await loaded.store(now());
      return true;
    },
    /** The order screen's lookup: 'found' (stored), 'not-found' (dropped from the mirror) or 'failed'. */
    async fetchStatus(orderId: number): Promise<OrderLookup> {
      const loaded = await loadStatus(orderId);
      if (loaded.kind === 'failed') return { kind: 'failed' };
      await loaded.store(now());
      return loaded.kind === 'ok' ? { kind: 'found', order: (await deps.db.orders.get(orderId)) as Order } : { kind: 'not-found' };
    },
    async cancel(orderId: number): Promise<boolean> {
      const answer = await deps.client.call('orderCancel', { params: { orderId: String(orderId) } });
      if (answer.status !== 'ok') return false;
      await storeOrder(answer.data);
      return true;
    },
  };
}
