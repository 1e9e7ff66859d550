import type { Language } from '../../api/contract/common';
import { ALLERGEN_CODES, type AllergenCode } from './allergenCodes';

export { ALLERGEN_CODES, type AllergenCode };

type Named = { es: string; en: string; ca?: string | undefined };

/** Their names (apart from the codes: the app's bundles that only filter by code do not carry them). */
export const ALLERGEN_NAMES: Record<AllergenCode, { es: string; en: string; ca: string }> = {
  gluten: { es: 'Gluten', en: 'Gluten', ca: 'Gluten' },
  crustaceans: { es: 'Crustáceos', en: 'Crustaceans', ca: 'Crustacis' },
  egg: { es: 'Huevo', en: 'Egg', ca: 'Ou' },
  fish: { es: 'Pescado', en: 'Fish', ca: 'Peix' },
  peanuts: { es: 'Cacahuetes', en: 'Peanuts', ca: 'Cacauets' },
  soy: { es: 'Soja', en: 'Soy', ca: 'Soja' },
  milk: { es: 'Leche', en: 'Milk', ca: 'Llet' },
  nuts: { es: 'Frutos de cáscara', en: 'Tree nuts', ca: 'Fruits de closca' },
  celery: { es: 'Apio', en: 'Celery', ca: 'Api' },
  mustard: { es: 'Mostaza', en: 'Mustard', ca: 'Mostassa' },
  sesame: { es: 'Sésamo', en: 'Sesame', ca: 'Sèsam' },
  sulphites: { es: 'Sulfitos', en: 'Sulphites', ca: 'Sulfits' },
  lupin: { es: 'Altramuces', en: 'Lupin', ca: 'Tramussos' },
  molluscs: { es: 'Moluscos', en: 'Molluscs', ca: 'Mol·luscs' },
};

/** The allergens' names a product declares, in the Annex's order, from their codes. */
export function allergenNames(codes: readonly AllergenCode[]): Named[] {
  const wanted = new Set(codes);
  return ALLERGEN_CODES.filter((code) => wanted.has(code)).map((code) => ({ ...ALLERGEN_NAMES[code] }));
}

/** The codes of declared allergen names (matched by their Spanish, English or Valencian name); unknown names are skipped. */
export function allergenCodesOf(names: readonly Named[]): AllergenCode[] {
  const byName = new Map<string, AllergenCode>();
  for (const code of ALLERGEN_CODES) {
    byName.set(ALLERGEN_NAMES[code].es.toLowerCase(), code);
    byName.set(ALLERGEN_NAMES[code].en.toLowerCase(), code);
    byName.set(ALLERGEN_NAMES[code].ca.toLowerCase(), code);
  }
  const found = new Set<AllergenCode>();
  for (const name of names) {
    const code = [name.es, name.en, name.ca ?? ''].map((text) => byName.get(text.trim().toLowerCase())).find((found) => found !== undefined);
    if (code) found.add(code);
  }
  return ALLERGEN_CODES.filter((code) => found.has(code));
}

/**
 * A declared allergen's name in `language`: its own text when it has one, else the Annex's name of the allergen
 * it names (a product saved before Valencian existed still lists "Llet"), else the Spanish text.
 */
export function allergenNameIn(name: Named, language: Language): string {
  const own = name[language];
  if (own !== undefined && own.trim() !== '') return own;
  const [code] = allergenCodesOf([name]);
  return code ? ALLERGEN_NAMES[code][language] : name.es;
}

/**
 * Other words a kitchen writes for an allergen in a "may contain" note (accents and case do not matter),
 * the Valencian names among them.
 */
const ALLERGEN_WORDS: Record<AllergenCode, readonly string[]> = {
  gluten: ['trigo', 'wheat', 'cebada', 'barley', 'centeno', 'rye', 'avena', 'oats', 'espelta', 'spelt', 'blat', 'ordi', 'sègol', 'civada'],
  crustaceans: ['marisco', 'shellfish', 'gamba', 'gambas', 'prawns', 'shrimp', 'crustacis', 'marisc'],
  egg: ['huevos', 'eggs', 'ou', 'ous'],
  fish: ['peix'],
  peanuts: ['cacahuete', 'peanut', 'mani', 'cacauet', 'cacauets'],
  soy: ['soya', 'soybean', 'soybeans'],
  milk: ['lacteos', 'lacteo', 'lactosa', 'dairy', 'lactose', 'llet', 'lactis'],
  nuts: [
    'frutos secos',
    'nuts',
    'nueces',
    'nuez',
    'almendras',
    'avellanas',
    'pistachos',
    'nut',
    'almonds',
    'hazelnuts',
    'walnuts',
    'fruits de closca',
    'fruits secs',
    'ametles',
    'avellanes',
  ],
  celery: ['api'],
  mustard: ['mostassa'],
  sesame: ['sesam'],
  sulphites: ['sulfito', 'sulphite', 'sulfites', 'sulfite', 'sulfits'],
  lupin: ['altramuz', 'lupine', 'tramussos', 'tramus'],
  molluscs: ['molusco', 'mollusks', 'mol·luscs'],
};

function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The allergens a free "may contain" note names (in Spanish, English or Valencian, by the allergen's name or a usual
 * word for it), in the Annex's order. The note is the kitchen's own text: the codes let the catalogue's filter
 * treat the traces the same in every language.
 */
export function allergenCodesMentioned(note: Named): AllergenCode[] {
  const text = ` ${plain(`${note.es} ${note.en} ${note.ca ?? ''}`).replace(/[^\p{L}·]+/gu, ' ')} `;
  return ALLERGEN_CODES.filter((code) =>
    [ALLERGEN_NAMES[code].es, ALLERGEN_NAMES[code].en, ALLERGEN_NAMES[code].ca, ...ALLERGEN_WORDS[code]].some((word) => text.includes(` ${plain(word)} `)),
  );
}
