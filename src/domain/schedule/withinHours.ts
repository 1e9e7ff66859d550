import type { Schedule } from '../../api/contract/customer/locations';
import { rangeMinutes, rangesFor } from './schedule';
import { addDays, instantAt, shopMomentOf } from './shopTime';

/**
 * Whether the shop's hours hold `instant`, a promised pick-up or delivery time: inside an opening range
 * of its day (or of the day before, running past midnight), its ends included, on the shop's clock.
 */
export function withinHours(schedule: Schedule, instant: Date, timeZone: string): boolean {
  const today = shopMomentOf(instant, timeZone);
  const at = instant.getTime();
  return [addDays(today, -1), today].some((day) =>
    rangesFor(schedule, day).some((range) => {
      const [open, close] = rangeMinutes(range);
      return close > open && at >= instantAt(day, open, timeZone).getTime() && at <= instantAt(day, close, timeZone).getTime();
    }),
  );
}
