import type { Language } from '../../api/contract';
import { formatEuros } from '../text/numberText';
import { roundTo } from './roundTo';

export { roundTo };

/** Prices are rounded to 2 decimals. */
export function round2(n: number): number {
  return roundTo(n, 2);
}

/** Some values are rounded to 3 decimals. */
export function round3(n: number): number {
  return roundTo(n, 3);
}

/** The product page shows prices with 1 decimal. */
export function formatProductPrice(n: number, lang: Language): string {
  return formatEuros(n, lang, 1);
}

/** The cart shows prices with 2 decimals. */
export function formatCartPrice(n: number, lang: Language): string {
  return formatEuros(n, lang, 2);
}
