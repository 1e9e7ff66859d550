import type { LocalizedMenuEntry } from '../types';
import { l } from './text';

const legalMenu: LocalizedMenuEntry = {
  valueType: 'title',
  value: 'legal',
  title: l('Información legal', 'Legal information', 'Informació legal'),
  items: [
    { valueType: 'page', value: 'legal', title: l('Aviso legal', 'Legal notice', 'Avís legal') },
    { valueType: 'page', value: 'privacy', title: l('Política de privacidad', 'Privacy policy', 'Política de privacitat') },
    { valueType: 'page', value: 'cookies', title: l('Política de cookies', 'Cookie policy', 'Política de galetes') },
  ],
};

const aboutUs: LocalizedMenuEntry = { valueType: 'page', value: 'about', title: l('Quiénes somos', 'About us', 'Qui som') };
const allergens: LocalizedMenuEntry = {
  valueType: 'page',
  value: 'allergens',
  title: l('Alérgenos', 'Allergens', 'Al·lèrgens'),
};
const recipes: LocalizedMenuEntry = {
  valueType: 'link',
  value: '#/recipes',
  title: l('Recetas para preparar en casa', 'Recipes to make at home', 'Receptes per a preparar a casa'),
};

/** Options-screen menus of a physical shop. */
export const shopMenus: LocalizedMenuEntry[] = [aboutUs, allergens, recipes, legalMenu];

/** Options-screen menus of the home-delivery location: adds how delivery works. */
export const homeDeliveryMenus: LocalizedMenuEntry[] = [
  { valueType: 'page', value: 'address', title: l('Cómo funcionan los envíos', 'How delivery works', 'Com funcionen els enviaments') },
  aboutUs,
  recipes,
  {
    ...legalMenu,
    items: [...(legalMenu.items ?? []), allergens],
  },
];
