import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

const NAMESPACES = ['common', 'catalogue', 'product', 'locations', 'options', 'pages', 'recipes'] as const;
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../../src/i18n/*/*.json', { eager: true });

function resources(language: 'es' | 'en') {
  return Object.fromEntries(NAMESPACES.map((ns) => [ns, files[`../../../../src/i18n/${language}/${ns}.json`]?.default ?? {}]));
}

export async function makeI18n(language: 'es' | 'en') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [...NAMESPACES],
    resources: { [language]: resources(language) },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Renders a screen at `url` under a route `path`, with the real translations of `language`. */
export async function renderScreen(ui: ReactElement, { url, path, language = 'es' }: { url: string; path: string; language?: 'es' | 'en' }) {
  const i18n = await makeI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>other route</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
