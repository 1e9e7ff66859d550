import { describe, expect, it } from 'vitest';
import { searchProducts } from '../../../../src/domain/catalogue/search';
import { makeProduct } from '../fixtures';

const products = [
  makeProduct({ productCode: 'P1', title: 'Tarta de café', description: 'Bizcocho' }),
  makeProduct({ productCode: 'P2', title: 'Café con leche', description: 'Espresso y leche' }),
  makeProduct({ productCode: 'P3', title: 'Cortado', description: 'Café cortado con un poco de leche' }),
  makeProduct({ productCode: 'P4', title: 'Té verde', description: 'Infusión' }),
  makeProduct({ productCode: 'P2', title: 'Café con leche', description: 'Repetido' }),
];

describe('searchProducts (spec §9 autocomplete)', () => {
  it('matches regardless of accents and case, title prefixes first', () => {
    const { items, total } = searchProducts(products, 'CAFE');
    expect(items.map((p) => p.productCode)).toEqual(['P2', 'P1', 'P3']);
    expect(total).toBe(3);
  });
  it('matches accented products from an accented or plain query', () => {
    expect(searchProducts(products, 'infusion').items.map((p) => p.productCode)).toEqual(['P4']);
    expect(searchProducts(products, 'té').items.map((p) => p.productCode)).toContain('P4');
  });
  it('falls back to the description', () => {
    expect(searchProducts(products, 'bizco').items.map((p) => p.productCode)).toEqual(['P1']);
  });
  it('ranks title matches above description matches', () => {
    expect(searchProducts(products, 'leche').items.map((p) => p.productCode)).toEqual(['P2', 'P3']);
  });
  it('ignores surrounding and repeated spaces', () => {
    expect(searchProducts(products, '  cafe   con ').items.map((p) => p.productCode)).toEqual(['P2']);
  });
  it('returns nothing for queries under 2 characters', () => {
    expect(searchProducts(products, 'c')).toEqual({ items: [], total: 0 });
    expect(searchProducts(products, ' ')).toEqual({ items: [], total: 0 });
    expect(searchProducts(products, '')).toEqual({ items: [], total: 0 });
  });
  it('returns nothing when nothing matches', () => {
    expect(searchProducts(products, 'zumo')).toEqual({ items: [], total: 0 });
  });
  it('lists each product code once', () => {
    const codes = searchProducts(products, 'leche').items.map((p) => p.productCode);
    expect(new Set(codes).size).toBe(codes.length);
  });
  it('caps the items at 10 by default and reports the full total', () => {
    const many = Array.from({ length: 25 }, (_, i) => makeProduct({ productCode: `M${i}`, title: `Mezcla ${i}` }));
    const result = searchProducts(many, 'mezcla');
    expect(result.items).toHaveLength(10);
    expect(result.total).toBe(25);
    expect(result.items[0]?.productCode).toBe('M0');
  });
  it('honours a custom limit', () => {
    expect(searchProducts(products, 'cafe', 1)).toMatchObject({ total: 3 });
    expect(searchProducts(products, 'cafe', 1).items).toHaveLength(1);
  });
});
