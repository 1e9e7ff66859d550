import type { Schedule } from '../../api/contract';
import { closingTimeToday, SLOT_MINUTES } from './availability';
import { addDays, instantAt, shopMomentOf } from '../schedule/shopTime';

const QUARTER_MS = SLOT_MINUTES * 60_000;

/**
 * "Until closing" as the server reads it: the end of the opening range the shop is in (or of today's last
 * one still to come); when the shop opens no more today, the end of the shop's day.
 */
export function closingOrDayEnd(schedule: Schedule, timeZone: string, now: Date): Date {
  return closingTimeToday(schedule, timeZone, now) ?? instantAt(addDays(shopMomentOf(now, timeZone), 1), 0, timeZone);
}

/**
 * The times a snooze may end at, on quarter hours: from the first quarter hour after `now` up to `last`
 * (included when it falls on one), at most `most`. Quarter hours line up in every real time zone.
 */
export function quarterHoursUntil(now: Date, last: Date, most = 96): Date[] {
  const times: Date[] = [];
  for (let at = Math.floor(now.getTime() / QUARTER_MS) * QUARTER_MS + QUARTER_MS; at <= last.getTime() && times.length < most; at += QUARTER_MS) {
    times.push(new Date(at));
  }
  return times;
}

/** How a switch that ends by itself reads: back at a time of today, at a time of another day, or only when undone. */
export type ReturnMoment = { kind: 'undone' } | { kind: 'today'; time: Date } | { kind: 'later'; time: Date };

export function returnMomentOf(until: string | null, now: Date, timeZone: string): ReturnMoment {
  if (until === null) return { kind: 'undone' };
  const time = new Date(until);
  const [then, today] = [shopMomentOf(time, timeZone), shopMomentOf(now, timeZone)];
  const sameDay = then.year === today.year && then.month === today.month && then.day === today.day;
  // Midnight of the next day is "until the end of today" to a counter, and reads as 00:00.
  const endOfToday = time.getTime() === instantAt(addDays(today, 1), 0, timeZone).getTime();
  return { kind: sameDay || endOfToday ? 'today' : 'later', time };
}
