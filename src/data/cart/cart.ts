import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Loyalty, LoyaltySummary, Product } from '../../api/contract';
import { CART_STORAGE_KEY } from './state';
import { addLine, changeLineQuantity, lineKey, spendableRitmitos, type PriceCartOptions } from '../../domain/orders/cart';
import type { CartChoice, ExtraChoice, PricedCart, PricingRequest } from '../../domain/orders/cartChoices';
import { cleanLineNote } from '../../domain/orders/lineNote';
import { maxOrderable, withLiveStock } from '../../domain/availability/stock';
import { EMPTY_CART, parseStoredCart, readLegacyCart, type StoredCart } from './legacy';
import { db } from '../db';
import { useHomeData, useProductExtras, useStoredAvailability } from '../hooks';
import { cartPricer } from '../pricingBridge';
import { useAccount, useLoyalty } from '../account';
import { useSession } from '../session';

export type { StoredCart } from './legacy';

let migration: Promise<void> | null = null;

/**
 * Once per page, before the cart is read or changed: a cart stored with prices by an earlier version
 * becomes a cart of choices (code, chosen extras, quantity, notes), and an older version's cart left in
 * localStorage moves into Dexie, then the key is forgotten. Done here rather than in a Dexie upgrade so
 * the code stays out of the first load (the budget).
 */
