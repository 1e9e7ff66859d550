import type { Schedule, TimeRange } from '../../api/contract/customer/locations';
import { addDays, clockText, dayNumber, shopMomentOf, weekdayOf, type ShopDay } from './shopTime';

const MINUTES_PER_DAY = 24 * 60;
const MAX_VISIBLE_RANGES = 2;
/** Weekday indexes (0 = Sunday) in the order the week table shows them, Monday first. */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

/** Schedule: exceptions are keyed `YYYY-M-D` without zero padding, by the shop's calendar day. */
export function exceptionKey(day: ShopDay): string {
  return `${day.year}-${day.month}-${day.day}`;
}

/** Reads an exception key back as a calendar day; undefined for keys that are not real dates. */
export function parseExceptionKey(key: string): ShopDay | undefined {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(key.trim());
  if (!match) return undefined;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const normalised = addDays(day, 0);
  return normalised.month === day.month && normalised.day === day.day ? day : undefined;
}

function weekdayRanges(schedule: Schedule, weekday: number): TimeRange[] {
  return schedule[`d${weekday}` as `d${0 | 1 | 2 | 3 | 4 | 5 | 6}`];
}

/** Schedule: an exception for the shop's date overrides its weekday (d0 = Sunday). */
export function rangesFor(schedule: Schedule, day: ShopDay): TimeRange[] {
  return schedule.exceptions[exceptionKey(day)] ?? weekdayRanges(schedule, weekdayOf(day));
}

/** Schedule: up to two ranges are shown. */
export function visibleRanges(ranges: TimeRange[]): TimeRange[] {
  return ranges.slice(0, MAX_VISIBLE_RANGES);
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * Closing minute counted from the opening day's midnight: 00:00 closes at the end of the day, and a
 * close before the open (22:00–02:00) runs into the next day. Equal times make an empty range.
 */
function closingMinute([open, close]: TimeRange): number {
  const closeAt = minutesOf(close);
  if (closeAt === 0) return MINUTES_PER_DAY;
  return closeAt < minutesOf(open) ? closeAt + MINUTES_PER_DAY : closeAt;
}

/** A range as minutes from its opening day's midnight: [opening, closing], closing past 1440 when it runs into the next day. */
export function rangeMinutes(range: TimeRange): [open: number, close: number] {
  return [minutesOf(range[0]), closingMinute(range)];
}

/**
 * Schedule open test, on the shop's wall clock (the shop's own time): the time is strictly between
 * opening and closing. A range that runs past midnight is open after its opening that day and before
 * its closing the next day.
 */
export function isOpenAt(schedule: Schedule, instant: Date, timeZone: string): boolean {
  const now = shopMomentOf(instant, timeZone);
  const today = rangesFor(schedule, now).some((range) => now.minutes > minutesOf(range[0]) && now.minutes < closingMinute(range));
  if (today) return true;
  return rangesFor(schedule, addDays(now, -1)).some((range) => now.minutes < closingMinute(range) - MINUTES_PER_DAY);
}

/**
 * While the shop is closed, the opening time (HH:mm on its clock) of the next range that starts later in
 * its today, judged in the shop's zone: the lunch gap's afternoon opening. Null when it is open or opens
 * no more today.
 */
export function nextOpeningToday(schedule: Schedule, instant: Date, timeZone: string): string | null {
  if (isOpenAt(schedule, instant, timeZone)) return null;
  const now = shopMomentOf(instant, timeZone);
  const later = rangesFor(schedule, now)
    .filter((range) => closingMinute(range) > minutesOf(range[0]) && minutesOf(range[0]) >= now.minutes)
    .sort((a, b) => minutesOf(a[0]) - minutesOf(b[0]));
  const opening = later[0] ? minutesOf(later[0][0]) : null;
  return opening === null ? null : clockText(opening);
}

export type WeekRow = { dayIndex: number; ranges: TimeRange[]; isToday: boolean };

/** Locations screen: the regular opening hours of the week, Monday first, at most two ranges a day. */
export function weekRows(schedule: Schedule, today: ShopDay): WeekRow[] {
  const todayIndex = weekdayOf(today);
  return WEEK_FROM_MONDAY.map((dayIndex) => ({
    dayIndex,
    ranges: visibleRanges(weekdayRanges(schedule, dayIndex)),
    isToday: todayIndex === dayIndex,
  }));
}

export type ScheduleException = { date: string; day: ShopDay; ranges: TimeRange[] };

/** Schedule exceptions in the `days` days starting the shop's today (empty ranges = closed), soonest first. */
export function upcomingExceptions(schedule: Schedule, today: ShopDay, days = 30): ScheduleException[] {
  const first = dayNumber(today);
  const found: ScheduleException[] = [];
  for (const [key, ranges] of Object.entries(schedule.exceptions)) {
    const day = parseExceptionKey(key);
    const offset = day ? dayNumber(day) - first : -1;
    if (day && offset >= 0 && offset < days) found.push({ date: exceptionKey(day), day, ranges: visibleRanges(ranges) });
  }
  return found.sort((a, b) => dayNumber(a.day) - dayNumber(b.day));
}
