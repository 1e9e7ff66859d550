import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import ContentPageScreen from '../../../../src/customer/features/pages/ContentPageScreen';
import { dataState } from './support/dataHooks.mock';
import { aboutPage, home } from './support/fixtures';
import { renderScreen } from './support/render';

vi.mock('../../../../src/data/hooks', () => import('./support/dataHooks.mock'));
vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));

describe('ContentPageScreen', () => {
  afterEach(cleanup);

  it('renders the page blocks', async () => {
    dataState.page = { data: aboutPage, state: 'ready', notFound: false };
    const { container } = await renderScreen(<ContentPageScreen />, { url: '/page/about', path: '/page/:pageCode' });
    expect(screen.getByTestId('page-title').textContent).toBe('Quiénes somos');
    expect(screen.getByRole('heading', { level: 2, name: 'Nuestra historia' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Los comienzos' })).toBeTruthy();
    expect(container.querySelectorAll('article p')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Quiénes somos' }).getAttribute('src')).toBe('/media/pages/about.svg');
  });

  it('says when a page does not exist', async () => {
    dataState.page = { data: undefined, state: 'unavailable', notFound: true };
    await renderScreen(<ContentPageScreen />, { url: '/page/nope', path: '/page/:pageCode', language: 'en' });
    expect(screen.getByText('Page not found')).toBeTruthy();
  });

  it('lists the menu pages on /page', async () => {
    dataState.home = { data: home, state: 'ready' };
    await renderScreen(<ContentPageScreen />, { url: '/page', path: '/page' });
    expect(screen.getByRole('link', { name: 'Quiénes somos' }).getAttribute('href')).toBe('/page/about');
    expect(screen.getByRole('link', { name: 'Aviso legal' }).getAttribute('href')).toBe('/page/legal');
  });
});
