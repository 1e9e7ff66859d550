import type { LocalizedText } from '../../api/contract/common';
import { formatCartPrice } from '../../domain/pricing/money';

import { DOCUMENT_LANGUAGE_TAGS } from '../../domain/text/language';

export type Lang = 'es' | 'en';

/**
 * The languages a catalogue text is written in: Spanish and English required, Valencian optional (where it
 * is empty the customer app shows the Spanish text).
 */
export const TEXT_LANGUAGES = ['es', 'en', 'ca'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** A text field's `lang` attribute (spell checking, screen readers): Valencian's BCP 47 tag. */
export const fieldLang = (language: TextLanguage) => DOCUMENT_LANGUAGE_TAGS[language];

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
