import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AlertProvider } from '../../../../../src/ui/alerts/AlertContext';
import { AlertStack } from '../../../../../src/ui/alerts/AlertStack';
import { makeI18n } from './render';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

interface OrderRoute {
  path: string;
  url: string;
  language: 'es' | 'en';
  namespaces: readonly string[];
  /** Shows the alerts raised, not only provides them. */
  alertStack?: boolean;
}

/** Renders `ui` at `url` under `path` with alerts; any other route shows the path it went to in data-testid where. */
export async function renderOrderRoute(ui: ReactElement, { path, url, language, namespaces, alertStack = false }: OrderRoute) {
  const i18n = await makeI18n(language, namespaces);
  return render(
    <I18nextProvider i18n={i18n}>
      <AlertProvider>
        {alertStack && <AlertStack />}
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AlertProvider>
    </I18nextProvider>,
  );
}
