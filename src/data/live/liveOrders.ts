import { customerSync } from '../customer/sync';
import { deliveryOrdersResource } from '../orders/delivery';
import { orderResource, ordersResource } from '../orders/pickup';
import { useCustomerOrderEvents } from './useCustomerOrderEvents';

/** The pending orders list: any pick-up order's change reads the list again. True while live. */
export function useLiveOrderList(enabled: boolean): boolean {
  return useCustomerOrderEvents(enabled, (event) => {
    if (event.kind === 'pickup') void customerSync.refreshAfterCurrent(ordersResource);
  });
}

/** One order's screen: its own changes read it again. True while live. */
export function useLiveOrder(orderId: number, enabled: boolean): boolean {
  return useCustomerOrderEvents(enabled, (event) => {
    if (event.kind === 'pickup' && event.orderId === orderId) void customerSync.refreshAfterCurrent(orderResource(orderId));
  });
}

/** The delivery orders and their tracker: a delivery order's change reads the list again. True while live. */
export function useLiveDeliveryOrders(enabled: boolean): boolean {
  return useCustomerOrderEvents(enabled, (event) => {
    if (event.kind === 'delivery') void customerSync.refreshAfterCurrent(deliveryOrdersResource);
  });
}
