import { DELIVERY_ORDERS_REFRESH_MS, refreshDeliveryOrders } from '../../data/deliveryOrders';
import { useRefreshWhileShown } from '../../data/useRefreshWhileShown';

/** Spec §9: the delivery orders, refreshed while their screen shows (30 s by default). */
export function useDeliveryOrdersAutoRefresh(enabled: boolean, intervalMs = DELIVERY_ORDERS_REFRESH_MS): void {
  useRefreshWhileShown(refreshDeliveryOrders, enabled, intervalMs);
}
