import type { Language } from '../api/contract';

/**
 * Rounds half away from zero to `decimals` places. Scaling first and trimming the product to 15
 * significant digits removes binary noise, so 1.005 (stored as 1.00499999…) rounds to 1.01.
 */
export function roundTo(n: number, decimals: number): number {
  if (!Number.isFinite(n)) throw new RangeError(`Cannot round ${n}`);
  const factor = 10 ** decimals;
  const scaled = Number.parseFloat((Math.abs(n) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return n < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Spec §5: prices are rounded to 2 decimals. */
export function round2(n: number): number {
  return roundTo(n, 2);
}

/** Spec §5: some values are rounded to 3 decimals. */
export function round3(n: number): number {
  return roundTo(n, 3);
}

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };
const formatters = new Map<string, Intl.NumberFormat>();

function euroFormatter(lang: Language, digits: number): Intl.NumberFormat {
  const key = `${lang}:${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[lang], {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Spec §5: the product page shows prices with 1 decimal. */
export function formatProductPrice(n: number, lang: Language): string {
  return euroFormatter(lang, 1).format(roundTo(n, 1));
}

/** Spec §5: the cart shows prices with 2 decimals. */
export function formatCartPrice(n: number, lang: Language): string {
  return euroFormatter(lang, 2).format(round2(n));
}
