import type { HomeData, Product, ProductExtra, Schedule } from '../../../src/api/contract';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const productCode = overrides.productCode ?? 'P1000';
  return {
    productCode,
    slug: `producto-${productCode}`,
    title: 'Producto',
    description: '',
    descriptionLong: '',
    price: 1.5,
    priceNet: 1.36,
    priceVat: 0.14,
    priceOld: null,
    photo: { url250: '/img/p-250.jpg', url500: '/img/p-500.jpg' },
    photos: [],
    tags: [],
    allergens: [],
    allergenCodes: [],
    mayContain: '',
    traceCodes: [],
    rating: 0,
    ratingCount: 0,
    categoryId: 1,
    extras: [],
    extrasPrice: {},
    isOneGoods: false,
    stockCurrent: 10,
    vatType: { id: 2 },
    deliverable: false,
    ...overrides,
  };
}

const titles = (es: string, en: string) => ({ es, en });

/** Bool extra 1 (extra shot), list extra 2 (milk kinds, default 'entera'), extras extra 3 (toppings). */
export const EXTRAS: ProductExtra[] = [
  {
    id: 1,
    extraType: 'bool',
    conf: { titles: titles('Carga extra', 'Extra shot'), list: [], extras: [] },
    extra: { value: 'extra_shot' },
  },
  {
    id: 2,
    extraType: 'list',
    conf: {
      titles: titles('Leche', 'Milk'),
      list: [
        { id: 'entera', name: titles('Entera', 'Whole') },
        { id: 'avena', name: titles('Avena', 'Oat') },
        { id: 'soja', name: titles('Soja', 'Soy') },
      ],
      extras: [],
    },
    extra: { value: 'entera' },
  },
  {
    id: 3,
    extraType: 'extras',
    conf: {
      titles: titles('Toppings', 'Toppings'),
      list: [],
      extras: [
        { value: 'nata', titles: titles('Nata', 'Cream') },
        { value: 'canela', titles: titles('Canela', 'Cinnamon') },
        { value: 'cacao', titles: titles('Cacao', 'Cocoa') },
      ],
    },
    extra: { value: '' },
  },
];

export function extra(id: number): ProductExtra {
  const found = EXTRAS.find((e) => e.id === id);
  if (!found) throw new Error(`No fixture extra ${id}`);
  return found;
}

export function price(gross: number, offer = 0, base = gross) {
  return { price: gross, priceNet: 0, priceOffer: offer, priceOfferNet: 0, priceBase: base };
}

export function emptySchedule(overrides: Partial<Schedule> = {}): Schedule {
  return { d0: [], d1: [], d2: [], d3: [], d4: [], d5: [], d6: [], exceptions: {}, ...overrides };
}

/** The pick-up times a day open 08:00–14:00 and 17:00–20:30 offers at 13:00 with a wait of 5 to 15 minutes. */
export const SPLIT_DAY_TIMES_FROM_ONE = [
  '13:15',
  '13:30',
  '13:45',
  '17:15',
  '17:30',
  '17:45',
  '18:00',
  '18:15',
  '18:30',
  '18:45',
  '19:00',
  '19:15',
  '19:30',
  '19:45',
  '20:00',
  '20:15',
];

export function makeHome(groups: HomeData['products'], productsPurchased: Record<string, number> = {}): HomeData {
  return {
    location: { id: 10, code: 'va01', name: 'Valencia Centro', typeId: 51002, timeZone: 'Europe/Madrid' },
    menus: [],
    products: groups,
    productsRating: {},
    productsPurchased,
    productsDic: {},
    schedule: emptySchedule(),
    legal: { name: '', address1: '', address2: '', vatNumber: '' },
    config: { showAddress: true, featureFlags: { menu_delivery_orders: true, menu_address: true }, socialSignIn: false },
  };
}
