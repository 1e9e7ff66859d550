import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { addToCart, clearCart, readCart } from '../../../../src/data/cart/cart';
import ProductScreen from '../../../../src/customer/features/product/ProductScreen';
import { productPageHome } from '../../../../src/domain/catalogue/productPageHome';
import { appState } from './support/appHooks.mock';
import { dataState } from './support/dataHooks.mock';
import { extrasDictionary, home } from './support/fixtures';
import { renderScreen } from './support/render';

vi.mock('../../../../src/data/hooks', () => import('./support/dataHooks.mock'));
vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));

const path = '/:locationCode/product/:productCode';
const price = () => screen.getByTestId('product-price').textContent?.replace(/\s/g, ' ');

describe('ProductScreen', () => {
  beforeEach(() => {
    dataState.home = { data: home, state: 'ready' };
    dataState.extras = { data: extrasDictionary, state: 'ready' };
    appState.alert.mockClear();
  });
  afterEach(cleanup);

  it('finds the product by slug and shows its fields', async () => {
    await renderScreen(<ProductScreen />, { url: '/va01/product/cafe-con-leche-P1002', path });
    expect(screen.getByTestId('product-title').textContent).toBe('Café con leche');
    expect(price()).toBe('2,3 €');
    expect(screen.getByText('Descripción larga de P1002')).toBeTruthy();
    expect(screen.getByText('Nuevo')).toBeTruthy();
    expect(screen.getByText('Leche')).toBeTruthy();
    expect(screen.getByText('Disponible')).toBeTruthy();
    expect(screen.getAllByRole('img', { hidden: true }).length).toBeGreaterThan(0);
  });

  it('recomputes the price on quantity and extras; minus is disabled at 1', async () => {
    await renderScreen(<ProductScreen />, { url: '/va01/product/P1002', path });
    const minus = screen.getByTestId('quantity-minus') as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('quantity-plus'));
    expect(screen.getByTestId('product-quantity').textContent).toBe('2');
    expect(price()).toBe('4,6 €');
    fireEvent.click(screen.getByLabelText(/Bebida de avena/));
    expect(price()).toBe('5,4 €');
    fireEvent.click(screen.getByLabelText(/Carga extra de espresso/));
    expect(price()).toBe('6,4 €');
    expect(minus.disabled).toBe(false);
    fireEvent.click(minus);
    expect(price()).toBe('3,2 €');
    expect((screen.getByLabelText(/Entera/) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === '+0,40 €')).toBeTruthy();
  });

  it('warns about low stock of single goods and lists similar products', async () => {
    await renderScreen(<ProductScreen />, { url: '/va01/product/P5001', path });
    expect(screen.getByText('¡Últimas unidades!')).toBeTruthy();
    // Similar products render after the first paint: give them the time to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('similar-products')).toBeNull();
    cleanup();
    await renderScreen(<ProductScreen />, { url: '/va01/product/P1001', path });
    const similar = await screen.findByTestId('similar-products');
    expect(similar.textContent).toContain('Café con leche');
    expect(similar.textContent).not.toContain('Espresso');
  });

  it('asks visitors to register to rate, and adds the chosen product to the cart', async () => {
    await renderScreen(<ProductScreen />, { url: '/va01/product/P1001', path });
    fireEvent.click(screen.getByRole('button', { name: 'Valorar con 4 estrellas' }));
    expect(appState.alert).toHaveBeenCalledWith({ type: 'warning', text: 'Tienes que registrarte para valorar los productos.' });
    fireEvent.click(screen.getByTestId('quantity-plus'));
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(appState.alert).toHaveBeenLastCalledWith({ type: 'success', text: 'Añadido al carrito' }));
    const cart = await readCart();
    expect(cart.lines.find((line) => line.productCode === 'P1001')?.quantity).toBe(2);
    await clearCart();
  });

  it('stops + at the stock of a single good, says how many are left, and adds no more than that', async () => {
    // The fixture's beans: a single good with 3 left.
    await renderScreen(<ProductScreen />, { url: '/va01/product/P5001', path });
    const plus = screen.getByTestId('quantity-plus') as HTMLButtonElement;
    expect(screen.queryByTestId('stock-cap')).toBeNull();
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(screen.getByTestId('product-quantity').textContent).toBe('3');
    expect(plus.disabled).toBe(true);
    expect(screen.getByTestId('stock-cap').textContent).toBe('Solo quedan 3');
    fireEvent.click(plus);
    expect(screen.getByTestId('product-quantity').textContent).toBe('3');
    expect(price()).toBe('29,7 €');
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(appState.alert).toHaveBeenLastCalledWith({ type: 'success', text: 'Añadido al carrito' }));
    expect((await readCart()).lines.map((line) => line.quantity)).toEqual([3]);
    // With the last 3 in the cart, nothing more can be added.
    await waitFor(() => expect(screen.getByTestId('stock-cap').textContent).toBe('Ya tienes en el carrito las 3 que quedan'));
    expect((screen.getByTestId('add-to-cart') as HTMLButtonElement).disabled).toBe(true);
    await clearCart();
  });

  it('counts what the cart already holds of the product, in English too', async () => {
    await addToCart({ productCode: 'P5001', title: 'Café en grano Brasil' }, [], 2, 'molido');
    await renderScreen(<ProductScreen />, { url: '/va01/product/P5001', path, language: 'en' });
    await waitFor(() => expect((screen.getByTestId('quantity-plus') as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId('product-quantity').textContent).toBe('1');
    expect(screen.getByTestId('stock-cap').textContent).toBe('Only 3 left · 2 already in your cart');
    await clearCart();
  });

  it('keeps + free for prepared products', async () => {
    await renderScreen(<ProductScreen />, { url: '/va01/product/P1001', path });
    for (let i = 0; i < 6; i += 1) fireEvent.click(screen.getByTestId('quantity-plus'));
    expect(screen.getByTestId('product-quantity').textContent).toBe('7');
    expect(screen.queryByTestId('stock-cap')).toBeNull();
  });

  it('suggests the example note on drinks only, not on single goods', async () => {
    await renderScreen(<ProductScreen />, { url: '/va01/product/P1001', path });
    expect(screen.getByTestId('line-note-input').getAttribute('placeholder')).toBeTruthy();
    cleanup();
    await renderScreen(<ProductScreen />, { url: '/va01/product/P5001', path });
    expect(screen.getByTestId('line-note-input').hasAttribute('placeholder')).toBe(false);
  });

  it('says Product not found for unknown codes, in English too', async () => {
    await renderScreen(<ProductScreen />, { url: '/va01/product/P9999', path, language: 'en' });
    expect(screen.getByTestId('product-not-found').textContent).toContain('Product not found.');
  });

  it('waits for the product’s details while only the catalogue’s first-screen copy is there', async () => {
    dataState.home = { data: home, state: 'ready', partial: 'loading' };
    await renderScreen(<ProductScreen />, { url: '/va01/product/P1002', path });
    expect(screen.queryByTestId('product-title')).toBeNull();
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
  });

  it('says it cannot show the product when its details cannot be fetched', async () => {
    dataState.home = { data: home, state: 'ready', partial: 'unavailable' };
    await renderScreen(<ProductScreen />, { url: '/va01/product/P1002', path });
    expect(screen.queryByTestId('product-title')).toBeNull();
    expect(screen.getByText('No podemos mostrar esto ahora')).toBeTruthy();
  });

  describe('from a product page’s copy (its product whole, the ones it suggests as cards)', () => {
    const pageCopy = (partial: 'loading' | 'unavailable') => ({ data: productPageHome(home, 'P1002'), state: 'ready' as const, partial, productPage: 'P1002' });

    it('shows its product and adds it to the cart without waiting for the whole home', async () => {
      dataState.home = pageCopy('loading');
      await clearCart();
      await renderScreen(<ProductScreen />, { url: '/va01/product/cafe-con-leche-P1002', path });
      expect(screen.getByTestId('product-title').textContent).toBe('Café con leche');
      expect(screen.getByText('Descripción larga de P1002')).toBeTruthy();
      expect(screen.getByText('Leche')).toBeTruthy();
      fireEvent.click(screen.getByTestId('add-to-cart'));
      await waitFor(async () => expect((await readCart()).lines.map((line) => line.productCode)).toEqual(['P1002']));
      await waitFor(() => expect(screen.getByTestId('similar-products').textContent).toContain('Espresso'));
    });

    it('shows its product offline too', async () => {
      dataState.home = pageCopy('unavailable');
      await renderScreen(<ProductScreen />, { url: '/va01/product/P1002', path });
      expect(screen.getByTestId('product-title').textContent).toBe('Café con leche');
    });

    it('waits for the whole home for a product it suggests, and for one it does not list rather than saying not found', async () => {
      dataState.home = pageCopy('loading');
      const { unmount } = await renderScreen(<ProductScreen />, { url: '/va01/product/P1001', path });
      expect(screen.queryByTestId('product-title')).toBeNull();
      unmount();
      await renderScreen(<ProductScreen />, { url: '/va01/product/P3001', path });
      expect(screen.queryByTestId('product-not-found')).toBeNull();
      expect(screen.queryByTestId('product-title')).toBeNull();
    });

    it('says it cannot show another product when the whole home cannot be fetched', async () => {
      dataState.home = pageCopy('unavailable');
      await renderScreen(<ProductScreen />, { url: '/va01/product/P3001', path });
      expect(screen.getByText('No podemos mostrar esto ahora')).toBeTruthy();
    });
  });

  it('waits for the extras dictionary rather than showing a product without its extras', async () => {
    dataState.extras = { data: undefined, state: 'loading' };
    await renderScreen(<ProductScreen />, { url: '/va01/product/P1002', path });
    expect(screen.queryByTestId('product-title')).toBeNull();
  });
});
