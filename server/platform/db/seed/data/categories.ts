import type { SeedCategory } from '../types';
import { l } from './text';

/** Prepared drinks and food are served in the shops only; goods (ids 5–8) can also be sent home. */
export const categories: SeedCategory[] = [
  { id: 1, title: l('Cafés', 'Coffees', 'Cafés'), sort: 1, deliverable: false },
  { id: 2, title: l('Tés e infusiones', 'Teas and infusions', 'Tes i infusions'), sort: 2, deliverable: false },
  { id: 3, title: l('Bollería y pastelería', 'Pastries and cakes', 'Brioixeria i pastisseria'), sort: 3, deliverable: false },
  { id: 4, title: l('Desayunos y bocadillos', 'Breakfasts and sandwiches', 'Esmorzars i entrepans'), sort: 4, deliverable: false },
  { id: 5, title: l('Café en grano', 'Coffee beans', 'Café en gra'), sort: 5, deliverable: true },
  { id: 6, title: l('Café molido', 'Ground coffee', 'Café mòlt'), sort: 6, deliverable: true },
  { id: 7, title: l('Té e infusiones a granel', 'Loose-leaf tea and infusions', 'Te i infusions a granel'), sort: 7, deliverable: true },
  { id: 8, title: l('Tazas y accesorios', 'Mugs and accessories', 'Tasses i accessoris'), sort: 8, deliverable: true },
];
