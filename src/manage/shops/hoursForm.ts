import type { HoursBody } from '../../api/contract/manage/shops';
import type { Schedule, TimeRange } from '../../api/contract/customer/locations';
import { dayRangesProblem } from '../../domain/schedule/hoursRules';
import { exceptionKey, parseExceptionKey } from '../../domain/schedule/schedule';
import type { ShopDay } from '../../domain/schedule/shopTime';

/** One range as the form holds it: two time inputs, possibly still empty. */
export type RangeForm = [open: string, close: string];
/** A day of the week or a dated exception: closed, or one or two ranges. */
export interface DayForm {
  closed: boolean;
  ranges: RangeForm[];
}
export interface ExceptionForm extends DayForm {
  /** Stable key for React while the date is edited. */
  id: number;
  /** YYYY-MM-DD, as a date input gives it; '' until picked. */
  date: string;
  /** The date it was saved with (a stored exception): one already past may go back unchanged. */
  stored?: string;
}
export interface HoursForm {
  /** Indexed by weekday, 0 = Sunday, as the schedule is. */
  week: DayForm[];
  exceptions: ExceptionForm[];
}

/** Weekdays in the order the table shows them, Monday first. */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;
/** The most ranges a day takes (a split shift). */
export const MAX_RANGES = 2;
const DEFAULT_RANGE: RangeForm = ['09:00', '14:00'];

const two = (value: number) => String(value).padStart(2, '0');

/** A calendar day as a date input writes it (YYYY-MM-DD). */
export function isoDay(day: ShopDay): string {
  return `${day.year}-${two(day.month)}-${two(day.day)}`;
}

/** A date input's value (or an exception key, padded or not) as a calendar day; undefined if not a real date. */
export function dayOfIso(value: string): ShopDay | undefined {
  return parseExceptionKey(value);
}

function dayForm(ranges: readonly TimeRange[]): DayForm {
  return ranges.length === 0 ? { closed: true, ranges: [[...DEFAULT_RANGE]] } : { closed: false, ranges: ranges.slice(0, MAX_RANGES).map(([a, b]) => [a, b]) };
}

let nextId = 1;
/** A fresh key for a new exception row. */
export function newExceptionId(): number {
  return nextId++;
}

/** The form of a shop's saved schedule: its week and its exceptions, soonest first. */
export function formOfSchedule(schedule: Schedule): HoursForm {
  const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => dayForm(schedule[`d${weekday}` as keyof Schedule] as TimeRange[]));
  const exceptions = Object.entries(schedule.exceptions)
    .map(([key, ranges]): ExceptionForm | undefined => {
      const day = parseExceptionKey(key);
      return day ? { id: newExceptionId(), date: isoDay(day), stored: isoDay(day), ...dayForm(ranges) } : undefined;
    })
    .filter((row): row is ExceptionForm => row !== undefined)
    .sort((a, b) => a.date.localeCompare(b.date));
  return { week, exceptions };
}

const complete = (range: RangeForm): range is [string, string] => /^\d{2}:\d{2}$/.test(range[0]) && /^\d{2}:\d{2}$/.test(range[1]);

function rangesOf(day: DayForm): TimeRange[] {
  return day.closed ? [] : day.ranges.filter(complete).map(([a, b]) => [a, b] as TimeRange);
}

/**
 * What the form would save: each day's complete ranges (a closed day none), and each dated exception keyed
 * by its date without zero padding, as the schedule keeps it. Rows without a date are left out.
 */
export function bodyOfForm(form: HoursForm): HoursBody {
  const [d0, d1, d2, d3, d4, d5, d6] = form.week.map(rangesOf) as [TimeRange[], TimeRange[], TimeRange[], TimeRange[], TimeRange[], TimeRange[], TimeRange[]];
  const exceptions: Record<string, TimeRange[]> = {};
  for (const row of form.exceptions) {
    const day = dayOfIso(row.date);
    if (day) exceptions[exceptionKey(day)] = rangesOf(row);
  }
  return { week: { d0, d1, d2, d3, d4, d5, d6 }, exceptions };
}

/** The schedule customers would see with the form as it stands (for the live calendar). */
export function scheduleOfForm(form: HoursForm): Schedule {
  const { week, exceptions } = bodyOfForm(form);
  return { ...week, exceptions };
}

/** What the form refuses before asking the server: keyed like the server's `field` (week.d1, exceptions.2026-12-24). */
export type HoursProblem = 'time' | 'order' | 'date' | 'past' | 'duplicate';

/** A day's problem: a time left empty, or ranges the hours rules refuse (closing before opening, overlapping). */
function dayProblem(day: DayForm): HoursProblem | undefined {
  if (day.closed) return undefined;
  if (day.ranges.some((range) => !complete(range))) return 'time';
  return dayRangesProblem(rangesOf(day)) ? 'order' : undefined;
}

export function problemsOfForm(form: HoursForm, today?: ShopDay): Map<string, HoursProblem> {
  const problems = new Map<string, HoursProblem>();
  form.week.forEach((day, weekday) => {
    const problem = dayProblem(day);
    if (problem) problems.set(`week.d${weekday}`, problem);
  });
  const seen = new Set<string>();
  for (const row of form.exceptions) {
    const day = dayOfIso(row.date);
    const key = `exception.${row.id}`;
    if (!day) problems.set(key, 'date');
    else if (today && row.date < isoDay(today) && row.date !== row.stored) problems.set(key, 'past');
    else if (seen.has(exceptionKey(day))) problems.set(key, 'duplicate');
    else if (dayProblem(row)) problems.set(key, dayProblem(row)!);
    if (day) seen.add(exceptionKey(day));
  }
  return problems;
}

/**
 * Which row of the form the server's refused `field` names: `week.d3…` a weekday, `exceptions.<date>…` the
 * exception of that date (padded or not). Undefined when it names neither (shown above the form).
 */
export function rowOfField(form: HoursForm, field: string | undefined): string | undefined {
  if (!field) return undefined;
  const week = /^(?:week\.)?d([0-6])\b/.exec(field);
  if (week) return `week.d${week[1]}`;
  const dated = /^exceptions?[.[/]["']?(\d{4}-\d{1,2}-\d{1,2})/.exec(field);
  if (dated) {
    const day = dayOfIso(dated[1]!);
    const row = day && form.exceptions.find((candidate) => candidate.date === isoDay(day));
    if (row) return `exception.${row.id}`;
  }
  return undefined;
}
