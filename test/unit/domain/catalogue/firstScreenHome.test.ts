import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { HomeDataSchema, type HomeData, type Product } from '../../../../src/api/contract';
import { allProducts } from '../../../../src/domain/catalogue/catalogue';
import { firstScreenHome } from '../../../../src/domain/catalogue/firstScreenHome';
import { fillFirstScreenHome } from '../../../../src/domain/catalogue/fillFirstScreenHome';
import { makeHome, makeProduct, price } from '../fixtures';

const detailed = (code: string, overrides: Partial<Product> = {}) =>
  makeProduct({
    productCode: code,
    title: `Producto ${code}`,
    description: `Corta de ${code}`,
    descriptionLong: `Larga de ${code}`,
    price: 2,
    priceOld: 2.5,
    rating: 4.5,
    ratingCount: 12,
    photos: [`/img/${code}-a.jpg`, `/img/${code}-b.jpg`],
    tags: ['Nuevo'],
    allergens: ['Leche', 'Gluten'],
    allergenCodes: ['gluten', 'milk'],
    mayContain: 'Frutos de cáscara',
    traceCodes: ['nuts'],
    extras: [1, 2],
    extrasPrice: { extra_shot: price(0.5), avena: price(0.4) },
    ...overrides,
  });

function homeOf(...products: Product[]): HomeData {
  return {
    ...makeHome([{ categoryId: 1, title: 'Cafés', items: products }]),
    productsRating: Object.fromEntries(products.map((p) => [p.productCode, p.rating])),
    productsDic: Object.fromEntries(products.map((p, itemIndex) => [p.productCode, { categoryId: 1, groupIndex: 0, itemIndex, rating: p.rating }])),
  };
}

describe('firstScreenHome', () => {
  const home = homeOf(detailed('P1'), detailed('P2', { isOneGoods: true, stockCurrent: 0 }));
  const trimmed = firstScreenHome(home);

  it('keeps a home the schema accepts', () => {
    expect(() => v.parse(HomeDataSchema, trimmed)).not.toThrow();
  });

  it('empties the products’ details and the indexes no screen reads', () => {
    for (const product of allProducts(trimmed)) {
      expect(product).toMatchObject({ descriptionLong: '', photos: [], tags: [], allergens: [], mayContain: '', ratingCount: 0, extras: [], extrasPrice: {} });
      // The allergen filter and the cards' allergens read the codes on the first screen.
      expect(product).toMatchObject({ allergenCodes: ['gluten', 'milk'], traceCodes: ['nuts'] });
    }
    expect(trimmed.productsRating).toEqual({});
    expect(trimmed.productsDic).toEqual({});
  });

  it('keeps what the cards, the search and the sold-out notes read, and the rest of the home', () => {
    const [first, second] = allProducts(trimmed);
    expect(first).toMatchObject({
      productCode: 'P1',
      slug: 'producto-P1',
      title: 'Producto P1',
      description: 'Corta de P1',
      price: 2,
      priceOld: 2.5,
      rating: 4.5,
    });
    expect(first!.photo).toEqual(home.products[0]!.items[0]!.photo);
    expect(second).toMatchObject({ isOneGoods: true, stockCurrent: 0, categoryId: 1, vatType: { id: 2 } });
    const { products: _p, productsRating: _r, productsDic: _d, ...rest } = home;
    expect(trimmed).toMatchObject(rest);
  });

  it('leaves the home it is given as it was', () => {
    expect(home.products[0]!.items[0]!.descriptionLong).toBe('Larga de P1');
  });
});

describe('fillFirstScreenHome', () => {
  const stored = homeOf(detailed('P1'), detailed('P2'));

  it('takes the newer home’s data and the stored products’ details, by product code', () => {
    const newer = homeOf(detailed('P2', { price: 3, title: 'Renombrado' }), detailed('P1', { price: 2.2 }));
    const { data, complete } = fillFirstScreenHome(firstScreenHome(newer), stored);
    expect(complete).toBe(true);
    expect(data.products).toEqual(newer.products);
    expect(() => v.parse(HomeDataSchema, data)).not.toThrow();
  });

  it('keeps the stored details, not the newer ones it cannot know', () => {
    const newer = homeOf(detailed('P1', { descriptionLong: 'Otra larga', extrasPrice: { extra_shot: price(0.7) } }));
    const { data } = fillFirstScreenHome(firstScreenHome(newer), stored);
    expect(data.products[0]!.items[0]).toMatchObject({ descriptionLong: 'Larga de P1', extrasPrice: stored.products[0]!.items[0]!.extrasPrice });
    expect(data.productsRating).toEqual(stored.productsRating);
    expect(data.productsDic).toEqual(stored.productsDic);
  });

  it('is not complete when a product is new: its details stay empty', () => {
    const newer = homeOf(detailed('P1'), detailed('P9'));
    const { data, complete } = fillFirstScreenHome(firstScreenHome(newer), stored);
    expect(complete).toBe(false);
    expect(data.products[0]!.items[0]!.descriptionLong).toBe('Larga de P1');
    expect(data.products[0]!.items[1]).toMatchObject({ productCode: 'P9', descriptionLong: '', extras: [] });
  });
});
