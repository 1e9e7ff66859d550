import { shopMomentOf } from '../schedule/shopTime';

const two = (value: number) => String(value).padStart(2, '0');

/**
 * FechaHoraHusoGenRegistro: an instant as the selling shop's wall clock shows it, with that zone's offset
 * at that instant, ISO 8601 to the second (2026-11-27T10:15:00+01:00). The agency hashes this text, so it
 * is made once, from the shop's zone, and stored with the record.
 */
export function agencyDateTime(instant: Date, timeZone: string): string {
  // Milliseconds are dropped first, so the wall clock read has whole seconds only.
  const second = Math.floor(instant.getTime() / 1000) * 1000;
  const moment = shopMomentOf(new Date(second), timeZone);
  const totalSeconds = Math.round(moment.minutes * 60);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  // The wall clock read as if it were UTC, less the instant (whole seconds): the zone's offset then.
  const wall = Date.UTC(moment.year, moment.month - 1, moment.day, hours, minutes, seconds);
  const offsetMinutes = Math.round((wall - second) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${two(Math.floor(Math.abs(offsetMinutes) / 60))}:${two(Math.abs(offsetMinutes) % 60)}`;
  return `${moment.year}-${two(moment.month)}-${two(moment.day)}T${two(hours)}:${two(minutes)}:${two(seconds)}${offset}`;
}
