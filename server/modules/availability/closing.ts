import { closingTimeToday } from '../../../src/domain/availability/availability';
import { addDays, instantAt, shopMomentOf } from '../../../src/domain/schedule/shopTime';
import type { AvailabilityShop } from './shops';

/**
 * "Until closing": the end of the opening range the shop is in (or of today's last one still to come);
 * when the shop opens no more today, the end of the shop's day.
 */
export function untilClosing(shop: Pick<AvailabilityShop, 'schedule' | 'timeZone'>, now: Date): Date {
  return closingTimeToday(shop.schedule, shop.timeZone, now) ?? instantAt(addDays(shopMomentOf(now, shop.timeZone), 1), 0, shop.timeZone);
}
