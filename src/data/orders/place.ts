import type { CardPaymentForm } from '../../api/contract';
import type { PricedCart } from '../../domain/orders/cartChoices';
import { keepsCartUntilPaid, type PaymentTypeId } from '../../domain/pricing/paymentMethods';
import type { OrderLane } from '../outbox/orderLane';
import { deliveryBodyFor, orderBodyFor } from './cartBody';

/** Where the order goes: the shop's counter (at `pickupAt`; null or absent for "as soon as possible") or an address. */
export type OrderDestination = { kind: 'pickup'; pickupAt?: string | null } | { kind: 'delivery'; addressId: number };

/** The created order (its id) and the card payment form: null for the wallet, or when ritmitos paid it all. */
export type PlacedOrder = { order: { orderId: number }; payment: CardPaymentForm | null };

export type PlaceOrderDeps = { lane: Pick<OrderLane, 'submit'> };

/** What the device does once an order exists: the cart emptied (unless the wallet keeps it until paid), the ritmitos refreshed. */
export type AfterCreatedDeps = { clearCart: () => Promise<void>; loyaltyChanged: () => Promise<void> };

/** The order's call and body: POST /customer/orders for the counter, /customer/delivery-orders for an address. */
function submitTo(lane: PlaceOrderDeps['lane'], priced: PricedCart, paymentTypeId: PaymentTypeId, destination: OrderDestination): Promise<PlacedOrder> {
  if (destination.kind === 'delivery') return lane.submit('deliveryOrderCreate', deliveryBodyFor(priced, paymentTypeId, destination.addressId));
  const body = orderBodyFor(priced, paymentTypeId);
  return lane.submit('orderCreate', destination.pickupAt ? { ...body, pickupAt: destination.pickupAt } : body);
}

/**
 * Pay, either kind: the order from the priced cart the customer sees, sent once through the
 * outbox's order lane (Idempotency-Key), which waits for the network when there is none. A refusal is
 * thrown (OrderRefusedError); a 409 price_mismatch is the caller's to handle (see ../cart/priceCheck).
 */
export async function placeOrder(deps: PlaceOrderDeps, priced: PricedCart, paymentTypeId: PaymentTypeId, destination: OrderDestination): Promise<PlacedOrder> {
  return submitTo(deps.lane, priced, paymentTypeId, destination);
}

/**
 * After an order is created, however the order was sent (at once, when the network came back, at the
 * next start): the cart is emptied, except for the wallet (10004), which keeps it until paid, and the
 * ritmitos the order reserved are marked changed before the page may leave for the gateway.
 */
export async function afterOrderCreated(deps: AfterCreatedDeps, body: { paymentType: { id: number } }): Promise<void> {
  if (!keepsCartUntilPaid(body.paymentType.id)) await deps.clearCart();
  await deps.loyaltyChanged();
}
