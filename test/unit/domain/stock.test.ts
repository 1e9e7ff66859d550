import { describe, expect, it } from 'vitest';
import { stockNotes } from '../../../src/domain/stock';

describe('stockNotes (spec §2: low-stock warning and availability)', () => {
  it('warns about low stock for single goods below 5', () => {
    expect(stockNotes({ isOneGoods: true, stockCurrent: 4 })).toEqual({ lowStock: true, available: true, soldOut: false });
    expect(stockNotes({ isOneGoods: true, stockCurrent: 1 }).lowStock).toBe(true);
  });
  it('does not warn at exactly 5 or above', () => {
    expect(stockNotes({ isOneGoods: true, stockCurrent: 5 }).lowStock).toBe(false);
    expect(stockNotes({ isOneGoods: true, stockCurrent: 50 }).lowStock).toBe(false);
  });
  it('never warns for products that are not single goods', () => {
    expect(stockNotes({ isOneGoods: false, stockCurrent: 2 })).toEqual({ lowStock: false, available: true, soldOut: false });
  });
  it('shows available only when stock is above 0', () => {
    expect(stockNotes({ isOneGoods: false, stockCurrent: 0 }).available).toBe(false);
    expect(stockNotes({ isOneGoods: false, stockCurrent: 1 }).available).toBe(true);
    expect(stockNotes({ isOneGoods: true, stockCurrent: -1 }).available).toBe(false);
  });
  it('marks a single good without stock as sold out, not low', () => {
    expect(stockNotes({ isOneGoods: true, stockCurrent: 0 })).toEqual({ lowStock: false, available: false, soldOut: true });
  });
});
