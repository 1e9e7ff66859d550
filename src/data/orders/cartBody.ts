import type { OrderCreateBody } from '../../api/contract';
import type { PaymentTypeId } from '../../domain/paymentMethods';
import { isAvailableLine, orderBodyFromPricedCart, type PricedCart } from '../../domain/cartChoices';

/** Nothing in the cart can be ordered (empty, or only products the shop no longer sells). */
export class EmptyCartError extends Error {
  constructor() {
    super('The cart is empty');
    this.name = 'EmptyCartError';
  }
}

/**
 * Spec §7 POST /customer/orders body from the priced cart the customer is looking at (no second pricing:
 * what the screen shows is what is sent, and what the server recomputes).
 */
export function orderBodyFor(priced: PricedCart, paymentTypeId: PaymentTypeId): OrderCreateBody {
  if (!priced.lines.some(isAvailableLine)) throw new EmptyCartError();
  return orderBodyFromPricedCart(priced, paymentTypeId);
}
