import { useCartCount } from '../../data/cart/badgeCount';
import { usePendingOrdersCount } from '../../data/orders/pendingCount';

/** Counts the bottom navigation shows: pending in-store orders and products in the cart. */
export type NavBadges = { pendingOrders: number; cartCount: number };

/** Live counts from Dexie: the cart's products and the customer's pending orders. */
export function useNavBadges(): NavBadges {
  return { pendingOrders: usePendingOrdersCount(), cartCount: useCartCount() };
}
