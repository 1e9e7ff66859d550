import type { Language } from '../../api/contract';
import { LANGUAGE_IDS } from '../constants';

const DEFAULT_LANGUAGE: Language = 'es';

/** 'es', 'en', 'en-GB', 'es_ES' → the app language; anything else (including 'esperanto' tags) → undefined. */
function languageOf(tag: string | null | undefined): Language | undefined {
  const match = /^(es|en)(?:[-_]|$)/i.exec(tag?.trim() ?? '');
  return match ? (match[1]!.toLowerCase() as Language) : undefined;
}

/** Languages: the saved `culture` cookie first, then the browser language, default es. */
export function pickLanguage(cookie: string | null | undefined, browserLanguages: readonly string[]): Language {
  const fromCookie = languageOf(cookie);
  if (fromCookie) return fromCookie;
  for (const tag of browserLanguages) {
    const fromBrowser = languageOf(tag);
    if (fromBrowser) return fromBrowser;
  }
  return DEFAULT_LANGUAGE;
}

/** Language ids: es 1, en 2. */
export function languageId(lang: Language): number {
  return LANGUAGE_IDS[lang];
}
