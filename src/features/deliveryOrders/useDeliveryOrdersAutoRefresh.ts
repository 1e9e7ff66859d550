import { useCustomerResource } from '../../data/customer/sync';
import { DELIVERY_ORDERS_REFRESH_MS, deliveryOrdersResource } from '../../data/deliveryOrders';

/** Spec §9: the delivery orders, refreshed while their screen shows (30 s by default). */
export function useDeliveryOrdersAutoRefresh(enabled: boolean, intervalMs = DELIVERY_ORDERS_REFRESH_MS): void {
  useCustomerResource(deliveryOrdersResource, { enabled, intervalMs, refreshOnOpen: true });
}
