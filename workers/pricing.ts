import { priceChoices, type PricedCart, type PricingRequest } from '../src/domain/orders/cartChoices';

/** What the pricing worker exposes: the same pure rules the page and the server use. */
export const pricingApi = {
  price(request: PricingRequest): PricedCart {
    return priceChoices(request);
  },
  /**
   * The same, for the worker boundary: JSON text each way, every figure under its name. One string
   * crosses instead of structured-cloning every line object (that cost several times the pricing itself).
   */
  priceText(requestJson: string): string {
    return JSON.stringify(priceChoices(JSON.parse(requestJson) as PricingRequest));
  },
};

export type PricingApi = typeof pricingApi;
