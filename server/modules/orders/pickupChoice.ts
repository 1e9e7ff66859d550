import { waitMinutes } from '../../../src/domain/orders/cart';
import { isPickupSlot } from '../../../src/domain/schedule/pickupTime';
import { ApiFailure } from '../../platform/http/envelope';
import type { LocationRow } from './orderCatalogue';

/**
 * The customer's pick-up time, checked with the app's own rule (src/domain/pickupTime) against
 * the shop's schedule, its clock and the order's wait estimate as the server counted it, plus the extra
 * wait a busy shop adds (it pushes the earliest time back). Null for "as soon as possible"; a time that is
 * not allowed is refused (400 naming `pickupAt`), before anything is written.
 */
export function chosenPickupTime(pickupAt: string | undefined, location: LocationRow, totalProducts: number, now: Date, extraWaitMinutes = 0): Date | null {
  if (pickupAt === undefined) return null;
  const wait = waitMinutes(totalProducts);
  const chosen = new Date(pickupAt);
  if (!isPickupSlot({ schedule: location.schedule, timeZone: location.timeZone, now, waitMinutes: wait, extraWaitMinutes }, chosen)) {
    throw new ApiFailure(
      400,
      'pickup_time_unavailable',
      `This pick-up time is not available: choose a quarter hour later today, inside the shop's opening hours, at least ${wait + extraWaitMinutes} minutes from now and ${wait} minutes before closing.`,
      'pickupAt',
    );
  }
  return chosen;
}
