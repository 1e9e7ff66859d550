import type { ManageExtra, ManageProduct, ProductCreate, ProductPatch } from '../../api/contract/manage/catalogue';
import type { LocalizedText } from '../../api/contract/common';
import type { AllergenCode } from '../../domain/catalogue/allergens';

/**
 * The product editor's form as the manager types it (money and counts as text), how it becomes the body of
 * a save, and which fields a save changes: a PATCH sends those alone.
 */
export interface ProductDraft {
  categoryId: number;
  title: LocalizedText;
  description: LocalizedText;
  descriptionLong: LocalizedText;
  price: string;
  priceOld: string;
  vatTypeId: number;
  tags: LocalizedText[];
  allergens: AllergenCode[];
  mayContain: LocalizedText;
  extras: number[];
  /** Typed prices by option price key; only the chosen extras' options are sent. */
  extrasPrice: Record<string, string>;
  isOneGoods: boolean;
  /** The right of withdrawal's exception: '' none, 'perishable', 'sealed'. */
  withdrawalException: '' | 'perishable' | 'sealed';
  stock: string;
  sort: string;
}

/** A product's fields as a save sends them. */
export type ProductFields = Omit<ProductCreate, 'code'> & Required<Pick<ProductCreate, 'priceOld' | 'extrasPrice' | 'stock' | 'sort'>>;

export type FieldProblem = 'money' | 'count' | 'integer' | 'required';

const EMPTY: LocalizedText = { es: '', en: '' };

/** Money as text: "1,60", "1.60", "1,6 €" or "€1.60"; null when empty; NaN when not euros and cents. */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/[€\s\u00a0]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+([.,]\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned.replace(',', '.'));
}

/** Money as the form shows it, in the page's language: "1,60" or "1.60". */
export function moneyText(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '';
  const text = value.toFixed(2);
  return language === 'es' ? text.replace('.', ',') : text;
}

