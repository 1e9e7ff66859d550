import type { HomeData, Product } from '../../api/contract';
import { productDetails } from './firstScreenHome';

/**
 * A first-screen home (firstScreenHome) newer than the whole home stored earlier: the newer home's data,
 * its products' details taken from the stored products of the same code. `complete` is false when a
 * product of the newer home is not in the stored one (its details are still empty).
 */
export function fillFirstScreenHome(trimmed: HomeData, stored: HomeData): { data: HomeData; complete: boolean } {
  const storedProducts = new Map<string, Product>();
  for (const group of stored.products) for (const product of group.items) storedProducts.set(product.productCode, product);
  let complete = true;
  const products = trimmed.products.map((group) => ({
    ...group,
    items: group.items.map((product) => {
      const whole = storedProducts.get(product.productCode);
      if (!whole) complete = false;
      // The stored product's details (firstScreenHome's emptied fields); everything else is the newer home's.
      return { ...product, ...productDetails(whole ?? product) };
    }),
  }));
  return { data: { ...trimmed, productsRating: stored.productsRating, productsDic: stored.productsDic, products }, complete };
}
