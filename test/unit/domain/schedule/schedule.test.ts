import { describe, expect, it } from 'vitest';
import type { TimeRange } from '../../../../src/api/contract';
import {
  exceptionKey,
  isOpenAt,
  nextOpeningToday,
  parseExceptionKey,
  rangesFor,
  upcomingExceptions,
  visibleRanges,
  weekRows,
} from '../../../../src/domain/schedule/schedule';
import { instantAt, type ShopDay } from '../../../../src/domain/schedule/shopTime';
import { emptySchedule } from '../fixtures';

const morning: TimeRange = ['08:00', '14:00'];
const evening: TimeRange = ['17:00', '20:30'];
const weekdays = { d1: [morning, evening], d2: [morning, evening], d3: [morning], d4: [morning], d5: [morning] };
const ZONE = 'Europe/Madrid';
const day = (year: number, month: number, date: number): ShopDay => ({ year, month, day: date });
/** The instant a Madrid shop's clock shows this time. */
const at = (y: number, m: number, d: number, h = 12, min = 0, s = 0) => instantAt(day(y, m, d), h * 60 + min + s / 60, ZONE);
// 3 June 2024 is a Monday.
const MONDAY = day(2024, 6, 3);

describe('exceptionKey (spec §3: year-month-day without zero padding)', () => {
  it('does not pad months or days', () => {
    expect(exceptionKey(day(2024, 1, 5))).toBe('2024-1-5');
    expect(exceptionKey(day(2024, 12, 25))).toBe('2024-12-25');
  });
  it('reads keys back, rejecting impossible dates', () => {
    expect(parseExceptionKey('2024-2-29')).toEqual(day(2024, 2, 29));
    expect(parseExceptionKey('2023-2-29')).toBeUndefined();
    expect(parseExceptionKey('junk')).toBeUndefined();
  });
});

describe('rangesFor (spec §3: exceptions override the weekday, d0 = Sunday)', () => {
  const schedule = emptySchedule({ ...weekdays, d0: [['10:00', '13:00']] });
  it('uses the weekday list', () => {
    expect(rangesFor(schedule, MONDAY)).toEqual([morning, evening]);
    expect(rangesFor(schedule, day(2024, 6, 2))).toEqual([['10:00', '13:00']]);
    expect(rangesFor(schedule, day(2024, 6, 8))).toEqual([]);
  });
  it('lets an exception replace the weekday', () => {
    const holiday = { ...schedule, exceptions: { '2024-6-3': [['09:00', '11:00'] as TimeRange] } };
    expect(rangesFor(holiday, MONDAY)).toEqual([['09:00', '11:00']]);
  });
  it('treats an empty exception as closed all day', () => {
    const closed = { ...schedule, exceptions: { '2024-6-3': [] } };
    expect(rangesFor(closed, MONDAY)).toEqual([]);
  });
});

describe('visibleRanges (spec §3: up to two ranges are shown)', () => {
  it('keeps the first two', () => {
    expect(visibleRanges([morning, evening, ['21:00', '22:00']])).toEqual([morning, evening]);
    expect(visibleRanges([morning])).toEqual([morning]);
    expect(visibleRanges([])).toEqual([]);
  });
});

describe('isOpenAt (spec §5: strictly between opening and closing)', () => {
  const schedule = emptySchedule(weekdays);
  it('is open inside a range', () => {
    expect(isOpenAt(schedule, at(2024, 6, 3, 10, 30), ZONE)).toBe(true);
    expect(isOpenAt(schedule, at(2024, 6, 3, 18, 0), ZONE)).toBe(true);
  });
  it('is closed exactly at opening and closing times', () => {
    expect(isOpenAt(schedule, at(2024, 6, 3, 8, 0, 0), ZONE)).toBe(false);
    expect(isOpenAt(schedule, at(2024, 6, 3, 14, 0, 0), ZONE)).toBe(false);
    expect(isOpenAt(schedule, at(2024, 6, 3, 20, 30, 0), ZONE)).toBe(false);
  });
  it('is open a second after opening and a second before closing', () => {
    expect(isOpenAt(schedule, at(2024, 6, 3, 8, 0, 1), ZONE)).toBe(true);
    expect(isOpenAt(schedule, at(2024, 6, 3, 13, 59, 59), ZONE)).toBe(true);
  });
  it('is closed between ranges and on days without ranges', () => {
    expect(isOpenAt(schedule, at(2024, 6, 3, 15, 0), ZONE)).toBe(false);
    expect(isOpenAt(schedule, at(2024, 6, 8, 10, 0), ZONE)).toBe(false);
  });
  it('follows an exception for the day', () => {
    const holiday = { ...schedule, exceptions: { '2024-6-3': [] as TimeRange[], '2024-6-8': [['09:00', '12:00'] as TimeRange] } };
    expect(isOpenAt(holiday, at(2024, 6, 3, 10, 0), ZONE)).toBe(false);
    expect(isOpenAt(holiday, at(2024, 6, 8, 10, 0), ZONE)).toBe(true);
  });
  it('treats a close of 00:00 as midnight at the end of the day', () => {
    const late = emptySchedule({ d1: [['18:00', '00:00']] });
    expect(isOpenAt(late, at(2024, 6, 3, 23, 59, 59), ZONE)).toBe(true);
    expect(isOpenAt(late, at(2024, 6, 4, 0, 0, 0), ZONE)).toBe(false);
  });
  it('keeps a range past midnight open early the next day', () => {
    const night = emptySchedule({ d5: [['22:00', '02:00']] });
    const friday = at(2024, 6, 7, 23, 0);
    expect(isOpenAt(night, friday, ZONE)).toBe(true);
    expect(isOpenAt(night, at(2024, 6, 8, 1, 30), ZONE)).toBe(true);
    expect(isOpenAt(night, at(2024, 6, 8, 2, 0), ZONE)).toBe(false);
    expect(isOpenAt(night, at(2024, 6, 7, 1, 0), ZONE)).toBe(false);
  });
  it('is never open for a range that opens and closes at the same time', () => {
    const empty = emptySchedule({ d1: [['10:00', '10:00']] });
    expect(isOpenAt(empty, at(2024, 6, 3, 9, 0), ZONE)).toBe(false);
    expect(isOpenAt(empty, at(2024, 6, 3, 11, 0), ZONE)).toBe(false);
    expect(isOpenAt(empty, at(2024, 6, 4, 9, 0), ZONE)).toBe(false);
  });
  it('treats 00:00–00:00 as open all day', () => {
    const allDay = emptySchedule({ d1: [['00:00', '00:00']] });
    expect(isOpenAt(allDay, at(2024, 6, 3, 0, 0, 1), ZONE)).toBe(true);
    expect(isOpenAt(allDay, at(2024, 6, 3, 23, 59), ZONE)).toBe(true);
    expect(isOpenAt(allDay, at(2024, 6, 4, 0, 30), ZONE)).toBe(false);
  });
});

