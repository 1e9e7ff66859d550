import type { HomeData, Location, Page, Product, ProductExtra, Recipe, Schedule } from '../../../../../src/api/contract';

export function product(code: string, overrides: Partial<Product> = {}): Product {
  return {
    productCode: code,
    slug: `producto-${code}`,
    title: `Producto ${code}`,
    description: `Descripción de ${code}`,
    descriptionLong: `Descripción larga de ${code}`,
    price: 2.3,
    priceNet: 2.09,
    priceVat: 0.21,
    priceOld: null,
    photo: { url250: `/media/products/${code}-250.svg`, url500: `/media/products/${code}-500.svg` },
    photos: [`/media/products/${code}-500.svg?v=2`],
    tags: ['Nuevo'],
    allergens: ['Leche'],
    allergenCodes: ['milk'],
    mayContain: '',
    traceCodes: [],
    rating: 4.5,
    ratingCount: 12,
    categoryId: 1,
    extras: [],
    extrasPrice: {},
    isOneGoods: false,
    stockCurrent: 100,
    vatType: { id: 2 },
    deliverable: false,
    ...overrides,
  };
}

const price = (gross: number) => ({ price: gross, priceNet: gross, priceOffer: 0, priceOfferNet: 0, priceBase: gross });

export const latte = product('P1002', {
  title: 'Café con leche',
  slug: 'cafe-con-leche-P1002',
  extras: [1, 2],
  extrasPrice: { extra_shot: price(0.5), milk_whole: price(0), milk_oat: price(0.4) },
});
export const espresso = product('P1001', { title: 'Espresso', slug: 'espresso-P1001', price: 1.4, priceOld: 1.6 });
export const croissant = product('P3001', { title: 'Cruasán', slug: 'cruasan-P3001', categoryId: 3, price: 1.8 });
export const beans = product('P5001', {
  title: 'Café en grano Brasil',
  slug: 'cafe-en-grano-brasil-P5001',
  categoryId: 5,
  price: 9.9,
  isOneGoods: true,
  stockCurrent: 3,
  vatType: { id: 3 },
});

/** The milk a drink is made with: a list of two, whole milk unless chosen. */
export const milkExtra: ProductExtra = {
  id: 2,
  extraType: 'list',
  conf: {
    titles: { es: 'Tipo de leche', en: 'Type of milk' },
    list: [
      { id: 'milk_whole', name: { es: 'Entera', en: 'Whole' } },
      { id: 'milk_oat', name: { es: 'Bebida de avena', en: 'Oat drink' } },
    ],
    extras: [],
  },
  extra: { value: 'milk_whole' },
};

export const extrasDictionary: ProductExtra[] = [
  {
    id: 1,
    extraType: 'bool',
    conf: { titles: { es: 'Carga extra de espresso', en: 'Extra shot' }, list: [], extras: [] },
    extra: { value: 'extra_shot' },
  },
  milkExtra,
];

const weekdays: Schedule['d1'] = [
  ['07:30', '13:30'],
  ['16:00', '20:30'],
];
export const schedule: Schedule = {
  d0: [],
  d1: weekdays,
  d2: weekdays,
  d3: weekdays,
  d4: weekdays,
  d5: weekdays,
  d6: [['09:00', '14:00']],
  exceptions: {},
};

const legal = { name: 'Ritmo Café S.L.', address1: 'Calle Colón 1', address2: '46004 Valencia', vatNumber: 'B98765431' };

export const home: HomeData = {
  location: { id: 10, code: 'va01', name: 'Ritmo Colón', typeId: 51002, timeZone: 'Europe/Madrid' },
  menus: [
    { valueType: 'page', value: 'about', title: 'Quiénes somos' },
    { valueType: 'link', value: '#/recipes', title: 'Recetas en casa' },
    { valueType: 'link', value: 'https://example.org/blog', title: 'Blog' },
    {
      valueType: 'title',
      value: 'legal',
      title: 'Información legal',
      items: [{ valueType: 'page', value: 'legal', title: 'Aviso legal' }],
    },
  ],
  products: [
    { categoryId: 1, title: 'Cafés', items: [espresso, latte] },
    { categoryId: 3, title: 'Bollería', items: [croissant] },
    { categoryId: 5, title: 'Café en grano', items: [beans] },
  ],
  productsRating: {},
  productsPurchased: { P3001: 2 },
  productsDic: {},
  schedule,
  legal,
  config: { showAddress: true, featureFlags: { menu_delivery_orders: true, menu_address: true }, socialSignIn: false },
};

export const locations: Location[] = [
  {
    id: 10,
    code: 'va01',
    name: 'Ritmo Colón',
    typeId: 51002,
    latitude: 39.4699,
    longitude: -0.3763,
    address: { route: 'Calle Colón', routeNumber: '12', cp: '46004', city: 'Valencia' },
    schedule,
    timeZone: 'Europe/Madrid',
    legal,
  },
  {
    id: 11,
    code: 'va02',
    name: 'Ritmo Ruzafa',
    typeId: 51002,
    latitude: 39.462,
    longitude: -0.374,
    address: { route: 'Calle Sueca', routeNumber: '5', cp: '46006', city: 'Valencia' },
    schedule,
    timeZone: 'Europe/Madrid',
    legal,
  },
  {
    id: 20,
    code: 'ONLINE',
    name: 'Envío a domicilio',
    typeId: 51006,
    latitude: 39.47,
    longitude: -0.37,
    address: { route: '', routeNumber: '', cp: '46001', city: 'Valencia' },
    schedule,
    timeZone: 'Europe/Madrid',
    legal,
  },
];

export const aboutPage: Page = {
  code: 'about',
  title: 'Quiénes somos',
  subtitle: 'Café de especialidad desde 2010',
  items: [
    { type: 'title', value: 'Nuestra historia' },
    { type: 'subtitle', value: 'Los comienzos' },
    { type: 'texts', texts: ['Primer párrafo.', 'Segundo párrafo.'] },
    { type: 'image', image: '/media/pages/about.svg' },
  ],
};

const recipe = (id: number, type: Recipe['type'], name: string, cups: Recipe['cups'] = []): Recipe => ({
  id,
  type,
  name,
  photo: { url250: `/media/recipes/${id}-250.svg`, url500: `/media/recipes/${id}-500.svg` },
  cups,
  temperature: type === 'coffee' ? '93 °C' : '',
  method: type === 'coffee' ? 'Filtro' : '',
  grindRange: type === 'coffee' ? 'Media' : '',
  time: type === 'coffee' ? '3 min' : '',
  steps: ['Paso uno', 'Paso dos'],
  ingredients: type === 'coffee' ? [] : ['Café', 'Azúcar'],
  description: ['Una nota'],
});

export const recipes: Recipe[] = [
  recipe(1, 'dessert', 'Tiramisú'),
  recipe(2, 'coffee', 'V60', [
    { cups: 1, coffee: '15 g', water: '250 ml' },
    { cups: 2, coffee: '30 g', water: '500 ml' },
  ]),
  recipe(3, 'cocktail', 'Espresso martini'),
];
