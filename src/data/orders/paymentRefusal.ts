import type { ApiError } from '../../api/contract';

/**
 * Why paying an order did not start, as the order screens tell it: its shop is closed now (an order for as
 * soon as possible; the server's words name the next pick-up time today, when there is one), or the call
 * failed for any other reason.
 */
export type PaymentRefusal = { kind: 'shopClosed'; message: string | undefined; nextPickupAt: string | null } | { kind: 'failed' };

export function paymentRefusalOf(error: ApiError | undefined): PaymentRefusal {
  if (error?.code === 'shop_closed') return { kind: 'shopClosed', message: error.message || undefined, nextPickupAt: error.nextFreeSlot ?? null };
  return { kind: 'failed' };
}
