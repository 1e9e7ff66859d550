/** The 14 allergens EU Regulation 1169/2011 (Annex II) requires a seller to declare, in the Annex's order. */
export const ALLERGEN_CODES = [
  'gluten',
  'crustaceans',
  'egg',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;

export type AllergenCode = (typeof ALLERGEN_CODES)[number];
