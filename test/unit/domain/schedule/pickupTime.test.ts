import { describe, expect, it } from 'vitest';
import type { Schedule, TimeRange } from '../../../../src/api/contract';
import { isPickupSlot, kitchenStartOf, pickupSlots } from '../../../../src/domain/schedule/pickupTime';
import { shopClockTime } from '../../../../src/domain/schedule/shopTime';
import { instantAt, type ShopDay } from '../../../../src/domain/schedule/shopTime';
import { emptySchedule, SPLIT_DAY_TIMES_FROM_ONE } from '../fixtures';

const ZONE = 'Europe/Madrid';
const morning: TimeRange = ['08:00', '14:00'];
const evening: TimeRange = ['17:00', '20:30'];
const day = (year: number, month: number, date: number): ShopDay => ({ year, month, day: date });
// 3 June 2024 is a Monday (split day), 4 June a Tuesday (one range), 8 June a Saturday (closed).
const MONDAY = day(2024, 6, 3);
const TUESDAY = day(2024, 6, 4);
const schedule = emptySchedule({ d1: [morning, evening], d2: [morning] });
const at = (shopDay: ShopDay, hours: number, minutes = 0) => instantAt(shopDay, hours * 60 + minutes, ZONE);
/** The slots as the shop's clock shows them. */
const times = (rule: { schedule: Schedule; now: Date; waitMinutes: number; extraWaitMinutes?: number }) =>
  pickupSlots({ ...rule, timeZone: ZONE }).map((slot) => shopClockTime(slot, ZONE));

