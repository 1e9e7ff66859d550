import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import RecipesScreen from '../../../../src/customer/features/recipes/RecipesScreen';
import { dataState } from './support/dataHooks.mock';
import { recipes } from './support/fixtures';
import { renderScreen } from './support/render';

vi.mock('../../../../src/data/hooks', () => import('./support/dataHooks.mock'));
vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));

describe('RecipesScreen', () => {
  beforeEach(() => {
    dataState.recipes = { data: recipes, state: 'ready' };
  });
  afterEach(cleanup);

  it('lists brewing recipes first, then the others', async () => {
    await renderScreen(<RecipesScreen />, { url: '/recipes', path: '/recipes' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Métodos de preparación', 'Otras recetas']);
    expect(screen.getAllByTestId('recipe-card').map((c) => c.textContent)).toEqual(['V60', 'Tiramisú', 'Espresso martini']);
  });

  it('opens a coffee recipe by ?id and follows the chosen cups', async () => {
    await renderScreen(<RecipesScreen />, { url: '/recipes?id=2', path: '/recipes' });
    expect(screen.getByTestId('recipe-title').textContent).toBe('V60');
    expect(screen.getByText('15 g')).toBeTruthy();
    fireEvent.change(screen.getByTestId('recipe-cups'), { target: { value: '2' } });
    expect(screen.getByText('30 g')).toBeTruthy();
    expect(screen.getByText('500 ml')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Paso uno', 'Paso dos']);
    fireEvent.click(screen.getByRole('button', { name: /Volver a las recetas/ }));
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(3);
  });

  it('shows ingredients for a dessert', async () => {
    await renderScreen(<RecipesScreen />, { url: '/recipes?id=1', path: '/recipes' });
    expect(screen.getByRole('heading', { name: 'Ingredientes' })).toBeTruthy();
    expect(screen.queryByTestId('recipe-cups')).toBeNull();
    expect(screen.getByText('Una nota')).toBeTruthy();
  });
});
