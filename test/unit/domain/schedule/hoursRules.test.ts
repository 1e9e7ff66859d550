import { describe, expect, it } from 'vitest';
import type { TimeRange } from '../../../../src/api/contract';
import { checkHours, dayRangesProblem, type HoursInput } from '../../../../src/domain/schedule/hoursRules';

const TODAY = { year: 2026, month: 12, day: 6 };
const split: TimeRange[] = [
  ['08:00', '14:00'],
  ['17:00', '20:00'],
];
const week = (d1: TimeRange[] = split): HoursInput['week'] => ({ d0: [], d1, d2: split, d3: split, d4: split, d5: split, d6: [['09:00', '14:00']] });
const hours = (exceptions: HoursInput['exceptions'] = {}, d1?: TimeRange[]): HoursInput => ({ week: week(d1), exceptions });

describe('dayRangesProblem', () => {
  it('accepts a closed day, one range, a split shift, a close at midnight and ranges that touch', () => {
    expect(dayRangesProblem([])).toBeNull();
    expect(dayRangesProblem([['08:00', '14:00']])).toBeNull();
    expect(dayRangesProblem(split)).toBeNull();
    expect(dayRangesProblem([['18:00', '00:00']])).toBeNull();
    expect(dayRangesProblem([['00:00', '00:00']])).toBeNull();
    expect(
      dayRangesProblem([
        ['17:00', '20:00'],
        ['08:00', '17:00'],
      ]),
    ).toBeNull();
  });
  it('refuses three ranges a day', () => {
    expect(
      dayRangesProblem([
        ['08:00', '10:00'],
        ['11:00', '12:00'],
        ['13:00', '14:00'],
      ]),
    ).toMatch(/At most 2/);
  });
  it('refuses an inverted or empty range, and one running past midnight', () => {
    expect(dayRangesProblem([['14:00', '08:00']])).toMatch(/after opening/);
    expect(dayRangesProblem([['08:00', '08:00']])).toMatch(/after opening/);
    expect(dayRangesProblem([['22:00', '02:00']])).toMatch(/after opening/);
  });
  it('refuses overlapping ranges, in any order', () => {
    expect(
      dayRangesProblem([
        ['08:00', '14:00'],
        ['13:00', '20:00'],
      ]),
    ).toMatch(/overlap/);
    expect(
      dayRangesProblem([
        ['13:00', '20:00'],
        ['08:00', '14:00'],
      ]),
    ).toMatch(/overlap/);
    expect(
      dayRangesProblem([
        ['08:00', '00:00'],
        ['20:00', '22:00'],
      ]),
    ).toMatch(/overlap/);
  });
  it('refuses malformed times', () => {
    expect(dayRangesProblem([['8:00', '14:00']])).toMatch(/HH:mm/);
  });
});

describe('checkHours', () => {
  it('gives the schedule to store, exceptions keyed without zero padding', () => {
    const verdict = checkHours(hours({ '2026-12-24': [], '2026-12-31': [['10:00', '14:00']], '2027-1-6': [] }), TODAY);
    expect(verdict).toEqual({
      ok: true,
      schedule: { ...week(), exceptions: { '2026-12-24': [], '2026-12-31': [['10:00', '14:00']], '2027-1-6': [] } },
    });
    const padded = checkHours(hours({ '2027-01-06': [['09:00', '12:00']] }), TODAY);
    expect(padded.ok && padded.schedule.exceptions).toEqual({ '2027-1-6': [['09:00', '12:00']] });
  });
  it('names the weekday that breaks a rule', () => {
    expect(checkHours(hours({}, [['14:00', '08:00']]), TODAY)).toMatchObject({ ok: false, field: 'week.d1' });
    expect(
      checkHours(
        hours({}, [
          ['08:00', '10:00'],
          ['11:00', '12:00'],
          ['13:00', '14:00'],
        ]),
        TODAY,
      ),
    ).toMatchObject({ ok: false, field: 'week.d1' });
  });
  it('refuses dates that do not exist or are not dates', () => {
    expect(checkHours(hours({ '2026-2-30': [] }), TODAY)).toMatchObject({ ok: false, field: 'exceptions.2026-2-30' });
    expect(checkHours(hours({ '2027-13-01': [] }), TODAY)).toMatchObject({ ok: false, field: 'exceptions.2027-13-01' });
    expect(checkHours(hours({ tomorrow: [] }), TODAY)).toMatchObject({ ok: false, field: 'exceptions.tomorrow' });
  });
  it('refuses the same date twice, padded and not', () => {
    expect(checkHours(hours({ '2026-12-24': [], '2026-12-024': [] }), TODAY).ok).toBe(false);
    expect(checkHours(hours({ '2027-01-06': [], '2027-1-6': [] }), TODAY)).toMatchObject({ ok: false, message: expect.stringMatching(/twice/) });
  });
  it("refuses an exception before the shop's today, and accepts today", () => {
    expect(checkHours(hours({ '2026-12-5': [] }), TODAY)).toMatchObject({ ok: false, field: 'exceptions.2026-12-5', message: expect.stringMatching(/past/) });
    expect(checkHours(hours({ '2026-12-6': [] }), TODAY).ok).toBe(true);
  });
  it('drops a past exception sent back unchanged, refuses one changed', () => {
    const stored = { '2026-11-1': [] as TimeRange[] };
    const kept = checkHours(hours({ '2026-11-01': [] }), TODAY, stored);
    expect(kept.ok && kept.schedule.exceptions).toEqual({});
    expect(checkHours(hours({ '2026-11-1': [['10:00', '12:00']] }), TODAY, stored).ok).toBe(false);
  });
  it('applies the day rules to exceptions: at most two ranges, no overlap', () => {
    const three: TimeRange[] = [
      ['08:00', '10:00'],
      ['11:00', '12:00'],
      ['13:00', '14:00'],
    ];
    expect(checkHours(hours({ '2026-12-31': three }), TODAY)).toMatchObject({ ok: false, field: 'exceptions.2026-12-31' });
    expect(
      checkHours(
        hours({
          '2026-12-31': [
            ['10:00', '14:00'],
            ['13:00', '15:00'],
          ],
        }),
        TODAY,
      ),
    ).toMatchObject({ ok: false, field: 'exceptions.2026-12-31' });
  });
});
