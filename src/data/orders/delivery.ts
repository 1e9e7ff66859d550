import { useLiveQuery } from 'dexie-react-hooks';
import type { DeliveryOrder } from '../../api/contract';
import type { CustomerResource } from '../customer/sync';
import { db } from '../db';
import { orderMirrors } from './mirrors';

/** Spec §9: the delivery orders list refreshes every 30 s while visible (and on open, focus, back online). */
export const DELIVERY_ORDERS_REFRESH_MS = 30_000;

/** Spec §9: the delivery orders, fetched while their screen shows (every 30 s, or the tracker's pace). */
export const deliveryOrdersResource: CustomerResource = { key: 'deliveryOrders', maxAgeMs: DELIVERY_ORDERS_REFRESH_MS, load: () => orderMirrors.delivery.loadList() };

/** The mirrored delivery orders, newest first (live; undefined while Dexie is read the first time). */
export function useDeliveryOrders(): DeliveryOrder[] | undefined {
  return useLiveQuery(async () => (await db.deliveryOrders.orderBy('orderDate').reverse().toArray()) as DeliveryOrder[]);
}

/** One mirrored delivery order (live); null when it is not stored. */
export function useDeliveryOrder(orderId: number): DeliveryOrder | null | undefined {
  return useLiveQuery(async () => ((await db.deliveryOrders.get(orderId)) as DeliveryOrder | undefined) ?? null, [orderId]);
}
