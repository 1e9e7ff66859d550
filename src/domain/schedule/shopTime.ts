/**
 * Time as a shop lives it: its calendar day, weekday and minute of the day in its own IANA time zone,
 * whatever the zone of the server or the phone. Conversions go through Intl, so daylight saving is the
 * platform's time zone data, not hand-made offsets.
 */

export { isTimeZone } from './timeZoneName';

/** The zone of a shop that does not name one (every seeded shop is in Spain's peninsula). */
export const SHOP_TIME_ZONE = 'Europe/Madrid';

/** A calendar day; month 1–12. */
export type ShopDay = { year: number; month: number; day: number };
/** A shop's day with its weekday (0 = Sunday) and the minute of the day (fractional, seconds included). */
export type ShopMoment = ShopDay & { weekday: number; minutes: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The weekday of a calendar day (0 = Sunday). */
export function weekdayOf(day: ShopDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

/** Days since 1970-01-01: calendar days compare and subtract as numbers. */
export function dayNumber(day: ShopDay): number {
  return Math.round(Date.UTC(day.year, day.month - 1, day.day) / 86_400_000);
}

export function addDays(day: ShopDay, days: number): ShopDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The shop's wall clock at an instant. */
export function shopMomentOf(instant: Date, timeZone: string = SHOP_TIME_ZONE): ShopMoment {
  const parts: Record<string, number> = {};
  for (const part of wallClock(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const day = { year: parts.year!, month: parts.month!, day: parts.day! };
  const seconds = parts.second! + (((instant.getTime() % 1000) + 1000) % 1000) / 1000;
  return { ...day, weekday: weekdayOf(day), minutes: parts.hour! * 60 + parts.minute! + seconds / 60 };
}

const two = (value: number) => String(value).padStart(2, '0');

/** A minute of the day as a clock shows it, HH:mm (time format). */
export function clockText(minutes: number): string {
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** An instant as the shop's clock shows it, HH:mm, whatever the zone of the reader. */
export function shopClockTime(instant: Date, timeZone: string): string {
  return clockText(Math.floor(shopMomentOf(instant, timeZone).minutes));
}

/** The shop's calendar day at an instant, as YYYY-MM-DD. */
export function shopDateOf(instant: Date, timeZone: string = SHOP_TIME_ZONE): string {
  const { year, month, day } = shopMomentOf(instant, timeZone);
  return `${year}-${two(month)}-${two(day)}`;
}

/**
 * The instant the shop's wall clock shows `minutes` into `day`. A time shown twice (the autumn night) is
 * its first showing; a time skipped (the spring night) is read with the offset before the change, as
 * Temporal's 'compatible' disambiguation does.
 */
export function instantAt(day: ShopDay, minutes: number, timeZone: string = SHOP_TIME_ZONE): Date {
  const wanted = Date.UTC(day.year, day.month - 1, day.day) + Math.round(minutes * 60_000);
  const wallOf = (instant: number) => {
    const moment = shopMomentOf(new Date(instant), timeZone);
    return Date.UTC(moment.year, moment.month - 1, moment.day) + Math.round(moment.minutes * 60_000);
  };
  const HALF_DAY = 12 * 3_600_000;
  const offsetBefore = wallOf(wanted - HALF_DAY) - (wanted - HALF_DAY);
  const offsetAfter = wallOf(wanted + HALF_DAY) - (wanted + HALF_DAY);
  const shown = [wanted - offsetBefore, wanted - offsetAfter].filter((instant) => wallOf(instant) === wanted);
  return new Date(shown.length > 0 ? Math.min(...shown) : wanted - offsetBefore);
}

/** A location's zone; locations mirrored on the phone before zones existed are the seed's shops in Spain. */
export function shopTimeZone(location: { timeZone?: string | undefined }): string {
  return location.timeZone || SHOP_TIME_ZONE;
}
