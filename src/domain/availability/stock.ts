import type { Product } from '../../api/contract';
import { LOW_STOCK_BELOW } from '../constants';

export type StockNotes = { lowStock: boolean; available: boolean; soldOut: boolean };

/** What the stock rules read of a catalogue product. */
export type StockKnown = Pick<Product, 'isOneGoods' | 'stockCurrent'>;

/** A cart or order line as far as stock goes. */
export type StockLine = { key?: string; productCode: string; quantity: number };

/**
 * Product page: low-stock warning for single goods below 5 units, 'Available' above 0.
 * A single good with no stock is sold out rather than "low".
 */
export function stockNotes(p: StockKnown): StockNotes {
  const available = p.stockCurrent > 0;
  return {
    lowStock: p.isOneGoods && available && p.stockCurrent < LOW_STOCK_BELOW,
    available,
    soldOut: p.isOneGoods && !available,
  };
}

/**
 * Units of a product one order may hold in all: none without stock; for single goods (counted units:
 * bags, boxes) the stock; prepared products are made to order, so no limit (null).
 */
export function stockLimit(p: StockKnown): number | null {
  if (p.stockCurrent <= 0) return 0;
  return p.isOneGoods ? Math.floor(p.stockCurrent) : null;
}

/**
 * The most a cart line of the product may hold, given the other lines of the same product (another
 * choice of extras or note); without `ownKey`, how many more units may still be added to the cart.
 * Null when the product has no limit.
 */
export function maxOrderable(p: StockKnown & { productCode: string }, lines: readonly StockLine[], ownKey?: string): number | null {
  const limit = stockLimit(p);
  if (limit === null) return null;
  const elsewhere = lines.reduce(
    (sum, line) => (line.productCode === p.productCode && (ownKey === undefined || line.key !== ownKey) ? sum + line.quantity : sum),
    0,
  );
  return Math.max(0, limit - elsewhere);
}

/** An order line that asks for more than is left: its position, product and the quantity it can keep. */
export type StockShortfall = { index: number; productCode: string; quantity: number; available: number };

/**
 * The lines of an order beyond the stock: each product's units go to its lines in order, so the first
 * line keeps what it can and a later one of the same product gets what remains. A product `limitOf`
 * answers 0 for (not sold, none left) makes every line of it short; null is no limit.
 */
export function stockShortfalls(lines: readonly StockLine[], limitOf: (productCode: string) => number | null): StockShortfall[] {
  const left = new Map<string, number | null>();
  const short: StockShortfall[] = [];
  lines.forEach((line, index) => {
    if (!left.has(line.productCode)) left.set(line.productCode, limitOf(line.productCode));
    const remaining = left.get(line.productCode) ?? null;
    if (remaining === null) return;
    const kept = Math.min(line.quantity, remaining);
    left.set(line.productCode, remaining - kept);
    if (kept < line.quantity) short.push({ index, productCode: line.productCode, quantity: line.quantity, available: kept });
  });
  return short;
}

/**
 * A product as the stock rules should read it now: a single good's units as the shop counts them live
 * (src/api/contract/shopAvailability `stock`) rather than as the catalogue last said; other products as they are.
 */
export function withLiveStock<P extends StockKnown & { productCode: string }>(product: P, liveStock: Readonly<Record<string, number>> | undefined): P {
  const units = liveStock?.[product.productCode];
  return units === undefined || !product.isOneGoods || units === product.stockCurrent ? product : { ...product, stockCurrent: units };
}
