import { describe, expect, it } from 'vitest';
import { allProducts, catalogueBlocks, findProduct, lastChoicesOf, parseCategoryFilter, similarProducts } from '../../../../src/domain/catalogue/catalogue';
import { makeHome, makeProduct } from '../fixtures';

const espresso = makeProduct({ productCode: 'P1001', title: 'Espresso', categoryId: 1 });
const latte = makeProduct({ productCode: 'P1002', title: 'Café con leche', categoryId: 1 });
const cortado = makeProduct({ productCode: 'P1003', title: 'Cortado', categoryId: 1 });
const tarta = makeProduct({ productCode: 'D2001', title: 'Tarta de queso', categoryId: 2 });
const beans = makeProduct({ productCode: 'B3001', title: 'Café en grano', categoryId: 3 });

const home = makeHome(
  [
    { categoryId: 1, title: 'Cafés', items: [espresso, latte, cortado] },
    { categoryId: 2, title: 'Dulces', items: [tarta] },
    { categoryId: 4, title: 'Vacía', items: [] },
    { categoryId: 3, title: 'Para casa', items: [beans] },
  ],
  { P1003: 2, D2001: 5, P1001: 2, GONE: 9, B3001: 0 },
);

describe('parseCategoryFilter (spec §2: cat is comma-separated category ids)', () => {
  it('reads comma-separated ids', () => {
    expect(parseCategoryFilter('1,3')).toEqual([1, 3]);
    expect(parseCategoryFilter(' 2 , 4 ')).toEqual([2, 4]);
  });
  it('ignores junk, negatives, decimals and duplicates', () => {
    expect(parseCategoryFilter('1,abc,,-2,3.5,1,7')).toEqual([1, 7]);
  });
  it('is empty without a filter', () => {
    expect(parseCategoryFilter(undefined)).toEqual([]);
    expect(parseCategoryFilter(null)).toEqual([]);
    expect(parseCategoryFilter('')).toEqual([]);
  });
});

describe('catalogueBlocks (spec §2 catalogue)', () => {
  it('puts previously bought products first, most bought first, ties in catalogue order', () => {
    expect(catalogueBlocks(home, []).repurchase.map((p) => p.productCode)).toEqual(['D2001', 'P1001', 'P1003']);
  });
  it('orders them most recently bought first when the purchases say when, leaving out what is not sold here', () => {
    const purchases = [
      { productCode: 'P1003', lastPurchasedAt: '2026-06-17T10:03:00.000Z', choices: [{ extraId: 2, value: 'milk_oat' }] },
      { productCode: 'GONE', lastPurchasedAt: '2026-06-17T10:02:00.000Z', choices: [] },
      { productCode: 'P1001', lastPurchasedAt: '2026-06-17T10:01:00.000Z', choices: [] },
      { productCode: 'D2001', lastPurchasedAt: '2026-06-16T10:00:00.000Z', choices: [] },
    ];
    expect(catalogueBlocks({ ...home, purchases }, []).repurchase.map((p) => p.productCode)).toEqual(['P1003', 'P1001', 'D2001']);
  });
  it('gives the extras a product was last bought with, none for a product never bought', () => {
    const purchases = [{ productCode: 'P1003', lastPurchasedAt: '2026-06-17T10:03:00.000Z', choices: [{ extraId: 2, value: 'milk_oat' }] }];
    expect(lastChoicesOf(purchases, 'P1003')).toEqual([{ extraId: 2, value: 'milk_oat' }]);
    expect(lastChoicesOf(purchases, 'P1001')).toEqual([]);
    expect(lastChoicesOf(undefined, 'P1003')).toEqual([]);
  });
  it('leaves out bought products this location does not sell', () => {
    expect(catalogueBlocks(home, []).repurchase.map((p) => p.productCode)).not.toContain('GONE');
  });
  it('has no repurchase block for a visitor', () => {
    expect(catalogueBlocks(makeHome(home.products), []).repurchase).toEqual([]);
  });
  it('shows one block per category, dropping empty ones', () => {
    expect(catalogueBlocks(home, []).groups.map((g) => g.categoryId)).toEqual([1, 2, 3]);
  });
  it('filters categories and hides the repurchase block when cat is given', () => {
    const blocks = catalogueBlocks(home, [3, 1]);
    expect(blocks.groups.map((g) => g.categoryId)).toEqual([1, 3]);
    expect(blocks.repurchase).toEqual([]);
  });
  it('shows nothing for a filter matching no category', () => {
    expect(catalogueBlocks(home, [99]).groups).toEqual([]);
  });
});

describe('allProducts', () => {
  it('lists every product once in catalogue order', () => {
    const twice = makeHome([...home.products, { categoryId: 5, title: 'Destacados', items: [latte] }]);
    expect(allProducts(twice).map((p) => p.productCode)).toEqual(['P1001', 'P1002', 'P1003', 'D2001', 'B3001']);
  });
});

describe('findProduct (spec §2: the code may be a slug)', () => {
  it('finds by product code', () => {
    expect(findProduct(home, 'P1002')).toBe(latte);
  });
  it('finds by slug, using the last dash-separated piece', () => {
    expect(findProduct(home, 'cafe-con-leche-P1002')).toBe(latte);
    expect(findProduct(home, 'any-old-words-D2001')).toBe(tarta);
  });
  it('matches codes case-insensitively', () => {
    expect(findProduct(home, 'cafe-con-leche-p1002')).toBe(latte);
  });
  it('finds codes that contain a dash themselves', () => {
    const dashed = makeProduct({ productCode: 'MUG-01' });
    expect(findProduct(makeHome([{ categoryId: 9, title: 'Tazas', items: [dashed] }]), 'MUG-01')).toBe(dashed);
  });
  it('is undefined for unknown codes (product not found)', () => {
    expect(findProduct(home, 'nada-X999')).toBeUndefined();
    expect(findProduct(home, '')).toBeUndefined();
  });
});

describe('similarProducts (spec §2: same category, excluding itself)', () => {
  it('lists the other products of the category', () => {
    expect(similarProducts(home, latte).map((p) => p.productCode)).toEqual(['P1001', 'P1003']);
  });
  it('is empty when the product is alone in its category', () => {
    expect(similarProducts(home, beans)).toEqual([]);
  });
  it('honours the limit', () => {
    expect(similarProducts(home, latte, 1).map((p) => p.productCode)).toEqual(['P1001']);
  });
  it('defaults to at most 8 products', () => {
    const many = Array.from({ length: 12 }, (_, i) => makeProduct({ productCode: `S${i}`, categoryId: 7 }));
    const crowded = makeHome([{ categoryId: 7, title: 'Muchos', items: many }]);
    expect(similarProducts(crowded, many[0]!)).toHaveLength(8);
  });
});
