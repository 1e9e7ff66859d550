import { addDays, dayNumber, weekdayOf, type ShopDay } from '../schedule/shopTime';

/** The longest period a report covers, in days (a leap year). */
export const MAX_REPORT_DAYS = 366;

/** The presets a report's period is chosen from; `range` is any from–to. */
export const PERIOD_PRESETS = ['today', 'yesterday', 'week', 'month'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** Days on the shop's calendar, YYYY-MM-DD, both included. */
export type ReportPeriod = { from: string; to: string };

export type PeriodCheck = { ok: true; period: ReportPeriod; days: number } | { ok: false; field: 'from' | 'to'; message: string };

const two = (value: number) => String(value).padStart(2, '0');

export const dayText = (day: ShopDay) => `${day.year}-${two(day.month)}-${two(day.day)}`;

/** A YYYY-MM-DD day that exists on the calendar; null otherwise. */
export function parseDay(text: string): ShopDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return dayText(addDays(day, 0)) === text ? day : null;
}

/** The period a preset names on the shop's calendar, `today` being the shop's day now; a week starts on Monday. */
export function presetPeriod(preset: PeriodPreset, today: string): ReportPeriod {
  const day = parseDay(today);
  if (!day) throw new RangeError(`Not a day: ${today}`);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = dayText(addDays(day, -1));
      return { from: yesterday, to: yesterday };
    }
    case 'week':
      return { from: dayText(addDays(day, -((weekdayOf(day) + 6) % 7))), to: today };
    case 'month':
      return { from: dayText({ ...day, day: 1 }), to: today };
  }
}

/** A period is two real days, `from` not after `to`, at most MAX_REPORT_DAYS days long (both included). */
export function checkPeriod(from: string, to: string): PeriodCheck {
  const start = parseDay(from);
  if (!start) return { ok: false, field: 'from', message: 'from is not a day (YYYY-MM-DD)' };
  const end = parseDay(to);
  if (!end) return { ok: false, field: 'to', message: 'to is not a day (YYYY-MM-DD)' };
  const days = dayNumber(end) - dayNumber(start) + 1;
  if (days < 1) return { ok: false, field: 'to', message: 'to is before from' };
  if (days > MAX_REPORT_DAYS) return { ok: false, field: 'to', message: `A report covers at most ${MAX_REPORT_DAYS} days` };
  return { ok: true, period: { from, to }, days };
}

/** Every day of a checked period, in order. */
export function daysOf(period: ReportPeriod): string[] {
  const start = parseDay(period.from);
  const end = parseDay(period.to);
  if (!start || !end) return [];
  const days: string[] = [];
  for (let number = dayNumber(start); number <= dayNumber(end); number++) days.push(dayText(addDays(start, number - dayNumber(start))));
  return days;
}
