import { useEffect } from 'react';
import { DELIVERY_ORDERS_REFRESH_MS, refreshDeliveryOrders } from '../../data/deliveryOrders';

/**
 * Spec §9: the delivery orders are fetched when the screen opens, on focus, when the network comes back
 * and every `intervalMs` (30 s by default) while the page is visible.
 */
export function useDeliveryOrdersAutoRefresh(enabled: boolean, intervalMs = DELIVERY_ORDERS_REFRESH_MS): void {
  useEffect(() => {
    if (!enabled) return undefined;
    void refreshDeliveryOrders();
    const refreshIfVisible = () => {
      if (document.visibilityState === 'visible') void refreshDeliveryOrders();
    };
    const timer = setInterval(refreshIfVisible, intervalMs);
    window.addEventListener('focus', refreshIfVisible);
    window.addEventListener('online', refreshIfVisible);
    document.addEventListener('visibilitychange', refreshIfVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refreshIfVisible);
      window.removeEventListener('online', refreshIfVisible);
      document.removeEventListener('visibilitychange', refreshIfVisible);
    };
  }, [enabled, intervalMs]);
}
