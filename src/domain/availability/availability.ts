import type { Schedule } from '../../api/contract/customer/locations';
import { rangeMinutes, rangesFor } from '../schedule/schedule';
import { addDays, instantAt, shopMomentOf } from '../schedule/shopTime';
import { extraValueSoldOut, isStillOn, productSoldOut } from './soldOut';

export { extraValueSoldOut, isStillOn, nextAutomaticChange, productSoldOut, soldOutNow } from './soldOut';

/**
 * What a busy counter can switch off or slow down at one shop: products and extra values sold out (each
 * until a time or until undone), online orders paused, an extra wait added, and a cap on orders per
 * pick-up slot. Instants are ISO strings as they travel; `until: null` means until someone undoes it.
 */
export type SoldOutItem =
  { kind: 'product'; productCode: string; until: string | null } | { kind: 'extra'; extraId: number; value: string; until: string | null };

export interface ShopControls {
  /** Online orders are paused until this instant, or until undone when `pausedOpenEnded`. */
  pausedUntil: string | null;
  pausedOpenEnded: boolean;
  /** Minutes added to every wait shown and to the earliest pick-up time. */
  extraWaitMinutes: number;
  /** The extra wait ends at this instant; null: until undone. */
  extraWaitUntil: string | null;
  /** Most orders per 15-minute pick-up slot; null: no cap. */
  slotCapacity: number | null;
}

export const NO_CONTROLS: ShopControls = { pausedUntil: null, pausedOpenEnded: false, extraWaitMinutes: 0, extraWaitUntil: null, slotCapacity: null };

export const EXTRA_WAIT_CHOICES = [5, 10, 15] as const;
export const PAUSE_CHOICES = ['15min', '30min', 'closing', 'undone'] as const;
export type PauseChoice = (typeof PAUSE_CHOICES)[number];
export const SLOT_MINUTES = 15;
const MINUTE_MS = 60_000;
const SLOT_MS = SLOT_MINUTES * MINUTE_MS;

/** Whether two entries switch off the same thing (the same product, or the same value of the same extra). */
export function sameSoldOutTarget(a: SoldOutItem, b: SoldOutItem): boolean {
  if (a.kind === 'product' && b.kind === 'product') return a.productCode === b.productCode;
  if (a.kind === 'extra' && b.kind === 'extra') return a.extraId === b.extraId && a.value === b.value;
  return false;
}

/** A pause in force: until an instant, or open-ended (`until` null). */
export type ActivePause = { until: Date | null };

export function activePause(controls: ShopControls, now: Date): ActivePause | undefined {
  if (controls.pausedOpenEnded) return { until: null };
  if (controls.pausedUntil && Date.parse(controls.pausedUntil) > now.getTime()) return { until: new Date(controls.pausedUntil) };
  return undefined;
}

/** The extra minutes in force now (0 when none or ended). */
export function extraWaitNow(controls: ShopControls, now: Date): number {
  if (controls.extraWaitMinutes <= 0) return 0;
  return isStillOn(controls.extraWaitUntil, now) ? controls.extraWaitMinutes : 0;
}

/** An order or cart line as far as availability goes. */
export type AvailabilityLine = { productCode: string; preferences: readonly { extraId: number; value: string }[] };

/** A line that cannot be ordered now: its product, or one of its extra values, is sold out. */
export type UnavailableLine =
  { index: number; productCode: string; reason: 'product' } | { index: number; productCode: string; reason: 'extra'; extraId: number; value: string };

export function unavailableLines(lines: readonly AvailabilityLine[], items: readonly SoldOutItem[], now: Date): UnavailableLine[] {
  const found: UnavailableLine[] = [];
  lines.forEach((line, index) => {
    if (productSoldOut(items, line.productCode, now)) {
      found.push({ index, productCode: line.productCode, reason: 'product' });
      return;
    }
    const extra = line.preferences.find((preference) => extraValueSoldOut(items, preference.extraId, preference.value, now));
    if (extra) found.push({ index, productCode: line.productCode, reason: 'extra', extraId: extra.extraId, value: extra.value });
  });
  return found;
}

