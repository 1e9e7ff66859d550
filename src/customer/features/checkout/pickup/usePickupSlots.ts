import { useEffect, useMemo, useState } from 'react';
import type { Schedule } from '../../../../api/contract';
import { waitMinutes } from '../../../../domain/orders/cart';
import { pickupSlots } from '../../../../domain/schedule/pickupTime';

/** How often the offered times are worked out again: a time that has become too soon goes. */
const REFRESH_MS = 30_000;

/**
 * Today's pick-up times for the cart's products (src/domain/pickupTime, the rule the server
 * checks), kept current while the cart is shown; none while the schedule is unknown. A busy shop's
 * extra wait pushes the earliest back.
 */
export function usePickupSlots(schedule: Schedule | undefined, timeZone: string, totalProducts: number, extraWaitMinutes = 0): Date[] {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const wait = waitMinutes(totalProducts);
  return useMemo(
    () => (schedule ? pickupSlots({ schedule, timeZone, now, waitMinutes: wait, extraWaitMinutes }) : []),
    [schedule, timeZone, now, wait, extraWaitMinutes],
  );
}
