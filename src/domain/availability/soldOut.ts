import type { ShopAvailability } from '../../api/contract/customer/shopAvailability';

type SoldOutItem = ShopAvailability['soldOut'][number];
type ShopControls = ShopAvailability['controls'];

/**
 * What of a shop's switches (src/domain/availability) is in force at an instant: the part the catalogue's
 * first screen reads, kept apart from the pick-up and staff rules so its first load stays small.
 */

/** An instant-bounded switch is on while its end has not come; a null end never comes by itself. */
export function isStillOn(until: string | null, now: Date): boolean {
  return until === null || Date.parse(until) > now.getTime();
}

/** The sold-out entries in force now. */
export function soldOutNow(items: readonly SoldOutItem[], now: Date): SoldOutItem[] {
  return items.filter((item) => isStillOn(item.until, now));
}

export function productSoldOut(items: readonly SoldOutItem[], productCode: string, now: Date): SoldOutItem | undefined {
  return items.find((item) => item.kind === 'product' && item.productCode === productCode && isStillOn(item.until, now));
}

export function extraValueSoldOut(items: readonly SoldOutItem[], extraId: number, value: string, now: Date): SoldOutItem | undefined {
  return items.find((item) => item.kind === 'extra' && item.extraId === extraId && item.value === value && isStillOn(item.until, now));
}

/** The next instant at which something switches back by itself (to re-render or re-announce then). */
export function nextAutomaticChange(items: readonly SoldOutItem[], controls: ShopControls, now: Date): Date | undefined {
  const ends = [
    ...items.map((item) => item.until),
    controls.pausedOpenEnded ? null : controls.pausedUntil,
    controls.extraWaitMinutes > 0 ? controls.extraWaitUntil : null,
  ]
    .filter((until): until is string => until !== null)
    .map((until) => Date.parse(until))
    .filter((at) => at > now.getTime());
  return ends.length ? new Date(Math.min(...ends)) : undefined;
}

/** Why a product cannot be added now: the counter marked it sold out, or none of a single good is left (spec: at 0 it is sold out). */
export type SoldOutReason = 'counter' | 'stock';

export function soldOutReason(
  product: { productCode: string; isOneGoods: boolean },
  availability: Pick<ShopAvailability, 'soldOut' | 'stock'> | undefined,
  now: Date,
): SoldOutReason | undefined {
  if (!availability) return undefined;
  if (productSoldOut(availability.soldOut, product.productCode, now)) return 'counter';
  return product.isOneGoods && availability.stock[product.productCode] === 0 ? 'stock' : undefined;
}
