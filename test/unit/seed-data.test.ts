// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { L } from '../../server/platform/db/seed/types';
import { ALLERGEN_NAMES } from '../../src/domain/catalogue/allergens';
import { categories, cities, extras, locations, pages, products, provinces, recipes, transports } from '../../server/platform/db/seed/data';

/** Every localized text ({ es, en } with an optional ca) in a value, wherever it sits. */
function collectTexts(value: unknown, found: L[] = []): L[] {
  if (Array.isArray(value)) value.forEach((item) => collectTexts(item, found));
  else if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.includes('es') && keys.includes('en') && keys.every((key) => ['es', 'en', 'ca'].includes(key))) found.push(value as L);
    else Object.values(value).forEach((item) => collectTexts(item, found));
  }
  return found;
}

describe('demo catalogue', () => {
  it('has at least 30 products in at least 6 categories, with unique codes', () => {
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(new Set(products.map((p) => p.productCode)).size).toBe(products.length);
    const categoryIds = new Set(categories.map((c) => c.id));
    for (const product of products) expect(categoryIds.has(product.categoryId), product.productCode).toBe(true);
  });

  it('prices every option of every extra a product offers', () => {
    const extrasById = new Map(extras.map((extra) => [extra.id, extra]));
    for (const product of products) {
      for (const extraId of product.extras) {
        const extra = extrasById.get(extraId);
        expect(extra, `${product.productCode} extra ${extraId}`).toBeDefined();
        const keys =
          extra?.extraType === 'bool'
            ? [extra.value]
            : extra?.extraType === 'list'
              ? extra.list.map((option) => option.id)
              : (extra?.extras ?? []).map((option) => option.value);
        for (const key of keys) expect(product.extrasPrice[key], `${product.productCode} ${key}`).toBeTypeOf('number');
      }
    }
  });

  it('offers extras of all three kinds, list defaults being one of their options', () => {
    expect(new Set(extras.map((extra) => extra.extraType))).toEqual(new Set(['bool', 'list', 'extras']));
    for (const extra of extras.filter((e) => e.extraType === 'list')) {
      expect(extra.list.map((option) => option.id)).toContain(extra.value);
    }
  });

  it('has low-stock single goods and one sold-out product', () => {
    const lowStock = products.filter((p) => p.isOneGoods && p.stockCurrent > 0 && p.stockCurrent < 5);
    expect(lowStock.length).toBeGreaterThanOrEqual(3);
    expect(products.some((p) => p.stockCurrent === 0)).toBe(true);
  });

  it('has realistic prices, discounts and ratings', () => {
    for (const product of products) {
      expect(product.price).toBeGreaterThan(0);
      if (product.priceOld !== null) expect(product.priceOld).toBeGreaterThan(product.price);
      expect(product.rating).toBeGreaterThanOrEqual(3.5);
      expect(product.rating).toBeLessThanOrEqual(5);
    }
    expect(products.some((p) => p.priceOld !== null)).toBe(true);
  });
});

describe('demo locations', () => {
  const productCodes = new Set(products.map((p) => p.productCode));
  const deliverable = new Set(categories.filter((c) => c.deliverable).map((c) => c.id));

  it('sells only known products', () => {
    for (const location of locations) {
      for (const code of location.productCodes) expect(productCodes.has(code), `${location.code} ${code}`).toBe(true);
    }
  });

  it('has the default shop va01 (id 10) and a home-delivery location selling only deliverable goods', () => {
    expect(locations.find((l) => l.id === 10)?.code).toBe('va01');
    const online = locations.find((l) => l.code === 'ONLINE');
    expect(online?.typeId).toBe(51006);
    const categoryOf = new Map(products.map((p) => [p.productCode, p.categoryId]));
    for (const code of online?.productCodes ?? []) expect(deliverable.has(categoryOf.get(code) ?? 0), code).toBe(true);
    expect(online?.productCodes.length).toBeGreaterThan(0);
  });

  it('has at least one dated schedule exception keyed YYYY-M-D without zero padding', () => {
    const keys = locations.flatMap((l) => Object.keys(l.schedule.exceptions));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^\d{4}-[1-9]\d?-[1-9]\d?$/);
  });

  it('has menus with pages of known codes, a same-site link and a titled group', () => {
    const pageCodes = new Set(pages.map((p) => p.code));
    for (const location of locations) {
      const entries = location.menus.flatMap((entry) => [entry, ...(entry.items ?? [])]);
      for (const entry of entries.filter((e) => e.valueType === 'page')) expect(pageCodes.has(entry.value), entry.value).toBe(true);
      expect(entries.some((e) => e.valueType === 'link' && e.value.startsWith('#/'))).toBe(true);
      expect(location.menus.some((e) => e.valueType === 'title' && (e.items ?? []).length > 0)).toBe(true);
    }
  });
});

