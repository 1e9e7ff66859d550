import { offeredPickupTimes, slotHasRoom, slotStart, type ActivePause } from './availability';
import { kitchenStartOf } from '../schedule/pickupTime';

/**
 * What a new order meets at a busy shop, beyond the rules of src/domain/availability: whether a pause
 * stops it, which single goods it takes units of, and which pick-up time to offer when its slot is full.
 */

/**
 * A pause stops every new "as soon as possible" order, and every order while it is open-ended; an order
 * for a later time goes ahead when its kitchen starts (the time minus the wait) at or after the pause ends.
 */
export function pauseStopsOrder(pause: ActivePause | undefined, pickupAt: Date | null, waitMinutes: number): boolean {
  if (!pause) return false;
  if (pickupAt === null || pause.until === null) return true;
  return kitchenStartOf(pickupAt, waitMinutes).getTime() < pause.until.getTime();
}

/** Units of one single good an order takes from the stock. */
export type CountedUnits = { productCode: string; units: number };

/**
 * The units an order takes: for each product whose units are counted (single goods), its lines' quantities
 * added up; in product-code order, the order in which every order locks the stock rows it changes.
 */
export function countedUnits(lines: readonly { productCode: string; quantity: number }[], isCounted: (productCode: string) => boolean): CountedUnits[] {
  const units = new Map<string, number>();
  for (const line of lines) if (isCounted(line.productCode)) units.set(line.productCode, (units.get(line.productCode) ?? 0) + line.quantity);
  return [...units]
    .map(([productCode, total]) => ({ productCode, units: total }))
    .sort((a, b) => (a.productCode < b.productCode ? -1 : a.productCode > b.productCode ? 1 : 0));
}

/** The starts (epoch ms) of the slots that hold as many orders as the capacity allows. */
export function fullSlotsOf(taken: Iterable<readonly [number, number]>, capacity: number | null): Set<number> {
  const full = new Set<number>();
  for (const [start, count] of taken) if (!slotHasRoom(count, capacity)) full.add(start);
  return full;
}

/**
 * The pick-up time to offer an order whose slot is full: the first of the times allowed (`slots`, see
 * pickupSlots) in a later slot with room, its kitchen starting outside any pause. Undefined when none is left.
 */
export function nextFreePickupTime(
  slots: readonly Date[],
  fullSlot: Date,
  options: { pause?: ActivePause | undefined; waitMinutes: number; fullSlots: ReadonlySet<number> },
): Date | undefined {
  const after = slotStart(fullSlot).getTime();
  return offeredPickupTimes(slots, options).find((slot) => slotStart(slot).getTime() > after);
}
