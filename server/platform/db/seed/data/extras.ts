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
    titles: l('Carga extra de espresso', 'Extra shot of espresso', "Dosi extra d'espresso"),
    list: [],
    extras: [],
    value: 'extra_shot',
  },
  {
    id: EXTRA.milk,
    extraType: 'list',
    titles: l('Tipo de leche', 'Type of milk', 'Tipus de llet'),
    list: [
      { id: 'milk_whole', name: l('Entera', 'Whole', 'Sencera') },
      { id: 'milk_skimmed', name: l('Desnatada', 'Skimmed', 'Desnatada') },
      { id: 'milk_lactose_free', name: l('Sin lactosa', 'Lactose-free', 'Sense lactosa') },
      { id: 'milk_oat', name: l('Bebida de avena', 'Oat drink', 'Beguda de civada') },
      { id: 'milk_soy', name: l('Bebida de soja', 'Soy drink', 'Beguda de soja') },
    ],
    extras: [],
    value: 'milk_whole',
  },
  {
    id: EXTRA.takeAway,
    extraType: 'bool',
    titles: l('Para llevar', 'To take away', 'Per a emportar'),
    list: [],
    extras: [],
    value: 'take_away',
  },
  {
    id: EXTRA.size,
    extraType: 'list',
    titles: l('Tamaño', 'Size', 'Grandària'),
    list: [
      { id: 'size_small', name: l('Pequeño (240 ml)', 'Small (240 ml)', 'Xicotet (240 ml)') },
      { id: 'size_medium', name: l('Mediano (350 ml)', 'Medium (350 ml)', 'Mitjà (350 ml)') },
      { id: 'size_large', name: l('Grande (470 ml)', 'Large (470 ml)', 'Gran (470 ml)') },
    ],
    extras: [],
    value: 'size_small',
  },
  {
    id: EXTRA.syrups,
    extraType: 'extras',
    titles: l('Siropes', 'Syrups', 'Xarops'),
    list: [],
    extras: [
      { value: 'syrup_vanilla', titles: l('Vainilla', 'Vanilla', 'Vainilla') },
      { value: 'syrup_caramel', titles: l('Caramelo', 'Caramel', 'Caramel') },
      { value: 'syrup_hazelnut', titles: l('Avellana', 'Hazelnut', 'Avellana') },
    ],
    value: '',
  },
  {
    id: EXTRA.grind,
    extraType: 'list',
    titles: l('Molienda', 'Grind', 'Mòlta'),
    list: [
      { id: 'grind_espresso', name: l('Fina (espresso)', 'Fine (espresso)', 'Fina (espresso)') },
      { id: 'grind_moka', name: l('Media-fina (moka)', 'Medium-fine (moka pot)', 'Mitjana-fina (moka)') },
      { id: 'grind_filter', name: l('Media (filtro)', 'Medium (filter)', 'Mitjana (filtre)') },
      { id: 'grind_french_press', name: l('Gruesa (prensa francesa)', 'Coarse (French press)', 'Grossa (premsa francesa)') },
    ],
    extras: [],
    value: 'grind_filter',
  },
  {
    id: EXTRA.toppings,
    extraType: 'extras',
    titles: l('Toppings', 'Toppings', 'Cobertures'),
    list: [],
    extras: [
      { value: 'topping_cream', titles: l('Nata montada', 'Whipped cream', 'Nata muntada') },
      { value: 'topping_cinnamon', titles: l('Canela', 'Cinnamon', 'Canyella') },
      { value: 'topping_cocoa', titles: l('Cacao en polvo', 'Cocoa powder', 'Cacau en pols') },
    ],
    value: '',
  },
];
