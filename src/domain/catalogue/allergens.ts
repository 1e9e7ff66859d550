import type { Language } from '../../api/contract/common';

/** The 14 allergens EU Regulation 1169/2011 (Annex II) requires a seller to declare, with their names in the app's languages. */
export const ALLERGEN_NAMES = {
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
} as const;

export type AllergenCode = keyof typeof ALLERGEN_NAMES;
export const ALLERGEN_CODES = Object.keys(ALLERGEN_NAMES) as AllergenCode[];

type Named = { es: string; en: string; ca?: string };

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
