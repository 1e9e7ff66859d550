import { and, eq } from 'drizzle-orm';
import type { ManageProduct, ProductShopBody } from '../../../../src/api/contract/manage/catalogue';
import type { Transaction } from '../../../platform/db/transaction';
import { locationProducts } from '../../../platform/db/schema';
import type { Actor } from '../../audit/recordAudit';
import { changeCatalogue } from './catalogueChange';
import { editableProduct } from './editableProduct';
import { manageProduct } from './manageView';
import { shopByCode } from './shopByCode';

/**
 * How one shop sells a product: `sold: false` takes it off the shop (its own price and stock with it);
 * `sold: true` sells it there, at `price` (null: the product's) and with `stock` (null: the product's),
 * either left as it is when not given.
 */
export async function setProductShop(tx: Transaction, actor: Actor, code: string, shopCode: string, body: ProductShopBody, now: Date): Promise<ManageProduct> {
  const shop = await shopByCode(tx, shopCode);
  return changeCatalogue(tx, actor, now, ['catalogue'], async () => {
    await editableProduct(tx, code);
    const where = and(eq(locationProducts.locationId, shop.id), eq(locationProducts.productCode, code));
    const [current] = await tx.select().from(locationProducts).where(where);
    const before = current ? { shop: shop.code, price: current.price, stock: current.stockCurrent } : null;
    let after: typeof before = null;
    if (!body.sold) {
      await tx.delete(locationProducts).where(where);
    } else {
      const price = body.price === undefined ? (current?.price ?? null) : body.price;
      const stockCurrent = body.stock === undefined ? (current?.stockCurrent ?? null) : body.stock;
      await tx
        .insert(locationProducts)
        .values({ locationId: shop.id, productCode: code, price, stockCurrent })
        .onConflictDoUpdate({ target: [locationProducts.locationId, locationProducts.productCode], set: { price, stockCurrent } });
      after = { shop: shop.code, price, stock: stockCurrent };
    }
    return {
      result: (await manageProduct(tx, code)) as ManageProduct,
      audit: { action: 'product.shop', subject: `product:${code}`, locationId: shop.id, before, after },
    };
  });
}
