import { useEffect, useState } from 'react';
import { apiClient } from './runtime';

/** `extraMinutes`: what a busy shop added to every size when the answer was read (src/domain/cartWait cartWaitWithExtra). */
export type ShopWait = { minutesBySize: Record<string, number>; basedOn: number; extraMinutes?: number | undefined };

/**
 * GET /shop-wait/:code once the cart shows (never on the first paint): the shop's real wait by cart size.
 * Undefined until it arrives, and when it cannot (offline, an error): the default rule (3 minutes a product, 5 to 15) stands then.
 */
export function useShopWait(locationCode: string | undefined, enabled = true): ShopWait | undefined {
  const [wait, setWait] = useState<{ code: string; value: ShopWait } | undefined>();
  useEffect(() => {
    if (!locationCode || !enabled) return undefined;
    let active = true;
    void apiClient.call('shopWait', { params: { code: locationCode }, quiet: true }).then((answer) => {
      if (active && answer.status === 'ok') setWait({ code: locationCode, value: answer.data });
    });
    return () => {
      active = false;
    };
  }, [locationCode, enabled]);
  return wait && wait.code === locationCode ? wait.value : undefined;
}
