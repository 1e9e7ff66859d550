import type { SeedProduct } from '../types';

type Defaults = 'isOneGoods' | 'stockCurrent' | 'vatTypeId' | 'priceOld' | 'tags' | 'allergens' | 'extras' | 'extrasPrice' | 'sort';
type Optional = 'stockCurrent' | 'vatTypeId' | 'priceOld' | 'tags' | 'allergens' | 'extras' | 'extrasPrice';
export type ProductInput = Omit<SeedProduct, Defaults> & Partial<Pick<SeedProduct, Optional>>;

/** Stock of prepared drinks and food: made to order, so never short. */
const PREPARED_STOCK = 999;

function complete(input: ProductInput, isOneGoods: boolean, sort: number): SeedProduct {
  return {
    priceOld: null,
    vatTypeId: 2,
    tags: [],
    allergens: [],
    extras: [],
    extrasPrice: {},
    stockCurrent: PREPARED_STOCK,
    ...input,
    isOneGoods,
    sort,
  };
}

/** Drinks and food prepared in the shop (10 % VAT unless said otherwise). */
export function prepared(inputs: ProductInput[]): SeedProduct[] {
  return inputs.map((input, index) => complete(input, false, index + 1));
}

/** Single goods sold by the unit (bags, tins, mugs) with a real stock count. */
export function singleGoods(inputs: (ProductInput & { stockCurrent: number })[]): SeedProduct[] {
  return inputs.map((input, index) => complete(input, true, index + 1));
}
