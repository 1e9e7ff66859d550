import type { LocalizedText } from '../../api/contract/common';
import { formatCartPrice } from '../../domain/pricing/money';

export type Lang = 'es' | 'en';

/** The page's language as the catalogue's texts are keyed. */
export function langOf(language: string | undefined): Lang {
  return language === 'en' ? 'en' : 'es';
}

/** A text in the page's language, or the other when that one is empty. */
export function pick(text: LocalizedText, lang: Lang): string {
  return text[lang] || text[lang === 'es' ? 'en' : 'es'];
}

/** Euros with cents: "1,60 €" or "€1.60". */
export function euros(value: number, lang: Lang): string {
  return formatCartPrice(value, lang);
}
