import { openDatabase } from '../openDatabase';

/** Local-storage key of the oldest cart shape (older versions; ./cart.ts migrates it to Dexie once). */
export const CART_STORAGE_KEY = 'cart';

/** Forgets the cart (logout, clear cache): the Dexie row and any legacy local-storage copy. */
export function clearCartState(): void {
  void openDatabase()
    .then((db) => db.cart.delete('current'))
    .catch(() => undefined);
  try {
    localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // storage blocked: nothing was saved
  }
}
