import type { ShopDay } from '../domain/schedule/shopTime';

/**
 * The one way screens write dates and times (formats), on the phone's calendar and clock. Times on
 * a shop's clock are src/domain/shopTime's.
 */

// An ISO text without a trailing Z ("2026-11-27", "2026-11-27T10:15:00") is a time on the phone's own
// clock, as the API writes calendar days; any other text is an instant for Date to read.
const LOCAL_TIME = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function dateOf(iso: string): Date {
  const parts = /Z$/i.test(iso) ? null : LOCAL_TIME.exec(iso);
  if (!parts) return new Date(iso);
  const [, year, month, day, hours, minutes, seconds, fraction] = parts;
  return new Date(
    Number(year),
    Number(month) - 1 || 0,
    Number(day) || 1,
    Number(hours ?? 0),
    Number(minutes ?? 0),
    Number(seconds ?? 0),
    Number((fraction ?? '0').slice(0, 3)),
  );
}

const two = (value: number) => String(value).padStart(2, '0');

function written(iso: string, write: (date: Date) => string): string {
  const date = dateOf(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : write(date);
}

/** DD/MM/YYYY. */
export function shownDate(iso: string): string {
  return written(iso, (date) => `${two(date.getDate())}/${two(date.getMonth() + 1)}/${String(date.getFullYear()).padStart(4, '0')}`);
}

/** HH:mm. */
export function shownTime(iso: string): string {
  return written(iso, (date) => `${two(date.getHours())}:${two(date.getMinutes())}`);
}

/** DD/MM/YYYY HH:mm. */
export function shownDateTime(iso: string): string {
  return written(iso, () => `${shownDate(iso)} ${shownTime(iso)}`);
}

const dayNameFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day with its weekday and month named in `language` ("lun, 3 de noviembre"), the same day in every zone. */
export function shownDayName(day: ShopDay, language: string): string {
  let format = dayNameFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });
    dayNameFormats.set(language, format);
  }
  // Written at noon UTC and read in UTC: a calendar day, not an instant.
  return format.format(Date.UTC(day.year, day.month - 1, day.day, 12));
}
