import type { Schedule } from '../../api/contract';
import { rangeMinutes, rangesFor } from './schedule';
import { addDays, instantAt, shopMomentOf, type ShopDay } from './shopTime';

/** A later pick-up time is chosen in steps of 15 minutes of the shop's clock. */
export const PICKUP_STEP_MINUTES = 15;
const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 24 * 60;

/** What the pick-up rule looks at: the shop's schedule and zone, the present, and the order's wait estimate. */
export interface PickupRule {
  schedule: Schedule;
  timeZone: string;
  now: Date;
  waitMinutes: number;
  /** Minutes a busy shop adds (src/domain/availability extraWaitNow): they push the earliest time back, not the kitchen's start. */
  extraWaitMinutes?: number;
}

type Window = { open: number; close: number };

/** The opening ranges that touch the shop's today, as instants: today's, and yesterday's that run past midnight. */
function openWindows(schedule: Schedule, today: ShopDay, timeZone: string): Window[] {
  const windows: Window[] = [];
  for (const day of [addDays(today, -1), today]) {
    for (const range of rangesFor(schedule, day)) {
      const [open, close] = rangeMinutes(range);
      if (close > open) windows.push({ open: instantAt(day, open, timeZone).getTime(), close: instantAt(day, close, timeZone).getTime() });
    }
  }
  return windows;
}

/**
 * The quarter hours of the shop's today from `fromMinutes` on, as instants; a time the clock skips (spring
 * night) is not offered, a time it shows twice (autumn night) is offered once, at its first showing.
 */
function quarterHoursOf(today: ShopDay, fromMinutes: number, timeZone: string): Date[] {
  const instants: Date[] = [];
  const first = Math.floor(fromMinutes / PICKUP_STEP_MINUTES) * PICKUP_STEP_MINUTES;
  for (let minutes = first; minutes < MINUTES_PER_DAY; minutes += PICKUP_STEP_MINUTES) {
    const instant = instantAt(today, minutes, timeZone);
    if (shopMomentOf(instant, timeZone).minutes === minutes) instants.push(instant);
  }
  return instants;
}

/**
 * Pick-up time: the times a customer may choose today (the shop's day), on the quarter hours of
 * the shop's clock, at least the wait estimate (and any extra wait) from now, inside an opening range with the wait to spare
 * at both ends: the kitchen starts at the time minus the wait, which must be while the shop is open, and
 * the time is not later than closing minus the wait. Compared as instants, so a daylight-saving change
 * inside a range counts the hour it adds or takes.
 */
export function pickupSlots({ schedule, timeZone, now, waitMinutes, extraWaitMinutes = 0 }: PickupRule): Date[] {
  const today = shopMomentOf(now, timeZone);
  const wait = waitMinutes * MINUTE_MS;
  const earliest = now.getTime() + wait + extraWaitMinutes * MINUTE_MS;
  const windows = openWindows(schedule, today, timeZone);
  if (windows.length === 0) return [];
  // Earlier quarter hours of today are first showings before now (the clock only goes back within its repeated hour).
  return quarterHoursOf(today, today.minutes, timeZone).filter((slot) => {
    const at = slot.getTime();
    return at >= earliest && windows.some((window) => at >= window.open + wait && at <= window.close - wait);
  });
}

/** Whether `pickupAt` is one of today's allowed pick-up times (the server's check of the customer's choice). */
export function isPickupSlot(rule: PickupRule, pickupAt: Date): boolean {
  return pickupSlots(rule).some((slot) => slot.getTime() === pickupAt.getTime());
}

/** The simulated kitchen starts a scheduled order the wait estimate before its pick-up time. */
export function kitchenStartOf(pickupAt: Date, waitMinutes: number): Date {
  return new Date(pickupAt.getTime() - waitMinutes * MINUTE_MS);
}
