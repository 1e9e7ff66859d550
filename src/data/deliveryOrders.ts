import { useLiveQuery } from 'dexie-react-hooks';
import type { ApiClient } from '../api/client';
import type { DeliveryOrder } from '../api/contract';
import type { Loaded } from './customer/engine';
import { postGatewayForm } from './gatewayForm';
import { db as appDb, type AppDb } from './db';
import type { CustomerResource } from './customer/sync';
import { apiClient } from './runtime';
import { paymentStatusMoved } from './paymentChanges';
import { markPaymentMoved } from './purchases';

/** Spec §9: the delivery orders list refreshes every 30 s while visible (and on open, focus, back online). */
export const DELIVERY_ORDERS_REFRESH_MS = 30_000;

/**
 * The Dexie mirror of the customer's delivery orders (the list and details open offline; DESIGN §1).
 * `onPaymentMoved` hears when an order's payment status changes (or a new order arrives): ritmitos moved.
 */
export function createDeliveryOrderMirror(deps: { db: AppDb; client: ApiClient; now?: () => number; onPaymentMoved?: () => Promise<void> }) {
  const now = deps.now ?? Date.now;

  async function storeOrder(order: DeliveryOrder): Promise<void> {
    const stored = await deps.db.deliveryOrders.get(order.orderId);
    await deps.db.deliveryOrders.put({ ...order, fetchedAt: now() });
    if (paymentStatusMoved([stored], [order])) await deps.onPaymentMoved?.();
  }

  async function replaceAll(orders: DeliveryOrder[]): Promise<void> {
    const fetchedAt = now();
    // The answer is the whole list: orders gone from it are gone from the device too.
    const moved = await deps.db.transaction('rw', deps.db.deliveryOrders, async () => {
      const stored = await deps.db.deliveryOrders.toArray();
      await deps.db.deliveryOrders.clear();
      await deps.db.deliveryOrders.bulkPut(orders.map((order) => ({ ...order, fetchedAt })));
      return paymentStatusMoved(stored, orders);
    });
    if (moved) await deps.onPaymentMoved?.();
  }

  async function load(): Promise<Loaded> {
    const answer = await deps.client.call('deliveryOrders');
    return answer.status === 'ok' ? { kind: 'ok', store: () => replaceAll(answer.data) } : { kind: 'failed' };
  }

  async function refresh(): Promise<boolean> {
    const loaded = await load();
    if (loaded.kind === 'failed') return false;
    await loaded.store(now());
    return true;
  }

  return {
    storeOrder,
    load,
    refresh,
    /** POST …/:orderId/pay: the gateway form data for the same order, undefined when the call failed. */
    async payForm(orderId: number) {
      const answer = await deps.client.call('deliveryOrderPay', { params: { orderId: String(orderId) }, body: {} });
      return answer.status === 'ok' ? answer.data : undefined;
    },
    /** POST …/:orderId/gpay with the wallet's result; the paid order (kept in the mirror) or undefined. */
    async walletPay(orderId: number, paymentInfo: string): Promise<DeliveryOrder | undefined> {
      const answer = await deps.client.call('deliveryOrderWalletPay', { params: { orderId: String(orderId) }, body: { paymentInfo } });
      if (answer.status !== 'ok') return undefined;
      await storeOrder(answer.data);
      return answer.data;
    },
    /** DELETE …/:orderId, then the list reloads (spec §7). False when the server did not cancel it. */
    async cancel(orderId: number): Promise<boolean> {
      const answer = await deps.client.call('deliveryOrderCancel', { params: { orderId: String(orderId) } });
      if (answer.status !== 'ok') return false;
      await storeOrder(answer.data);
      await refresh();
      return true;
    },
  };
}

const mirror = createDeliveryOrderMirror({ db: appDb, client: apiClient, onPaymentMoved: markPaymentMoved });

/** Spec §9: the delivery orders, fetched while their screen shows (every 30 s, or the tracker's pace). */
export const deliveryOrdersResource: CustomerResource = { key: 'deliveryOrders', maxAgeMs: DELIVERY_ORDERS_REFRESH_MS, load: () => mirror.load() };

/** Keeps an order the checkout just created, so the list shows it before the next refresh. */
export function storeDeliveryOrder(order: DeliveryOrder): Promise<void> {
  return mirror.storeOrder(order);
}

/** Spec §2: pay an unpaid order by card — the page leaves for the gateway. False when the pay call failed. */
export async function payDeliveryOrder(orderId: number): Promise<boolean> {
  const form = await mirror.payForm(orderId);
  if (!form) return false;
  postGatewayForm(form);
  return true;
}

/** Issue 13: pay a delivery wallet order with the wallet's result (JSON text); the paid order or undefined. */
export function payDeliveryOrderByWallet(orderId: number, paymentInfo: string): Promise<DeliveryOrder | undefined> {
  return mirror.walletPay(orderId, paymentInfo);
}

/** Spec §2: cancel an unpaid order; the list reloads. False when it was not cancelled. */
export function cancelDeliveryOrder(orderId: number): Promise<boolean> {
  return mirror.cancel(orderId);
}

/** The mirrored delivery orders, newest first (live; undefined while Dexie is read the first time). */
export function useDeliveryOrders(): DeliveryOrder[] | undefined {
  return useLiveQuery(async () => (await appDb.deliveryOrders.orderBy('orderDate').reverse().toArray()) as DeliveryOrder[]);
}

/** One mirrored delivery order (live); null when it is not stored. */
export function useDeliveryOrder(orderId: number): DeliveryOrder | null | undefined {
  return useLiveQuery(async () => ((await appDb.deliveryOrders.get(orderId)) as DeliveryOrder | undefined) ?? null, [orderId]);
}
