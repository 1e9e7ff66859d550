import { useCallback, useState } from 'react';
import { useCustomerResource } from '../../../data/customer/sync';
import { useLiveOrderList } from '../../../data/live/liveOrders';
import { orderListResources, ORDERS_REFRESH_MS, refreshOrderList } from '../../../data/orders/lists';
import type { OrderKind } from '../../../data/orders/mirror';

/**
 * An orders list of either kind while its screen shows: live from the customer's event stream,
 * or refreshed every `intervalMs` (30 s by default) while the stream is not open; and at the customer's request.
 */
export function useOrdersAutoRefresh(
  kind: OrderKind,
  enabled: boolean,
  intervalMs = ORDERS_REFRESH_MS,
): { refreshing: boolean; refreshNow: () => Promise<void> } {
  const [refreshing, setRefreshing] = useState(false);
  const refreshNow = useCallback(async () => {
    setRefreshing(true);
    try {
      await refreshOrderList(kind);
    } finally {
      setRefreshing(false);
    }
  }, [kind]);
  const live = useLiveOrderList(kind, enabled);
  // The stream opening or dropping re-watches the list, which reads it once: nothing is missed in between.
  useCustomerResource(orderListResources[kind], { enabled, intervalMs: live ? undefined : intervalMs, refreshOnOpen: true });
  return { refreshing, refreshNow };
}
