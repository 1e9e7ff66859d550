import { describe, expect, it } from 'vitest';
import type { TimeRange } from '../../../../src/api/contract';
import {
  activePause,
  capacityProblem,
  closingTimeToday,
  extraValueSoldOut,
  extraWaitNow,
  extraWaitProblem,
  NO_CONTROLS,
  nextAutomaticChange,
  offeredPickupTimes,
  pauseUntilFor,
  productSoldOut,
  slotHasRoom,
  slotOfOrder,
  slotStart,
  soldOutNow,
  stockProblem,
  unavailableLines,
  untilProblem,
  type SoldOutItem,
} from '../../../../src/domain/availability/availability';
import { instantAt, shopClockTime, type ShopDay } from '../../../../src/domain/schedule/shopTime';
import { emptySchedule } from '../fixtures';

const ZONE = 'Europe/Madrid';
const TUESDAY: ShopDay = { year: 2024, month: 6, day: 4 };
const MONDAY: ShopDay = { year: 2024, month: 6, day: 3 };
const SATURDAY: ShopDay = { year: 2024, month: 6, day: 8 };
const morning: TimeRange = ['08:00', '14:00'];
const evening: TimeRange = ['17:00', '20:30'];
const late: TimeRange = ['20:00', '02:00'];
const schedule = emptySchedule({ d1: [morning, evening], d2: [morning], d5: [late] });
const at = (day: ShopDay, hours: number, minutes = 0) => instantAt(day, hours * 60 + minutes, ZONE);
const clock = (instant: Date | null | undefined) => (instant ? shopClockTime(instant, ZONE) : instant);

const now = at(TUESDAY, 10, 7);
const later = at(TUESDAY, 12, 0).toISOString();
const earlier = at(TUESDAY, 9, 0).toISOString();
const oatMilk: SoldOutItem = { kind: 'extra', extraId: 3, value: 'oat', until: later };
const croissant: SoldOutItem = { kind: 'product', productCode: 'P2001', until: null };
const endedMug: SoldOutItem = { kind: 'product', productCode: 'P8001', until: earlier };
const items = [oatMilk, croissant, endedMug];

describe('sold out: products and extra values, until a time or until undone', () => {
  it('finds a product switched off until undone, and not one whose time has come', () => {
    expect(productSoldOut(items, 'P2001', now)).toBe(croissant);
    expect(productSoldOut(items, 'P8001', now)).toBeUndefined();
    expect(productSoldOut(items, 'P9999', now)).toBeUndefined();
  });

  it('finds one value of an extra, not its other values nor another extra with that value', () => {
    expect(extraValueSoldOut(items, 3, 'oat', now)).toBe(oatMilk);
    expect(extraValueSoldOut(items, 3, 'whole', now)).toBeUndefined();
    expect(extraValueSoldOut(items, 4, 'oat', now)).toBeUndefined();
  });

  it('comes back by itself at its time: in force one millisecond before, not at it', () => {
    const until = new Date(later);
    expect(extraValueSoldOut(items, 3, 'oat', new Date(until.getTime() - 1))).toBe(oatMilk);
    expect(extraValueSoldOut(items, 3, 'oat', until)).toBeUndefined();
    expect(soldOutNow(items, until)).toEqual([croissant]);
  });

  it('names each cart line that cannot be ordered, by its product or by the extra value it holds', () => {
    const lines = [
      { productCode: 'P1001', preferences: [{ extraId: 3, value: 'whole' }] },
      { productCode: 'P1001', preferences: [{ extraId: 3, value: 'oat' }] },
      { productCode: 'P2001', preferences: [] },
      { productCode: 'P8001', preferences: [] },
    ];
    expect(unavailableLines(lines, items, now)).toEqual([
      { index: 1, productCode: 'P1001', reason: 'extra', extraId: 3, value: 'oat' },
      { index: 2, productCode: 'P2001', reason: 'product' },
    ]);
    expect(unavailableLines(lines, items, new Date(later))).toEqual([{ index: 2, productCode: 'P2001', reason: 'product' }]);
  });
});

