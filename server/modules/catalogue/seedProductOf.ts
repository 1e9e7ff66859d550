import type { products } from '../../platform/db/schema';
import type { SeedProduct } from '../../platform/db/seed/types';

/**
 * A stored product back in the catalogue file's shape (the inverse of productRow): gross prices only, net and
 * VAT being derived again when it is written. Photos are not part of the row.
 */
export function seedProductOf(row: typeof products.$inferSelect): SeedProduct {
  return {
    productCode: row.productCode,
    categoryId: row.categoryId,
    title: row.title,
    description: row.description,
    descriptionLong: row.descriptionLong,
    price: row.price,
    priceOld: row.priceOld,
    vatTypeId: row.vatTypeId as SeedProduct['vatTypeId'],
    tags: row.tags,
    allergens: row.allergens,
    mayContain: row.mayContain,
    rating: row.rating,
    ratingCount: row.ratingCount,
    extras: row.extraIds,
    extrasPrice: Object.fromEntries(Object.entries(row.extrasPrice).map(([key, price]) => [key, price.price])),
    withdrawalException: row.withdrawalException ?? null,
    isOneGoods: row.isOneGoods,
    stockCurrent: row.stockCurrent,
    sort: row.sort,
  };
}
