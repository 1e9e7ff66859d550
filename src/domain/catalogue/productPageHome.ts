import type { HomeData } from '../../api/contract';
import { similarProducts } from './catalogue';
import { EMPTY_HOME_INDEXES, EMPTY_PRODUCT_DETAILS } from './firstScreenHome';

/**
 * The home as a product page's server-rendered document carries it: the page's product whole (its screen
 * and its Add to cart read every field), the products the page suggests beside it (similarProducts) as the
 * catalogue's cards show them, no other product, and the rest of the home as the catalogue's first screen
 * has it. Groups left without products are left out.
 */
export function productPageHome(home: HomeData, productCode: string): HomeData {
  const product = home.products.flatMap((group) => group.items).find((item) => item.productCode === productCode);
  const suggested = new Set(product ? similarProducts(home, product).map((item) => item.productCode) : []);
  const products = home.products
    .map((group) => ({
      ...group,
      items: group.items.flatMap((item) => {
        if (item.productCode === productCode) return [item];
        return suggested.has(item.productCode) ? [{ ...item, ...EMPTY_PRODUCT_DETAILS }] : [];
      }),
    }))
    .filter((group) => group.items.length > 0);
  return { ...home, ...EMPTY_HOME_INDEXES, products };
}
