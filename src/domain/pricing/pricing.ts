import type { ExtraPrice, ExtraType, Product, ProductExtra } from '../../api/contract';
import { round2 } from './money';
import { VAT_PERCENT, vatBreakdownInEuros, vatPercentOf } from './vat';

/** VAT types of Spain: 1 = 21 %, 2 = 10 %, 3 = 4 %. */
export const VAT_RATES: Record<number, number> = Object.fromEntries(Object.entries(VAT_PERCENT).map(([id, percent]) => [id, percent / 100]));

/** The rate of a VAT type; an unknown type is a data error, not a zero rate. */
export function vatRate(vatTypeId: number): number {
  return vatPercentOf(vatTypeId) / 100;
}

export type GrossSplit = { price: number; priceNet: number; priceVat: number };

/**
 * Catalogue prices are gross; net and VAT derive from the VAT type, by the one VAT rule
 * (src/domain/pricing/vat.ts) applied to this amount alone.
 */
export function splitGross(gross: number, vatTypeId: number): GrossSplit {
  const price = round2(gross);
  const { base, vat } = vatBreakdownInEuros([{ gross: price, vatTypeId }]);
  return { price, priceNet: base, priceVat: vat };
}

/** Chosen option values per extra id (bool: [extra.value] or []; list: one id; extras: any subset). */
export type ExtraSelection = Record<number, string[]>;

/** Preference: one chosen extra option of a cart line. */
export type Preference = {
  extraId: number;
  type: ExtraType;
  value: string;
  price: number;
  priceNet: number;
  priceVat: number;
  extraValue: string;
  priceBase: number;
};

/** The dictionary extras a product offers, in the product's order, skipping ids the dictionary lacks. */
export function productExtras(product: Pick<Product, 'extras'>, extras: ProductExtra[]): ProductExtra[] {
  const byId = new Map(extras.map((extra) => [extra.id, extra]));
  return product.extras.flatMap((id) => {
    const extra = byId.get(id);
    return extra ? [extra] : [];
  });
}

/** Product extra: the option values a customer may choose for this extra. */
export function optionValues(extra: ProductExtra): string[] {
  switch (extra.extraType) {
    case 'bool':
      return [extra.extra.value];
    case 'list':
      return extra.conf.list.map((option) => option.id);
    case 'extras':
      return extra.conf.extras.map((option) => option.value);
  }
}

function defaultListOption(extra: ProductExtra): string[] {
  const ids = optionValues(extra);
  if (ids.includes(extra.extra.value)) return [extra.extra.value];
  return ids.length > 0 ? [ids[0] as string] : [];
}

/** Product page: list extras start on their default option, the others start off. */
export function defaultSelection(product: Pick<Product, 'extras'>, extras: ProductExtra[]): ExtraSelection {
  const selection: ExtraSelection = {};
  for (const extra of productExtras(product, extras)) {
    selection[extra.id] = extra.extraType === 'list' ? defaultListOption(extra) : [];
  }
  return selection;
}

/** Product page: a bool extra toggles, a list extra switches option, an extras option toggles. */
export function toggleSelection(selection: ExtraSelection, extra: ProductExtra, value: string): ExtraSelection {
  if (!optionValues(extra).includes(value)) return { ...selection };
  const current = selection[extra.id] ?? [];
  let next: string[];
  switch (extra.extraType) {
    case 'bool':
      next = current.length > 0 ? [] : [extra.extra.value];
      break;
    case 'list':
      next = [value];
      break;
    case 'extras':
      next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
      break;
  }
  return { ...selection, [extra.id]: next };
}

/** Product extrasPrice: the offer price applies when it is set and cheaper. */
export function effectiveExtraPrice(entry: ExtraPrice | undefined): { price: number; priceBase: number } {
  if (!entry) return { price: 0, priceBase: 0 };
  const price = entry.priceOffer > 0 && entry.priceOffer < entry.price ? entry.priceOffer : entry.price;
  return { price, priceBase: entry.priceBase };
}

/** Preference: one priced entry per chosen option of the product's extras. */
export function selectedPreferences(
  product: Pick<Product, 'extras' | 'extrasPrice' | 'vatType'>,
  extras: ProductExtra[],
  selection: ExtraSelection,
): Preference[] {
  const preferences: Preference[] = [];
  for (const extra of productExtras(product, extras)) {
    const allowed = optionValues(extra);
    const chosen = [...new Set(selection[extra.id] ?? [])].filter((value) => allowed.includes(value));
    const values = extra.extraType === 'list' ? chosen.slice(0, 1) : chosen;
    for (const value of values) {
      const { price, priceBase } = effectiveExtraPrice(product.extrasPrice[value]);
      const split = splitGross(price, product.vatType.id);
      preferences.push({
        extraId: extra.id,
        type: extra.extraType,
        value,
        price: split.price,
        priceNet: split.priceNet,
        priceVat: split.priceVat,
        extraValue: extra.extra.value,
        priceBase: round2(priceBase),
      });
    }
  }
  return preferences;
}

export type LinePrice = { unitPrice: number; price: number; priceNet: number; priceVat: number; priceBase: number };

/**
 * Cart recalculation: line price = (unit price + preferences) × quantity. The line's net and VAT
 * split that gross price once (a unit's rounded VAT is never multiplied); an order's VAT is not the sum
 * of its lines' but comes from its per-rate totals (priceCart). priceBase is the line's money price before
 * any ritmitos payment zeroes `price`.
 */
export function priceLine(product: Pick<Product, 'price' | 'vatType'>, preferences: Preference[], quantity: number): LinePrice {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`Invalid quantity ${quantity}`);
  const unitPrice = round2(preferences.reduce((sum, p) => sum + p.price, round2(product.price)));
  const { price, priceNet, priceVat } = splitGross(round2(unitPrice * quantity), product.vatType.id);
  return { unitPrice, price, priceNet, priceVat, priceBase: price };
}
