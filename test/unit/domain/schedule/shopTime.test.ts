import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, instantAt, isTimeZone, shopDateOf, shopMomentOf, shopTimeZone, weekdayOf } from '../../../../src/domain/schedule/shopTime';

describe("the shop's calendar day", () => {
  it('turns at midnight in Madrid, not in UTC (winter, UTC+1)', () => {
    expect(shopDateOf(new Date('2026-11-23T22:59:59Z'))).toBe('2026-11-23');
    expect(shopDateOf(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
  });

  it('follows summer time (UTC+2) and the zone asked for', () => {
    expect(shopDateOf(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(shopDateOf(new Date('2026-07-01T22:00:00Z'), 'America/New_York')).toBe('2026-07-01');
    expect(shopDateOf(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29');
  });
});

describe('the instant a shop clock shows a time', () => {
  const day = (year: number, month: number, date: number) => ({ year, month, day: date });

  it('round-trips through the wall clock in winter and summer', () => {
    expect(instantAt(day(2026, 11, 23), 8 * 60 + 30).toISOString()).toBe('2026-11-23T07:30:00.000Z');
    expect(instantAt(day(2026, 7, 6), 7 * 60 + 45).toISOString()).toBe('2026-07-06T05:45:00.000Z');
    const moment = shopMomentOf(new Date('2026-07-06T05:45:30Z'));
    expect(moment).toMatchObject({ year: 2026, month: 7, day: 6, weekday: 1 });
    expect(moment.minutes).toBeCloseTo(7 * 60 + 45.5, 5);
  });

  it('reads a skipped spring time with the winter offset and a doubled autumn time as its first showing', () => {
    expect(instantAt(day(2026, 3, 29), 2 * 60 + 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantAt(day(2026, 10, 25), 2 * 60 + 30).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantAt(day(2026, 10, 25), 3 * 60 + 30).toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('knows real zone names, a shop without one is in Madrid', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Atlantic/Canary')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(shopTimeZone({})).toBe('Europe/Madrid');
    expect(shopTimeZone({ timeZone: 'Atlantic/Canary' })).toBe('Atlantic/Canary');
  });

  it('counts and adds calendar days across months and years', () => {
    expect(addDays(day(2026, 12, 31), 1)).toEqual(day(2027, 1, 1));
    expect(addDays(day(2024, 3, 1), -1)).toEqual(day(2024, 2, 29));
    expect(dayNumber(day(2026, 3, 30)) - dayNumber(day(2026, 3, 28))).toBe(2);
    expect(weekdayOf(day(2026, 11, 23))).toBe(1);
  });
});
