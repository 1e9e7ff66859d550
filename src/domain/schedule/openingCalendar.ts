import type { Schedule, TimeRange } from '../../api/contract/customer/locations';
import { exceptionKey, rangesFor } from './schedule';
import { addDays, type ShopDay } from './shopTime';

export interface CalendarDay {
  day: ShopDay;
  /** The day as YYYY-MM-DD. */
  date: string;
  ranges: TimeRange[];
  /** A dated exception sets this day's hours instead of its weekday's. */
  exception: boolean;
  closed: boolean;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The shop's hours day by day from `fromDay` (a day on the shop's calendar), `days` days long: an
 * exception wins over its weekday. Calendar days, not 24-hour steps, so a daylight-saving day is one day.
 */
export function openingCalendar(schedule: Schedule, fromDay: ShopDay, days = 60): CalendarDay[] {
  return Array.from({ length: Math.max(0, days) }, (_, offset) => {
    const day = addDays(fromDay, offset);
    const ranges = rangesFor(schedule, day);
    return {
      day,
      date: `${day.year}-${two(day.month)}-${two(day.day)}`,
      ranges,
      exception: exceptionKey(day) in schedule.exceptions,
      closed: ranges.length === 0,
    };
  });
}
