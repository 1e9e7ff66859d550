import { act, cleanup, render, waitFor } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useNavigate, type NavigateFunction, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import DocumentTitle from '../../../../src/customer/app/DocumentTitle';
import { routes, screenRoutes } from '../../../../src/customer/app/routes';
import { SCREEN_NAME_KEYS } from '../../../../src/customer/app/screenNames';
import { useScreenName } from '../../../../src/ui/screenName';
import esApp from '../../../../src/i18n/es/app.json';
import enApp from '../../../../src/i18n/en/app.json';

async function bothLanguages(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: false,
    ns: ['app'],
    resources: { es: { app: esApp }, en: { app: enApp } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

let navigate: NavigateFunction = () => {};
function Navigator() {
  navigate = useNavigate();
  return null;
}

function NamedScreen({ name }: { name: string }) {
  useScreenName(name);
  return null;
}

async function renderAt(path: string, screen?: string) {
  const instance = await bothLanguages();
  const view = render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter initialEntries={[path]}>
        <DocumentTitle routes={routes} />
        <Navigator />
        {screen && <NamedScreen name={screen} />}
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { instance, view };
}

/** Every route id of the app, nested ones included. */
function routeIds(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.id && route.id !== 'root' ? [route.id] : []), ...routeIds(route.children ?? [])]);
}

describe('the document title names the shown screen', () => {
  afterEach(() => {
    cleanup();
    document.title = '';
  });

  it('names the cart in Spanish, then in English when the language changes', async () => {
    const { instance } = await renderAt('/cart');
    expect(document.title).toBe('Carrito · Ritmo Café');
    await act(() => instance.changeLanguage('en'));
    expect(document.title).toBe('Cart · Ritmo Café');
  });

  it('follows the navigation from screen to screen', async () => {
    await renderAt('/');
    expect(document.title).toBe('Carta · Ritmo Café');
    act(() => void navigate('/user/invoices'));
    expect(document.title).toBe('Facturas · Ritmo Café');
    act(() => void navigate('/va01/product/P1002'));
    expect(document.title).toBe('Producto · Ritmo Café');
    act(() => void navigate('/no/such/screen'));
    expect(document.title).toBe('Página no encontrada · Ritmo Café');
  });

  it('uses the name a screen gives itself (a product’s) while it is shown', async () => {
    const { view } = await renderAt('/product/P1002', 'Café con leche');
    await waitFor(() => expect(document.title).toBe('Café con leche · Ritmo Café'));
    view.unmount();
  });

  it('has a name for every route, in Spanish and in English', () => {
    const ids = routeIds(routes);
    expect(ids.length).toBeGreaterThanOrEqual(screenRoutes.length);
    for (const id of ids) {
      const key = SCREEN_NAME_KEYS[id];
      expect(key, id).toBeDefined();
      expect((esApp.screens as Record<string, string>)[key!], `es ${id}`).toBeTruthy();
      expect((enApp.screens as Record<string, string>)[key!], `en ${id}`).toBeTruthy();
    }
  });
});
