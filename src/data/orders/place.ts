import type { PricedCart } from '../../domain/cartChoices';
import { keepsCartUntilPaid, type PaymentTypeId } from '../../domain/paymentMethods';
import { orderBodyFor } from './cartBody';
import type { OrderSubmitter, SubmittedOrder } from './submission';

export type PlaceOrderDeps = { submitter: OrderSubmitter; clearCart: () => Promise<void> };

/**
 * Spec §4 after order creation: the wallet (10004) keeps the cart until paid; every other type (card, Bizum) empties it.
 * `pickupAt`: the chosen pick-up time, absent or null for "as soon as possible".
 */
export async function placeOrder(deps: PlaceOrderDeps, priced: PricedCart, paymentTypeId: PaymentTypeId, pickupAt?: string | null): Promise<SubmittedOrder> {
  const body = orderBodyFor(priced, paymentTypeId);
  const result = await deps.submitter.submit(pickupAt ? { ...body, pickupAt } : body);
  if (!keepsCartUntilPaid(paymentTypeId)) await deps.clearCart();
  return result;
}
