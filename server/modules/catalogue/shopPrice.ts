import { splitGross } from '../../../src/domain/pricing/pricing';

type Priced = { price: number; priceNet: number; priceVat: number; vatTypeId: number };

/**
 * A product as one shop sells it: the shop's own gross price (location_products.price) when it sets one,
 * with net and VAT derived by the one VAT rule, else the product's.
 */
export function atShopPrice<P extends Priced>(product: P, shopPrice: number | null): P {
  if (shopPrice === null) return product;
  return { ...product, ...splitGross(shopPrice, product.vatTypeId) };
}
