import type { DeliveryOrderCreateBody, OrderCreateBody } from '../../api/contract';
import type { PaymentTypeId } from '../../domain/pricing/paymentMethods';
import { isAvailableLine, orderBodyFromPricedCart, type PricedCart } from '../../domain/orders/cartChoices';
import { wantsFullInvoice } from '../fullInvoiceChoice';

/** Nothing in the cart can be ordered (empty, or only products the shop no longer sells). */
export class EmptyCartError extends Error {
  constructor() {
    super('The cart is empty');
    this.name = 'EmptyCartError';
  }
}

/**
 * POST /customer/orders body from the priced cart the customer is looking at (no second pricing:
 * what the screen shows is what is sent, and what the server recomputes), asking for a full invoice when
 * the customer ticked it.
 */
export function orderBodyFor(priced: PricedCart, paymentTypeId: PaymentTypeId): OrderCreateBody {
  if (!priced.lines.some(isAvailableLine)) throw new EmptyCartError();
  const body = orderBodyFromPricedCart(priced, paymentTypeId);
  return wantsFullInvoice() ? { ...body, fullInvoice: true } : body;
}

/**
 * POST /customer/delivery-orders body from the priced cart the customer sees (the address's
 * transport priced in with the lines, see setCartTransport), so it is what the server will recompute.
 */
export function deliveryBodyFor(priced: PricedCart, paymentTypeId: PaymentTypeId, addressId: number): DeliveryOrderCreateBody {
  return { ...orderBodyFor(priced, paymentTypeId), address: { addressId }, transport: { price: priced.transport?.price ?? 0 } };
}