export function migrateLegacyCart(storage: Storage | undefined = safeLocalStorage()): Promise<void> {
  migration ??= (async () => {
    await db.transaction('rw', db.cart, async () => {
      const row = await db.cart.get('current');
      if (!row) return;
      const choices = parseStoredCart(row.data);
      if (JSON.stringify(choices) !== JSON.stringify(row.data)) await writeCart(choices);
    });
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

/** What adding a product reads: its name and, when known, its stock (single goods are capped by it). */
export type ProductToAdd = Pick<Product, 'productCode' | 'title'> & Partial<Pick<Product, 'isOneGoods' | 'stockCurrent'>>;

/**
 * Product page Add to cart: the product, the chosen extras, quantity and note (same extras and note
 * → same line). A single good is capped by its stock, counting what the cart already holds of it (another
 * tab may have added some). `replacing`: the key of the line this choice takes the place of (the cart's
 * "change" of a sold-out line), removed in the same write. Resolves the units added.
 */
export async function addToCart(product: ProductToAdd, chosen: readonly ExtraChoice[], quantity: number, note = '', replacing?: string): Promise<number> {
  const choices = chosen.map(({ extraId, value }) => ({ extraId, value }));
  const notes = cleanLineNote(note);
  const key = lineKey(product.productCode, choices, notes);
  let added = 0;
  await updateCart((cart) => {
    const lines = replacing === undefined ? cart.lines : cart.lines.filter((line) => line.key !== replacing);
    const known = product.isOneGoods !== undefined && product.stockCurrent !== undefined;
    const cap = known ? maxOrderable({ productCode: product.productCode, isOneGoods: product.isOneGoods as boolean, stockCurrent: product.stockCurrent as number }, lines) : null;
    added = cap === null ? quantity : Math.min(quantity, cap);
    if (added <= 0) return cart;
    return { ...cart, lines: addLine(lines, { key, productCode: product.productCode, title: product.title, quantity: added, choices, notes }) };
  });
  return Math.max(0, added);
}

/** The stored lines of the cart, live (the product page counts what the cart holds of its product). */
export function useCartLines(): CartChoice[] | undefined {
  return useStoredCart()?.lines;
}

/** Sets a line's quantity (the out-of-stock dialog's "Lower to N"); a line no longer there is left alone. */
export async function setLineQuantity(key: string, quantity: number): Promise<void> {
  const whole = Math.max(1, Math.floor(quantity));
  await updateCart((cart) => ({ ...cart, lines: cart.lines.map((line) => (line.key === key ? { ...line, quantity: whole } : line)) }));
}

/** Adds lines as they are (Order again); a line like one already in the cart raises its quantity. */
export async function addLinesToCart(lines: readonly CartChoice[]): Promise<void> {
  await updateCart((cart) => ({ ...cart, lines: lines.reduce((all, line) => addLine(all, line), cart.lines) }));
}

/**
 * Changes a line's note in the cart. The note is part of the line's key, so the line takes its
 * new key; if another line already has that product, extras and note, the two become one.
 */
export async function setLineNote(key: string, note: string): Promise<void> {
  await updateCart((cart) => ({ ...cart, lines: withLineNote(cart.lines, key, cleanLineNote(note)) }));
}

function withLineNote(lines: readonly CartChoice[], key: string, notes: string): CartChoice[] {
  const line = lines.find((l) => l.key === key);
  if (!line || line.notes === notes) return [...lines];
  const renamed = { ...line, notes, key: lineKey(line.productCode, line.choices, notes) };
  const others = lines.filter((l) => l.key !== key);
  if (others.some((l) => l.key === renamed.key)) return addLine(others, renamed);
  return lines.map((l) => (l.key === key ? renamed : l));
}

/** +1 / −1 (−1 at quantity 1 removes the line). Resolves the lines left in the cart. */
export async function changeQuantity(key: string, delta: 1 | -1): Promise<number> {
  const next = await updateCart((cart) => ({ ...cart, lines: changeLineQuantity(cart.lines, key, delta) }));
  return next.lines.length;
}

/** Cart loyalty toggle. */
export async function setUseRitmitos(on: boolean): Promise<void> {
  await updateCart((cart) => ({ ...cart, useRitmitos: on }));
}

/** Removes a line whatever its quantity (a product the shop no longer sells). Resolves the lines left. */
export async function removeLine(key: string): Promise<number> {
  const next = await updateCart((cart) => ({ ...cart, lines: cart.lines.filter((line) => line.key !== key) }));
  return next.lines.length;
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

type Transport = NonNullable<PriceCartOptions['transport']>;
let cartTransport: Transport | null = null;
const transportListeners = new Set<() => void>();

/** Delivery checkout: the chosen address's transport, priced into the cart with its lines (null: none). */
export function setCartTransport(transport: Transport | null): void {
  if (transport === cartTransport) return;
  cartTransport = transport;
  for (const listener of transportListeners) listener();
}

function useCartTransport(): Transport | null {
  return useSyncExternalStore(
    (listener) => {
      transportListeners.add(listener);
      return () => transportListeners.delete(listener);
    },
    () => cartTransport,
  );
}

export type CartView = {
  ready: boolean;
  /** The stored choices. */
  lines: CartChoice[];
  /** The toggle as chosen; ritmitos apply only for a signed-in customer with a known balance. */
  useRitmitos: boolean;
  /** Ritmitos the customer can spend (available − in orders), or null for visitors / not loaded. */
  ritmitosBalance: number | null;
  /** The cart priced from the current catalogue; may lag the lines by one pricing round (then `repricing`). */
  priced: PricedCart | null;
  repricing: boolean;
  /** When the catalogue `priced` came from was fetched (its Dexie row's fetchedAt). */
  pricedFromCatalogueAt: number | undefined;
};

type Balance = Pick<Loyalty | LoyaltySummary, 'ritmitosAvailable' | 'ritmitosInOrders'>;
type Priced = { for: PricingRequest; priced: PricedCart; catalogueAt: number | undefined };

/**
 * The cart as the screens show it: the stored choices priced from the location's catalogue in Dexie,
 * through the pricing worker, once per change, single goods at the shop's live stock. The order
 * body is built from `priced`.
 */
export function useCart(locationCode: string): CartView {
  const cart = useStoredCart();
  const home = useHomeData(locationCode);
  const liveStock = useStoredAvailability(locationCode).data?.stock;
  const extras = useProductExtras();
  const { isSignedIn } = useSession();
  const loyalty = useLoyalty();
  const account = useAccount();
  const transport = useCartTransport();
  const balance: Balance | undefined = isSignedIn ? (loyalty.data ?? account.data?.loyalty) : undefined;
  const available = balance?.ritmitosAvailable ?? 0;
  const inOrders = balance?.ritmitosInOrders ?? 0;
  const useRitmitos = (cart?.useRitmitos ?? false) && balance !== undefined;
  // A partial home (a document's copy) has no extras or extras prices to price with, but a product page's
  // for its own product: it prices a cart of that product alone.
  const wholeForCart = !home.partial || (home.productPage !== undefined && (cart?.lines ?? []).every((line) => line.productCode === home.productPage));
  const catalogueKnown = home.state !== 'loading' && (wholeForCart || home.partial !== 'loading') && extras.state !== 'loading';
  const catalogue = wholeForCart ? home.data : undefined;
  const request = useMemo((): PricingRequest | undefined => {
    if (!cart || !catalogueKnown) return undefined;
    const codes = new Set(cart.lines.map((line) => line.productCode));
    const products = (catalogue?.products ?? []).flatMap((group) =>
      group.items.filter((product) => codes.has(product.productCode)).map((product) => withLiveStock(product, liveStock)),
    );
    return {
      lines: cart.lines,
      catalogue: { products, extras: extras.data ?? [] },
      opts: { useRitmitos, ritmitosAvailable: available, ritmitosInOrders: inOrders, transport },
    };
  }, [cart, catalogueKnown, catalogue, liveStock, extras.data, useRitmitos, available, inOrders, transport]);
  const catalogueAt = home.fetchedAt;
  const [priced, setPriced] = useState<Priced | null>(null);

  useEffect(() => {
    if (!request) return;
    let current = true;
    void cartPricer.price(request).then((answer) => {
      if (current && answer) setPriced({ for: request, priced: answer, catalogueAt });
    });
    return () => {
      current = false;
    };
  }, [request, catalogueAt]);

  return {
    ready: cart !== undefined && priced !== null,
    lines: cart?.lines ?? [],
    useRitmitos: cart?.useRitmitos ?? false,
    ritmitosBalance: balance ? spendableRitmitos(available, inOrders) : null,
    priced: priced?.priced ?? null,
    repricing: priced?.for !== request,
    pricedFromCatalogueAt: priced?.catalogueAt,
  };
}
