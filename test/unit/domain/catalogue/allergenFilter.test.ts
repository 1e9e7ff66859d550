import { describe, expect, it } from 'vitest';
import { allergenCodesMentioned } from '../../../../src/domain/catalogue/allergens';
import {
  excludedAllergensIn,
  filterByAllergens,
  filterGroupsByAllergens,
  NO_ALLERGEN_FILTER,
  parseAllergenFilter,
  toggleAllergen,
  type AllergenFilter,
} from '../../../../src/domain/catalogue/allergenFilter';
import { makeProduct } from '../fixtures';

const croissant = makeProduct({ productCode: 'P3001', allergenCodes: ['gluten', 'milk', 'egg'] });
const espresso = makeProduct({ productCode: 'P1001' });
const latte = makeProduct({ productCode: 'P1002', allergenCodes: ['milk'] });
/** Gluten-free, but made where gluten is handled: traces only. */
const brownie = makeProduct({ productCode: 'P3009', allergenCodes: ['egg'], traceCodes: ['gluten', 'nuts'] });

const filter = (excluded: AllergenFilter['excluded'], rest: Partial<AllergenFilter> = {}): AllergenFilter => ({ ...NO_ALLERGEN_FILTER, excluded, ...rest });

describe('filterByAllergens', () => {
  const products = [croissant, espresso, latte, brownie];

  it('keeps everything when nothing is excluded', () => {
    expect(filterByAllergens(products, NO_ALLERGEN_FILTER)).toEqual({ items: products, hidden: [], marked: new Map() });
  });

  it('hides the products that declare an excluded allergen, in order, and names them', () => {
    const result = filterByAllergens(products, filter(['gluten']));
    expect(result.items.map((p) => p.productCode)).toEqual(['P1001', 'P1002', 'P3009']);
    expect(result.hidden).toEqual(['P3001']);
    expect(result.marked.size).toBe(0);
  });

  it('hides a product that contains any of several excluded allergens', () => {
    expect(filterByAllergens(products, filter(['gluten', 'milk'])).items.map((p) => p.productCode)).toEqual(['P1001', 'P3009']);
  });

  it('counts "may contain" traces only under the strict choice', () => {
    expect(filterByAllergens(products, filter(['nuts'])).hidden).toEqual([]);
    expect(filterByAllergens(products, filter(['nuts'], { traces: true })).hidden).toEqual(['P3009']);
    expect(filterByAllergens(products, filter(['gluten'], { traces: true })).hidden).toEqual(['P3001', 'P3009']);
  });

  it('marks instead of hiding: every product stays, those with an excluded allergen carry which', () => {
    const result = filterByAllergens(products, filter(['milk', 'gluten'], { mode: 'mark' }));
    expect(result.items).toEqual(products);
    expect(result.hidden).toEqual([]);
    // In the Annex's order, whatever order the customer chose them in.
    expect(Object.fromEntries(result.marked)).toEqual({ P3001: ['gluten', 'milk'], P1002: ['milk'] });
  });

  it('says which excluded allergens one product has', () => {
    expect(excludedAllergensIn(croissant, filter(['egg', 'fish']))).toEqual(['egg']);
    expect(excludedAllergensIn(espresso, filter(['egg']))).toEqual([]);
  });
});

describe('filterGroupsByAllergens', () => {
  const groups = [
    { categoryId: 1, title: 'Cafés', items: [espresso, latte] },
    { categoryId: 3, title: 'Bollería', items: [croissant] },
    { categoryId: 9, title: 'Favoritos', items: [croissant, espresso] },
  ];

  it('leaves out groups left empty and counts a product hidden in two groups once', () => {
    const result = filterGroupsByAllergens(groups, filter(['gluten']));
    expect(result.groups.map((g) => [g.title, g.items.map((p) => p.productCode)])).toEqual([
      ['Cafés', ['P1001', 'P1002']],
      ['Favoritos', ['P1001']],
    ]);
    expect(result.hiddenCount).toBe(1);
    // An untouched group is the same object (memoised children keep their render).
    expect(result.groups[0]).toBe(groups[0]);
  });

  it('marks across groups', () => {
    const result = filterGroupsByAllergens(groups, filter(['milk'], { mode: 'mark' }));
    expect(result.groups).toHaveLength(3);
    expect([...result.marked.keys()].sort()).toEqual(['P1002', 'P3001']);
    expect(result.hiddenCount).toBe(0);
  });
});

describe('toggleAllergen', () => {
  it('adds and removes an allergen, keeping the Annex order', () => {
    const once = toggleAllergen(toggleAllergen(NO_ALLERGEN_FILTER, 'milk'), 'gluten');
    expect(once.excluded).toEqual(['gluten', 'milk']);
    expect(toggleAllergen(once, 'gluten').excluded).toEqual(['milk']);
  });
});

describe('parseAllergenFilter', () => {
  it('reads a saved filter back', () => {
    expect(parseAllergenFilter({ excluded: ['milk', 'gluten'], mode: 'mark', traces: true })).toEqual({
      excluded: ['gluten', 'milk'],
      mode: 'mark',
      traces: true,
    });
  });

  it('drops what it does not know and falls back to no filter', () => {
    expect(parseAllergenFilter({ excluded: ['gluten', 'chocolate', 3], mode: 'blink', traces: 'yes' })).toEqual({
      excluded: ['gluten'],
      mode: 'hide',
      traces: false,
    });
    expect(parseAllergenFilter(null)).toEqual(NO_ALLERGEN_FILTER);
    expect(parseAllergenFilter('gluten')).toEqual(NO_ALLERGEN_FILTER);
    expect(parseAllergenFilter({ excluded: 'gluten' })).toEqual(NO_ALLERGEN_FILTER);
  });
});

describe('allergenCodesMentioned', () => {
  it('finds the allergens a "may contain" note names, in either language, without regard to accents or case', () => {
    expect(allergenCodesMentioned({ es: 'Puede contener trazas de frutos de cáscara y SESAMO.', en: '' })).toEqual(['nuts', 'sesame']);
    expect(allergenCodesMentioned({ es: '', en: 'May contain traces of peanuts, soy and milk' })).toEqual(['peanuts', 'soy', 'milk']);
  });

  it('reads a Valencian note too', () => {
    expect(allergenCodesMentioned({ es: '', en: '', ca: 'Pot contindre traces de llet, sèsam i mol·luscs' })).toEqual(['milk', 'sesame', 'molluscs']);
  });

  it('understands the usual words for an allergen', () => {
    expect(allergenCodesMentioned({ es: 'Elaborado en un obrador que usa trigo, almendras y lácteos', en: '' })).toEqual(['gluten', 'milk', 'nuts']);
  });

  it('matches whole words only', () => {
    // "coconut" is not a tree nut, "peanuts" is not "nuts", "eggplant" is not an egg.
    expect(allergenCodesMentioned({ es: '', en: 'coconut, peanuts, eggplant' })).toEqual(['peanuts']);
    expect(allergenCodesMentioned({ es: '', en: '' })).toEqual([]);
  });
});
