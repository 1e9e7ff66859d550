import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { HomeDataSchema, type HomeData, type Product } from '../../../../src/api/contract';
import { allProducts, similarProducts } from '../../../../src/domain/catalogue/catalogue';
import { productPageHome } from '../../../../src/domain/catalogue/productPageHome';
import { fillProductPageHome } from '../../../../src/domain/catalogue/fillProductPageHome';
import { makeHome, makeProduct, price } from '../fixtures';

const detailed = (code: string, categoryId: number, overrides: Partial<Product> = {}) =>
  makeProduct({
    productCode: code,
    categoryId,
    title: `Producto ${code}`,
    description: `Corta de ${code}`,
    descriptionLong: `Larga de ${code}`,
    price: 2,
    rating: 4.5,
    ratingCount: 12,
    photos: [`/img/${code}-a.jpg`],
    tags: ['Nuevo'],
    allergens: ['milk'],
    extras: [1, 2],
    extrasPrice: { extra_shot: price(0.5) },
    ...overrides,
  });

/** Coffees (category 1): P1 to P10; pastries (category 2): B1 and B2, B1 also among the offers (category 1's group "Ofertas"). */
function wholeHome(overrides: (code: string) => Partial<Product> = () => ({})): HomeData {
  const coffees = Array.from({ length: 10 }, (_, index) => `P${index + 1}`).map((code) => detailed(code, 1, overrides(code)));
  const pastries = ['B1', 'B2'].map((code) => detailed(code, 2, overrides(code)));
  return {
    ...makeHome([
      { categoryId: 3, title: 'Ofertas', items: [pastries[0]!] },
      { categoryId: 1, title: 'Cafés', items: coffees },
      { categoryId: 2, title: 'Bollería', items: pastries },
    ]),
    productsRating: { P1: 4.5 },
    productsDic: { P1: { categoryId: 1, groupIndex: 1, itemIndex: 0, rating: 4.5 } },
  };
}

const codesOf = (home: HomeData) => allProducts(home).map((product) => product.productCode);
const productOf = (home: HomeData, code: string) => allProducts(home).find((product) => product.productCode === code)!;

describe('productPageHome', () => {
  const home = wholeHome();
  const page = productPageHome(home, 'P3');

  it('keeps a home the schema accepts', () => {
    expect(() => v.parse(HomeDataSchema, page)).not.toThrow();
  });

  it('holds the page’s product whole', () => {
    expect(productOf(page, 'P3')).toEqual(productOf(home, 'P3'));
  });

  it('holds the products the page suggests as cards, without their details, and no other product', () => {
    expect(codesOf(page)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'P9']);
    expect(similarProducts(page, productOf(page, 'P3'))).toEqual(
      similarProducts(home, productOf(home, 'P3')).map((product) => ({
        ...product,
        descriptionLong: '',
        photos: [],
        tags: [],
        allergens: [],
        ratingCount: 0,
        extras: [],
        extrasPrice: {},
      })),
    );
    expect(productOf(page, 'P1')).toMatchObject({
      title: 'Producto P1',
      description: 'Corta de P1',
      price: 2,
      rating: 4.5,
      photo: productOf(home, 'P1').photo,
    });
  });

  it('leaves out the groups without any of them, and the indexes no screen reads', () => {
    expect(page.products.map((group) => group.title)).toEqual(['Cafés']);
    expect(productPageHome(home, 'B2').products.map((group) => [group.title, group.items.map((item) => item.productCode)])).toEqual([
      ['Ofertas', ['B1']],
      ['Bollería', ['B1', 'B2']],
    ]);
    expect(page.productsRating).toEqual({});
    expect(page.productsDic).toEqual({});
  });

  it('keeps the rest of the home, and leaves the home it is given as it was', () => {
    const { products: _p, productsRating: _r, productsDic: _d, ...rest } = home;
    expect(page).toMatchObject(rest);
    expect(codesOf(home)).toHaveLength(12);
    expect(productOf(home, 'P1').descriptionLong).toBe('Larga de P1');
  });

  it('holds no product for a code the home has not', () => {
    expect(productPageHome(home, 'P99').products).toEqual([]);
  });
});

describe('fillProductPageHome', () => {
  const stored = wholeHome((code) => ({ descriptionLong: `Larga guardada de ${code}`, price: 1.8 }));

  it('is the stored products with the page’s product whole and the suggested ones’ newer card fields over their stored details', () => {
    const newer = wholeHome((code) => ({ price: 2.2, title: `Nuevo ${code}` }));
    const newerPage = { ...productPageHome(newer, 'P3'), location: { ...newer.location, name: 'Renombrada' } };
    const { data, complete } = fillProductPageHome(newerPage, stored, 'P3');
    expect(complete).toBe(true);
    expect(() => v.parse(HomeDataSchema, data)).not.toThrow();
    expect(codesOf(data)).toEqual(codesOf(stored));
    expect(productOf(data, 'P3')).toEqual(productOf(newer, 'P3'));
    expect(productOf(data, 'P1')).toMatchObject({ title: 'Nuevo P1', price: 2.2, descriptionLong: 'Larga guardada de P1', photos: ['/img/P1-a.jpg'] });
    expect(productOf(data, 'P10')).toEqual(productOf(stored, 'P10'));
    expect(productOf(data, 'B2')).toEqual(productOf(stored, 'B2'));
    expect(data.location.name).toBe('Renombrada');
    expect(data.productsRating).toEqual(stored.productsRating);
    expect(data.productsDic).toEqual(stored.productsDic);
  });

  it('is not complete when the page lists a product the stored home has not: the page’s home as it is', () => {
    const newer = wholeHome();
    newer.products[1]!.items.unshift(detailed('P0', 1));
    const newerPage = productPageHome(newer, 'P3');
    expect(fillProductPageHome(newerPage, stored, 'P3')).toEqual({ data: newerPage, complete: false });
  });
});
