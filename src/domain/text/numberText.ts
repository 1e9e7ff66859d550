import type { Language } from '../../api/contract';
import { roundTo } from '../pricing/roundTo';

// The one way the app writes numbers: counts (ritmitos, units), decimals and euros, in every language.
// Grouping follows each language's norm, on every screen alike: Spanish groups from five digits
// ("2433", "12.433": the RAE and es-ES leave a four-digit number whole), English from four ("2,433").
// Identifiers (invoice and order numbers, codes) are not numbers to format: they show as issued.
// Numbers as es-ES, en-GB and ca-ES write them, without Intl: the first Intl.NumberFormat a page builds loads
// the ICU data (12–25 ms on this machine, four times that on a mid-range phone), and it fell inside the
// first render of the product page and the catalogue. The unit tests hold these to Intl's own output.

interface NumberStyle {
  decimal: string;
  group: string;
  /** es-ES leaves four-digit integers ungrouped (1234,5); en-GB groups them (1,234.5). */
  minimumGroupingDigits: number;
}

const STYLES: Record<Language, NumberStyle> = {
  es: { decimal: ',', group: '.', minimumGroupingDigits: 2 },
  en: { decimal: '.', group: ',', minimumGroupingDigits: 1 },
  /** ca-ES groups from four digits ("1.234,5"), unlike es-ES. */
  ca: { decimal: ',', group: '.', minimumGroupingDigits: 1 },
};

function groupedInteger(digits: string, style: NumberStyle): string {
  if (digits.length < 3 + style.minimumGroupingDigits) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, style.group);
}

/**
 * `n` rounded half away from zero to at most `maxDigits` decimals, keeping at least `minDigits`,
 * grouped and with the language's decimal mark (Intl.NumberFormat's default decimal style).
 */
export function formatDecimal(n: number, lang: Language, minDigits: number, maxDigits: number): string {
  const rounded = roundTo(n, maxDigits);
  const [integer = '0', fraction = ''] = Math.abs(rounded).toFixed(maxDigits).split('.');
  let shownFraction = fraction;
  while (shownFraction.length > minDigits && shownFraction.endsWith('0')) shownFraction = shownFraction.slice(0, -1);
  const style = STYLES[lang];
  const body = groupedInteger(integer, style) + (shownFraction ? style.decimal + shownFraction : '');
  return rounded < 0 ? `-${body}` : body;
}

/** Euros with exactly `digits` decimals: "1,50 €" (a no-break space before the sign) or "€1.50". */
export function formatEuros(n: number, lang: Language, digits: number): string {
  const text = formatDecimal(n, lang, digits, digits);
  const negative = text.startsWith('-');
  const amount = negative ? text.slice(1) : text;
  const shown = lang === 'en' ? `€${amount}` : `${amount}\u00a0€`;
  return negative ? `-${shown}` : shown;
}

/** A whole count (ritmitos, units, stars given): "2433" and "12.433" in Spanish, "2,433" in English, "2.433" in Valencian. */
export function formatCount(n: number, lang: Language): string {
  return formatDecimal(Math.round(n), lang, 0, 0);
}
