import { eq, sql } from 'drizzle-orm';
import type { ManageProduct } from '../../../../src/api/contract/manage/catalogue';
import type { Executor, Transaction } from '../../../platform/db/transaction';
import { locationProducts, orderLines, products, reviews } from '../../../platform/db/schema';
import { notFound } from '../../../platform/http/envelope';
import type { Actor } from '../../audit/recordAudit';
import { lockCatalogue } from '../writeCatalogue';
import { changeCatalogue } from './catalogueChange';
import { manageProduct } from './manageView';

/** Orders keep the product's code on their lines and reviews point at it: such a product is archived, never deleted. */
export async function wasOrderedOrReviewed(tx: Executor, code: string): Promise<boolean> {
  const [ordered] = await tx
    .select({ one: sql`1` })
    .from(orderLines)
    .where(eq(orderLines.productCode, code))
    .limit(1);
  if (ordered) return true;
  const [reviewed] = await tx
    .select({ one: sql`1` })
    .from(reviews)
    .where(eq(reviews.productCode, code))
    .limit(1);
  return reviewed !== undefined;
}

/**
 * Takes a product out of the catalogue: archived (kept for its orders and reviews, taken off every shop)
 * when it was ever ordered or reviewed, deleted with its shop rows and photos otherwise. An archived product
 * answers `archived: true` again and nothing changes.
 */
export async function removeProduct(tx: Transaction, actor: Actor, code: string, now: Date): Promise<{ archived: boolean }> {
  // The catalogue lock before the row's, in the order imports take them.
  await lockCatalogue(tx);
  const [row] = await tx.select({ archivedAt: products.archivedAt }).from(products).where(eq(products.productCode, code)).for('update');
  if (!row) throw notFound(`There is no product ${code}`);
  if (row.archivedAt) return { archived: true };
  return changeCatalogue<{ archived: boolean }>(tx, actor, now, ['catalogue'], async () => {
    const before = (await manageProduct(tx, code)) as ManageProduct;
    const subject = `product:${code}`;
    if (await wasOrderedOrReviewed(tx, code)) {
      await tx.update(products).set({ archivedAt: now, updatedAt: now }).where(eq(products.productCode, code));
      await tx.delete(locationProducts).where(eq(locationProducts.productCode, code));
      return { result: { archived: true }, audit: { action: 'product.archive', subject, before, after: await manageProduct(tx, code) } };
    }
    await tx.delete(products).where(eq(products.productCode, code));
    return { result: { archived: false }, audit: { action: 'product.remove', subject, before } };
  });
}
