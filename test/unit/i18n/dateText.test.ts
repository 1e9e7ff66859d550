import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { shownDate, shownDateTime, shownDayName, shownTime } from '../../../src/i18n/dateText';

// The screens wrote these with dayjs before; the helper keeps its reading of ISO text and its formats.
const TEXTS = [
  '2026-11-27',
  '2026-01-05',
  '2026-11-27T10:15:00',
  '2026-11-27T10:15:00.123',
  '2026-11-27 23:59:59',
  '2026-11-27T10:15:00Z',
  '2026-11-27T23:30:00.000Z',
  '2026-03-29T00:30:00.000Z',
  '2026-11-27T10:15:00+01:00',
  '2026-11-27T00:05:00-05:00',
  '2026-07',
  'not a date',
];

describe('date text', () => {
  it.each(TEXTS)('writes %j as dayjs did (DD/MM/YYYY, HH:mm, both)', (text) => {
    expect(shownDate(text)).toBe(dayjs(text).format('DD/MM/YYYY'));
    expect(shownTime(text)).toBe(dayjs(text).format('HH:mm'));
    expect(shownDateTime(text)).toBe(dayjs(text).format('DD/MM/YYYY HH:mm'));
  });

  it('names a calendar day in the language, the same day in every zone', () => {
    const day = { year: 2026, month: 11, day: 2 };
    expect(shownDayName(day, 'en')).toBe(
      new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 2, 12)),
    );
    expect(shownDayName(day, 'es')).toContain('noviembre');
  });
});
