import { describe, expect, it } from 'vitest';
import type { Recipe } from '../../../../src/api/contract';
import { cupOption, splitRecipes } from '../../../../src/domain/catalogue/recipes';

function recipe(id: number, type: Recipe['type'], cups: Recipe['cups'] = []): Recipe {
  return {
    id,
    type,
    name: `Receta ${id}`,
    photo: { url250: '', url500: '' },
    cups,
    temperature: '',
    method: '',
    grindRange: '',
    time: '',
    steps: [],
    ingredients: [],
    description: [],
  };
}

describe('splitRecipes (spec §2 recipes screen: brewing first, then the others)', () => {
  it('puts coffee recipes in brewing and desserts and cocktails in others, keeping order', () => {
    const list = [recipe(1, 'dessert'), recipe(2, 'coffee'), recipe(3, 'cocktail'), recipe(4, 'coffee')];
    const { brewing, others } = splitRecipes(list);
    expect(brewing.map((r) => r.id)).toEqual([2, 4]);
    expect(others.map((r) => r.id)).toEqual([1, 3]);
  });
  it('handles an empty list', () => {
    expect(splitRecipes([])).toEqual({ brewing: [], others: [] });
  });
});

describe('cupOption (spec §2 coffee detail: selectable total cups)', () => {
  const v60 = recipe(1, 'coffee', [
    { cups: 1, coffee: '15 g', water: '250 ml' },
    { cups: 2, coffee: '30 g', water: '500 ml' },
  ]);
  it('returns the chosen cups entry', () => {
    expect(cupOption(v60, 2)?.coffee).toBe('30 g');
  });
  it('falls back to the first entry when none or an unknown one is chosen', () => {
    expect(cupOption(v60)?.cups).toBe(1);
    expect(cupOption(v60, 9)?.cups).toBe(1);
  });
  it('is undefined for a recipe without cups', () => {
    expect(cupOption(recipe(2, 'dessert'))).toBeUndefined();
  });
});
