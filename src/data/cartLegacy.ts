import { lineKey, MAX_LINE_QUANTITY, type CartLine } from '../domain/cart';
import type { Preference } from '../domain/pricing';

/** The cart as stored in Dexie (row 'current'): what was chosen; prices are always derived. */
export type StoredCart = { lines: CartLine[]; useRitmitos: boolean };

export const EMPTY_CART: StoredCart = { lines: [], useRitmitos: false };

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function preferenceFrom(raw: unknown): Preference | null {
  if (!isObject(raw)) return null;
  const extraId = num(raw.extraId);
  const value = str(raw.value);
  const type = raw.type;
  if (extraId === undefined || value === undefined || (type !== 'bool' && type !== 'list' && type !== 'extras')) return null;
  return {
    extraId,
    type,
    value,
    price: num(raw.price) ?? 0,
    priceNet: num(raw.priceNet) ?? 0,
    priceVat: num(raw.priceVat) ?? 0,
    extraValue: str(raw.extraValue) ?? value,
    priceBase: num(raw.priceBase) ?? 0,
  };
}

/** One line of either shape: ours (flat) or the spec §3 one (a nested `product` object). */
function lineFrom(raw: unknown): CartLine | null {
  if (!isObject(raw)) return null;
  const product = isObject(raw.product) ? raw.product : raw;
  const vatType = isObject(product.vatType) ? product.vatType : {};
  const productCode = str(product.productCode);
  const unitPrice = num(raw.unitPrice) ?? num(product.price);
  const vatTypeId = num(raw.vatTypeId) ?? num(vatType.id);
  const quantity = Math.trunc(num(raw.quantity) ?? 0);
  if (!productCode || unitPrice === undefined || unitPrice < 0 || vatTypeId === undefined || quantity < 1) return null;
  const preferences = (Array.isArray(raw.preferences) ? raw.preferences : []).flatMap((p) => preferenceFrom(p) ?? []);
  return {
    key: lineKey(productCode, preferences),
    productCode,
    title: str(raw.title) ?? str(product.title) ?? productCode,
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
    unitPrice,
    vatTypeId,
    preferences,
    notes: str(raw.notes) ?? '',
  };
}

/**
 * Reads a stored cart tolerantly: our Dexie shape ({lines}) or the spec §3 local-storage shape
 * ({products}); unreadable lines are dropped rather than failing the whole cart.
 */
export function parseStoredCart(raw: unknown): StoredCart {
  if (!isObject(raw)) return EMPTY_CART;
  const list = Array.isArray(raw.lines) ? raw.lines : Array.isArray(raw.products) ? raw.products : [];
  const lines: CartLine[] = [];
  for (const line of list.flatMap((l) => lineFrom(l) ?? [])) {
    const same = lines.find((l) => l.key === line.key);
    if (same) same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + line.quantity);
    else lines.push(line);
  }
  return { lines, useRitmitos: raw.useRitmitos === true };
}

/** The spec §3 cart left in localStorage by an older version, parsed; null when there is none. */
export function readLegacyCart(storage: Storage, key: string): StoredCart | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    return parseStoredCart(JSON.parse(text) as unknown);
  } catch {
    return EMPTY_CART;
  }
}
