import { asc, eq, inArray } from 'drizzle-orm';
import type { ManageCatalogue, ManageCategory, ManageExtra, ManageProduct } from '../../../../src/api/contract/manage/catalogue';
import { allergenCodesOf } from '../../../../src/domain/catalogue/allergens';
import type { Executor } from '../../../platform/db/transaction';
import { categories, locationProducts, locations, productExtras, productPhotos, products } from '../../../platform/db/schema';
import { photoView } from '../photoView';

type ProductRow = typeof products.$inferSelect;
type PhotoRow = typeof productPhotos.$inferSelect;
type ShopRow = { productCode: string; shop: string; price: number | null; stock: number | null };

export const categoryView = (row: typeof categories.$inferSelect): ManageCategory => ({
  id: row.id,
  title: row.title,
  sort: row.sort,
  deliverable: row.deliverable,
});

export const extraView = (row: typeof productExtras.$inferSelect): ManageExtra => ({
  id: row.id,
  extraType: row.extraType,
  titles: row.titles,
  list: row.list,
  extras: row.extras,
  value: row.value,
});

function productRecord(row: ProductRow, photos: PhotoRow[], shops: ShopRow[]): ManageProduct {
  return {
    code: row.productCode,
    categoryId: row.categoryId,
    title: row.title,
    description: row.description,
    descriptionLong: row.descriptionLong,
    price: row.price,
    priceNet: row.priceNet,
    priceVat: row.priceVat,
    priceOld: row.priceOld,
    vatTypeId: row.vatTypeId,
    tags: row.tags,
    allergens: allergenCodesOf(row.allergens),
    mayContain: row.mayContain,
    extras: row.extraIds,
    extrasPrice: Object.fromEntries(Object.entries(row.extrasPrice).map(([key, price]) => [key, price.price])),
    isOneGoods: row.isOneGoods,
    withdrawalException: row.withdrawalException ?? null,
    stock: row.stockCurrent,
    sort: row.sort,
    archived: row.archivedAt !== null,
    photos: photos.map(photoView),
    shops: shops.map(({ shop, price, stock }) => ({ shop, price, stock })),
  };
}

function byProduct<T extends { productCode: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) grouped.set(row.productCode, [...(grouped.get(row.productCode) ?? []), row]);
  return grouped;
}

async function productRecords(db: Executor, rows: ProductRow[]): Promise<ManageProduct[]> {
  const codes = rows.map((row) => row.productCode);
  if (codes.length === 0) return [];
  const [photos, shops] = await Promise.all([
    db.select().from(productPhotos).where(inArray(productPhotos.productCode, codes)).orderBy(asc(productPhotos.sort), asc(productPhotos.id)),
    db
      .select({ productCode: locationProducts.productCode, shop: locations.code, price: locationProducts.price, stock: locationProducts.stockCurrent })
      .from(locationProducts)
      .innerJoin(locations, eq(locations.id, locationProducts.locationId))
      .where(inArray(locationProducts.productCode, codes))
      .orderBy(asc(locations.sort), asc(locations.id)),
  ]);
  const photosOf = byProduct(photos);
  const shopsOf = byProduct(shops);
  return rows.map((row) => productRecord(row, photosOf.get(row.productCode) ?? [], shopsOf.get(row.productCode) ?? []));
}

/** One product as the back office shows it; undefined when there is none with that code. */
export async function manageProduct(db: Executor, code: string): Promise<ManageProduct | undefined> {
  const rows = await db.select().from(products).where(eq(products.productCode, code));
  return (await productRecords(db, rows))[0];
}

/** The whole catalogue as the back office edits it: archived products too (flagged), allergens as codes. */
export async function manageCatalogue(db: Executor): Promise<ManageCatalogue> {
  const [categoryRows, productRows, extraRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    db.select().from(products).orderBy(asc(products.sort), asc(products.productCode)),
    db.select().from(productExtras).orderBy(asc(productExtras.id)),
  ]);
  return { categories: categoryRows.map(categoryView), products: await productRecords(db, productRows), extras: extraRows.map(extraView) };
}
