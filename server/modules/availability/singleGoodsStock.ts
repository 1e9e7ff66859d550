import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/transaction';
import { locationProducts, products } from '../../platform/db/schema';

/**
 * Live units of the single goods (isOneGoods) each shop sells: the shop's own stock, else the product's.
 * Answers shop id → product code → units; only `locationId`'s shop when given.
 */
export async function singleGoodsStock(db: Executor, locationId?: number): Promise<Map<number, Record<string, number>>> {
  const conditions: SQL[] = [eq(products.isOneGoods, true)];
  if (locationId !== undefined) conditions.push(eq(locationProducts.locationId, locationId));
  const rows = await db
    .select({
      locationId: locationProducts.locationId,
      productCode: locationProducts.productCode,
      units: sql<number>`coalesce(${locationProducts.stockCurrent}, ${products.stockCurrent})`.mapWith(Number),
    })
    .from(locationProducts)
    .innerJoin(products, eq(products.productCode, locationProducts.productCode))
    .where(and(...conditions))
    .orderBy(locationProducts.locationId, locationProducts.productCode);
  const byShop = new Map<number, Record<string, number>>();
  for (const row of rows) {
    let stock = byShop.get(row.locationId);
    if (!stock) byShop.set(row.locationId, (stock = {}));
    stock[row.productCode] = Math.max(0, row.units);
  }
  return byShop;
}
