import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import OptionsScreen from '../../../../src/customer/features/options/OptionsScreen';
import { appState } from './support/appHooks.mock';
import { dataState } from './support/dataHooks.mock';
import { home } from './support/fixtures';
import { renderScreen } from './support/render';

vi.mock('../../../../src/data/hooks', () => import('./support/dataHooks.mock'));
vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('OptionsScreen', () => {
  beforeEach(() => {
    dataState.home = { data: home, state: 'ready' };
    appState.flags = { menu_delivery_orders: true, menu_address: true };
    appState.changeLanguage.mockClear();
  });
  afterEach(cleanup);

  it('links the account areas and the dynamic menus', async () => {
    await renderScreen(<OptionsScreen />, { url: '/options', path: '/options' });
    expect(hrefOf(/Pedidos a domicilio/)).toBe('/user/deliver_orders');
    expect(hrefOf(/Mis direcciones/)).toBe('/user/address');
    expect(hrefOf(/Quiénes somos/)).toBe('/page/about');
    expect(hrefOf(/Recetas en casa/)).toBe('#/recipes');
    expect(screen.getByRole('link', { name: /Blog/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('heading', { name: 'Información legal' })).toBeTruthy();
    expect(hrefOf('Aviso legal')).toBe('/page/legal');
    expect(screen.getByText('Versión 1.1.46')).toBeTruthy();
  });

  it('hides delivery orders and addresses when their flags are off', async () => {
    appState.flags = { menu_delivery_orders: false, menu_address: false };
    await renderScreen(<OptionsScreen />, { url: '/options', path: '/options' });
    expect(screen.queryByRole('link', { name: /Pedidos a domicilio/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Mis direcciones/ })).toBeNull();
  });

  it('changes the language from the flag buttons', async () => {
    await renderScreen(<OptionsScreen />, { url: '/options', path: '/options' });
    expect(screen.getByTestId('language-es').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('language-en'));
    expect(appState.changeLanguage).toHaveBeenCalledWith('en');
  });

  it('offers three languages, Valencian with its drawn flag and its BCP 47 tag', async () => {
    await renderScreen(<OptionsScreen />, { url: '/options', path: '/options' });
    const picker = screen.getByRole('group', { name: 'Idioma' });
    expect(picker.querySelectorAll('button')).toHaveLength(3);
    const valencian = screen.getByTestId('language-ca');
    expect(valencian.textContent).toContain('Valencià');
    expect(valencian.getAttribute('lang')).toBe('ca-ES-valencia');
    expect(valencian.querySelector('svg')).toBeTruthy();
    fireEvent.click(valencian);
    expect(appState.changeLanguage).toHaveBeenCalledWith('ca');
  });

  it('clears the cache only after confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await renderScreen(<OptionsScreen />, { url: '/options', path: '/options' });
    fireEvent.click(screen.getByRole('button', { name: 'Borrar caché' }));
    expect(appState.clearCacheAndReload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Borrar caché' }));
    expect(appState.clearCacheAndReload).toHaveBeenCalledTimes(1);
    confirm.mockRestore();
  });
});
