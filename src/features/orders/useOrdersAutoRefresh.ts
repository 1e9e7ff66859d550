import { useCallback, useEffect, useState } from 'react';
import { ORDERS_REFRESH_MS, refreshOrders } from '../../data/orders';

/** Spec §9: the pending orders are refreshed every 30 s while the page is visible, and on focus. */
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

  useEffect(() => {
    if (!enabled) return undefined;
    void refreshOrders();
    const tick = () => {
      if (document.visibilityState === 'visible') void refreshOrders();
    };
    const timer = setInterval(tick, ORDERS_REFRESH_MS);
    window.addEventListener('focus', tick);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', tick);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [enabled]);

  return { refreshing, refreshNow };
}
