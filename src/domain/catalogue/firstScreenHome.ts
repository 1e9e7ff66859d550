import type { HomeData, Product } from '../../api/contract';

/**
 * A product's details the catalogue's first screen never reads (its cards show the photo, title, price,
 * rating, sold-out state and allergens by code): the product page's long text, gallery, tags, allergens' names,
 * "may contain" note, rating count and extras with their prices. Emptied, they keep the product's shape.
 */
export const EMPTY_PRODUCT_DETAILS = {
  descriptionLong: '',
  photos: [],
  tags: [],
  allergens: [],
  mayContain: '',
  ratingCount: 0,
  extras: [],
  extrasPrice: {},
} satisfies Partial<Product>;

export type ProductDetails = Pick<Product, keyof typeof EMPTY_PRODUCT_DETAILS>;

/** A product's details, the fields firstScreenHome empties. */
export function productDetails({ descriptionLong, photos, tags, allergens, mayContain, ratingCount, extras, extrasPrice }: Product): ProductDetails {
  return { descriptionLong, photos, tags, allergens, mayContain, ratingCount, extras, extrasPrice };
}

/** Indexes of the home no screen of the customer's app reads. */
export const EMPTY_HOME_INDEXES = { productsRating: {}, productsDic: {} } satisfies Partial<HomeData>;

/**
 * The home as the catalogue's server-rendered document carries it: everything its first render reads,
 * with the products' details emptied (the app fetches the whole home once it runs).
 */
export function firstScreenHome(home: HomeData): HomeData {
  return {
    ...home,
    ...EMPTY_HOME_INDEXES,
    products: home.products.map((group) => ({ ...group, items: group.items.map((product) => ({ ...product, ...EMPTY_PRODUCT_DETAILS })) })),
  };
}
