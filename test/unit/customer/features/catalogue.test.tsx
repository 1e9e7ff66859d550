import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import CatalogueScreen from '../../../../src/customer/features/catalogue/CatalogueScreen';
import { productPageHome } from '../../../../src/domain/catalogue/productPageHome';
import { dataState } from './support/dataHooks.mock';
import { home } from './support/fixtures';
import { renderScreen } from './support/render';

vi.mock('../../../../src/data/hooks', () => import('./support/dataHooks.mock'));
vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));

describe('CatalogueScreen', () => {
  beforeEach(() => {
    dataState.home = { data: home, state: 'ready' };
  });
  afterEach(cleanup);

  it('shows the repurchase block first, then one block per category with a see-all link', async () => {
    await renderScreen(<CatalogueScreen />, { url: '/va01', path: '/:locationCode' });
    // The first two category blocks render at once, the rest a step later.
    await waitFor(() => expect(screen.getAllByTestId('category-block')).toHaveLength(3));
    // The repurchase block arrives after the first render (its code loads for customers with purchases).
    await screen.findByTestId('repurchase-block');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Volver a pedir', 'Cafés', 'Bollería', 'Café en grano']);
    const blocks = screen.getAllByTestId('category-block');
    expect(blocks).toHaveLength(3);
    const first = blocks[0] as HTMLElement;
    expect(
      within(first)
        .getAllByTestId('product-card')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/va01/product/espresso-P1001', '/va01/product/cafe-con-leche-P1002']);
    expect(
      within(first)
        .getByRole('link', { name: /Ver todos los productos de Cafés/ })
        .getAttribute('href'),
    ).toBe('/va01/cats/1');
  });

  it('prices cards with 1 decimal and strikes the old price', async () => {
    await renderScreen(<CatalogueScreen />, { url: '/va01', path: '/:locationCode' });
    const card = screen.getAllByTestId('product-card').find((a) => a.textContent?.includes('Espresso')) as HTMLElement;
    const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s/g, ' ');
    expect(text(card)).toContain('1,4 €');
    expect(text(card.querySelector('del'))).toContain('1,6 €');
    expect(card.querySelector('img')?.getAttribute('width')).toBe('250');
  });

  it('names each card’s product once: its photo is decorative, the heading names it', async () => {
    await renderScreen(<CatalogueScreen />, { url: '/va01', path: '/:locationCode' });
    const card = screen.getAllByTestId('product-card').find((a) => a.textContent?.includes('Espresso')) as HTMLElement;
    expect(card.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(within(card).getByRole('heading', { name: 'Espresso' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Espresso/ }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('link', { name: /Espresso.*Espresso/ })).toHaveLength(0);
  });

  it('filters categories with ?cat and offers a way home', async () => {
    await renderScreen(<CatalogueScreen />, { url: '/va01?cat=3,5,junk', path: '/:locationCode' });
    expect(screen.getAllByTestId('category-block').map((b) => b.querySelector('h2')?.textContent)).toEqual(['Bollería', 'Café en grano']);
    expect(screen.queryByText('Volver a pedir')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ver toda la carta' }).getAttribute('href')).toBe('/va01');
  });

  it('shows one category as a grid on /{location}/cats/{cat}', async () => {
    await renderScreen(<CatalogueScreen />, { url: '/va01/cats/5', path: '/:locationCode/cats/:cat' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Café en grano');
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Toda la carta/ }).getAttribute('href')).toBe('/va01');
  });

  it('waits for the whole home over a product page’s copy, which lists only its product and those it suggests', async () => {
    dataState.home = { data: productPageHome(home, 'P1002'), state: 'ready', partial: 'loading', productPage: 'P1002' };
    const { container, unmount } = await renderScreen(<CatalogueScreen />, { url: '/va01', path: '/:locationCode' });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('category-block')).toBeNull();
    unmount();
    dataState.home = { ...dataState.home, partial: 'unavailable' };
    await renderScreen(<CatalogueScreen />, { url: '/va01', path: '/:locationCode' });
    expect(screen.getByText('No podemos mostrar esto ahora')).toBeTruthy();
  });

  it('shows a skeleton while loading and a message when unavailable', async () => {
    dataState.home = { data: undefined, state: 'loading' };
    const { container, unmount } = await renderScreen(<CatalogueScreen />, { url: '/va01', path: '/:locationCode' });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    unmount();
    dataState.home = { data: undefined, state: 'unavailable' };
    await renderScreen(<CatalogueScreen />, { url: '/va01', path: '/:locationCode' });
    expect(screen.getByText('No podemos mostrar esto ahora')).toBeTruthy();
  });
});
