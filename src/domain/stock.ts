import type { Product } from '../api/contract';
import { LOW_STOCK_BELOW } from './constants';

export type StockNotes = { lowStock: boolean; available: boolean; soldOut: boolean };

/**
 * Spec §2 product page: low-stock warning for single goods below 5 units, 'Available' above 0.
 * A single good with no stock is sold out rather than "low".
 */
export function stockNotes(p: Pick<Product, 'isOneGoods' | 'stockCurrent'>): StockNotes {
  const available = p.stockCurrent > 0;
  return {
    lowStock: p.isOneGoods && available && p.stockCurrent < LOW_STOCK_BELOW,
    available,
    soldOut: p.isOneGoods && !available,
  };
}
