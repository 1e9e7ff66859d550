import type { SoldOutTarget } from '../../api/contract/counter/availability';
import { sameSoldOutTarget, soldOutNow, type SoldOutItem } from '../../domain/availability/availability';
import type { ShopCatalogue } from '../data/shopCatalogue';

/** A target's key, the same for a product or an extra value whatever its `until`. */
export const targetKey = (target: SoldOutTarget | SoldOutItem) =>
  target.kind === 'product' ? `p:${target.productCode}` : `e:${target.extraId}:${target.value}`;

export const targetOf = (item: SoldOutItem): SoldOutTarget =>
  item.kind === 'product' ? { kind: 'product', productCode: item.productCode } : { kind: 'extra', extraId: item.extraId, value: item.value };

/** What the board calls a target: the product's title, or "Type of milk: Oat drink"; its code when the catalogue does not know it. */
export function targetName(target: SoldOutTarget, catalogue: ShopCatalogue | undefined, optionOf: (extra: string, value: string) => string): string {
  if (target.kind === 'product') {
    for (const category of catalogue?.categories ?? []) {
      const product = category.products.find((candidate) => candidate.code === target.productCode);
      if (product) return product.title;
    }
    return target.productCode;
  }
  const extra = catalogue?.extras.find((candidate) => candidate.id === target.extraId);
  const value = extra?.values.find((candidate) => candidate.value === target.value);
  if (!extra || !value) return optionOf(String(target.extraId), target.value);
  // A yes/no extra ("Extra shot") is its own only value.
  return value.name === extra.title ? extra.title : optionOf(extra.title, value.name);
}

/** The entries sold out now, each once, by name. */
export function soldOutList(items: readonly SoldOutItem[], now: Date, nameOf: (target: SoldOutTarget) => string): { item: SoldOutItem; name: string }[] {
  return soldOutNow(items, now)
    .map((item) => ({ item, name: nameOf(targetOf(item)) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The entry in force now for a target, if any. */
export function soldOutEntry(items: readonly SoldOutItem[], target: SoldOutTarget, now: Date): SoldOutItem | undefined {
  const asItem = { ...target, until: null } as SoldOutItem;
  return soldOutNow(items, now).find((item) => sameSoldOutTarget(item, asItem));
}

/** Lower case without accents: "leche de avena" finds "Bebida de avena" by "avena", "cafe" finds "Café". */
export function searchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The catalogue narrowed to a search: products and extra values whose name (or whose extra's name) holds every word. */
export function narrowCatalogue(catalogue: ShopCatalogue, query: string): Pick<ShopCatalogue, 'categories' | 'extras'> {
  const words = searchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return catalogue;
  const matches = (...texts: string[]) => {
    const haystack = searchText(texts.join(' '));
    return words.every((word) => haystack.includes(word));
  };
  return {
    categories: catalogue.categories
      .map((category) => ({ ...category, products: category.products.filter((product) => matches(product.title, product.code, category.title)) }))
      .filter((category) => category.products.length > 0),
    extras: catalogue.extras
      .map((extra) => ({ ...extra, values: extra.values.filter((value) => matches(extra.title, value.name)) }))
      .filter((extra) => extra.values.length > 0),
  };
}
