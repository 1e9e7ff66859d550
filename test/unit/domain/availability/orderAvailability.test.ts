import { describe, expect, it } from 'vitest';
import type { TimeRange } from '../../../../src/api/contract';
import { countedUnits, fullSlotsOf, nextFreePickupTime, pauseStopsOrder } from '../../../../src/domain/availability/orderAvailability';
import { pickupSlots } from '../../../../src/domain/schedule/pickupTime';
import { instantAt, shopClockTime, type ShopDay } from '../../../../src/domain/schedule/shopTime';
import { emptySchedule } from '../fixtures';

const ZONE = 'Europe/Madrid';
const TUESDAY: ShopDay = { year: 2024, month: 6, day: 4 };
const morning: TimeRange = ['08:00', '14:00'];
const schedule = emptySchedule({ d2: [morning] });
const at = (hours: number, minutes = 0) => instantAt(TUESDAY, hours * 60 + minutes, ZONE);
const clock = (instant: Date | undefined) => (instant ? shopClockTime(instant, ZONE) : instant);

describe('pauseStopsOrder', () => {
  const pause = { until: at(12, 30) };

  it('stops every "as soon as possible" order while paused, and nothing when not paused', () => {
    expect(pauseStopsOrder(pause, null, 5)).toBe(true);
    expect(pauseStopsOrder(undefined, null, 5)).toBe(false);
    expect(pauseStopsOrder(undefined, at(12, 0), 5)).toBe(false);
  });

  it('lets a later time through when its kitchen starts at or after the pause ends, not a minute before', () => {
    expect(pauseStopsOrder(pause, at(12, 45), 15)).toBe(false);
    expect(pauseStopsOrder(pause, at(12, 45), 16)).toBe(true);
    expect(pauseStopsOrder(pause, at(12, 30), 5)).toBe(true);
    expect(pauseStopsOrder(pause, at(13, 0), 9)).toBe(false);
  });

  it('stops every order, however late, while the pause is open-ended', () => {
    expect(pauseStopsOrder({ until: null }, at(13, 45), 5)).toBe(true);
  });
});

describe('countedUnits', () => {
  const counted = (code: string) => code.startsWith('P5');

  it('adds up the lines of each single good, leaves prepared products out and sorts by product code', () => {
    const lines = [
      { productCode: 'P5007', quantity: 1 },
      { productCode: 'P1001', quantity: 3 },
      { productCode: 'P5002', quantity: 2 },
      { productCode: 'P5007', quantity: 2 },
    ];
    expect(countedUnits(lines, counted)).toEqual([
      { productCode: 'P5002', units: 2 },
      { productCode: 'P5007', units: 3 },
    ]);
  });

  it('takes nothing for an order of prepared products only', () => {
    expect(countedUnits([{ productCode: 'P1001', quantity: 2 }], counted)).toEqual([]);
  });
});

describe('fullSlotsOf and nextFreePickupTime', () => {
  const taken: [number, number][] = [
    [at(11, 0).getTime(), 3],
    [at(11, 15).getTime(), 2],
    [at(11, 30).getTime(), 3],
  ];

  it('counts a slot full at the capacity, none without a capacity', () => {
    expect([...fullSlotsOf(taken, 3)].map((start) => clock(new Date(start)))).toEqual(['11:00', '11:30']);
    expect(fullSlotsOf(taken, null).size).toBe(0);
  });

  it('offers the first later slot with room, skipping full ones and those whose kitchen starts in a pause', () => {
    const slots = pickupSlots({ schedule, timeZone: ZONE, now: at(10, 50), waitMinutes: 5 });
    const fullSlots = fullSlotsOf(taken, 2);
    expect(clock(nextFreePickupTime(slots, at(11, 0), { waitMinutes: 5, fullSlots }))).toBe('11:45');
    expect(clock(nextFreePickupTime(slots, at(11, 0), { waitMinutes: 5, fullSlots: fullSlotsOf(taken, 3) }))).toBe('11:15');
    expect(clock(nextFreePickupTime(slots, at(11, 0), { pause: { until: at(11, 50) }, waitMinutes: 5, fullSlots }))).toBe('12:00');
  });

  it('finds none when the day has no later time with room', () => {
    const slots = pickupSlots({ schedule, timeZone: ZONE, now: at(13, 35), waitMinutes: 5 });
    expect(clock(slots.at(-1))).toBe('13:45');
    expect(nextFreePickupTime(slots, at(13, 45), { waitMinutes: 5, fullSlots: new Set() })).toBeUndefined();
  });
});
