import type { HomeData, Product, ProductGroup, Purchase } from '../../api/contract';
import type { ExtraChoice } from '../orders/cartChoices';
import { productCodeFromSlug } from './slug';

/** Catalogue `cat` query: comma-separated category ids; anything else is ignored. */
export function parseCategoryFilter(cat?: string | null): number[] {
  if (!cat) return [];
  const ids = cat
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => /^\d+$/.test(piece))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id));
  return [...new Set(ids)];
}

/** Every product of the location's catalogue once, in catalogue order. */
export function allProducts(home: Pick<HomeData, 'products'>): Product[] {
  const seen = new Set<string>();
  const products: Product[] = [];
  for (const group of home.products) {
    for (const product of group.items) {
      if (seen.has(product.productCode)) continue;
      seen.add(product.productCode);
      products.push(product);
    }
  }
  return products;
}

export type CatalogueBlocks = { repurchase: Product[]; groups: ProductGroup[] };

/** What the catalogue's blocks are made of: the location's products and what the customer bought. */
export type CatalogueHome = Pick<HomeData, 'products' | 'productsPurchased' | 'purchases'>;

/** Bought products sold here: in the purchases' order (most recent first) when known, else most bought first. */
function repurchaseBlock(home: CatalogueHome): Product[] {
  const recency = new Map((home.purchases ?? []).map((purchase, index) => [purchase.productCode, index]));
  const never = Number.MAX_SAFE_INTEGER;
  return allProducts(home)
    .map((product, order) => ({ product, order, times: home.productsPurchased[product.productCode] ?? 0, recent: recency.get(product.productCode) ?? never }))
    .filter((entry) => entry.times > 0 || entry.recent !== never)
    .sort((a, b) => a.recent - b.recent || b.times - a.times || a.order - b.order)
    .map((entry) => entry.product);
}

/** The extras a product was last bought with (what a one-tap add puts in the cart); none when never bought. */
export function lastChoicesOf(purchases: readonly Purchase[] | undefined, productCode: string): ExtraChoice[] {
  return (purchases ?? []).find((purchase) => purchase.productCode === productCode)?.choices ?? [];
}

/**
 * Catalogue: a repurchase block of previously bought products (most recently bought first, only
 * those sold here) and one block per category; `cat` filters the categories and hides the repurchase block.
 */
export function catalogueBlocks(home: CatalogueHome, filter: number[]): CatalogueBlocks {
  const filtered = filter.length > 0;
  const groups = home.products.filter((group) => group.items.length > 0 && (!filtered || filter.includes(group.categoryId)));
  return { repurchase: filtered ? [] : repurchaseBlock(home), groups };
}

/** Product route: the code may be a slug whose last dash-separated piece is the code. */
export function findProduct(home: Pick<HomeData, 'products'>, codeOrSlug: string): Product | undefined {
  const products = allProducts(home);
  const byCode = (code: string) => products.find((p) => p.productCode.toUpperCase() === code.trim().toUpperCase());
  return byCode(codeOrSlug) ?? byCode(productCodeFromSlug(codeOrSlug));
}

/** Product page: similar products are the same category, without the product itself. */
export function similarProducts(home: Pick<HomeData, 'products'>, product: Product, limit = 8): Product[] {
  return allProducts(home)
    .filter((p) => p.categoryId === product.categoryId && p.productCode !== product.productCode)
    .slice(0, Math.max(0, limit));
}
