import { describe, expect, it } from 'vitest';
import { maxOrderable, stockLimit, stockNotes, stockShortfalls } from '../../../../src/domain/availability/stock';

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

describe('stockLimit: units one order may hold', () => {
  it('is the stock for single goods, none without stock, no limit for prepared products', () => {
    expect(stockLimit({ isOneGoods: true, stockCurrent: 2 })).toBe(2);
    expect(stockLimit({ isOneGoods: true, stockCurrent: 0 })).toBe(0);
    expect(stockLimit({ isOneGoods: true, stockCurrent: -3 })).toBe(0);
    expect(stockLimit({ isOneGoods: false, stockCurrent: 0 })).toBe(0);
    expect(stockLimit({ isOneGoods: false, stockCurrent: 2 })).toBeNull();
  });
});

describe('maxOrderable: the cap of the product page and of each cart line', () => {
  const kenya = { productCode: 'P5007', isOneGoods: true, stockCurrent: 2 };
  const line = (key: string, productCode: string, quantity: number) => ({ key, productCode, quantity });

  it('product page: the stock less every unit of the product already in the cart', () => {
    expect(maxOrderable(kenya, [])).toBe(2);
    expect(maxOrderable(kenya, [line('a', 'P5007', 1), line('b', 'P1001', 5)])).toBe(1);
    expect(maxOrderable(kenya, [line('a', 'P5007', 1), line('c', 'P5007', 1)])).toBe(0);
    expect(maxOrderable(kenya, [line('a', 'P5007', 3)])).toBe(0);
  });
  it('cart line: the stock less the other lines of the same product', () => {
    const lines = [line('whole', 'P5007', 1), line('ground', 'P5007', 1), line('x', 'P1001', 4)];
    expect(maxOrderable(kenya, lines, 'whole')).toBe(1);
    expect(maxOrderable({ ...kenya, stockCurrent: 5 }, lines, 'ground')).toBe(4);
  });
  it('has no limit for prepared products and none left without stock', () => {
    expect(maxOrderable({ productCode: 'P1001', isOneGoods: false, stockCurrent: 999 }, [line('x', 'P1001', 40)])).toBeNull();
    expect(maxOrderable({ ...kenya, stockCurrent: 0 }, [])).toBe(0);
  });
});

describe('stockShortfalls: the order lines beyond the stock', () => {
  const limits: Record<string, number | null> = { P5007: 2, P1001: null, GONE: 0 };
  const limitOf = (code: string) => (code in limits ? (limits[code] as number | null) : 0);

  it('names nothing when every line fits', () => {
    expect(
      stockShortfalls(
        [
          { productCode: 'P5007', quantity: 2 },
          { productCode: 'P1001', quantity: 50 },
        ],
        limitOf,
      ),
    ).toEqual([]);
  });
  it('names a line over the stock with the quantity it can keep', () => {
    expect(
      stockShortfalls(
        [
          { productCode: 'P1001', quantity: 1 },
          { productCode: 'P5007', quantity: 4 },
        ],
        limitOf,
      ),
    ).toEqual([{ index: 1, productCode: 'P5007', quantity: 4, available: 2 }]);
  });
  it('shares the stock between lines of one product in order: the later line gets what remains', () => {
    const lines = [
      { productCode: 'P5007', quantity: 1 },
      { productCode: 'P5007', quantity: 2 },
      { productCode: 'P5007', quantity: 1 },
    ];
    expect(stockShortfalls(lines, limitOf)).toEqual([
      { index: 1, productCode: 'P5007', quantity: 2, available: 1 },
      { index: 2, productCode: 'P5007', quantity: 1, available: 0 },
    ]);
  });
  it('names every line of a product with none left or not sold', () => {
    expect(
      stockShortfalls(
        [
          { productCode: 'GONE', quantity: 1 },
          { productCode: 'NOPE', quantity: 3 },
        ],
        limitOf,
      ),
    ).toEqual([
      { index: 0, productCode: 'GONE', quantity: 1, available: 0 },
      { index: 1, productCode: 'NOPE', quantity: 3, available: 0 },
    ]);
  });
});