describe('pause and extra wait', () => {
  it('is paused until its time, or until undone, and not after', () => {
    expect(activePause(NO_CONTROLS, now)).toBeUndefined();
    expect(activePause({ ...NO_CONTROLS, pausedUntil: later }, now)).toEqual({ until: new Date(later) });
    expect(activePause({ ...NO_CONTROLS, pausedUntil: later }, new Date(later))).toBeUndefined();
    expect(activePause({ ...NO_CONTROLS, pausedOpenEnded: true }, now)).toEqual({ until: null });
  });

  it('adds its minutes while in force', () => {
    expect(extraWaitNow({ ...NO_CONTROLS, extraWaitMinutes: 10 }, now)).toBe(10);
    expect(extraWaitNow({ ...NO_CONTROLS, extraWaitMinutes: 10, extraWaitUntil: later }, now)).toBe(10);
    expect(extraWaitNow({ ...NO_CONTROLS, extraWaitMinutes: 10, extraWaitUntil: earlier }, now)).toBe(0);
  });

  it('knows the next moment something comes back by itself', () => {
    const soon = at(TUESDAY, 11, 0).toISOString();
    expect(nextAutomaticChange(items, { ...NO_CONTROLS, extraWaitMinutes: 5, extraWaitUntil: soon }, now)).toEqual(new Date(soon));
    expect(nextAutomaticChange([croissant], NO_CONTROLS, now)).toBeUndefined();
  });

  it('turns the board choices into an end: 15 or 30 minutes, closing time today, or none', () => {
    expect(clock(pauseUntilFor('15min', schedule, ZONE, now))).toBe('10:22');
    expect(clock(pauseUntilFor('30min', schedule, ZONE, now))).toBe('10:37');
    expect(clock(pauseUntilFor('closing', schedule, ZONE, now))).toBe('14:00');
    expect(pauseUntilFor('undone', schedule, ZONE, now)).toBeNull();
  });
});

describe('closing time today, on the shop clock', () => {
  it('is the end of the range the shop is in, or of a later range today when between ranges', () => {
    expect(clock(closingTimeToday(schedule, ZONE, at(MONDAY, 9, 0)))).toBe('14:00');
    expect(clock(closingTimeToday(schedule, ZONE, at(MONDAY, 15, 0)))).toBe('20:30');
    expect(closingTimeToday(schedule, ZONE, at(MONDAY, 21, 0))).toBeUndefined();
    expect(closingTimeToday(schedule, ZONE, at(SATURDAY, 10, 0))).toBeUndefined();
  });

  it('runs past midnight for a range that does', () => {
    const friday: ShopDay = { year: 2024, month: 6, day: 7 };
    const closing = closingTimeToday(schedule, ZONE, at(friday, 23, 0));
    expect(closing).toEqual(instantAt(SATURDAY, 120, ZONE));
    expect(closingTimeToday(schedule, ZONE, at(SATURDAY, 1, 0))).toEqual(instantAt(SATURDAY, 120, ZONE));
  });
});

describe('pick-up slots of 15 minutes', () => {
  it('puts an order in the slot of its pick-up time, or of when it should be ready', () => {
    expect(clock(slotStart(at(TUESDAY, 10, 14)))).toBe('10:00');
    expect(clock(slotOfOrder(at(TUESDAY, 11, 30), now, 5))).toBe('11:30');
    expect(clock(slotOfOrder(null, now, 10))).toBe('10:15');
  });

  it('has room below its capacity, and always without one', () => {
    expect(slotHasRoom(2, 3)).toBe(true);
    expect(slotHasRoom(3, 3)).toBe(false);
    expect(slotHasRoom(1_000, null)).toBe(true);
  });

  it('offers neither full slots nor times whose kitchen start falls inside a pause', () => {
    const slots = [10, 11, 12, 13].map((hour) => at(TUESDAY, hour, 30));
    const full = new Set([slotStart(at(TUESDAY, 12, 30)).getTime()]);
    const offered = offeredPickupTimes(slots, { pause: { until: at(TUESDAY, 11, 0) }, waitMinutes: 10, fullSlots: full });
    expect(offered.map(clock)).toEqual(['11:30', '13:30']);
    expect(offeredPickupTimes(slots, { pause: { until: at(TUESDAY, 11, 25) }, waitMinutes: 10, fullSlots: new Set() }).map(clock)).toEqual(['12:30', '13:30']);
    expect(offeredPickupTimes(slots, { pause: { until: null }, waitMinutes: 5, fullSlots: new Set() })).toEqual([]);
  });
});

describe('bad staff input', () => {
  it('refuses an end in the past, negative or fractional stock, odd extra waits and capacities', () => {
    expect(untilProblem(earlier, now)).toBe('until_in_past');
    expect(untilProblem('not a date', now)).toBe('until_in_past');
    expect(untilProblem(later, now)).toBeUndefined();
    expect(untilProblem(null, now)).toBeUndefined();
    expect(stockProblem(-1)).toBe('negative_stock');
    expect(stockProblem(1.5)).toBe('negative_stock');
    expect(stockProblem(0)).toBeUndefined();
    expect(extraWaitProblem(7)).toBe('bad_extra_wait');
    expect(extraWaitProblem(15)).toBeUndefined();
    expect(capacityProblem(0)).toBe('bad_capacity');
    expect(capacityProblem(null)).toBeUndefined();
  });
});