describe('demo geography', () => {
  it('lists the 52 provinces with unique codes 01–52', () => {
    const codes = provinces.map((p) => p.code).sort();
    expect(codes).toEqual(Array.from({ length: 52 }, (_, i) => String(i + 1).padStart(2, '0')));
  });

  it('lists cities of existing provinces whose INE code starts with the province code', () => {
    const provinceCodes = new Set(provinces.map((p) => p.code));
    expect(new Set(cities.map((c) => c.code)).size).toBe(cities.length);
    for (const city of cities) {
      expect(provinceCodes.has(city.provinceCode), city.name).toBe(true);
      expect(city.code).toMatch(new RegExp(`^${city.provinceCode}\\d{3}$`));
    }
  });

  it('configures delivery for València with net and VAT parts adding up', () => {
    expect(transports.some((t) => t.provinceCode === '46' && t.cityCode === '46250' && t.active)).toBe(true);
    for (const transport of transports) {
      for (const line of transport.conf.prices) expect(line.priceNet + line.priceVat).toBeCloseTo(line.price, 2);
    }
  });
});

describe('demo content', () => {
  it('has every recipe type, and coffee recipes with at least two cup options', () => {
    expect(new Set(recipes.map((r) => r.type))).toEqual(new Set(['coffee', 'dessert', 'cocktail']));
    for (const recipe of recipes.filter((r) => r.type === 'coffee')) expect(recipe.cups.length).toBeGreaterThanOrEqual(2);
    for (const recipe of recipes.filter((r) => r.type !== 'coffee')) expect(recipe.ingredients.length).toBeGreaterThan(0);
  });

  it('has the pages the menus need, using every block type', () => {
    expect(pages.map((p) => p.code)).toEqual(expect.arrayContaining(['legal', 'privacy', 'cookies', 'about', 'address', 'allergens']));
    const blockTypes = new Set(pages.flatMap((p) => p.items.map((item) => item.type)));
    expect(blockTypes).toEqual(new Set(['title', 'subtitle', 'texts', 'image', 'img']));
    for (const page of pages) {
      for (const block of page.items.filter((b) => b.type === 'image' || b.type === 'img')) {
        expect(block.image).toMatch(/^\/media\/pages\/[a-z0-9_-]+\.svg$/);
      }
    }
  });

  it('writes every text in Spanish and English', () => {
    const texts = collectTexts({ categories, products, extras, locations, pages, recipes });
    expect(texts.length).toBeGreaterThan(400);
    for (const text of texts) {
      expect(text.es.trim(), JSON.stringify(text)).not.toBe('');
      expect(text.en.trim(), JSON.stringify(text)).not.toBe('');
    }
  });

  it('writes every text in Valencian too, not as a copy of the Spanish', () => {
    // Deliberate exception: the allergens' names are ALLERGEN_NAMES of src/domain/catalogue/allergens.ts, which
    // carries their translations.
    const allergenNames: object[] = Object.values(ALLERGEN_NAMES);
    const texts = collectTexts({ categories, products, extras, locations, pages, recipes }).filter((text) => !allergenNames.includes(text));
    expect(texts.length).toBeGreaterThan(400);
    for (const text of texts) expect(text.ca?.trim(), JSON.stringify(text)).toBeTruthy();
    // Names, quantities and times (Espresso, Chemex, 30 g de café, 92–94 °C) may read the same; a sentence may not.
    const copies = texts.filter((text) => text.ca === text.es);
    expect(copies.length).toBeLessThan(texts.length / 5);
    expect(copies.filter((text) => text.es.split(/\s+/).length > 6)).toEqual([]);
  });

  it('uses no external addresses', () => {
    const all = JSON.stringify({ categories, products, extras, locations, pages, recipes });
    expect(all).not.toMatch(/https?:\/\//);
  });
});
