import type { AppDb } from '../db';
import type { StoredCart } from '../cart';
import { orderBodyFromStoredCart } from './cartBody';
import type { OrderSubmitter, SubmittedOrder } from './submission';

export type PlaceOrderDeps = { db: AppDb; submitter: OrderSubmitter; readCart: () => Promise<StoredCart>; clearCart: () => Promise<void> };

/** Spec §4 after order creation: the wallet (10004) keeps the cart until paid; every other type empties it. */
export async function placeOrder(deps: PlaceOrderDeps, paymentTypeId: 10005 | 10004): Promise<SubmittedOrder> {
  const body = await orderBodyFromStoredCart(deps.db, await deps.readCart(), paymentTypeId);
  const result = await deps.submitter.submit(body);
  if (paymentTypeId !== 10004) await deps.clearCart();
  return result;
}
