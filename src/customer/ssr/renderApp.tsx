import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../api/contract';
import { App } from '../app/App';
import { preloadScreenFor } from '../app/routes';
import { setBootData, type BootData } from '../../data/bootData';
import { i18n, NAMESPACES } from '../../i18n';
import { FALLBACK_LANGUAGE, withFallback } from '../../i18n/fallbackBundle';

/** The server's entry (built by `vite build --ssr`): renders the first screen with the app's own components. */

const bundles = import.meta.glob<Record<string, unknown>>('../../i18n/*/*.json', { eager: true, import: 'default' });

/** The namespaces the first render reads (catalogue, layout, its alerts); the document carries them for the hydration. */
export const FIRST_SCREEN_NAMESPACES = ['app', 'common', 'catalogue', 'outbox'] as const;

function ownBundle(language: Language, namespace: string): Record<string, unknown> {
  return bundles[`../../i18n/${language}/${namespace}.json`] ?? {};
}

/** A namespace as the app reads it: Valencian's merged over Spanish's, as src/i18n's readBundle merges them. */
function bundleOf(language: Language, namespace: string): Record<string, unknown> {
  const fallback = FALLBACK_LANGUAGE[language];
  return fallback ? withFallback(ownBundle(language, namespace), ownBundle(fallback, namespace)) : ownBundle(language, namespace);
}

let ready: Promise<void> | undefined;

/** The namespaces a shared product's render reads besides the first screen's (its screen's lazyScreen names). */
export const PRODUCT_SCREEN_NAMESPACES = ['product', 'lineNotes'] as const;

/** Loads every translation and the rendered screens' code once, so a render never waits or suspends. */
export function prepareRenderer(): Promise<void> {
  ready ??= (async () => {
    // The app's namespaces and the shared parts' its rendered screens show (the product's line note).
    const namespaces = [...new Set<string>([...NAMESPACES, ...PRODUCT_SCREEN_NAMESPACES])];
    const resources = Object.fromEntries(LANGUAGES.map((language) => [language, Object.fromEntries(namespaces.map((ns) => [ns, bundleOf(language, ns)]))]));
    await i18n.use(initReactI18next).init({
      resources,
      lng: 'es',
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      ns: namespaces,
      defaultNS: 'app',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    // The catalogue, a product, and the not-found screen (an unknown shop's shared link).
    await Promise.all([preloadScreenFor('/'), preloadScreenFor('/shop/product/any'), preloadScreenFor('/shop/p/any')]);
  })();
  return ready;
}

export function firstScreenTranslations(language: Language, routePath?: string): BootData['translations'] {
  const namespaces = routePath === undefined ? FIRST_SCREEN_NAMESPACES : [...FIRST_SCREEN_NAMESPACES, ...PRODUCT_SCREEN_NAMESPACES];
  return Object.fromEntries(namespaces.map((ns) => [ns, bundleOf(language, ns)]));
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The app's HTML at the boot snapshot's route (`/` unless it names one). Renders run one at a time: the language and the boot
 * data are module state of the app that a render reads synchronously.
 */
export function renderApp(boot: BootData): Promise<string> {
  const render = queue.then(async () => {
    await prepareRenderer();
    await i18n.changeLanguage(boot.language);
    setBootData(boot);
    try {
      return renderToString(
        <StrictMode>
          <App serverPath={boot.routePath ?? '/'} />
        </StrictMode>,
      );
    } finally {
      setBootData(null);
    }
  });
  queue = render.catch(() => undefined);
  return render;
}
