import type { SeedExtra } from '../types';
import { l } from './text';

/** Extra ids, named so product data reads clearly. */
export const EXTRA = {
  extraShot: 1,
  milk: 2,
  takeAway: 3,
  size: 4,
  syrups: 5,
  grind: 6,
  toppings: 7,
} as const;

export const extras: SeedExtra[] = [
  {
    id: EXTRA.extraShot,
    extraType: 'bool',
    titles: l('Carga extra de espresso', 'Extra shot of espresso'),
    list: [],
    extras: [],
    value: 'extra_shot',
  },
  {
    id: EXTRA.milk,
    extraType: 'list',
    titles: l('Tipo de leche', 'Type of milk'),
    list: [
      { id: 'milk_whole', name: l('Entera', 'Whole') },
      { id: 'milk_skimmed', name: l('Desnatada', 'Skimmed') },
      { id: 'milk_lactose_free', name: l('Sin lactosa', 'Lactose-free') },
      { id: 'milk_oat', name: l('Bebida de avena', 'Oat drink') },
      { id: 'milk_soy', name: l('Bebida de soja', 'Soy drink') },
    ],
    extras: [],
    value: 'milk_whole',
  },
  {
    id: EXTRA.takeAway,
    extraType: 'bool',
    titles: l('Para llevar', 'To take away'),
    list: [],
    extras: [],
    value: 'take_away',
  },
  {
    id: EXTRA.size,
    extraType: 'list',
    titles: l('Tamaño', 'Size'),
    list: [
      { id: 'size_small', name: l('Pequeño (240 ml)', 'Small (240 ml)') },
      { id: 'size_medium', name: l('Mediano (350 ml)', 'Medium (350 ml)') },
      { id: 'size_large', name: l('Grande (470 ml)', 'Large (470 ml)') },
    ],
    extras: [],
    value: 'size_small',
  },
  {
    id: EXTRA.syrups,
    extraType: 'extras',
    titles: l('Siropes', 'Syrups'),
    list: [],
    extras: [
      { value: 'syrup_vanilla', titles: l('Vainilla', 'Vanilla') },
      { value: 'syrup_caramel', titles: l('Caramelo', 'Caramel') },
      { value: 'syrup_hazelnut', titles: l('Avellana', 'Hazelnut') },
    ],
    value: '',
  },
  {
    id: EXTRA.grind,
    extraType: 'list',
    titles: l('Molienda', 'Grind'),
    list: [
      { id: 'grind_espresso', name: l('Fina (espresso)', 'Fine (espresso)') },
      { id: 'grind_moka', name: l('Media-fina (moka)', 'Medium-fine (moka pot)') },
      { id: 'grind_filter', name: l('Media (filtro)', 'Medium (filter)') },
      { id: 'grind_french_press', name: l('Gruesa (prensa francesa)', 'Coarse (French press)') },
    ],
    extras: [],
    value: 'grind_filter',
  },
  {
    id: EXTRA.toppings,
    extraType: 'extras',
    titles: l('Toppings', 'Toppings'),
    list: [],
    extras: [
      { value: 'topping_cream', titles: l('Nata montada', 'Whipped cream') },
      { value: 'topping_cinnamon', titles: l('Canela', 'Cinnamon') },
      { value: 'topping_cocoa', titles: l('Cacao en polvo', 'Cocoa powder') },
    ],
    value: '',
  },
];