function parseWhole(text: string, allowNegative: boolean): number | null {
  const cleaned = text.trim();
  if (cleaned === '') return null;
  return (allowNegative ? /^-?\d+$/ : /^\d+$/).test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The price keys of an extra's options and their names: bool its value, list its ids, extras their values. */
export function extraOptions(extra: ManageExtra): { key: string; name: LocalizedText }[] {
  switch (extra.extraType) {
    case 'bool':
      return extra.value ? [{ key: extra.value, name: extra.titles }] : [];
    case 'list':
      return extra.list.map((option) => ({ key: option.id, name: option.name }));
    case 'extras':
      return extra.extras.map((option) => ({ key: option.value, name: option.titles }));
  }
}

/** The price keys the chosen extras offer, in their order. */
export function optionKeysOf(extraIds: readonly number[], extras: readonly ManageExtra[]): string[] {
  const byId = new Map(extras.map((extra) => [extra.id, extra]));
  return extraIds.flatMap((id) => {
    const extra = byId.get(id);
    return extra ? extraOptions(extra).map((option) => option.key) : [];
  });
}

/** Prices kept for the chosen extras' options only. */
export function pricesForExtras(prices: Readonly<Record<string, number>>, extraIds: readonly number[], extras: readonly ManageExtra[]): Record<string, number> {
  const kept: Record<string, number> = {};
  for (const key of optionKeysOf(extraIds, extras)) {
    const price = prices[key];
    if (price !== undefined) kept[key] = price;
  }
  return kept;
}

/** The form of an existing product. */
export function draftOf(product: ManageProduct, language: string): ProductDraft {
  return {
    categoryId: product.categoryId,
    title: { ...product.title },
    description: { ...product.description },
    descriptionLong: { ...product.descriptionLong },
    price: moneyText(product.price, language),
    priceOld: moneyText(product.priceOld, language),
    vatTypeId: product.vatTypeId,
    tags: product.tags.map((tag) => ({ ...tag })),
    allergens: [...product.allergens],
    mayContain: { ...product.mayContain },
    extras: [...product.extras],
    extrasPrice: Object.fromEntries(Object.entries(product.extrasPrice).map(([key, price]) => [key, moneyText(price, language)])),
    isOneGoods: product.isOneGoods,
    withdrawalException: product.withdrawalException ?? '',
    stock: String(product.stock),
    sort: String(product.sort),
  };
}

/** The form of a new product, in a category: VAT 10 % (food and drink served), empty otherwise. */
export function emptyDraft(categoryId: number): ProductDraft {
  return {
    categoryId,
    title: { ...EMPTY },
    description: { ...EMPTY },
    descriptionLong: { ...EMPTY },
    price: '',
    priceOld: '',
    vatTypeId: 2,
    tags: [],
    allergens: [],
    mayContain: { ...EMPTY },
    extras: [],
    extrasPrice: {},
    isOneGoods: false,
    withdrawalException: '',
    stock: '0',
    sort: '0',
  };
}

/**
 * The fields a save sends, or the fields the form cannot send as typed (named as the server names them:
 * `title.es`, `price`, `priceOld`, `extrasPrice.<key>`, `stock`, `sort`): a name in each language and a price are required.
 */
export function fieldsOf(draft: ProductDraft, extras: readonly ManageExtra[]): { fields: ProductFields } | { problems: Record<string, FieldProblem> } {
  const problems: Record<string, FieldProblem> = {};
  for (const lang of ['es', 'en'] as const) if (draft.title[lang].trim() === '') problems[`title.${lang}`] = 'required';
  const price = parseMoney(draft.price);
  if (price === null) problems.price = 'required';
  else if (Number.isNaN(price)) problems.price = 'money';
  const priceOld = parseMoney(draft.priceOld);
  if (Number.isNaN(priceOld)) problems.priceOld = 'money';
  const extrasPrice: Record<string, number> = {};
  for (const key of optionKeysOf(draft.extras, extras)) {
    const value = parseMoney(draft.extrasPrice[key] ?? '');
    if (Number.isNaN(value)) problems[`extrasPrice.${key}`] = 'money';
    else if (value !== null) extrasPrice[key] = value;
  }
  const stock = parseWhole(draft.stock, false) ?? 0;
  if (Number.isNaN(stock)) problems.stock = 'count';
  const sort = parseWhole(draft.sort, true) ?? 0;
  if (Number.isNaN(sort)) problems.sort = 'integer';
  if (Object.keys(problems).length > 0) return { problems };
  return {
    fields: {
      categoryId: draft.categoryId,
      title: { ...draft.title },
      description: { ...draft.description },
      descriptionLong: { ...draft.descriptionLong },
      price: price as number,
      priceOld,
      vatTypeId: draft.vatTypeId as ProductCreate['vatTypeId'],
      tags: draft.tags.filter((tag) => tag.es.trim() !== '' || tag.en.trim() !== ''),
      allergens: [...draft.allergens],
      mayContain: { ...draft.mayContain },
      extras: [...draft.extras],
      extrasPrice,
      isOneGoods: draft.isOneGoods,
      withdrawalException: draft.withdrawalException === '' ? null : draft.withdrawalException,
      stock,
      sort,
    },
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keysA = Object.keys(a).sort();
    const keysB = Object.keys(b).sort();
    return sameValue(keysA, keysB) && keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return false;
}

/**
 * The fields that differ from the stored product: what a PATCH sends. Extra prices are compared for the
 * chosen extras' options alone, so a price kept for an option no longer offered changes nothing.
 */
export function changedFields(product: ManageProduct, fields: ProductFields, extras: readonly ManageExtra[]): ProductPatch {
  const stored: ProductFields = {
    categoryId: product.categoryId,
    title: product.title,
    description: product.description,
    descriptionLong: product.descriptionLong,
    price: product.price,
    priceOld: product.priceOld,
    vatTypeId: product.vatTypeId as ProductCreate['vatTypeId'],
    tags: product.tags,
    allergens: product.allergens,
    mayContain: product.mayContain,
    extras: product.extras,
    extrasPrice: pricesForExtras(product.extrasPrice, product.extras, extras),
    isOneGoods: product.isOneGoods,
    withdrawalException: product.withdrawalException ?? null,
    stock: product.stock,
    sort: product.sort,
  };
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(fields) as (keyof ProductFields)[]) {
    if (!sameValue(fields[key], stored[key])) patch[key] = fields[key];
  }
  return patch as ProductPatch;
}

/** Lower case without accents, for the list's search. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Whether a product matches the search box: its code or its title in either language. */
export function matchesSearch(product: Pick<ManageProduct, 'code' | 'title'>, query: string): boolean {
  const wanted = searchable(query.trim());
  if (wanted === '') return true;
  return [product.code, product.title.es, product.title.en].some((text) => searchable(text).includes(wanted));
}
