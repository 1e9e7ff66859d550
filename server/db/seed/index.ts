import { count, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../schema';
import * as demoData from './data';
import { chunks, locationProductRows, locationRow, productRow } from './rows';
import type {
  SeedCategory,
  SeedCity,
  SeedExtra,
  SeedLocation,
  SeedPage,
  SeedProduct,
  SeedProvince,
  SeedRecipe,
  SeedSettings,
  SeedTransport,
} from './types';

export interface SeedData {
  categories: SeedCategory[];
  products: SeedProduct[];
  extras: SeedExtra[];
  locations: SeedLocation[];
  pages: SeedPage[];
  provinces: SeedProvince[];
  cities: SeedCity[];
  transports: SeedTransport[];
  recipes: SeedRecipe[];
  settings: SeedSettings;
}

// Any constant works: it only has to be the same for every process that may seed at once.
const SEED_LOCK_KEY = 7_310_001;

/**
 * Inserts the demo data when the database holds no catalogue yet. One transaction: a failure leaves
 * nothing behind, and an advisory lock makes two processes starting together seed once.
 */
export async function seedIfEmpty(db: Database, data: SeedData = demoData): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ n: count() }).from(schema.referenceVersions);
    if ((existing?.n ?? 0) > 0) return { seeded: false };
    await insertAll(tx, data);
    return { seeded: true };
  });
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertMany<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (const part of chunks(rows)) await tx.insert(table).values(part);
}

async function insertAll(tx: Tx, data: SeedData): Promise<void> {
  const now = new Date();
  const productCodes = new Set(data.products.map((product) => product.productCode));

  await insertMany(tx, schema.categories, data.categories.map(({ id, title, sort, deliverable }) => ({ id, title, sort, deliverable })));
  await insertMany(tx, schema.productExtras, data.extras.map(({ id, extraType, titles, list, extras, value }) => ({ id, extraType, titles, list, extras, value })));
  await insertMany(tx, schema.products, data.products.map(productRow));
  await insertMany(tx, schema.locations, data.locations.map(locationRow));
  await insertMany(tx, schema.locationProducts, data.locations.flatMap((location) => locationProductRows(location, productCodes)));
  await insertMany(tx, schema.pages, data.pages.map(({ code, title, subtitle, items }) => ({ code, title, subtitle, items })));
  await insertMany(tx, schema.provinces, data.provinces.map(({ code, name }) => ({ code, name })));
  await insertMany(tx, schema.cities, data.cities.map(({ code, provinceCode, name }) => ({ code, provinceCode, name })));
  await insertMany(tx, schema.transportConfigs, data.transports.map(({ provinceCode, cityCode, active, conf }) => ({ provinceCode, cityCode, active, conf })));
  await insertMany(tx, schema.recipes, data.recipes.map(({ art: _art, ...recipe }) => recipe));
  await tx.insert(schema.appSettings).values({ id: 1, featureFlags: data.settings.featureFlags, showAddress: data.settings.showAddress });
  // Written last: its rows are the marker that the seed is complete.
  await insertMany(tx, schema.referenceVersions, schema.REFERENCE_AREAS.map((area) => ({ area, updatedAt: now })));
}
