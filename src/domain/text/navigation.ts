export type NavKey = 'home' | 'cart' | 'orders' | 'user' | 'locations' | 'options';
export type NavItem = { key: NavKey; badge?: number; highlighted?: boolean };

/**
 * Bottom navigation: the cart shows when there are no pending orders or it is not empty (with a
 * product-count badge when not empty); orders show, highlighted, only when pending orders exist.
 */
export function bottomNavItems({ pendingOrders, cartCount }: { pendingOrders: number; cartCount: number }): NavItem[] {
  const items: NavItem[] = [{ key: 'home' }];
  if (pendingOrders <= 0 || cartCount > 0) items.push(cartCount > 0 ? { key: 'cart', badge: cartCount } : { key: 'cart' });
  if (pendingOrders > 0) items.push({ key: 'orders', highlighted: true });
  items.push({ key: 'user' }, { key: 'locations' }, { key: 'options' });
  return items;
}
