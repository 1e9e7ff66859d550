import { describe, expect, it } from 'vitest';
import { openingCalendar } from '../../../../src/domain/schedule/openingCalendar';
import { emptySchedule } from '../fixtures';

const schedule = emptySchedule({
  d1: [
    ['08:00', '14:00'],
    ['17:00', '20:00'],
  ],
  d6: [['09:00', '14:00']],
  exceptions: { '2026-12-24': [], '2026-12-26': [['10:00', '13:00']], '2026-3-29': [['10:00', '12:00']] },
});

describe('openingCalendar', () => {
  it('gives 60 days by default, one per calendar day', () => {
    const days = openingCalendar(schedule, { year: 2026, month: 12, day: 6 });
    expect(days).toHaveLength(60);
    expect(days[0]?.date).toBe('2026-12-06');
    expect(days[59]?.date).toBe('2027-02-03');
  });
  it('uses the weekday, and an exception wins over it', () => {
    const days = openingCalendar(schedule, { year: 2026, month: 12, day: 21 }, 6);
    expect(days.map((day) => [day.date, day.ranges, day.exception, day.closed])).toEqual([
      [
        '2026-12-21',
        [
          ['08:00', '14:00'],
          ['17:00', '20:00'],
        ],
        false,
        false,
      ],
      ['2026-12-22', [], false, true],
      ['2026-12-23', [], false, true],
      ['2026-12-24', [], true, true],
      ['2026-12-25', [], false, true],
      ['2026-12-26', [['10:00', '13:00']], true, false],
    ]);
  });
  it("treats Madrid's daylight-saving days as plain calendar days", () => {
    const spring = openingCalendar(schedule, { year: 2026, month: 3, day: 28 }, 3);
    expect(spring.map((day) => day.date)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(spring[1]).toMatchObject({ exception: true, ranges: [['10:00', '12:00']] });
    const autumn = openingCalendar(schedule, { year: 2026, month: 10, day: 24 }, 3);
    expect(autumn.map((day) => day.date)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(autumn[0]?.ranges).toEqual([['09:00', '14:00']]);
    expect(autumn[2]?.ranges).toEqual([
      ['08:00', '14:00'],
      ['17:00', '20:00'],
    ]);
  });
  it('gives nothing for zero days', () => {
    expect(openingCalendar(schedule, { year: 2026, month: 1, day: 1 }, 0)).toEqual([]);
  });
});
