import { ALLERGEN_NAMES } from '../../../../../src/domain/catalogue/allergens';
import type { L } from '../types';

/** Spanish, English and (optional) Valencian text of one label. */
export const l = (es: string, en: string, ca?: string): L => (ca === undefined ? { es, en } : { es, en, ca });

/** Tags shown on product cards. */
export const TAG = {
  new: l('Nuevo', 'New', 'Nou'),
  organic: l('Ecológico', 'Organic', 'Ecològic'),
  lactoseFree: l('Sin lactosa', 'Lactose-free', 'Sense lactosa'),
  vegan: l('Vegano', 'Vegan', 'Vegà'),
  decaf: l('Descafeinado', 'Decaf', 'Descafeïnat'),
  singleOrigin: l('Origen único', 'Single origin', 'Origen únic'),
  bestSeller: l('Más vendido', 'Best seller', 'El més venut'),
  seasonal: l('De temporada', 'Seasonal', 'De temporada'),
  fairTrade: l('Comercio justo', 'Fair trade', 'Comerç just'),
} as const;

/** The EU's 14 declared allergens (Regulation 1169/2011), the ones our menu uses. */
export const ALLERGEN = ALLERGEN_NAMES;
