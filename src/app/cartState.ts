/** Local-storage key of the spec §3 cart (the cart issue moves the cart to Dexie and clears it here too). */
export const CART_STORAGE_KEY = 'cart';

/** Forgets the cart (logout, clear cache). */
export function clearCartState(): void {
  try {
    localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // storage blocked: nothing was saved
  }
}
