import type { HomeData, Product } from '../../api/contract';
import { EMPTY_HOME_INDEXES, EMPTY_PRODUCT_DETAILS, type ProductDetails } from './firstScreenHome';

const DETAIL_FIELDS = Object.keys(EMPTY_PRODUCT_DETAILS) as (keyof ProductDetails)[];

function detailsOf(product: Product): ProductDetails {
  return Object.fromEntries(DETAIL_FIELDS.map((field) => [field, product[field]])) as ProductDetails;
}

/**
 * A first-screen home (firstScreenHome) newer than the whole home stored earlier: the newer home's data,
 * its products' details taken from the stored products of the same code. `complete` is false when a
 * product of the newer home is not in the stored one (its details are still empty).
 */
export function fillFirstScreenHome(trimmed: HomeData, stored: HomeData): { data: HomeData; complete: boolean } {
  const storedDetails = new Map<string, ProductDetails>();
  for (const group of stored.products) for (const product of group.items) storedDetails.set(product.productCode, detailsOf(product));
  let complete = true;
  const products = trimmed.products.map((group) => ({
    ...group,
    items: group.items.map((product) => {
      const details = storedDetails.get(product.productCode);
      if (!details) complete = false;
      return details ? { ...product, ...details } : product;
    }),
  }));
  const indexes: typeof EMPTY_HOME_INDEXES & Pick<HomeData, keyof typeof EMPTY_HOME_INDEXES> = {
    productsRating: stored.productsRating,
    productsDic: stored.productsDic,
  };
  return { data: { ...trimmed, ...indexes, products }, complete };
}
