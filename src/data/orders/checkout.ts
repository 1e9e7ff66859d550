import type { PricedCart } from '../../domain/orders/cartChoices';
import type { PaymentTypeId } from '../../domain/pricing/paymentMethods';
import { orderLane } from './lane';
import type { OrderKind } from './mirror';
import { placeOrder, type OrderDestination, type PlacedOrder } from './place';

/** Pay: the order of either kind from the priced cart shown (see ./place), through the app's order lane. */
export function placeCheckoutOrder(priced: PricedCart, paymentTypeId: PaymentTypeId, destination: OrderDestination): Promise<PlacedOrder> {
  return placeOrder({ lane: orderLane }, priced, paymentTypeId, destination);
}

export type { OrderDestination, OrderKind, PlacedOrder };
