import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import type { Loyalty, LoyaltySummary, Product } from '../api/contract';
import { CART_STORAGE_KEY } from '../app/cartState';
import { addLine, changeLineQuantity, lineKey, spendableRitmitos, type CartLine, type CartTotals } from '../domain/cart';
import type { Preference } from '../domain/pricing';
import { EMPTY_CART, parseStoredCart, readLegacyCart, type StoredCart } from './cartLegacy';
import { db } from './db';
import { cartPricer } from './pricingBridge';
import { useAccount, useLoyalty, useSession } from './session';

export type { StoredCart } from './cartLegacy';
export { cartCount, useCartCount } from './cartStore';

let migration: Promise<void> | null = null;

/** Moves a spec §3 cart left in localStorage into Dexie, once, then forgets the key. */
export function migrateLegacyCart(storage: Storage | undefined = safeLocalStorage()): Promise<void> {
  migration ??= (async () => {
    if (!storage) return;
    const legacy = readLegacyCart(storage, CART_STORAGE_KEY);
    if (!legacy) return;
    await db.transaction('rw', db.cart, async () => {
      if (!(await db.cart.get('current'))) await writeCart(legacy);
    });
    storage.removeItem(CART_STORAGE_KEY);
  })().catch(() => {
    migration = null; // try again on the next call
  });
  return migration;
}

/** Test hook: lets the next call migrate again. */
export function resetCartMigration(): void {
  migration = null;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function writeCart(cart: StoredCart): Promise<unknown> {
  return db.cart.put({ key: 'current', data: cart, updatedAt: Date.now() });
}

export async function readCart(): Promise<StoredCart> {
  await migrateLegacyCart();
  return parseStoredCart((await db.cart.get('current'))?.data);
}

/** Read-modify-write in one transaction so two quick taps never lose a change. Rejects when saving fails. */
async function updateCart(change: (cart: StoredCart) => StoredCart): Promise<StoredCart> {
  await migrateLegacyCart();
  return db.transaction('rw', db.cart, async () => {
    const next = change(parseStoredCart((await db.cart.get('current'))?.data));
    await writeCart(next);
    return next;
  });
}

/** Spec §2 product page Add to cart: the chosen quantity and extras (same extras → same line). */
export async function addToCart(
  product: Pick<Product, 'productCode' | 'title' | 'price' | 'vatType'>,
  preferences: Preference[],
  quantity: number,
): Promise<void> {
  const line: CartLine = {
    key: lineKey(product.productCode, preferences),
    productCode: product.productCode,
    title: product.title,
    quantity,
    unitPrice: product.price,
    vatTypeId: product.vatType.id,
    preferences,
    notes: '',
  };
  await updateCart((cart) => ({ ...cart, lines: addLine(cart.lines, line) }));
}

/** Spec §4 +1 / −1 (−1 at quantity 1 removes the line). Resolves the lines left in the cart. */
export async function changeQuantity(key: string, delta: 1 | -1): Promise<number> {
  const next = await updateCart((cart) => ({ ...cart, lines: changeLineQuantity(cart.lines, key, delta) }));
  return next.lines.length;
}

/** Spec §2 cart loyalty toggle. */
export async function setUseRitmitos(on: boolean): Promise<void> {
  await updateCart((cart) => ({ ...cart, useRitmitos: on }));
}

/** Empties the cart (route /cart/clear, after a card order, sign-out). */
export async function clearCart(): Promise<void> {
  await updateCart(() => EMPTY_CART);
}

function useStoredCart(): StoredCart | undefined {
  useEffect(() => void migrateLegacyCart(), []);
  const row = useLiveQuery(async () => (await db.cart.get('current')) ?? null, []);
  return useMemo(() => (row === undefined ? undefined : parseStoredCart(row?.data)), [row]);
}

export type CartView = {
  ready: boolean;
  lines: CartLine[];
  /** The toggle as chosen; ritmitos apply only for a signed-in customer with a known balance. */
  useRitmitos: boolean;
  /** Ritmitos the customer can spend (available − in orders), or null for visitors / not loaded. */
  ritmitosBalance: number | null;
  /** The priced cart; may lag the lines by one pricing round (then `repricing` is true). */
  totals: CartTotals | null;
  repricing: boolean;
};

type Balance = Pick<Loyalty | LoyaltySummary, 'ritmitosAvailable' | 'ritmitosInOrders'>;

/** The cart as the cart screen shows it: stored lines priced through the pricing worker (spec §4). */
export function useCart(): CartView {
  const cart = useStoredCart();
  const { isSignedIn } = useSession();
  const loyalty = useLoyalty();
  const account = useAccount();
  const balance: Balance | undefined = isSignedIn ? (loyalty.data ?? account.data?.loyalty) : undefined;
  const available = balance?.ritmitosAvailable ?? 0;
  const inOrders = balance?.ritmitosInOrders ?? 0;
  const useRitmitos = (cart?.useRitmitos ?? false) && balance !== undefined;
  const [priced, setPriced] = useState<{ for: StoredCart; totals: CartTotals } | null>(null);

  useEffect(() => {
    if (!cart) return;
    let current = true;
    void cartPricer
      .price(cart.lines, { useRitmitos, ritmitosAvailable: available, ritmitosInOrders: inOrders })
      .then((totals) => {
        if (current && totals) setPriced({ for: cart, totals });
      });
    return () => {
      current = false;
    };
  }, [cart, useRitmitos, available, inOrders]);

  return {
    ready: cart !== undefined && priced !== null,
    lines: cart?.lines ?? [],
    useRitmitos: cart?.useRitmitos ?? false,
    ritmitosBalance: balance ? spendableRitmitos(available, inOrders) : null,
    totals: priced?.totals ?? null,
    repricing: priced?.for !== cart,
  };
}
