import type { PricedCart } from '../../domain/cartChoices';
import { orderBodyFor } from './cartBody';
import type { OrderSubmitter, SubmittedOrder } from './submission';

export type PlaceOrderDeps = { submitter: OrderSubmitter; clearCart: () => Promise<void> };

/**
 * Spec §4 after order creation: the wallet (10004) keeps the cart until paid; every other type empties it.
 * `pickupAt`: the chosen pick-up time, absent or null for "as soon as possible".
 */
export async function placeOrder(deps: PlaceOrderDeps, priced: PricedCart, paymentTypeId: 10005 | 10004, pickupAt?: string | null): Promise<SubmittedOrder> {
  const body = orderBodyFor(priced, paymentTypeId);
  const result = await deps.submitter.submit(pickupAt ? { ...body, pickupAt } : body);
  if (paymentTypeId !== 10004) await deps.clearCart();
  return result;
}
