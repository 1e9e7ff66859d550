import type { Schedule } from '../../api/contract/customer/locations';
import { rangeMinutes, rangesFor } from './schedule';
import { addDays, instantAt, shopMomentOf } from './shopTime';

const MINUTE_MS = 60_000;

/**
 * Whether an "as soon as possible" order can be taken now: the shop is open (strictly inside a range, on its
 * own clock) and the order is ready, `waitMinutes` from now, no later than that range's closing. At 13:58
 * with a 5-minute wait and closing at 14:00 it cannot. Compared as instants, so a daylight-saving night
 * inside a range counts the hour it adds or takes.
 */
export function openForAsap(schedule: Schedule, now: Date, timeZone: string, waitMinutes: number): boolean {
  const today = shopMomentOf(now, timeZone);
  const at = now.getTime();
  const ready = at + waitMinutes * MINUTE_MS;
  return [addDays(today, -1), today].some((day) =>
    rangesFor(schedule, day).some((range) => {
      const [openMinute, closeMinute] = rangeMinutes(range);
      if (closeMinute <= openMinute) return false;
      const open = instantAt(day, openMinute, timeZone).getTime();
      const close = instantAt(day, closeMinute, timeZone).getTime();
      return at > open && at < close && ready <= close;
    }),
  );
}
