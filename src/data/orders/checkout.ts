import type { CardPaymentForm } from '../../api/contract';
import type { PricedCart } from '../../domain/cartChoices';
import type { PaymentTypeId } from '../../domain/paymentMethods';
import { submitDeliveryOrder } from './deliveryCheckout';
import type { OrderKind } from './mirror';
import { submitOrder } from './pickup';

/** Where the order goes: the shop's counter (at `pickupAt`; null or absent for "as soon as possible") or an address. */
export type OrderDestination = { kind: 'pickup'; pickupAt?: string | null } | { kind: 'delivery'; addressId: number };

/** The created order (its id) and the card payment form: null for the wallet, or when ritmitos paid it all. */
export type PlacedOrder = { order: { orderId: number }; payment: CardPaymentForm | null };

/**
 * Spec §4 Pay: the order of either kind from the priced cart shown, sent once (Idempotency-Key); after it
 * the cart is emptied, except for the wallet, which keeps it until paid. A refusal is thrown (OrderRefusedError).
 */
export function placeCheckoutOrder(priced: PricedCart, paymentTypeId: PaymentTypeId, destination: OrderDestination): Promise<PlacedOrder> {
  return destination.kind === 'pickup' ? submitOrder(priced, paymentTypeId, destination.pickupAt) : submitDeliveryOrder(priced, paymentTypeId, destination.addressId);
}

export type { OrderKind };
