import { useEffect } from 'react';
import { CART_STORAGE_KEY } from './state';
import type { CartLine } from '../../domain/orders/cart';
import { useStoredQuery } from '../useStoredQuery';

// The bottom navigation's badge is on every screen: it reads the stored cart here, without ./cart's
// parsing and pricing code, so those load only with the screens that change or price the cart.

/** Bottom navigation badge: products in the cart. */
export function cartCount(cart: { lines: Pick<CartLine, 'quantity'>[] }): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

function hasLegacyCart(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(CART_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

const NO_LINES: CartLine[] = [];

/** The product count for the badge. The row is only ever written by ./cart, already parsed. */
export function useCartCount(): number {
  useEffect(() => {
    if (hasLegacyCart()) void import('./cart').then((cart) => cart.migrateLegacyCart());
  }, []);
  const lines = useStoredQuery(async (db) => ((await db.cart.get('current'))?.data as { lines?: CartLine[] } | undefined)?.lines ?? NO_LINES, [], NO_LINES);
  return cartCount({ lines });
}
