import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/transaction';
import * as schema from '../../platform/db/schema';
import type { SeedData, SeedLocation, SeedProduct, SeedRecipe } from '../../platform/db/seed/types';
import { seedProductOf } from './seedProductOf';

const {
  appSettings,
  categories,
  cities,
  locationProducts,
  locations,
  pages,
  productExtras,
  productPhotos,
  products,
  provinces,
  recipes,
  reviews,
  transportConfigs,
} = schema;

/**
 * The rating as the file states it: the stored one without the customers' reviews, which an import folds
 * in again (writeCatalogue), so export → import does not count them twice.
 */
function baselineRating(product: SeedProduct, folded: { sum: number; n: number } | undefined): Pick<SeedProduct, 'rating' | 'ratingCount'> {
  if (!folded) return { rating: product.rating, ratingCount: product.ratingCount };
  const ratingCount = product.ratingCount - folded.n;
  return { rating: ratingCount > 0 ? (product.rating * product.ratingCount - folded.sum) / ratingCount : 0, ratingCount };
}

async function productList(db: Executor): Promise<SeedProduct[]> {
  const [rows, photos, folded] = await Promise.all([
    db.select().from(products).where(isNull(products.archivedAt)).orderBy(asc(products.sort), asc(products.productCode)),
    db.select({ code: productPhotos.productCode, key: productPhotos.key }).from(productPhotos).orderBy(asc(productPhotos.sort), asc(productPhotos.id)),
    db
      .select({ code: reviews.productCode, sum: sql<number>`sum(${reviews.rating})`.mapWith(Number), n: count() })
      .from(reviews)
      .groupBy(reviews.productCode),
  ]);
  const keysOf = new Map<string, string[]>();
  for (const photo of photos) keysOf.set(photo.code, [...(keysOf.get(photo.code) ?? []), photo.key]);
  const foldedOf = new Map(folded.map((row) => [row.code, row]));
  return rows.map((row) => {
    const product = seedProductOf(row);
    return { ...product, ...baselineRating(product, foldedOf.get(row.productCode)), photos: keysOf.get(row.productCode) ?? [] };
  });
}

async function locationList(db: Executor): Promise<SeedLocation[]> {
  const [rows, sold] = await Promise.all([
    db.select().from(locations).orderBy(asc(locations.sort), asc(locations.id)),
    db.select().from(locationProducts).orderBy(asc(locationProducts.productCode)),
  ]);
  return rows.map((row) => {
    const own = sold.filter((pair) => pair.locationId === row.id);
    const prices = Object.fromEntries(own.flatMap((pair) => (pair.price === null ? [] : [[pair.productCode, pair.price]])));
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      typeId: row.typeId as SeedLocation['typeId'],
      latitude: row.latitude,
      longitude: row.longitude,
      address: row.address,
      schedule: row.schedule,
      timeZone: row.timeZone,
      legal: row.legal,
      productCodes: own.map((pair) => pair.productCode),
      prices,
      menus: row.menus,
      sort: row.sort,
    };
  });
}

/**
 * The live catalogue as a catalogue file (the shape `npm run catalogue:import` reads): what the database
 * holds now, with the back office's changes, shops' own prices, may-contain texts and photo keys. Archived
 * products are left out (an import keeps them archived). Lists come in a fixed order, so two exports of the
 * same catalogue are the same file.
 */
export async function exportCatalogue(db: Executor): Promise<SeedData> {
  const [categoryRows, extraRows, pageRows, provinceRows, cityRows, transportRows, recipeRows, [settings]] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    db.select().from(productExtras).orderBy(asc(productExtras.id)),
    db.select().from(pages).orderBy(asc(pages.code)),
    db.select().from(provinces).orderBy(asc(provinces.code)),
    db.select().from(cities).orderBy(asc(cities.code)),
    db.select().from(transportConfigs).orderBy(asc(transportConfigs.provinceCode), asc(transportConfigs.cityCode)),
    db.select().from(recipes).orderBy(asc(recipes.sort), asc(recipes.id)),
    db.select().from(appSettings).where(eq(appSettings.id, 1)),
  ]);
  return {
    categories: categoryRows.map(({ id, title, sort, deliverable }) => ({ id, title, sort, deliverable })),
    products: await productList(db),
    extras: extraRows.map(({ id, extraType, titles, list, extras, value }) => ({ id, extraType, titles, list, extras, value })),
    locations: await locationList(db),
    pages: pageRows.map(({ code, title, subtitle, items }) => ({ code, title, subtitle, items })),
    provinces: provinceRows.map(({ code, name }) => ({ code, name })),
    cities: cityRows.map(({ code, provinceCode, name }) => ({ provinceCode, code, name })),
    transports: transportRows.map(({ provinceCode, cityCode, active, conf }) => ({ provinceCode, cityCode, active, conf })),
    recipes: recipeRows.map(({ updatedAt: _at, ...recipe }): SeedRecipe => recipe),
    settings: { featureFlags: settings?.featureFlags ?? { menu_delivery_orders: false, menu_address: false }, showAddress: settings?.showAddress ?? true },
  };
}