describe('weekRows (spec §2 locations screen: opening hours of the week)', () => {
  const schedule = emptySchedule({ ...weekdays, d1: [morning, evening, ['21:00', '22:00']], d0: [['10:00', '13:00']] });
  it('starts on Monday and ends on Sunday', () => {
    expect(weekRows(schedule, MONDAY).map((row) => row.dayIndex)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
  it('shows at most two ranges per day', () => {
    const rows = weekRows(schedule, MONDAY);
    expect(rows[0]?.ranges).toEqual([morning, evening]);
    expect(rows[5]?.ranges).toEqual([]);
    expect(rows[6]?.ranges).toEqual([['10:00', '13:00']]);
  });
  it('marks today', () => {
    expect(
      weekRows(schedule, day(2024, 6, 2))
        .filter((row) => row.isToday)
        .map((row) => row.dayIndex),
    ).toEqual([0]);
    expect(weekRows(schedule, MONDAY)[0]?.isToday).toBe(true);
  });
});

describe('upcomingExceptions (spec §3: exceptions by date)', () => {
  const schedule = emptySchedule({
    exceptions: {
      '2024-6-24': [['10:00', '14:00']],
      '2024-6-3': [],
      '2024-6-1': [],
      '2024-7-3': [],
      '2024-7-2': [
        ['09:00', '10:00'],
        ['11:00', '12:00'],
        ['13:00', '14:00'],
      ],
      'not-a-date': [],
    },
  });
  it('lists the exceptions from today for 30 days, soonest first', () => {
    const found = upcomingExceptions(schedule, day(2024, 6, 3));
    expect(found.map((e) => e.date)).toEqual(['2024-6-3', '2024-6-24', '2024-7-2']);
    expect(found[0]?.ranges).toEqual([]);
    expect(found[0]?.day).toEqual(day(2024, 6, 3));
  });
  it('shows at most two ranges for each exception', () => {
    const found = upcomingExceptions(schedule, day(2024, 6, 3));
    expect(found[2]?.ranges).toHaveLength(2);
  });
  it('honours a custom window', () => {
    expect(upcomingExceptions(schedule, day(2024, 6, 3), 1).map((e) => e.date)).toEqual(['2024-6-3']);
    expect(upcomingExceptions(schedule, day(2024, 6, 3), 31).map((e) => e.date)).toContain('2024-7-3');
  });
  it('is empty without exceptions', () => {
    expect(upcomingExceptions(emptySchedule(), MONDAY)).toEqual([]);
  });
});

describe('nextOpeningToday (closed now, open later today, on the shop clock)', () => {
  const lunchGap = emptySchedule({
    d1: [
      ['08:00', '14:00'],
      ['16:00', '20:00'],
    ] as TimeRange[],
  });
  it('names the afternoon opening in the lunch gap', () => {
    expect(nextOpeningToday(lunchGap, at(2024, 6, 3, 15, 10), ZONE)).toBe('16:00');
  });
  it('names the morning opening before the shop opens', () => {
    expect(nextOpeningToday(lunchGap, at(2024, 6, 3, 7, 30), ZONE)).toBe('08:00');
  });
  it('is null while open and after the last closing', () => {
    expect(nextOpeningToday(lunchGap, at(2024, 6, 3, 10, 0), ZONE)).toBeNull();
    expect(nextOpeningToday(lunchGap, at(2024, 6, 3, 21, 0), ZONE)).toBeNull();
  });
  it("judges in the shop zone, not the reader's: 14:10 UTC is 16:10 in Madrid (open) and 15:10 in Lisbon", () => {
    const instant = new Date(Date.UTC(2024, 5, 3, 14, 10));
    expect(nextOpeningToday(lunchGap, instant, ZONE)).toBeNull();
    expect(nextOpeningToday(lunchGap, instant, 'Europe/Lisbon')).toBe('16:00');
  });
});
