import { describe, expect, it } from 'vitest';
import { openForAsap } from '../../../../src/domain/schedule/asapOpen';
import { withinHours } from '../../../../src/domain/schedule/withinHours';
import { instantAt } from '../../../../src/domain/schedule/shopTime';
import { emptySchedule } from '../fixtures';

const ZONE = 'Europe/Madrid';
// 7 December 2026 is a Monday.
const MONDAY = { year: 2026, month: 12, day: 7 };
const at = (h: number, m: number, day = MONDAY, zone = ZONE) => instantAt(day, h * 60 + m, zone);
const schedule = emptySchedule({
  d1: [
    ['08:00', '14:00'],
    ['17:00', '00:00'],
  ],
  exceptions: { '2026-12-8': [] },
  d2: [['08:00', '14:00']],
});

describe('openForAsap', () => {
  it('refuses when the order would be ready after closing', () => {
    expect(openForAsap(schedule, at(13, 58), ZONE, 5)).toBe(false);
    expect(openForAsap(schedule, at(13, 50), ZONE, 5)).toBe(true);
    expect(openForAsap(schedule, at(13, 55), ZONE, 5)).toBe(true);
  });
  it('is closed in the lunch gap and open in the afternoon range of a split day', () => {
    expect(openForAsap(schedule, at(15, 0), ZONE, 5)).toBe(false);
    expect(openForAsap(schedule, at(17, 30), ZONE, 5)).toBe(true);
  });
  it('reads a close at 00:00 as midnight', () => {
    expect(openForAsap(schedule, at(23, 50), ZONE, 5)).toBe(true);
    expect(openForAsap(schedule, at(23, 57), ZONE, 5)).toBe(false);
  });
  it('is closed on an exception day', () => {
    expect(openForAsap(schedule, at(10, 0, { year: 2026, month: 12, day: 8 }), ZONE, 5)).toBe(false);
  });
  it("judges on the shop's clock, not the server's", () => {
    expect(openForAsap(schedule, at(13, 58, MONDAY, 'Atlantic/Canary'), 'Atlantic/Canary', 5)).toBe(false);
    // 13:58 in Madrid is 12:58 in the Canaries: a Canary shop has an hour left.
    expect(openForAsap(schedule, at(13, 58), 'Atlantic/Canary', 5)).toBe(true);
  });
});

describe('withinHours', () => {
  it('holds times inside a range, its ends included, and not the lunch gap or an exception day', () => {
    expect(withinHours(schedule, at(8, 0), ZONE)).toBe(true);
    expect(withinHours(schedule, at(14, 0), ZONE)).toBe(true);
    expect(withinHours(schedule, at(14, 15), ZONE)).toBe(false);
    expect(withinHours(schedule, at(18, 0), ZONE)).toBe(true);
    expect(withinHours(schedule, at(10, 0, { year: 2026, month: 12, day: 8 }), ZONE)).toBe(false);
  });
});
