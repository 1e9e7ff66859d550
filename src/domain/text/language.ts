import type { Language } from '../../api/contract';
import { LANGUAGE_IDS } from '../constants';

const DEFAULT_LANGUAGE: Language = 'es';

/**
 * The BCP 47 tag a document declares for each app language: Valencian is `ca-ES-valencia`, so screen
 * readers and hyphenation take the Valencian variant, while the app's own code stays `ca`.
 */
export const DOCUMENT_LANGUAGE_TAGS: Record<Language, string> = { es: 'es', en: 'en', ca: 'ca-ES-valencia' };

/** The locale Intl formats dates and numbers with in each language. */
export const INTL_LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' };

/**
 * A language tag → the app language, or undefined when it is none of them:
 * 'es', 'es_ES', 'en-GB' → es / en; 'ca', 'ca-ES', 'ca-valencia', 'ca-ES-valencia' and any other 'ca-*'
 * (Catalan readers read Valencian, the shops serve both) → ca; 'va' and 'val', the names people write for
 * Valencian outside BCP 47, → ca too. 'esperanto', 'eng', 'cat' and other longer words are not matches.
 */
function languageOf(tag: string | null | undefined): Language | undefined {
  const match = /^(es|en|ca|va|val)(?:[-_]|$)/i.exec(tag?.trim() ?? '');
  if (!match) return undefined;
  const code = match[1]!.toLowerCase();
  return code === 'va' || code === 'val' ? 'ca' : (code as Language);
}

/**
 * Languages: the saved `culture` cookie first (the app writes `es`, `en` or `ca`), then the browser's
 * languages in their order of preference (the first one the app speaks wins), default es.
 */
export function pickLanguage(cookie: string | null | undefined, browserLanguages: readonly string[]): Language {
  const fromCookie = languageOf(cookie);
  if (fromCookie) return fromCookie;
  for (const tag of browserLanguages) {
    const fromBrowser = languageOf(tag);
    if (fromBrowser) return fromBrowser;
  }
  return DEFAULT_LANGUAGE;
}

/** Language ids: es 1, en 2, ca 3. */
export function languageId(lang: Language): number {
  return LANGUAGE_IDS[lang];
}

/** A stored or resolved language code (an order's, i18next's) as an app language; an unknown one reads as Spanish. */
export function storedLanguage(code: string | null | undefined): Language {
  return code === 'en' || code === 'ca' ? code : DEFAULT_LANGUAGE;
}