/**
 * The end of the opening range the shop is in now (or, when closed, of today's last range), as an
 * instant: "until closing" for a pause or a sold-out product. A range past midnight ends tomorrow.
 * Undefined when the shop does not open today.
 */
export function closingTimeToday(schedule: Schedule, timeZone: string, now: Date): Date | undefined {
  const today = shopMomentOf(now, timeZone);
  let last: Date | undefined;
  for (const day of [addDays(today, -1), today]) {
    for (const range of rangesFor(schedule, day)) {
      const [open, close] = rangeMinutes(range);
      const start = instantAt(day, open, timeZone);
      const end = close > open ? instantAt(day, close, timeZone) : instantAt(addDays(day, 1), close, timeZone);
      if (start <= now && now < end) return end;
      if (day === today && end > now && (!last || end > last)) last = end;
    }
  }
  return last;
}

/** The instant a pause choice runs until: null for "until undone"; undefined when the shop does not close today. */
export function pauseUntilFor(choice: PauseChoice, schedule: Schedule, timeZone: string, now: Date): Date | null | undefined {
  if (choice === 'undone') return null;
  if (choice === 'closing') return closingTimeToday(schedule, timeZone, now);
  const minutes = choice === '15min' ? 15 : 30;
  return new Date(now.getTime() + minutes * MINUTE_MS);
}

/** The 15-minute slot an instant falls in, as the slot's start (quarter hours line up in every real time zone). */
export function slotStart(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / SLOT_MS) * SLOT_MS);
}

/** The slot an order counts in: its chosen pick-up time, or for "as soon as possible" when it should be ready. */
export function slotOfOrder(pickupAt: Date | null, createdAt: Date, waitMinutes: number): Date {
  return slotStart(pickupAt ?? new Date(createdAt.getTime() + waitMinutes * MINUTE_MS));
}

/** Whether one more order fits a slot that holds `taken` orders. No cap: always. */
export function slotHasRoom(taken: number, capacity: number | null): boolean {
  return capacity === null || taken < capacity;
}

/** The pick-up times offered: those outside a pause (the kitchen starts after it ends) and in a slot with room. */
export function offeredPickupTimes(
  slots: readonly Date[],
  options: { pause?: ActivePause | undefined; waitMinutes: number; fullSlots: ReadonlySet<number> },
): Date[] {
  const { pause, waitMinutes, fullSlots } = options;
  if (pause && pause.until === null) return [];
  const pauseEnd = pause?.until?.getTime();
  return slots.filter((slot) => {
    if (fullSlots.has(slotStart(slot).getTime())) return false;
    return pauseEnd === undefined || slot.getTime() - waitMinutes * MINUTE_MS >= pauseEnd;
  });
}

/** Why a staff change of availability cannot be made: a pause or snooze ending in the past, negative stock… */
export type AvailabilityInputProblem = 'until_in_past' | 'negative_stock' | 'bad_extra_wait' | 'bad_capacity';

export function untilProblem(until: string | null, now: Date): AvailabilityInputProblem | undefined {
  if (until === null) return undefined;
  const at = Date.parse(until);
  return Number.isNaN(at) || at <= now.getTime() ? 'until_in_past' : undefined;
}

export function stockProblem(stock: number): AvailabilityInputProblem | undefined {
  return Number.isInteger(stock) && stock >= 0 ? undefined : 'negative_stock';
}

export function extraWaitProblem(minutes: number): AvailabilityInputProblem | undefined {
  return minutes === 0 || (EXTRA_WAIT_CHOICES as readonly number[]).includes(minutes) ? undefined : 'bad_extra_wait';
}

export function capacityProblem(capacity: number | null): AvailabilityInputProblem | undefined {
  return capacity === null || (Number.isInteger(capacity) && capacity >= 1 && capacity <= 500) ? undefined : 'bad_capacity';
}
