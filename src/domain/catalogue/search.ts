import type { Product } from '../../api/contract';
import { AUTOCOMPLETE_LIMIT } from '../constants';

const MIN_QUERY_LENGTH = 2;

/** Lower-case text without accents and with single spaces, for accent-insensitive matching. */
export function searchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export type SearchResult = { items: Product[]; total: number };

/** Title prefix first, then anywhere in the title, then in the description; no match is undefined. */
function matchRank(product: Product, query: string): number | undefined {
  const title = searchText(product.title);
  if (title.startsWith(query)) return 0;
  if (title.includes(query)) return 1;
  if (searchText(product.description).includes(query)) return 2;
  return undefined;
}

/** Autocomplete: up to 10 products matching the query, with the total number of matches. */
export function searchProducts(products: Product[], query: string, limit = AUTOCOMPLETE_LIMIT): SearchResult {
  const wanted = searchText(query);
  if (wanted.length < MIN_QUERY_LENGTH) return { items: [], total: 0 };
  const seen = new Set<string>();
  const matches: { product: Product; rank: number; order: number }[] = [];
  products.forEach((product, order) => {
    if (seen.has(product.productCode)) return;
    seen.add(product.productCode);
    const rank = matchRank(product, wanted);
    if (rank !== undefined) matches.push({ product, rank, order });
  });
  matches.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return { items: matches.slice(0, Math.max(0, limit)).map((m) => m.product), total: matches.length };
}
