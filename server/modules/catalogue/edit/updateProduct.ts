import { eq } from 'drizzle-orm';
import type { ManageProduct, ProductPatch } from '../../../../src/api/contract/manage/catalogue';
import { allergenNames } from '../../../../src/domain/catalogue/allergens';
import type { Transaction } from '../../../platform/db/transaction';
import { products } from '../../../platform/db/schema';
import { productRow } from '../../../platform/db/seed/rows';
import type { SeedProduct } from '../../../platform/db/seed/types';
import type { Actor } from '../../audit/recordAudit';
import { seedProductOf } from '../seedProductOf';
import { changeCatalogue } from './catalogueChange';
import { editableProduct } from './editableProduct';
import { manageProduct } from './manageView';
import { checkProductReferences } from './productChecks';

/** The patch in the catalogue file's terms: allergen codes become their names, `stock` the product's stock. */
function patched(current: SeedProduct, patch: ProductPatch): SeedProduct {
  const { allergens, stock, ...rest } = patch;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as Partial<SeedProduct>;
  return {
    ...current,
    ...defined,
    ...(allergens ? { allergens: allergenNames(allergens) } : {}),
    ...(stock === undefined ? {} : { stockCurrent: stock }),
  };
}

/**
 * Changes any of a product's fields; prices stay gross, their net and VAT derived again by the one VAT rule
 * (productRow), so `{ "price": 1.6 }` alone is a whole change. An archived product is refused (409).
 */
export async function updateProduct(tx: Transaction, actor: Actor, code: string, patch: ProductPatch, now: Date): Promise<ManageProduct> {
  return changeCatalogue(tx, actor, now, ['catalogue'], async () => {
    const row = await editableProduct(tx, code);
    const before = (await manageProduct(tx, code)) as ManageProduct;
    const next = patched(seedProductOf(row), patch);
    await checkProductReferences(tx, next);
    const { productCode: _code, rating: _rating, ratingCount: _count, ...columns } = productRow(next);
    await tx
      .update(products)
      .set({ ...columns, updatedAt: now })
      .where(eq(products.productCode, code));
    const after = (await manageProduct(tx, code)) as ManageProduct;
    return { result: after, audit: { action: 'product.update', subject: `product:${code}`, before, after } };
  });
}
