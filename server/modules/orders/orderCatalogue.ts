import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ProductExtra } from '../../../src/api/contract';
import type { Executor } from '../../platform/db/transaction';
import { locationProducts, locations, productExtras, products } from '../../platform/db/schema';
import { atShopPrice } from '../catalogue/shopPrice';

export type LocationRow = typeof locations.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ExtraRow = typeof productExtras.$inferSelect;

export interface SoldProduct {
  /** The product at the location's own price when it sets one (see atShopPrice). */
  product: ProductRow;
  /** The location's own stock when it keeps one, else the product's. */
  stockCurrent: number;
}

export async function locationById(db: Executor, locationId: number): Promise<LocationRow | undefined> {
  const [row] = await db.select().from(locations).where(eq(locations.id, locationId));
  return row;
}

/** The columns a sold product is read from: the product, and the location's own stock and price. */
export const SOLD_COLUMNS = { product: products, locationStock: locationProducts.stockCurrent, locationPrice: locationProducts.price };

/** The products a location sells (its location_products rows), never an archived one. */
export const soldAtCondition = (locationId: number) => and(eq(locationProducts.locationId, locationId), isNull(products.archivedAt));

/** A sold row as pricing reads it: the shop's own price and stock where it keeps them. */
export function soldProductOf(row: { product: ProductRow; locationStock: number | null; locationPrice: number | null }): SoldProduct {
  return { product: atShopPrice(row.product, row.locationPrice), stockCurrent: row.locationStock ?? row.product.stockCurrent };
}

/** The named products as sold at the location (missing codes are not sold there). */
export async function productsSoldAt(db: Executor, locationId: number, codes: string[]): Promise<Map<string, SoldProduct>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select(SOLD_COLUMNS)
    .from(locationProducts)
    .innerJoin(products, eq(products.productCode, locationProducts.productCode))
    .where(and(soldAtCondition(locationId), inArray(products.productCode, codes)));
  return new Map(rows.map((row) => [row.product.productCode, soldProductOf(row)]));
}

/** Product extras dictionary rows in the contract's shape (the pricing rules read these). */
export function extraFromRow(row: ExtraRow): ProductExtra {
  return { id: row.id, extraType: row.extraType, conf: { titles: row.titles, list: row.list, extras: row.extras }, extra: { value: row.value } };
}

export async function extrasDictionary(db: Executor): Promise<ProductExtra[]> {
  const rows = await db.select().from(productExtras).orderBy(asc(productExtras.id));
  return rows.map(extraFromRow);
}
