import type { PricedCart } from '../../domain/cartChoices';
import { orderBodyFor } from './cartBody';
import type { OrderSubmitter, SubmittedOrder } from './submission';

export type PlaceOrderDeps = { submitter: OrderSubmitter; clearCart: () => Promise<void> };

/** Spec §4 after order creation: the wallet (10004) keeps the cart until paid; every other type empties it. */
export async function placeOrder(deps: PlaceOrderDeps, priced: PricedCart, paymentTypeId: 10005 | 10004): Promise<SubmittedOrder> {
  const result = await deps.submitter.submit(orderBodyFor(priced, paymentTypeId));
  if (paymentTypeId !== 10004) await deps.clearCart();
  return result;
}
