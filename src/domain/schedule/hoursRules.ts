import type { Schedule, TimeRange } from '../../api/contract/customer/locations';
import { exceptionKey, parseExceptionKey, rangeMinutes } from './schedule';
import { dayNumber, type ShopDay } from './shopTime';

/** A shop opens at most twice a day: a morning and an afternoon (split shift). */
export const MAX_RANGES_A_DAY = 2;

const WEEKDAYS = ['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'] as const;
type WeekdayKey = (typeof WEEKDAYS)[number];

/** Hours as the back office sends them: the week and dated exceptions keyed `YYYY-MM-DD` or `YYYY-M-D`. */
export interface HoursInput {
  week: Record<WeekdayKey, TimeRange[]>;
  exceptions: Record<string, TimeRange[]>;
}

export type HoursVerdict = { ok: true; schedule: Schedule } | { ok: false; field: string; message: string };

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** What is wrong with one day's ranges, or null: too many, malformed, inverted, overlapping. */
export function dayRangesProblem(ranges: readonly TimeRange[]): string | null {
  if (ranges.length > MAX_RANGES_A_DAY) return `At most ${MAX_RANGES_A_DAY} ranges a day (a split shift)`;
  for (const [open, close] of ranges) {
    if (!TIME.test(open) || !TIME.test(close)) return `Write times as HH:mm (${open}–${close})`;
  }
  const spans = ranges.map((range) => ({ range, minutes: rangeMinutes(range) })).sort((a, b) => a.minutes[0] - b.minutes[0]);
  for (const { range, minutes } of spans) {
    // rangeMinutes reads a close before the open as running past midnight; here only 00:00 may (midnight).
    if (minutes[1] <= minutes[0] || minutes[1] > 24 * 60) return `${range[0]}–${range[1]}: closing must be after opening (00:00 closes at midnight)`;
  }
  for (let index = 1; index < spans.length; index += 1) {
    const before = spans[index - 1]!;
    const after = spans[index]!;
    if (after.minutes[0] < before.minutes[1]) return `${before.range[0]}–${before.range[1]} and ${after.range[0]}–${after.range[1]} overlap`;
  }
  return null;
}

const sameRanges = (a: readonly TimeRange[] | undefined, b: readonly TimeRange[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Checks a shop's new hours against the rules and gives the schedule to store, exceptions keyed without
 * zero padding. `today` is the shop's calendar day (in its zone): an exception before it is refused,
 * unless it is one already stored sent back unchanged, which is dropped (it no longer matters), as are
 * stored past exceptions the body leaves out. The first problem found is named with its field.
 */
export function checkHours(input: HoursInput, today: ShopDay, stored: Schedule['exceptions'] = {}): HoursVerdict {
  const schedule: Schedule = { d0: [], d1: [], d2: [], d3: [], d4: [], d5: [], d6: [], exceptions: {} };
  for (const weekday of WEEKDAYS) {
    const ranges = input.week[weekday];
    const problem = dayRangesProblem(ranges);
    if (problem) return { ok: false, field: `week.${weekday}`, message: problem };
    schedule[weekday] = ranges.map(([open, close]) => [open, close]);
  }
  const todayNumber = dayNumber(today);
  for (const [raw, ranges] of Object.entries(input.exceptions)) {
    const field = `exceptions.${raw}`;
    const day = parseExceptionKey(raw);
    if (!day) return { ok: false, field, message: `${raw} is not a date (YYYY-MM-DD) that exists` };
    const key = exceptionKey(day);
    if (key in schedule.exceptions) return { ok: false, field, message: `${raw} is named twice` };
    if (dayNumber(day) < todayNumber) {
      if (sameRanges(stored[key], ranges)) continue;
      return { ok: false, field, message: `${raw} is in the past on the shop's calendar` };
    }
    const problem = dayRangesProblem(ranges);
    if (problem) return { ok: false, field, message: problem };
    schedule.exceptions[key] = ranges.map(([open, close]) => [open, close]);
  }
  return { ok: true, schedule };
}
