import type { ShortLine } from '../../api/contract';
import { OrderRefusedError } from '../outbox/orderLane';

/**
 * Why the server refused an order, as the checkout tells the customer. `stock` names the lines beyond
 * what the shop has or sold out (positions in the order body, i.e. among the cart's available lines); a
 * busy shop's refusals carry the server's text (in the customer's language) and, for a full slot, the next
 * free pick-up time.
 */
export type OrderRefusal =
  | { kind: 'prices' }
  | { kind: 'stock'; lines: ShortLine[] }
  | { kind: 'unavailable' }
  | { kind: 'pickupTime' }
  | { kind: 'shopClosed' }
  | { kind: 'notDeliverable'; index: number | null }
  | { kind: 'noDeliveryHere' }
  | { kind: 'addressGone' }
  | { kind: 'shopPaused'; message: string | undefined }
  | { kind: 'slotFull'; message: string | undefined; nextFreeSlot: string | null }
  | { kind: 'signedOut' }
  | { kind: 'failed' };

/** The order body's line a refusal's field names (`products.3.code` → 3). */
function lineIndexOf(field: string | undefined): number | null {
  const match = /^products\.(\d+)\./.exec(field ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Each refusal code the order calls answer (POST /customer/orders and /customer/delivery-orders), mapped
 * to what the customer can do about it; anything else (no answer, a bad request) is a failed save.
 */
export function orderRefusalOf(error: unknown): OrderRefusal {
  if (!(error instanceof OrderRefusedError)) return { kind: 'failed' };
  const { code, apiError } = error;
  switch (code) {
    case 'price_mismatch':
      return { kind: 'prices' };
    case 'product_unavailable':
      return apiError?.lines?.length ? { kind: 'stock', lines: apiError.lines } : { kind: 'unavailable' };
    case 'pickup_time_unavailable':
      return { kind: 'pickupTime' };
    case 'shop_closed':
      return { kind: 'shopClosed' };
    case 'not_deliverable':
      return { kind: 'notDeliverable', index: lineIndexOf(apiError?.field) };
    case 'no_delivery_here':
      return { kind: 'noDeliveryHere' };
    case 'not_found':
      return { kind: 'addressGone' };
    case 'shop_paused':
      return { kind: 'shopPaused', message: apiError?.message };
    case 'slot_full':
      return { kind: 'slotFull', message: apiError?.message, nextFreeSlot: apiError?.nextFreeSlot ?? null };
    case 'unauthorized':
      return { kind: 'signedOut' };
    default:
      return { kind: 'failed' };
  }
}
