import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

const NAMESPACES = ['common', 'catalogue', 'product', 'locations', 'options', 'pages', 'recipes'] as const;
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../../../src/i18n/*/*.json', { eager: true });

function resources(language: 'es' | 'en', namespaces: readonly string[]) {
  return Object.fromEntries(namespaces.map((ns) => [ns, files[`../../../../../src/i18n/${language}/${ns}.json`]?.default ?? {}]));
}

/** An i18next instance with the real translations of `language` in `namespaces`. */
export async function makeI18n(language: 'es' | 'en', namespaces: readonly string[] = NAMESPACES) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [...namespaces],
    resources: { [language]: resources(language, namespaces) },
    interpolation: { escapeValue: false },
  });
  return instance;
}

function CurrentPath({ testId }: { testId: string }) {
  return <output data-testid={testId}>{useLocation().pathname}</output>;
}

interface RenderPlace {
  url: string;
  language?: 'es' | 'en';
  namespaces?: readonly string[];
  /** Shows the current path in an output with this test id. */
  pathTestId?: string;
}

/** Renders `routes` (Route elements, with a catch-all "other route" after them) at `url`, with the real translations of `language`. */
export async function renderRoutes(routes: ReactNode, { url, language = 'es', namespaces = NAMESPACES, pathTestId }: RenderPlace) {
  const i18n = await makeI18n(language, namespaces);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        {pathTestId !== undefined && <CurrentPath testId={pathTestId} />}
        <Routes>
          {routes}
          <Route path="*" element={<p>other route</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** Renders a screen at `url` under a route `path`, with the real translations of `language`. */
export function renderScreen(ui: ReactElement, { path, ...place }: RenderPlace & { path: string }) {
  return renderRoutes(<Route path={path} element={ui} />, place);
}
