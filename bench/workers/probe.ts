import { priceCart, type CartLine, type PriceCartOptions } from '../../src/domain/cart';

// Bench-only worker API to split a reprice's cost: messaging alone (echo) and the same rules with the
// cart sent and returned as JSON text (one string to copy instead of an object graph to clone).
export const probeApi = {
  echo<T>(value: T): T {
    return value;
  },
  priceJson(json: string): string {
    const { lines, opts } = JSON.parse(json) as { lines: CartLine[]; opts: PriceCartOptions };
    return JSON.stringify(priceCart(lines, opts));
  },
};
export type ProbeApi = typeof probeApi;
