import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { COMMAND_LINE } from '../../../../server/modules/audit/recordAudit';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { setProductShop } from '../../../../server/modules/catalogue/edit/setProductShop';
import { updateProduct } from '../../../../server/modules/catalogue/edit/updateProduct';
import { exportCatalogue } from '../../../../server/modules/catalogue/exportCatalogue';
import { importCatalogue } from '../../../../server/modules/catalogue/importCatalogue';
import { CatalogueImportError } from '../../../../server/modules/catalogue/importError';
import { rateProduct } from '../../../../server/modules/catalogue/reviews';
import { ephemeralConfig } from '../../../../server/platform/config/config';
import type { Database } from '../../../../server/platform/db/connect';
import { auditLog, locationProducts, media, productPhotos, products } from '../../../../server/platform/db/schema';
import type { SeedData } from '../../../../server/platform/db/seed/types';
import { backends, type FreshDatabase } from '../../harness';
import { createCustomer } from '../../support/customers';

const DEMO_ISSUER = { issuerNif: ephemeralConfig().verifactu.issuerNif };
const NOW = new Date('2026-06-17T10:00:00+02:00');
const PHOTO_KEY = 'a'.repeat(64);

/** A catalogue the back office has worked on: a shop's own price, a may-contain text, a photo, a review. */
async function liveCatalogue(db: Database): Promise<void> {
  await seedIfEmpty(db);
  await db.transaction((tx) => setProductShop(tx, COMMAND_LINE, 'P1001', 'va01', { sold: true, price: 1.9 }, NOW));
  await db.transaction((tx) => updateProduct(tx, COMMAND_LINE, 'P1002', { mayContain: { es: 'Frutos secos', en: 'Nuts' } }, NOW));
  await db.insert(media).values({ hash: PHOTO_KEY, contentType: 'image/jpeg', width: 1000, height: 1000, byteLength: 3, bytes: new Uint8Array([1, 2, 3]) });
  await db.insert(productPhotos).values({ productCode: 'P1003', sort: 0, key: PHOTO_KEY, renditions: [{ width: 1000, format: 'jpeg', hash: PHOTO_KEY }] });
  const customer = await createCustomer(db, 'rater@example.com');
  await rateProduct(db, customer.id, 'P1001', 1, NOW);
}

const copy = (file: SeedData): SeedData => JSON.parse(JSON.stringify(file)) as SeedData;

/** The file as an older export wrote it: no may-contain texts, photos or shops' own prices. */
function olderFile(file: SeedData): SeedData {
  const older = copy(file);
  older.products = older.products.map(({ mayContain: _text, photos: _photos, ...product }) => product);
  older.locations = older.locations.map(({ prices: _prices, ...location }) => location);
  return older;
}

describe.each(backends)('the live catalogue exported and imported again on $name', (backend) => {
  let fresh: FreshDatabase | undefined;
  afterEach(async () => {
    await fresh?.dispose();
    fresh = undefined;
  });

  it('exports what the database holds, and export → edit → import → export changes only what was edited', async () => {
    fresh = await backend.fresh();
    const db = fresh.opened.db;
    await liveCatalogue(db);
    const [ratedBefore] = await db.select().from(products).where(eq(products.productCode, 'P1001'));

    const exported = await exportCatalogue(db);
    expect(exported.locations.find((location) => location.code === 'va01')?.prices).toEqual({ P1001: 1.9 });
    expect(exported.products.find((product) => product.productCode === 'P1002')?.mayContain).toEqual({ es: 'Frutos secos', en: 'Nuts' });
    expect(exported.products.find((product) => product.productCode === 'P1003')?.photos).toEqual([PHOTO_KEY]);

    const edited = copy(exported);
    const latte = edited.products.find((product) => product.productCode === 'P1005');
    if (!latte) throw new Error('P1005 missing');
    latte.price = 2.95;
    await importCatalogue(db, edited, DEMO_ISSUER);
    expect(await exportCatalogue(db)).toEqual(edited);

    const [ratedAfter] = await db.select().from(products).where(eq(products.productCode, 'P1001'));
    expect(ratedAfter).toMatchObject({ rating: ratedBefore?.rating, ratingCount: ratedBefore?.ratingCount });
    const imports = await db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.import'));
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatchObject({ actor: 'command line', subject: 'catalogue', after: { counts: { products: edited.products.length } } });
  });

  it("imports an older file (no may-contain, photos or shops' prices) keeping the stored ones", async () => {
    fresh = await backend.fresh();
    const db = fresh.opened.db;
    await liveCatalogue(db);
    const exported = await exportCatalogue(db);
    await importCatalogue(db, olderFile(exported), DEMO_ISSUER);
    expect(await exportCatalogue(db)).toEqual(exported);
  });

  it('refuses a photo key no stored photo has, naming the field, and writes nothing', async () => {
    fresh = await backend.fresh();
    const db = fresh.opened.db;
    await liveCatalogue(db);
    const exported = await exportCatalogue(db);
    const file = copy(exported);
    const index = file.products.findIndex((product) => product.productCode === 'P1004');
    file.products[index]!.photos = ['not-a-stored-photo'];
    file.products[index]!.price = 9.99;
    const error = await importCatalogue(db, file, DEMO_ISSUER).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogueImportError);
    expect((error as CatalogueImportError).problems).toEqual([`products.${index}.photos.0: No stored photo has the key not-a-stored-photo`]);
    expect(await exportCatalogue(db)).toEqual(exported);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.import'))).toEqual([]);
  });

  it("sets a shop's own prices and a product's photos as the file states them", async () => {
    fresh = await backend.fresh();
    const db = fresh.opened.db;
    await liveCatalogue(db);
    const file = await exportCatalogue(db);
    const va01 = file.locations.find((location) => location.code === 'va01')!;
    va01.prices = { P1005: 3.2 };
    file.products.find((product) => product.productCode === 'P1003')!.photos = [];
    file.products.find((product) => product.productCode === 'P1004')!.photos = [PHOTO_KEY];
    await importCatalogue(db, file, DEMO_ISSUER);
    const prices = await db.select().from(locationProducts).where(eq(locationProducts.locationId, va01.id));
    expect(Object.fromEntries(prices.filter((row) => row.price !== null).map((row) => [row.productCode, row.price]))).toEqual({ P1005: 3.2 });
    expect((await db.select().from(productPhotos)).map((photo) => photo.productCode)).toEqual(['P1004']);
    expect(await exportCatalogue(db)).toEqual(file);
  });
});
