import { and, count, eq, exists, inArray, isNull, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/transaction';
import * as schema from '../../platform/db/schema';
import { categoryRow, chunks, extraRow, locationProductRows, locationRow, pageRow, productRow, recipeRow, settingsRow } from '../../platform/db/seed/rows';
import type { SeedData, SeedProduct } from '../../platform/db/seed/types';
import { CatalogueImportError } from './importError';
import { upsertRows } from './upsert';
import { writeProductPhotos } from './writeProductPhotos';
import { writeGeo } from './writeGeo';

const { categories, dailyOrderNumbers, locationProducts, locations, orderLines, orders, pages, productExtras, products, recipes, reviews } = schema;

// Any constant works: it only has to be the same for every process that may write the catalogue at once.
const CATALOGUE_LOCK_KEY = 7_310_001;

/** Serialises catalogue writers (demo seed, imports) across processes until the transaction ends. */
export async function lockCatalogue(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_KEY})`);
}

export interface CatalogueWritten {
  /** Rows the file set, per list. */
  counts: Record<Exclude<keyof SeedData, 'settings'> | 'locationProducts', number>;
  removed: { products: string[]; locations: string[] };
  /** Products the file dropped that customers ordered or reviewed: archived, kept for them, sold nowhere. */
  keptUnsold: string[];
}

const one = sql`1`;

/** Orders and their daily numbers point at their shop: such a location cannot leave the catalogue. */
async function refuseRemovingLocationsWithOrders(tx: Transaction, keepIds: number[]): Promise<void> {
  const held = await tx
    .select({ id: locations.id, code: locations.code })
    .from(locations)
    .where(
      and(
        notInArray(locations.id, keepIds),
        or(
          exists(tx.select({ one }).from(orders).where(eq(orders.locationId, locations.id))),
          exists(tx.select({ one }).from(dailyOrderNumbers).where(eq(dailyOrderNumbers.locationId, locations.id))),
        ),
      ),
    );
  if (held.length > 0) {
    throw new CatalogueImportError(held.map(({ id, code }) => `locations: ${code} (id ${id}) has orders, so it cannot be removed; keep it in the file`));
  }
}

/**
 * The file's ratings are the baseline; reviews customers left since are folded in as rateProduct does
 * (server/modules/catalogue/reviews.ts), so an import neither loses them nor counts them twice. A product
 * without `mayContain` or `withdrawalException` (older files) keeps its stored text and setting.
 */
async function productRows(tx: Transaction, list: SeedProduct[]) {
  const folded = await tx
    .select({ productCode: reviews.productCode, sum: sql<number>`sum(${reviews.rating})`.mapWith(Number), n: count() })
    .from(reviews)
    .groupBy(reviews.productCode);
  const byCode = new Map(folded.map((row) => [row.productCode, row]));
  const unstated = list
    .filter((product) => product.mayContain === undefined || product.withdrawalException === undefined)
    .map((product) => product.productCode);
  const stored =
    unstated.length === 0
      ? []
      : await tx
          .select({ code: products.productCode, mayContain: products.mayContain, withdrawalException: products.withdrawalException })
          .from(products)
          .where(inArray(products.productCode, unstated));
  const storedOf = new Map(stored.map((row) => [row.code, row]));
  return list.map((product) => {
    const kept = storedOf.get(product.productCode);
    const row = productRow({
      ...product,
      mayContain: product.mayContain ?? kept?.mayContain,
      withdrawalException: product.withdrawalException === undefined ? (kept?.withdrawalException ?? null) : product.withdrawalException,
    });
    const extra = byCode.get(product.productCode);
    if (!extra) return row;
    const ratingCount = product.ratingCount + extra.n;
    return { ...row, rating: (product.rating * product.ratingCount + extra.sum) / ratingCount, ratingCount };
  });
}

async function writeLocations(tx: Transaction, data: SeedData): Promise<string[]> {
  const keepIds = data.locations.map((location) => location.id);
  await refuseRemovingLocationsWithOrders(tx, keepIds);
  // Removed first, so a location taking over a removed one's code does not collide with it.
  const removed = await tx.delete(locations).where(notInArray(locations.id, keepIds)).returning({ code: locations.code });
  await upsertRows(tx, locations, data.locations.map(locationRow), locations.id);
  return removed.map((row) => row.code).sort();
}

/**
 * What each location sells; a pair already there keeps its own stock, and its own price unless the location
 * states its prices (a location without `prices`, as in older files, keeps the stored ones).
 */
async function writeLocationProducts(tx: Transaction, data: SeedData): Promise<number> {
  const knownCodes = new Set(data.products.map((product) => product.productCode));
  let written = 0;
  for (const location of data.locations) {
    await tx.delete(locationProducts).where(and(eq(locationProducts.locationId, location.id), notInArray(locationProducts.productCode, location.productCodes)));
    const rows = locationProductRows(location, knownCodes);
    for (const part of chunks(rows)) {
      const insert = tx.insert(locationProducts).values(part);
      await (location.prices
        ? insert.onConflictDoUpdate({ target: [locationProducts.locationId, locationProducts.productCode], set: { price: sql.raw('excluded."price"') } })
        : insert.onConflictDoNothing());
    }
    written += rows.length;
  }
  return written;
}

/**
 * Products the file dropped: deleted unless ordered or reviewed, which are archived instead (as the back
 * office's removal does): kept for their orders and reviews, sold nowhere.
 */
async function removeDroppedProducts(tx: Transaction, keepCodes: string[], now: Date) {
  const dropped = notInArray(products.productCode, keepCodes);
  const removed = await tx
    .delete(products)
    .where(
      and(
        dropped,
        notExists(tx.select({ one }).from(reviews).where(eq(reviews.productCode, products.productCode))),
        notExists(tx.select({ one }).from(orderLines).where(eq(orderLines.productCode, products.productCode))),
      ),
    )
    .returning({ code: products.productCode });
  await tx
    .update(products)
    .set({ archivedAt: now })
    .where(and(dropped, isNull(products.archivedAt)));
  const kept = await tx.select({ code: products.productCode }).from(products).where(dropped);
  return { removed: removed.map((row) => row.code).sort(), kept: kept.map((row) => row.code).sort() };
}

/**
 * Makes the catalogue tables say what `data` says, inside the caller's transaction: inserts and updates
 * by key, removes what the file dropped where nothing still points at it, and bumps every reference
 * version so home-wapp caches (server/modules/catalogue/homeCache.ts) in every process rebuild. Customers,
 * orders and the loyalty ledger are never touched.
 */
export async function writeCatalogue(tx: Transaction, data: SeedData, now = new Date()): Promise<CatalogueWritten> {
  const productCodes = data.products.map((product) => product.productCode);
  const removedLocations = await writeLocations(tx, data);

  await upsertRows(tx, categories, data.categories.map(categoryRow), categories.id);
  await upsertRows(tx, productExtras, data.extras.map(extraRow), productExtras.id);
  await tx.delete(productExtras).where(
    notInArray(
      productExtras.id,
      data.extras.map((extra) => extra.id),
    ),
  );
  await upsertRows(tx, products, await productRows(tx, data.products), products.productCode);
  const locationProductCount = await writeLocationProducts(tx, data);
  await writeProductPhotos(tx, data.products);
  const dropped = await removeDroppedProducts(tx, productCodes, now);
  await tx.delete(categories).where(
    and(
      notInArray(
        categories.id,
        data.categories.map((category) => category.id),
      ),
      notExists(tx.select({ one }).from(products).where(eq(products.categoryId, categories.id))),
    ),
  );

  await upsertRows(tx, pages, data.pages.map(pageRow), pages.code);
  await tx.delete(pages).where(
    notInArray(
      pages.code,
      data.pages.map((page) => page.code),
    ),
  );
  await upsertRows(tx, recipes, data.recipes.map(recipeRow), recipes.id);
  await tx.delete(recipes).where(
    notInArray(
      recipes.id,
      data.recipes.map((recipe) => recipe.id),
    ),
  );
  await writeGeo(tx, data);
  await upsertRows(tx, schema.appSettings, [settingsRow(data.settings)], schema.appSettings.id);

  // Written last: the seed takes these rows as the mark of a complete catalogue.
  await upsertRows(
    tx,
    schema.referenceVersions,
    schema.REFERENCE_AREAS.map((area) => ({ area, updatedAt: new Date() })),
    schema.referenceVersions.area,
  );

  return {
    counts: {
      categories: data.categories.length,
      products: data.products.length,
      extras: data.extras.length,
      locations: data.locations.length,
      locationProducts: locationProductCount,
      pages: data.pages.length,
      provinces: data.provinces.length,
      cities: data.cities.length,
      transports: data.transports.length,
      recipes: data.recipes.length,
    },
    removed: { products: dropped.removed, locations: removedLocations },
    keptUnsold: dropped.kept,
  };
}
