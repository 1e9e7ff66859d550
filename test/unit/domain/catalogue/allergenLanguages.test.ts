import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODES, ALLERGEN_NAMES, allergenCodesOf, allergenNameIn, allergenNames } from '../../../../src/domain/catalogue/allergens';

describe('allergen names in Valencian', () => {
  it('names every one of the 14 allergens in Valencian', () => {
    for (const code of ALLERGEN_CODES) expect(ALLERGEN_NAMES[code].ca.trim(), code).not.toBe('');
    expect(ALLERGEN_NAMES.milk.ca).toBe('Llet');
    expect(ALLERGEN_NAMES.molluscs.ca).toBe('Mol·luscs');
  });

  it('declares a product’s allergens with their Valencian names and reads them back', () => {
    const names = allergenNames(['milk', 'gluten']);
    expect(names.map((name) => name.ca)).toEqual(['Gluten', 'Llet']);
    expect(allergenCodesOf([{ es: '', en: '', ca: 'Fruits de closca' }])).toEqual(['nuts']);
  });

  it('shows a stored allergen without Valencian text by the Annex’s Valencian name', () => {
    expect(allergenNameIn({ es: 'Leche', en: 'Milk' }, 'ca')).toBe('Llet');
    expect(allergenNameIn({ es: 'Leche', en: 'Milk', ca: 'Llet de vaca' }, 'ca')).toBe('Llet de vaca');
    expect(allergenNameIn({ es: 'Leche', en: 'Milk' }, 'en')).toBe('Milk');
    expect(allergenNameIn({ es: 'Trazas raras', en: '' }, 'ca')).toBe('Trazas raras');
  });
});
