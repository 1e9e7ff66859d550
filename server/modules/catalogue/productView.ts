import type { Language, Product } from '../../../src/api/contract';
import type * as schema from '../../platform/db/schema';
import { pick, pickAll } from './localize';
import { productGallery, productPhoto } from './photos';
import { productSlug } from '../../../src/domain/catalogue/slug';
import { allergenCodesMentioned, allergenCodesOf, allergenNameIn } from '../../../src/domain/catalogue/allergens';

export type ProductRow = typeof schema.products.$inferSelect;

export interface ProductAtLocation {
  product: ProductRow;
  deliverable: boolean;
  /** The location's own stock when it keeps one, else the product's. */
  stockCurrent: number;
  /** Its uploaded photos' keys in gallery order; none shows the drawn art. */
  photoKeys?: string[];
}

/** Product in the language of the request. */
export function productView({ product, deliverable, stockCurrent, photoKeys = [] }: ProductAtLocation, language: Language): Product {
  const title = pick(product.title, language);
  return {
    productCode: product.productCode,
    slug: productSlug(title, product.productCode),
    title,
    description: pick(product.description, language),
    descriptionLong: pick(product.descriptionLong, language),
    price: product.price,
    priceNet: product.priceNet,
    priceVat: product.priceVat,
    priceOld: product.priceOld,
    photo: productPhoto(product.productCode, photoKeys),
    photos: productGallery(product.productCode, product.isOneGoods, photoKeys),
    tags: pickAll(product.tags, language),
    allergens: product.allergens.map((name) => allergenNameIn(name, language)),
    allergenCodes: allergenCodesOf(product.allergens),
    mayContain: pick(product.mayContain, language).trim(),
    traceCodes: allergenCodesMentioned(product.mayContain),
    rating: product.rating,
    ratingCount: product.ratingCount,
    categoryId: product.categoryId,
    extras: product.extraIds,
    extrasPrice: product.extrasPrice,
    isOneGoods: product.isOneGoods,
    stockCurrent,
    vatType: { id: product.vatTypeId },
    deliverable,
  };
}
