import type { OrderCreateBody } from '../../api/contract';
import { markLoyaltyChanged } from '../account';
import { clearCart } from '../cart/cart';
import { db } from '../db';
import { isOnline } from '../online';
import { OrderLane } from '../outbox/orderLane';
import { apiClient } from '../runtime';
import { afterOrderCreated } from './place';

/**
 * The app's order lane (see ../outbox/orderLane), for orders of either kind: every order it gets created,
 * at once or after waiting for the network, empties the cart it came from (see ./place).
 */
export const orderLane = new OrderLane({
  db,
  client: apiClient,
  isOnline,
  afterCreated: (item) => afterOrderCreated({ clearCart, loyaltyChanged: markLoyaltyChanged }, item.body as OrderCreateBody),
});
