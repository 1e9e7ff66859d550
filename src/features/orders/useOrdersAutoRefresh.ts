import { useCallback, useState } from 'react';
import { useCustomerResource } from '../../data/customer/sync';
import { ORDERS_REFRESH_MS, ordersResource, refreshOrders } from '../../data/orders';

/** Spec §9: the pending orders, refreshed every 30 s while their screen shows; and at the customer's request. */
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
  useCustomerResource(ordersResource, { enabled, intervalMs: ORDERS_REFRESH_MS, refreshOnOpen: true });
  return { refreshing, refreshNow };
}
