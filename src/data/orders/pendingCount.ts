import { useLiveQuery } from 'dexie-react-hooks';
import type { Order } from '../../api/contract';
import { db } from '../db';
import { isPendingOrder } from '../../domain/orders/pickupStatus';

const NO_ORDERS: Order[] = [];

/** Bottom navigation: orders not yet Prepared, delivered or cancelled. */
export function usePendingOrdersCount(): number {
  const orders = useLiveQuery(() => db.orders.toArray() as Promise<Order[]>, [], NO_ORDERS);
  return orders.filter(isPendingOrder).length;
}
