import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import LocationsScreen from '../../../../src/customer/features/locations/LocationsScreen';
import { appState } from './support/appHooks.mock';
import { dataState } from './support/dataHooks.mock';
import { locations } from './support/fixtures';
import { renderScreen } from './support/render';

vi.mock('../../../../src/data/hooks', () => import('./support/dataHooks.mock'));
vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));

describe('LocationsScreen', () => {
  beforeEach(() => {
    dataState.locations = { data: locations, state: 'ready' };
    appState.code = 'VA01';
    appState.setLocation.mockClear();
  });
  afterEach(cleanup);

  it('lists every location, the current one first with address, map link and hours', async () => {
    await renderScreen(<LocationsScreen />, { url: '/locations', path: '/locations' });
    const cards = screen.getAllByTestId('location-card');
    expect(cards).toHaveLength(3);
    const current = screen.getByTestId('current-location');
    expect(cards[0]?.contains(current)).toBe(true);
    expect(current.textContent).toContain('Calle Colón 12, 46004 Valencia');
    const map = within(current).getByRole('link', { name: /Ver en el mapa/ });
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('href')).toContain('39.469900');
    expect(within(current).getAllByRole('row')).toHaveLength(7);
    expect(within(current).getAllByText('Cerrado').length).toBeGreaterThan(0);
  });

  it('notes home delivery is city-centre only and lets the customer choose another location', async () => {
    await renderScreen(<LocationsScreen />, { url: '/locations', path: '/locations' });
    expect(screen.getByText('Solo centro de la ciudad · en pruebas')).toBeTruthy();
    const ruzafa = screen.getAllByTestId('location-card').find((c) => c.textContent?.includes('Ruzafa')) as HTMLElement;
    fireEvent.click(within(ruzafa).getByRole('button', { name: /Elegir/ }));
    expect(appState.setLocation).toHaveBeenCalledWith('va02');
  });

  it('filters by store pick-up or home delivery', async () => {
    await renderScreen(<LocationsScreen />, { url: '/locations', path: '/locations' });
    fireEvent.click(screen.getByRole('button', { name: /^\s*Envío a domicilio$/ }));
    expect(screen.getAllByTestId('location-card')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /^\s*Recoger en tienda$/ }));
    expect(screen.getAllByTestId('location-card')).toHaveLength(2);
  });
});
