import type { EntityTable } from 'dexie';
import type { ApiClient, CallResult } from '../../api/client';
import type { ApiError, CardPaymentForm, DeliveryOrder, Order } from '../../api/contract';
import type { Loaded } from '../customer/engine';
import type { AppDb } from '../db';
import { paymentStatusMoved } from '../paymentChanges';

/** How an order reaches the customer: picked up at the shop's counter, or delivered to an address. */
export type OrderKind = 'pickup' | 'delivery';
/** The order the server answers for each kind. */
export type OrderOfKind<K extends OrderKind> = K extends 'delivery' ? DeliveryOrder : Order;

export type OrderLookup = { kind: 'found'; order: Order } | { kind: 'not-found' } | { kind: 'failed' };

/** A payment call's answer: what it gave, or the server's error (none when it did not answer). */
export type PaymentAnswer<T> = { ok: true; value: T } | { ok: false; error: ApiError | undefined };

type AnyOrder = Order | DeliveryOrder;
type StoredTable = EntityTable<AnyOrder & { fetchedAt: number }, 'orderId'>;

/** Order calls of one kind. Only pick-up orders have a status call of their own. */
type OrderCalls<O> = {
  list(): Promise<CallResult<O[]>>;
  status?(orderId: string): Promise<CallResult<O>>;
  pay(orderId: string): Promise<CallResult<CardPaymentForm>>;
  walletPay(orderId: string, paymentInfo: string): Promise<CallResult<O>>;
  cancel(orderId: string): Promise<CallResult<O>>;
};

function pickupCalls(client: ApiClient): OrderCalls<Order> {
  return {
    list: () => client.call('orders'),
    status: (orderId) => client.call('orderStatus', { params: { orderId }, body: {} }),
    pay: (orderId) => client.call('orderPay', { params: { orderId }, body: {} }),
    walletPay: (orderId, paymentInfo) => client.call('orderWalletPay', { params: { orderId }, body: { paymentInfo } }),
    cancel: (orderId) => client.call('orderCancel', { params: { orderId } }),
  };
}

function deliveryCalls(client: ApiClient): OrderCalls<DeliveryOrder> {
  return {
    list: () => client.call('deliveryOrders'),
    pay: (orderId) => client.call('deliveryOrderPay', { params: { orderId }, body: {} }),
    walletPay: (orderId, paymentInfo) => client.call('deliveryOrderWalletPay', { params: { orderId }, body: { paymentInfo } }),
    cancel: (orderId) => client.call('deliveryOrderCancel', { params: { orderId } }),
  };
}

export type OrderMirrorDeps<K extends OrderKind> = {
  /** Pick-up unless told otherwise. */
  kind?: K;
  db: AppDb;
  client: ApiClient;
  now?: () => number;
  onPaymentMoved?: () => Promise<void>;
};

/**
 * The Dexie mirror of the customer's orders of one kind: pick-up orders in `orders`, delivery orders in
 * `deliveryOrders` (the lists and details open offline). `onPaymentMoved` hears when an order's
 * payment status changes (or a new order arrives), since the ritmitos move with it.
 */
export function createOrderMirror<K extends OrderKind = 'pickup'>(deps: OrderMirrorDeps<K>) {
  type O = OrderOfKind<K>;
  const kind: OrderKind = deps.kind ?? 'pickup';
  const now = deps.now ?? Date.now;
  const table = (kind === 'delivery' ? deps.db.deliveryOrders : deps.db.orders) as StoredTable;
  const calls: OrderCalls<AnyOrder> = kind === 'delivery' ? deliveryCalls(deps.client) : pickupCalls(deps.client);

  async function storeOrder(order: AnyOrder): Promise<void> {
    const stored = await table.get(order.orderId);
    await table.put({ ...order, fetchedAt: now() });
    if (paymentStatusMoved([stored], [order])) await deps.onPaymentMoved?.();
  }

  async function replaceAll(orders: AnyOrder[]): Promise<void> {
    const fetchedAt = now();
    // The answer is the whole list: orders gone from it are gone from the device too.
    const moved = await deps.db.transaction('rw', table, async () => {
      const stored = await table.toArray();
      await table.clear();
      await table.bulkPut(orders.map((order) => ({ ...order, fetchedAt })));
      return paymentStatusMoved(stored, orders);
    });
    if (moved) await deps.onPaymentMoved?.();
  }

  async function loadList(): Promise<Loaded> {
    const answer = await calls.list();
    return answer.status === 'ok' ? { kind: 'ok', store: () => replaceAll(answer.data) } : { kind: 'failed' };
  }

  async function refresh(): Promise<boolean> {
    const loaded = await loadList();
    if (loaded.kind === 'failed') return false;
    await loaded.store(now());
    return true;
  }

  /** POST /customer/order-status/:id (pick-up): the order to store, a 404 (dropped from the mirror) or nothing. */
  async function loadStatus(orderId: number): Promise<Loaded> {
    const answer = calls.status ? await calls.status(String(orderId)) : undefined;
    if (answer?.status === 'ok') return { kind: 'ok', store: () => storeOrder(answer.data) };
    if (answer && !answer.wasOk && answer.httpStatus === 404) return { kind: 'not-found', store: () => table.delete(orderId) };
    return { kind: 'failed' };
  }

  return {
    storeOrder: storeOrder as (order: O) => Promise<void>,
    loadList,
    loadStatus,
    /** GET the list into the mirror (orders gone from the answer are gone). False when it failed. */
    refresh,
    /** The order screen's lookup: 'found' (stored), 'not-found' (dropped from the mirror) or 'failed'. */
    async fetchStatus(orderId: number): Promise<OrderLookup> {
      const loaded = await loadStatus(orderId);
      if (loaded.kind === 'failed') return { kind: 'failed' };
      await loaded.store(now());
      return loaded.kind === 'ok' ? { kind: 'found', order: (await table.get(orderId)) as Order } : { kind: 'not-found' };
    },
    /** POST …/:orderId/pay: the gateway form data for the same order, or the server's refusal. */
    async payForm(orderId: number): Promise<PaymentAnswer<CardPaymentForm>> {
      const answer = await calls.pay(String(orderId));
      return answer.status === 'ok' ? { ok: true, value: answer.data } : { ok: false, error: answer.wasOk ? undefined : answer.error };
    },
    /** POST …/:orderId/gpay with the wallet's result (JSON text); the paid order (kept in the mirror), or the server's refusal. */
    async walletPay(orderId: number, paymentInfo: string): Promise<PaymentAnswer<O>> {
      const answer = await calls.walletPay(String(orderId), paymentInfo);
      if (answer.status !== 'ok') return { ok: false, error: answer.wasOk ? undefined : answer.error };
      await storeOrder(answer.data);
      return { ok: true, value: answer.data as O };
    },
    /** DELETE …/:orderId; a delivery list then reloads. False when the server did not cancel it. */
    async cancel(orderId: number): Promise<boolean> {
      const answer = await calls.cancel(String(orderId));
      if (answer.status !== 'ok') return false;
      await storeOrder(answer.data);
      if (kind === 'delivery') await refresh();
      return true;
    },
  };
}

export type OrderMirror<K extends OrderKind = 'pickup'> = ReturnType<typeof createOrderMirror<K>>;
