import { ALLERGEN_NAMES } from '../../../../../src/domain/catalogue/allergens';
import type { L } from '../types';

/** Spanish and English text of one label. */
export function l(es: string, en: string): L {
  return { es, en };
}

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
