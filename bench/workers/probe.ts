import { priceChoices, type PricingRequest } from '../../src/domain/orders/cartChoices';

// Bench-only worker API to split a reprice's cost: messaging alone (echo) and the same rules with the
// cart sent and returned as JSON text (one string to copy instead of an object graph to clone).
export const probeApi = {
  echo<T>(value: T): T {
    return value;
  },
  priceJson(json: string): string {
    return JSON.stringify(priceChoices(JSON.parse(json) as PricingRequest));
  },
};
export type ProbeApi = typeof probeApi;
