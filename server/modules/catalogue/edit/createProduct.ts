import { eq } from 'drizzle-orm';
import type { ManageProduct, ProductCreate } from '../../../../src/api/contract/manage/catalogue';
import { allergenNames } from '../../../../src/domain/catalogue/allergens';
import type { Transaction } from '../../../platform/db/transaction';
import { products } from '../../../platform/db/schema';
import { productRow } from '../../../platform/db/seed/rows';
import type { SeedProduct } from '../../../platform/db/seed/types';
import { ApiFailure } from '../../../platform/http/envelope';
import type { Actor } from '../../audit/recordAudit';
import { changeCatalogue } from './catalogueChange';
import { manageProduct } from './manageView';
import { checkProductReferences } from './productChecks';
import { freeProductCode } from './productCode';

const EMPTY = { es: '', en: '' };

/**
 * Adds a product to the chain's catalogue, sold in no shop yet. The code is the one given (409 `duplicate`
 * when taken) or one made from the title.
 */
export async function createProduct(tx: Transaction, actor: Actor, input: ProductCreate, now: Date): Promise<ManageProduct> {
  return changeCatalogue(tx, actor, now, ['catalogue'], async () => {
    const code = input.code ?? (await freeProductCode(tx));
    const [taken] = await tx.select({ code: products.productCode }).from(products).where(eq(products.productCode, code));
    if (taken) throw new ApiFailure(409, 'duplicate', `There is already a product ${code}`, 'code');
    const product: SeedProduct = {
      productCode: code,
      categoryId: input.categoryId,
      title: input.title,
      description: input.description ?? EMPTY,
      descriptionLong: input.descriptionLong ?? EMPTY,
      price: input.price,
      priceOld: input.priceOld ?? null,
      vatTypeId: input.vatTypeId,
      tags: input.tags ?? [],
      allergens: allergenNames(input.allergens ?? []),
      mayContain: input.mayContain ?? EMPTY,
      rating: 0,
      ratingCount: 0,
      extras: input.extras ?? [],
      extrasPrice: input.extrasPrice ?? {},
      isOneGoods: input.isOneGoods ?? false,
      withdrawalException: input.withdrawalException ?? null,
      stockCurrent: input.stock ?? 0,
      sort: input.sort ?? 0,
    };
    await checkProductReferences(tx, product);
    await tx.insert(products).values({ ...productRow(product), updatedAt: now });
    const after = (await manageProduct(tx, code)) as ManageProduct;
    return { result: after, audit: { action: 'product.create', subject: `product:${code}`, after } };
  });
}
