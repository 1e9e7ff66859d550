import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/transaction';
import { productPhotos } from '../../../platform/db/schema';

/** The keys of each product's photos, in gallery order (the card's first). */
export async function photoKeysByProduct(db: Executor, productCodes: string[]): Promise<Map<string, string[]>> {
  const keys = new Map<string, string[]>();
  if (productCodes.length === 0) return keys;
  const rows = await db
    .select({ productCode: productPhotos.productCode, key: productPhotos.key })
    .from(productPhotos)
    .where(inArray(productPhotos.productCode, [...new Set(productCodes)]))
    .orderBy(asc(productPhotos.productCode), asc(productPhotos.sort), asc(productPhotos.id));
  for (const row of rows) keys.set(row.productCode, [...(keys.get(row.productCode) ?? []), row.key]);
  return keys;
}
