import { priceCart, type CartLine, type CartTotals, type PriceCartOptions } from '../src/domain/cart';

/** What the pricing worker exposes: the same pure rules the page and the server use (spec §4). */
export const pricingApi = {
  price(lines: CartLine[], opts: PriceCartOptions): CartTotals {
    return priceCart(lines, opts);
  },
};

export type PricingApi = typeof pricingApi;
