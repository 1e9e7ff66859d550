import { ALLERGEN_NAMES } from '../../../../../src/domain/catalogue/allergens';
import type { L } from '../types';

/** Spanish and English text of one label, and Valencian when given. */
export const l = (es: string, en: string, ca?: string): L => (ca === undefined ? { es, en } : { es, en, ca });

/** Tags shown on product cards. */
export const TAG = {
  new: l('Nuevo', 'New'),
  organic: l('Ecológico', 'Organic'),
  lactoseFree: l('Sin lactosa', 'Lactose-free'),
  vegan: l('Vegano', 'Vegan'),
  decaf: l('Descafeinado', 'Decaf'),
  singleOrigin: l('Origen único', 'Single origin'),
  bestSeller: l('Más vendido', 'Best seller'),
  seasonal: l('De temporada', 'Seasonal'),
  fairTrade: l('Comercio justo', 'Fair trade'),
} as const;

/** The EU's 14 declared allergens (Regulation 1169/2011), the ones our menu uses. */
export const ALLERGEN = ALLERGEN_NAMES;
