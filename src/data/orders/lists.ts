import { useLiveQuery } from 'dexie-react-hooks';
import { customerSync, type CustomerResource } from '../customer/sync';
import { db } from '../db';
import type { OrderKind, OrderOfKind } from './mirror';
import { orderMirrors } from './mirrors';

/** The orders lists (and an order's screen) refresh every 30 s while they show (and on open, focus, back online). */
export const ORDERS_REFRESH_MS = 30_000;

/** The customer's orders of each kind, refreshed while their screen shows; pick-up's are kept app-wide too. */
export const orderListResources: Record<OrderKind, CustomerResource> = {
  pickup: { key: 'orders', maxAgeMs: ORDERS_REFRESH_MS, load: () => orderMirrors.pickup.loadList() },
  delivery: { key: 'deliveryOrders', maxAgeMs: ORDERS_REFRESH_MS, load: () => orderMirrors.delivery.loadList() },
};

/** GET the kind's list into its mirror now, when signed in and online; false when it could not. */
export async function refreshOrderList(kind: OrderKind): Promise<boolean> {
  return (await customerSync.refresh(orderListResources[kind], { force: true })) === 'updated';
}

function tableOf(kind: OrderKind) {
  return kind === 'delivery' ? db.deliveryOrders : db.orders;
}

/** The mirrored orders of a kind, newest first (live; undefined while Dexie is read the first time). */
export function useStoredOrders<K extends OrderKind>(kind: K): OrderOfKind<K>[] | undefined {
  return useLiveQuery(async () => {
    const rows: unknown[] = await tableOf(kind).orderBy('orderDate').reverse().toArray();
    return rows as OrderOfKind<K>[];
  }, [kind]);
}

/** One mirrored order of a kind (live); null when it is not stored. */
export function useStoredOrder<K extends OrderKind>(kind: K, orderId: number): OrderOfKind<K> | null | undefined {
  return useLiveQuery(async () => {
    const row: unknown = await tableOf(kind).get(orderId);
    return (row as OrderOfKind<K> | undefined) ?? null;
  }, [kind, orderId]);
}
