import type { Order } from '../../api/contract';
import { useStoredQuery } from '../useStoredQuery';
import { isPendingOrder } from '../../domain/orders/pickupStatus';

const NO_ORDERS: Order[] = [];

/** Bottom navigation: orders not yet Prepared, delivered or cancelled. */
export function usePendingOrdersCount(): number {
  const orders = useStoredQuery((db) => db.orders.toArray() as Promise<Order[]>, [], NO_ORDERS);
  return orders.filter(isPendingOrder).length;
}