describe('pickupSlots (issue 14: later today, quarter hours, inside the opening ranges, the wait to spare)', () => {
  it('offers the quarter hours from now plus the wait to closing minus the wait on an ordinary day', () => {
    const slots = times({ schedule, now: at(TUESDAY, 10, 7), waitMinutes: 5 });
    expect(slots[0]).toBe('10:15');
    expect(slots.at(-1)).toBe('13:45');
    expect(slots).toHaveLength(15);
  });

  it('keeps at least the wait estimate between now and the first time', () => {
    expect(times({ schedule, now: at(TUESDAY, 10, 10), waitMinutes: 5 })[0]).toBe('10:15');
    expect(times({ schedule, now: at(TUESDAY, 10, 10), waitMinutes: 6 })[0]).toBe('10:30');
    expect(times({ schedule, now: at(TUESDAY, 10, 1), waitMinutes: 15 })[0]).toBe('10:30');
  });

  it('pushes the earliest time back by an extra wait, not the last one (the kitchen still starts the wait before)', () => {
    const rule = { schedule, timeZone: ZONE, now: at(TUESDAY, 10, 7), waitMinutes: 5 };
    expect(times({ ...rule, extraWaitMinutes: 10 })[0]).toBe('10:30');
    expect(times({ ...rule, extraWaitMinutes: 10 }).at(-1)).toBe('13:45');
    expect(isPickupSlot({ ...rule, extraWaitMinutes: 10 }, at(TUESDAY, 10, 15))).toBe(false);
    expect(isPickupSlot(rule, at(TUESDAY, 10, 15))).toBe(true);
  });

  it('offers both ranges of a split day and nothing while the shop is shut between them', () => {
    const slots = times({ schedule, now: at(MONDAY, 13, 0), waitMinutes: 15 });
    expect(slots).toEqual(SPLIT_DAY_TIMES_FROM_ONE);
  });

  it('offers the later range while the shop is closed now, the kitchen starting after it opens', () => {
    const slots = times({ schedule, now: at(MONDAY, 15, 0), waitMinutes: 10 });
    expect(slots[0]).toBe('17:15');
    expect(isPickupSlot({ schedule, timeZone: ZONE, now: at(MONDAY, 15, 0), waitMinutes: 10 }, at(MONDAY, 17, 0))).toBe(false);
  });

  it('ends with the last quarter hour not later than closing minus the wait', () => {
    const rule = { schedule, timeZone: ZONE, now: at(MONDAY, 19, 0), waitMinutes: 15 };
    expect(isPickupSlot(rule, at(MONDAY, 20, 15))).toBe(true);
    expect(isPickupSlot(rule, at(MONDAY, 20, 30))).toBe(false);
    expect(times({ ...rule, waitMinutes: 14 }).at(-1)).toBe('20:15');
    expect(times({ schedule, now: at(MONDAY, 20, 10), waitMinutes: 5 })).toEqual(['20:15']);
    expect(times({ schedule, now: at(MONDAY, 20, 11), waitMinutes: 5 })).toEqual([]);
  });

  it('follows a dated exception instead of the weekday', () => {
    const holiday = { ...schedule, exceptions: { '2024-6-3': [['09:00', '11:00'] as TimeRange] } };
    expect(times({ schedule: holiday, now: at(MONDAY, 8, 0), waitMinutes: 15 })).toEqual(['09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45']);
    const shut = { ...schedule, exceptions: { '2024-6-3': [] } };
    expect(times({ schedule: shut, now: at(MONDAY, 8, 0), waitMinutes: 5 })).toEqual([]);
  });

  it('offers nothing on a closed day', () => {
    expect(times({ schedule, now: at(day(2024, 6, 8), 9, 0), waitMinutes: 5 })).toEqual([]);
  });

  it('offers nothing for tomorrow', () => {
    expect(times({ schedule, now: at(TUESDAY, 14, 0), waitMinutes: 5 })).toEqual([]);
  });

  it('counts a daylight-saving night as the clock shows it: the skipped hour is not offered, the times are real instants', () => {
    // 31 March 2024, a Sunday: Madrid's clocks go from 02:00 to 03:00. A night shop open Saturday 22:00 to 04:00.
    const night = emptySchedule({ d6: [['22:00', '04:00']] });
    const sunday = day(2024, 3, 31);
    const slots = pickupSlots({ schedule: night, timeZone: ZONE, now: at(sunday, 0, 30), waitMinutes: 15 });
    expect(slots.map((slot) => shopClockTime(slot, ZONE))).toEqual(['00:45', '01:00', '01:15', '01:30', '01:45', '03:00', '03:15', '03:30', '03:45']);
    expect(slots[4]?.toISOString()).toBe('2024-03-31T00:45:00.000Z');
    expect(slots[5]?.toISOString()).toBe('2024-03-31T01:00:00.000Z');
    // Closing (04:00 summer time) minus the wait is 01:45 UTC.
    expect(slots.at(-1)?.toISOString()).toBe('2024-03-31T01:45:00.000Z');
  });

  it('offers a time the autumn night shows twice once', () => {
    // 27 October 2024, a Sunday: Madrid's clocks go back from 03:00 to 02:00.
    const night = emptySchedule({ d0: [['00:00', '06:00']] });
    const sunday = day(2024, 10, 27);
    const slots = pickupSlots({ schedule: night, timeZone: ZONE, now: at(sunday, 1, 30), waitMinutes: 15 });
    const labels = slots.map((slot) => shopClockTime(slot, ZONE));
    expect(labels.filter((label) => label === '02:15')).toHaveLength(1);
    expect(labels.at(-1)).toBe('05:45');
    expect(slots.find((slot) => shopClockTime(slot, ZONE) === '02:15')?.toISOString()).toBe('2024-10-27T00:15:00.000Z');
  });

  it('judges the day and the hours in the shop zone, not UTC', () => {
    // 23:50 UTC on Monday is 01:50 on Tuesday in Madrid (summer time): Tuesday's morning is today.
    const slots = pickupSlots({ schedule, timeZone: ZONE, now: new Date('2024-06-03T23:50:00Z'), waitMinutes: 5 });
    expect(slots[0]?.toISOString()).toBe('2024-06-04T06:15:00.000Z');
  });
});

describe('isPickupSlot (issue 14: the server checks the customer’s time with the same rule)', () => {
  const rule = { schedule, timeZone: ZONE, now: at(TUESDAY, 9, 0), waitMinutes: 5 };
  it('accepts an offered time and refuses one off the quarter hours, too soon or outside the ranges', () => {
    expect(isPickupSlot(rule, at(TUESDAY, 11, 30))).toBe(true);
    expect(isPickupSlot(rule, at(TUESDAY, 11, 31))).toBe(false);
    expect(isPickupSlot(rule, new Date(at(TUESDAY, 11, 30).getTime() + 1000))).toBe(false);
    expect(isPickupSlot(rule, at(TUESDAY, 9, 0))).toBe(false);
    expect(isPickupSlot(rule, at(TUESDAY, 15, 0))).toBe(false);
    expect(isPickupSlot(rule, at(day(2024, 6, 5), 11, 30))).toBe(false);
  });
});

describe('kitchenStartOf and shopClockTime', () => {
  it('starts the kitchen the wait before the pick-up time', () => {
    expect(kitchenStartOf(new Date('2024-06-04T10:00:00Z'), 9).toISOString()).toBe('2024-06-04T09:51:00.000Z');
  });
  it('writes the shop clock as HH:mm', () => {
    expect(shopClockTime(new Date('2024-01-15T08:05:00Z'), ZONE)).toBe('09:05');
    expect(shopClockTime(new Date('2024-06-15T22:30:00Z'), ZONE)).toBe('00:30');
  });
});
