import type { Schedule, TimeRange } from '../api/contract';

const MINUTES_PER_DAY = 24 * 60;
const MAX_VISIBLE_RANGES = 2;
/** Weekday indexes (0 = Sunday) in the order the week table shows them, Monday first. */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

/** Spec §3 Schedule: exceptions are keyed `YYYY-M-D` without zero padding, in local time. */
export function exceptionKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** Reads an exception key back as a local date; undefined for keys that are not real dates. */
export function parseExceptionKey(key: string): Date | undefined {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(key.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : undefined;
}

function weekdayRanges(schedule: Schedule, weekday: number): TimeRange[] {
  return schedule[`d${weekday}` as `d${0 | 1 | 2 | 3 | 4 | 5 | 6}`];
}

/** Spec §3 Schedule: an exception for the date overrides the weekday (d0 = Sunday). */
export function rangesFor(schedule: Schedule, date: Date): TimeRange[] {
  return schedule.exceptions[exceptionKey(date)] ?? weekdayRanges(schedule, date.getDay());
}

/** Spec §3 Schedule: up to two ranges are shown. */
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

/**
 * Spec §5 schedule open test: the time is strictly between opening and closing. A range that runs
 * past midnight is open after its opening that day and before its closing the next day.
 */
export function isOpenAt(schedule: Schedule, date: Date): boolean {
  const now = date.getHours() * 60 + date.getMinutes() + date.getSeconds() / 60 + date.getMilliseconds() / 60_000;
  const today = rangesFor(schedule, date).some((range) => now > minutesOf(range[0]) && now < closingMinute(range));
  if (today) return true;
  const yesterday = new Date(date.getFullYear(), date.getMonth(), date.getDate() - 1);
  return rangesFor(schedule, yesterday).some((range) => now < closingMinute(range) - MINUTES_PER_DAY);
}

export type WeekRow = { dayIndex: number; ranges: TimeRange[]; isToday: boolean };

/** Spec §2 locations screen: the regular opening hours of the week, Monday first, at most two ranges a day. */
export function weekRows(schedule: Schedule, today: Date): WeekRow[] {
  return WEEK_FROM_MONDAY.map((dayIndex) => ({
    dayIndex,
    ranges: visibleRanges(weekdayRanges(schedule, dayIndex)),
    isToday: today.getDay() === dayIndex,
  }));
}

export type ScheduleException = { date: string; day: Date; ranges: TimeRange[] };

/** Spec §3 Schedule exceptions in the `days` days starting today (empty ranges = closed), soonest first. */
export function upcomingExceptions(schedule: Schedule, today: Date, days = 30): ScheduleException[] {
  const first = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const last = new Date(first.getFullYear(), first.getMonth(), first.getDate() + days);
  const found: ScheduleException[] = [];
  for (const [key, ranges] of Object.entries(schedule.exceptions)) {
    const day = parseExceptionKey(key);
    if (day && day >= first && day < last) found.push({ date: exceptionKey(day), day, ranges: visibleRanges(ranges) });
  }
  return found.sort((a, b) => a.day.getTime() - b.day.getTime());
}
