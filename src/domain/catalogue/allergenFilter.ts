import { ALLERGEN_CODES, type AllergenCode } from './allergenCodes';

/** 'hide' leaves out the products that contain an excluded allergen; 'mark' shows them with a warning. */
export type AllergenFilterMode = 'hide' | 'mark';

/**
 * The customer's allergen filter. Declared allergens always count; "may contain" traces count only with
 * `traces` on (the strict choice): by default a product with only traces of an excluded allergen is shown, and
 * its page says what it may contain.
 */
export type AllergenFilter = { excluded: AllergenCode[]; mode: AllergenFilterMode; traces: boolean };

export const NO_ALLERGEN_FILTER: AllergenFilter = { excluded: [], mode: 'hide', traces: false };

/** What the filter reads of a product: its declared allergens' codes and those its "may contain" note names. */
type WithAllergens = { productCode: string; allergenCodes: readonly string[]; traceCodes: readonly string[] };

/** The excluded allergens a product contains (with its traces under the strict choice), in the Annex's order. */
export function excludedAllergensIn(product: WithAllergens, filter: AllergenFilter): AllergenCode[] {
  if (filter.excluded.length === 0) return [];
  const present = new Set(filter.traces ? [...product.allergenCodes, ...product.traceCodes] : product.allergenCodes);
  return ALLERGEN_CODES.filter((code) => present.has(code) && filter.excluded.includes(code));
}

export type FilteredProducts<P> = {
  /** The products to show, in their order. */
  items: P[];
  /** Codes of the products left out ('hide'). */
  hidden: string[];
  /** The excluded allergens of each product shown with a warning ('mark'), by product code. */
  marked: ReadonlyMap<string, AllergenCode[]>;
};

/** Applies the customer's allergen filter to a list of products. */
export function filterByAllergens<P extends WithAllergens>(products: readonly P[], filter: AllergenFilter): FilteredProducts<P> {
  const items: P[] = [];
  const hidden: string[] = [];
  const marked = new Map<string, AllergenCode[]>();
  for (const product of products) {
    const found = excludedAllergensIn(product, filter);
    if (found.length === 0) items.push(product);
    else if (filter.mode === 'hide') hidden.push(product.productCode);
    else {
      items.push(product);
      marked.set(product.productCode, found);
    }
  }
  return { items, hidden, marked };
}

/** The filter with an allergen excluded, or no longer excluded (the Annex's order kept). */
export function toggleAllergen(filter: AllergenFilter, code: AllergenCode): AllergenFilter {
  const excluded = filter.excluded.includes(code) ? filter.excluded.filter((other) => other !== code) : [...filter.excluded, code];
  return { ...filter, excluded: ALLERGEN_CODES.filter((other) => excluded.includes(other)) };
}

/** A filter as saved on the device, checked: anything unreadable or unknown is left out. */
export function parseAllergenFilter(saved: unknown): AllergenFilter {
  if (typeof saved !== 'object' || saved === null) return NO_ALLERGEN_FILTER;
  const { excluded, mode, traces } = saved as Record<string, unknown>;
  const wanted = Array.isArray(excluded) ? excluded : [];
  return {
    excluded: ALLERGEN_CODES.filter((code) => wanted.includes(code)),
    mode: mode === 'mark' ? 'mark' : 'hide',
    traces: traces === true,
  };
}

type Group<P> = { items: P[] };

export type FilteredGroups<G> = {
  /** The groups with the products to show; a group left without any is left out. */
  groups: G[];
  /** How many different products the filter hides. */
  hiddenCount: number;
  /** The excluded allergens of each product shown with a warning, by product code. */
  marked: ReadonlyMap<string, AllergenCode[]>;
};

/** Applies the filter to the catalogue's groups (a product may sit in more than one: it counts once). */
export function filterGroupsByAllergens<P extends WithAllergens, G extends Group<P>>(groups: readonly G[], filter: AllergenFilter): FilteredGroups<G> {
  if (filter.excluded.length === 0) return { groups: [...groups], hiddenCount: 0, marked: new Map() };
  const hidden = new Set<string>();
  const marked = new Map<string, AllergenCode[]>();
  const shown: G[] = [];
  for (const group of groups) {
    const result = filterByAllergens(group.items, filter);
    result.hidden.forEach((code) => hidden.add(code));
    result.marked.forEach((codes, code) => marked.set(code, codes));
    if (result.items.length > 0) shown.push(result.items.length === group.items.length ? group : { ...group, items: result.items });
  }
  return { groups: shown, hiddenCount: hidden.size, marked };
}
