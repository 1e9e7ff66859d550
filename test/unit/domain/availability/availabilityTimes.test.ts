import { describe, expect, it } from 'vitest';
import type { TimeRange } from '../../../../src/api/contract';
import { closingOrDayEnd, quarterHoursUntil, returnMomentOf } from '../../../../src/domain/availability/availabilityTimes';
import { instantAt, shopClockTime, type ShopDay } from '../../../../src/domain/schedule/shopTime';
import { emptySchedule } from '../fixtures';

const ZONE = 'Europe/Madrid';
const TUESDAY: ShopDay = { year: 2024, month: 6, day: 4 };
const WEDNESDAY: ShopDay = { year: 2024, month: 6, day: 5 };
const SUNDAY: ShopDay = { year: 2024, month: 6, day: 9 };
const morning: TimeRange = ['08:00', '14:00'];
const evening: TimeRange = ['17:00', '20:30'];
const schedule = emptySchedule({ d2: [morning, evening] });
const at = (day: ShopDay, hours: number, minutes = 0) => instantAt(day, hours * 60 + minutes, ZONE);
const clock = (instant: Date) => shopClockTime(instant, ZONE);

describe('until closing, as the board offers it', () => {
  it('is the end of the range the shop is in, else of the last range still to come today', () => {
    expect(clock(closingOrDayEnd(schedule, ZONE, at(TUESDAY, 9)))).toBe('14:00');
    expect(clock(closingOrDayEnd(schedule, ZONE, at(TUESDAY, 15)))).toBe('20:30');
  });

  it('is the end of the shop’s day when it opens no more today', () => {
    expect(closingOrDayEnd(schedule, ZONE, at(TUESDAY, 21))).toEqual(at(WEDNESDAY, 0));
    expect(closingOrDayEnd(schedule, ZONE, at(SUNDAY, 10))).toEqual(instantAt({ year: 2024, month: 6, day: 10 }, 0, ZONE));
  });
});

describe('the quarter hours a snooze may end at', () => {
  it('start at the next quarter hour and end at the last one, included', () => {
    const times = quarterHoursUntil(at(TUESDAY, 12, 7), at(TUESDAY, 13, 30)).map(clock);
    expect(times).toEqual(['12:15', '12:30', '12:45', '13:00', '13:15', '13:30']);
  });

  it('never offer the current quarter hour, even on the dot', () => {
    expect(quarterHoursUntil(at(TUESDAY, 12, 0), at(TUESDAY, 12, 40)).map(clock)).toEqual(['12:15', '12:30']);
  });

  it('are none when the end is before the next quarter hour, and at most as many as asked', () => {
    expect(quarterHoursUntil(at(TUESDAY, 12, 1), at(TUESDAY, 12, 14))).toEqual([]);
    expect(quarterHoursUntil(at(TUESDAY, 0, 1), at(WEDNESDAY, 0), 4)).toHaveLength(4);
  });

  it('follow the shop’s clock across a daylight-saving change (quarter hours stay quarter hours)', () => {
    const autumnNight: ShopDay = { year: 2024, month: 10, day: 27 };
    const start = at(autumnNight, 1, 50);
    const times = quarterHoursUntil(start, new Date(start.getTime() + 90 * 60_000)).map(clock);
    // 02:00–03:00 happens twice that night: the wall clock goes 02:45 → 02:00 again.
    expect(times).toEqual(['02:00', '02:15', '02:30', '02:45', '02:00', '02:15']);
  });
});

describe('when a sold-out entry comes back', () => {
  const now = at(TUESDAY, 12);
  it('reads as a time of today, a time of another day, or until undone', () => {
    expect(returnMomentOf(null, now, ZONE)).toEqual({ kind: 'undone' });
    expect(returnMomentOf(at(TUESDAY, 17).toISOString(), now, ZONE)).toEqual({ kind: 'today', time: at(TUESDAY, 17) });
    expect(returnMomentOf(at(WEDNESDAY, 9).toISOString(), now, ZONE)).toEqual({ kind: 'later', time: at(WEDNESDAY, 9) });
  });

  it('reads midnight at the end of today as today', () => {
    expect(returnMomentOf(at(WEDNESDAY, 0).toISOString(), now, ZONE).kind).toBe('today');
  });
});
