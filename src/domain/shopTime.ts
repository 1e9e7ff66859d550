/**
 * The shops' time zone until each location carries its own: the day a shop is in is its own, not the
 * server's or the phone's.
 */
export const SHOP_TIME_ZONE = 'Europe/Madrid';

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The shop's calendar day at an instant, as YYYY-MM-DD. */
export function shopDateOf(instant: Date, timeZone: string = SHOP_TIME_ZONE): string {
  const parts = Object.fromEntries(dayFormatter(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
