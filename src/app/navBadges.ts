/** Counts the bottom navigation shows (spec §2): pending in-store orders and products in the cart. */
export type NavBadges = { pendingOrders: number; cartCount: number };

const NOTHING_YET: NavBadges = { pendingOrders: 0, cartCount: 0 };

/**
 * Hook point for the cart and orders issues: they replace this body with live queries of their Dexie
 * tables. Until then there is no cart and no order, so both counts are truly 0.
 */
export function useNavBadges(): NavBadges {
  return NOTHING_YET;
}
