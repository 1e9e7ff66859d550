import type { HomeData, Product } from '../../api/contract';
import { allProducts } from './catalogue';
import { productDetails } from './firstScreenHome';

/**
 * A product page's home (productPageHome) newer than the whole home stored earlier: the stored home's
 * products, with the page's product taken whole from the newer home and the products it suggests taken
 * from it too but for their details (the stored ones); the newer home's data beside the products.
 * `complete` is false when the page lists a product the stored home has not (a list older than the
 * page): the data is then the page's home as it is.
 */
export function fillProductPageHome(page: HomeData, stored: HomeData, productCode: string): { data: HomeData; complete: boolean } {
  const listed = new Map(allProducts(page).map((product) => [product.productCode, product]));
  const storedCodes = new Set(allProducts(stored).map((product) => product.productCode));
  if ([...listed.keys()].some((code) => !storedCodes.has(code))) return { data: page, complete: false };
  const newer = (product: Product): Product => {
    const fromPage = listed.get(product.productCode);
    if (!fromPage) return product;
    return fromPage.productCode === productCode ? fromPage : { ...fromPage, ...productDetails(product) };
  };
  const products = stored.products.map((group) => ({ ...group, items: group.items.map(newer) }));
  return { data: { ...page, productsRating: stored.productsRating, productsDic: stored.productsDic, products }, complete: true };
}
