import type { Schedule } from '../../api/contract';
import type { ShopAvailability } from '../../api/contract/customer/shopAvailability';
import { closingTimeToday } from './availability';
import { shopClockTime } from '../schedule/shopTime';
import { productSoldOut, soldOutReason, type SoldOutReason } from './soldOut';

/**
 * Why a product cannot be added now, as the product page says it: the counter marked it sold out
 * (`backAt`: the shop-clock time it comes back, when that is before today's closing; null when it is out
 * for the rest of the day or until someone undoes it), or no unit of a single good is left.
 */
export type SoldOutNote = { reason: Extract<SoldOutReason, 'counter'>; backAt: string | null } | { reason: Extract<SoldOutReason, 'stock'> };

/** What the note reads of the shop: its opening hours and its clock's zone. */
export type ShopHours = { schedule: Schedule; timeZone: string };

/** The note of a product at the shop now; undefined when it can be added. */
export function soldOutNote(
  product: { productCode: string; isOneGoods: boolean },
  availability: ShopAvailability | undefined,
  shop: ShopHours,
  now: Date,
): SoldOutNote | undefined {
  const reason = soldOutReason(product, availability, now);
  if (reason !== 'counter') return reason && { reason };
  const until = productSoldOut(availability?.soldOut ?? [], product.productCode, now)?.until;
  const back = until ? new Date(until) : undefined;
  const closing = back && closingTimeToday(shop.schedule, shop.timeZone, now);
  return { reason, backAt: back && closing && back < closing ? shopClockTime(back, shop.timeZone) : null };
}
