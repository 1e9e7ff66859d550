import { useCallback, useState } from 'react';
import { useCustomerResource } from '../../../data/customer/sync';
import { useLiveOrderList } from '../../../data/live/liveOrders';
import { ORDERS_REFRESH_MS, ordersResource, refreshOrders } from '../../../data/orders/pickup';

/**
 * Spec §9: the pending orders while their screen shows: live from the customer's event stream, or
 * refreshed every 30 s while the stream is not open; and at the customer's request.
 */
export function useOrdersAutoRefresh(enabled: boolean): { refreshing: boolean; refreshNow: () => Promise<void> } {
  const [refreshing, setRefreshing] = useState(false);
  const refreshNow = useCallback(async () => {
    setRefreshing(true);
    try {
      await refreshOrders();
    } finally {
      setRefreshing(false);
    }
  }, []);
  const live = useLiveOrderList(enabled);
  // The stream opening or dropping re-watches the list, which reads it once: nothing is missed in between.
  useCustomerResource(ordersResource, { enabled, intervalMs: live ? undefined : ORDERS_REFRESH_MS, refreshOnOpen: true });
  return { refreshing, refreshNow };
}
