import { customerSync } from '../customer/sync';
import { orderListResources } from '../orders/lists';
import type { OrderKind } from '../orders/mirror';
import { orderResource } from '../orders/pickup';
import { useCustomerOrderEvents } from './useCustomerOrderEvents';

/** An orders list of a kind (and the delivery tracker): any change to an order of that kind reads the list again. True while live. */
export function useLiveOrderList(kind: OrderKind, enabled: boolean): boolean {
  return useCustomerOrderEvents(enabled, (event) => {
    if (event.kind === kind) void customerSync.refreshAfterCurrent(orderListResources[kind]);
  });
}

/** One order's screen: its own changes read it again. True while live. */
export function useLiveOrder(orderId: number, enabled: boolean): boolean {
  return useCustomerOrderEvents(enabled, (event) => {
    if (event.kind === 'pickup' && event.orderId === orderId) void customerSync.refreshAfterCurrent(orderResource(orderId));
  });
}
