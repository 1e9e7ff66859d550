import { useCallback, useState } from 'react';
import { ORDERS_REFRESH_MS, refreshOrders } from '../../data/orders';
import { useRefreshWhileShown } from '../../data/useRefreshWhileShown';

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
  useRefreshWhileShown(refreshOrders, enabled, ORDERS_REFRESH_MS);
  return { refreshing, refreshNow };
}
