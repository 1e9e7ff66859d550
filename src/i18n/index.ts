import i18n, { type BackendModule, type LanguageDetectorModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../api/contract';
import { LANGUAGE_COOKIE } from '../domain/constants';
import { DOCUMENT_LANGUAGE_TAGS, pickLanguage, storedLanguage } from '../domain/text/language';
import { bootData } from '../data/bootData';
import { FALLBACK_LANGUAGE, withFallback } from './fallbackBundle';

/** One namespace per feature (interface); each is a JSON file per language, fetched only when used. */
export const NAMESPACES = [
  'app',
  'common',
  'catalogue',
  'product',
  'locations',
  'options',
  'pages',
  'recipes',
  'login',
  'user',
  'loyalty',
  'friends',
  'settings',
  'addresses',
  'outbox',
  'cart',
  'dataExport',
  'privacy',
  'withdrawal',
  'allergens',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

// The counter's and the back office's translations come with their own chunks (src/i18n/staffTranslations.ts,
// src/manage/translations.ts), and the service worker reads the notifications' (src/i18n/notificationTexts.ts):
// none is named here.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>([
  './*/*.json',
  '!./*/staff.json',
  '!./*/manage.json',
  '!./*/manage-*.json',
  '!./*/notifications.json',
]);

export function readCookie(name: string, cookieText = document.cookie): string | null {
  for (const part of cookieText.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The saved `culture` cookie first, then the browser's languages, else Spanish. */
export function detectLanguage(): Language {
  // The server chose the same way (cookie, then Accept-Language) for the document being hydrated.
  const rendered = bootData()?.language;
  if (rendered) return rendered;
  const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return pickLanguage(readCookie(LANGUAGE_COOKIE), browserLanguages);
}

export const cookieLanguageDetector: LanguageDetectorModule = { type: 'languageDetector', detect: detectLanguage };

async function loadBundle(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = bundles[`./${language}/${namespace}.json`];
  // A namespace not written yet: keys show as-is rather than failing the screen.
  return load ? (await load()).default : {};
}

/**
 * One namespace in one language. Valencian's bundle comes merged over Spanish's (FALLBACK_LANGUAGE): a text
 * not written in Valencian yet shows in Spanish, never as its key, and i18next needs no second language.
 */
export async function readBundle(language: string, namespace: string): Promise<Record<string, unknown>> {
  const fallback = FALLBACK_LANGUAGE[language as Language];
  if (!fallback) return loadBundle(language, namespace);
  const [own, under] = await Promise.all([loadBundle(language, namespace), loadBundle(fallback, namespace)]);
  return withFallback(own, under);
}

export const lazyBundleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    readBundle(language, namespace).then(
      (bundle) => callback(null, bundle as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The document's language as BCP 47 has it: Valencian is `ca-ES-valencia`, while the app's code stays `ca`. */
function applyLanguage(language: string): void {
  document.documentElement.lang = DOCUMENT_LANGUAGE_TAGS[storedLanguage(language)];
}

/** The language in use for this page load (a change reloads the page). */
export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage;
  return resolved && (LANGUAGES as readonly string[]).includes(resolved) ? storedLanguage(resolved) : detectLanguage();
}

let started: Promise<typeof i18n> | undefined;

/** Initialises i18next with the app's detector and lazy bundles; loads `app` and `common` up front. */
export function initI18n(): Promise<typeof i18n> {
  started ??= (async () => {
    i18n.on('languageChanged', applyLanguage);
    // The document carries the translations its render used: no bundle is fetched before the hydration.
    const boot = bootData();
    const embedded = boot ? { [boot.language]: boot.translations } : undefined;
    await i18n
      .use(cookieLanguageDetector)
      .use(lazyBundleBackend)
      .use(initReactI18next)
      .init({
        ...(embedded && { resources: embedded, partialBundledLanguages: true }),
        supportedLngs: [...LANGUAGES],
        // Spanish and English are complete; Valencian's bundles come merged over Spanish's (readBundle), so
        // no language downloads another.
        fallbackLng: false,
        load: 'languageOnly',
        ns: ['app', 'common'],
        defaultNS: 'app',
        fallbackNS: 'common',
        interpolation: { escapeValue: false }, // React escapes
        react: { useSuspense: true },
      });
    applyLanguage(currentLanguage());
    return i18n;
  })();
  return started;
}

export { i18n };
