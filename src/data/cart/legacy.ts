import { lineKey, MAX_LINE_QUANTITY } from '../../domain/orders/cart';
import { cleanLineNote } from '../../domain/orders/lineNote';
import type { CartChoice, ExtraChoice } from '../../domain/orders/cartChoices';

/** The cart as stored in Dexie (row 'current'): what was chosen; prices are always derived. */
export type StoredCart = { lines: CartChoice[]; useRitmitos: boolean };

export const EMPTY_CART: StoredCart = { lines: [], useRitmitos: false };

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A chosen extra from either shape: ours ({extraId, value}) or an old priced preference (same two fields read). */
function choiceFrom(raw: unknown): ExtraChoice | null {
  if (!isObject(raw)) return null;
  const extraId = num(raw.extraId);
  const value = str(raw.value);
  return extraId === undefined || value === undefined ? null : { extraId, value };
}

/**
 * One line of any stored shape: ours (choices), the earlier Dexie one (prices and priced preferences, which
 * are dropped) or the oldest one (a nested `product` object). Prices are never read: they are derived.
 */
function lineFrom(raw: unknown): CartChoice | null {
  if (!isObject(raw)) return null;
  const product = isObject(raw.product) ? raw.product : raw;
  const productCode = str(product.productCode);
  const quantity = Math.trunc(num(raw.quantity) ?? 0);
  if (!productCode || quantity < 1) return null;
  const chosen = Array.isArray(raw.choices) ? raw.choices : Array.isArray(raw.preferences) ? raw.preferences : [];
  const choices = chosen.flatMap((c) => choiceFrom(c) ?? []);
  const notes = cleanLineNote(str(raw.notes) ?? '');
  return {
    key: lineKey(productCode, choices, notes),
    productCode,
    title: str(raw.title) ?? str(product.title) ?? productCode,
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
    choices,
    notes,
  };
}

/**
 * Reads a stored cart tolerantly: our Dexie shape ({lines}), an earlier priced one, or the oldest
 * local-storage shape ({products}); unreadable lines are dropped rather than failing the whole cart.
 */
export function parseStoredCart(raw: unknown): StoredCart {
  if (!isObject(raw)) return EMPTY_CART;
  const list = Array.isArray(raw.lines) ? raw.lines : Array.isArray(raw.products) ? raw.products : [];
  const lines: CartChoice[] = [];
  for (const line of list.flatMap((l) => lineFrom(l) ?? [])) {
    const same = lines.find((l) => l.key === line.key);
    if (same) same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + line.quantity);
    else lines.push(line);
  }
  return { lines, useRitmitos: raw.useRitmitos === true };
}

/** The oldest cart shape left in localStorage by an older version, parsed; null when there is none. */
export function readLegacyCart(storage: Storage, key: string): StoredCart | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    return parseStoredCart(JSON.parse(text) as unknown);
  } catch {
    return EMPTY_CART;
  }
}
