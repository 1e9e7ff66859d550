import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import CatalogueScreen from '../../../../src/customer/features/catalogue/CatalogueScreen';
import { ALLERGEN_FILTER_KEY, storeAllergenFilter } from '../../../../src/data/allergenFilterStore';
import { NO_ALLERGEN_FILTER } from '../../../../src/domain/catalogue/allergenFilter';
import type { HomeData, Product } from '../../../../src/api/contract';
import { dataState } from './support/dataHooks.mock';
import { home } from './support/fixtures';
import { renderScreen } from './support/render';

vi.mock('../../../../src/data/hooks', () => import('./support/dataHooks.mock'));
vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));

/** The fixture's home with the allergens of a real menu: the croissant has gluten, milk and egg; the espresso none. */
const ALLERGENS: Record<string, Partial<Product>> = {
  P1001: { allergenCodes: [] },
  P1002: { allergenCodes: ['milk'] },
  P3001: { allergenCodes: ['gluten', 'milk', 'egg'] },
  P5001: { allergenCodes: [], traceCodes: ['gluten'] },
};
const allergenHome: HomeData = {
  ...home,
  products: home.products.map((group) => ({ ...group, items: group.items.map((product) => ({ ...product, ...ALLERGENS[product.productCode] })) })),
};

const cardOf = (title: string) => screen.queryAllByTestId('product-card').find((card) => card.textContent?.includes(title));
const open = () => renderScreen(<CatalogueScreen />, { url: '/va01', path: '/:locationCode', namespaces: ['common', 'catalogue', 'allergens'] });

// The sheet's code and texts load on first use: slower than a plain render on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('the allergen filter on the catalogue', () => {
  beforeEach(() => {
    localStorage.clear();
    storeAllergenFilter(NO_ALLERGEN_FILTER);
    dataState.home = { data: allergenHome, state: 'ready' };
  });
  afterEach(cleanup);

  it('shows each card’s allergens as icons with their names as text, two and a count of the rest', async () => {
    await open();
    await waitFor(() => expect(cardOf('Cruasán')).toBeDefined());
    const line = within(cardOf('Cruasán')!).getByTestId('card-allergens');
    const items = line.querySelectorAll('li');
    expect([...items].map((item) => item.textContent?.trim())).toEqual(['Gluten', 'Leche', '+1y también Huevo']);
    expect(items[0]!.querySelector('svg use')?.getAttribute('href')).toBe('/allergens.svg#gluten');
    expect(items[0]!.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(cardOf('Espresso')!).getByTestId('card-allergens').children).toHaveLength(0);
  });

  it('hides the products with a chosen allergen, with a chip and a count, and forgets it on reset', async () => {
    await open();
    await waitFor(() => expect(screen.getAllByTestId('category-block')).toHaveLength(3));
    const before = screen.getAllByTestId('product-card').length;
    // The croissant shows in its category and, bought before, in "Volver a pedir".
    const croissants = screen.getAllByTestId('product-card').filter((card) => card.textContent?.includes('Cruasán')).length;
    fireEvent.click(screen.getByTestId('allergen-filter-open'));
    const sheet = await screen.findByTestId('allergen-sheet');
    fireEvent.click(within(sheet).getByRole('switch', { name: 'Sin gluten' }));

    await waitFor(() => expect(cardOf('Cruasán')).toBeUndefined());
    expect(screen.getAllByTestId('product-card')).toHaveLength(before - croissants);
    // Traces do not count unless chosen: the beans (may contain gluten) stay.
    expect(cardOf('Café en grano')).toBeDefined();
    expect(screen.getByTestId('allergen-chip').textContent).toContain('Sin gluten');
    expect(screen.getByTestId('allergen-filter-status').textContent).toBe('1 producto oculto');
    expect(JSON.parse(localStorage.getItem(ALLERGEN_FILTER_KEY)!)).toEqual({ excluded: ['gluten'], mode: 'hide', traces: false });

    fireEvent.click(within(sheet).getByRole('switch', { name: /trazas/ }));
    await waitFor(() => expect(cardOf('Café en grano')).toBeUndefined());
    expect(screen.getByTestId('allergen-filter-status').textContent).toBe('2 productos ocultos');

    fireEvent.click(within(sheet).getByTestId('allergen-filter-reset'));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(before));
    expect(screen.queryByTestId('allergen-chip')).toBeNull();
    expect(localStorage.getItem(ALLERGEN_FILTER_KEY)).toBeNull();
  });

  it('marks instead of hiding when asked: the card says what it contains', async () => {
    await open();
    fireEvent.click(await screen.findByTestId('allergen-filter-open'));
    const sheet = await screen.findByTestId('allergen-sheet');
    fireEvent.click(within(sheet).getByRole('switch', { name: 'Sin lácteos' }));
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Mostrarlos con un aviso' }));
    await waitFor(() => expect(within(cardOf('Cruasán')!).getByTestId('allergen-warning').textContent).toBe('Contiene leche'));
    expect(within(cardOf('Café con leche')!).getByTestId('allergen-warning').textContent).toBe('Contiene leche');
    expect(within(cardOf('Espresso')!).queryByTestId('allergen-warning')).toBeNull();
    expect(screen.getByTestId('allergen-filter-status').textContent).toBe('2 productos con aviso');
  });

  it('is remembered on the device: a new mount applies it', async () => {
    const first = await open();
    fireEvent.click(await screen.findByTestId('allergen-filter-open'));
    fireEvent.click(within(await screen.findByTestId('allergen-sheet')).getByRole('switch', { name: 'Sin huevo' }));
    await waitFor(() => expect(cardOf('Cruasán')).toBeUndefined());
    first.unmount();
    expect(JSON.parse(localStorage.getItem(ALLERGEN_FILTER_KEY)!)).toEqual({ excluded: ['egg'], mode: 'hide', traces: false });
    // Meanwhile another tab of the app turns "mark" on: the next catalogue reads the device, not a copy.
    localStorage.setItem(ALLERGEN_FILTER_KEY, JSON.stringify({ excluded: ['egg'], mode: 'mark', traces: false }));
    await open();
    await waitFor(() => expect(within(cardOf('Cruasán')!).getByTestId('allergen-warning').textContent).toBe('Contiene huevo'));
    expect(screen.getByTestId('allergen-chip').textContent).toContain('Sin huevo');
  });

  it('a chip removes its allergen', async () => {
    storeAllergenFilter({ excluded: ['gluten'], mode: 'hide', traces: false });
    await open();
    await screen.findAllByTestId('product-card');
    expect(cardOf('Cruasán')).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar el filtro «Sin gluten»' }));
    await waitFor(() => expect(cardOf('Cruasán')).toBeDefined());
  });
});
