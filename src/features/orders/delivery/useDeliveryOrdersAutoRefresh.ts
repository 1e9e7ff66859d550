import { useCustomerResource } from '../../../data/customer/sync';
import { DELIVERY_ORDERS_REFRESH_MS, deliveryOrdersResource } from '../../../data/orders/delivery';
import { useLiveDeliveryOrders } from '../../../data/live/liveOrders';

/**
 * Spec §9: the delivery orders while their screen shows: live from the customer's event stream, or
 * refreshed every `intervalMs` (30 s by default) while the stream is not open.
 */
export function useDeliveryOrdersAutoRefresh(enabled: boolean, intervalMs = DELIVERY_ORDERS_REFRESH_MS): void {
  const live = useLiveDeliveryOrders(enabled);
  useCustomerResource(deliveryOrdersResource, { enabled, intervalMs: live ? undefined : intervalMs, refreshOnOpen: true });
}
