import type { LocalizedText, MenuEntry, Schedule, LegalEntity, ExtraType, TransportConf } from '../../../../src/api/contract';

/**
 * Shapes of the demo data (server/platform/db/seed/data/*), which are also the shape of a catalogue file for
 * `npm run catalogue:import` (server/modules/catalogue/importSchema.ts). Texts are in both languages; the API
 * answers in the language of the request. server/modules/catalogue/writeCatalogue.ts turns these into rows.
 */
export type L = LocalizedText;

export interface SeedCategory {
  id: number;
  title: L;
  sort: number;
  /** Beans, ground coffee, infusions and other goods: sold at the home-delivery location too. */
  deliverable: boolean;
}

export interface SeedProduct {
  productCode: string; // e.g. 'P1001', unique
  categoryId: number;
  title: L;
  description: L;
  descriptionLong: L;
  price: number; // gross euros, VAT included
  priceOld: number | null;
  vatTypeId: 1 | 2 | 3; // 21 %, 10 %, 4 %
  tags: L[];
  allergens: L[];
  /** Traces the kitchen cannot rule out; absent (older files): the stored text stays. */
  mayContain?: L;
  rating: number; // 0–5, one decimal
  ratingCount: number;
  extras: number[]; // SeedExtra ids
  /** Gross price of each extra option for this product, keyed by the option value (see SeedExtra). */
  extrasPrice: Record<string, number>;
  /**
   * The right of withdrawal's exception for its delivered units: 'perishable' never, 'sealed' only unopened;
   * null: none; absent (older files): the stored setting stays.
   */
  withdrawalException?: 'perishable' | 'sealed' | null;
  isOneGoods: boolean; // single goods (bag of beans, mug) as opposed to prepared drinks
  stockCurrent: number;
  /** Palette index / motif for the locally drawn demo photo; absent (imported catalogues): no drawn photo. */
  art?: {
    motif: 'cup' | 'glass' | 'bag' | 'pastry' | 'teapot' | 'bottle' | 'mug' | 'sandwich';
    hue: number;
    /** Pastry shape (default croissant), so a cheesecake does not look like a croissant. */
    shape?: 'croissant' | 'slice' | 'muffin' | 'cookie';
  };
  /** Keys of stored photos (product_photos/media), first the card's; absent (older files): the stored photos stay. */
  photos?: string[];
  sort: number;
}

export interface SeedExtra {
  id: number;
  extraType: ExtraType;
  titles: L;
  list: { id: string; name: L }[]; // list: option ids are price keys
  extras: { value: string; titles: L }[]; // extras: values are price keys
  value: string; // bool: price key; list: default option id; extras: ''
}

export interface SeedLocation {
  id: number;
  code: string;
  name: L;
  typeId: 51002 | 51006;
  latitude: number;
  longitude: number;
  address: { route: string; routeNumber: string; cp: string; city: string };
  schedule: Schedule;
  /** IANA time zone of the shop (Europe/Madrid). */
  timeZone: string;
  legal: LegalEntity;
  /** Product codes sold here; the home-delivery location lists only deliverable goods. */
  productCodes: string[];
  /**
   * The shop's own gross prices by product code (of productCodes); a code not named sells at the product's
   * price. Absent (older files): the stored prices stay.
   */
  prices?: Record<string, number>;
  /** Menus for the options screen at this location (localized titles). */
  menus: LocalizedMenuEntry[];
  sort: number;
}

export type LocalizedMenuEntry = Omit<MenuEntry, 'title' | 'items'> & { title: L; items?: LocalizedMenuEntry[] };

export interface SeedPage {
  code: string;
  title: L;
  subtitle: L;
  items: { type: 'title' | 'subtitle' | 'texts' | 'image' | 'img'; value?: L; texts?: L[]; image?: string }[];
}

export interface SeedProvince {
  code: string; // INE two-digit code
  name: string;
}
export interface SeedCity {
  provinceCode: string;
  code: string; // INE five-digit municipality code
  name: string;
}
export interface SeedTransport {
  provinceCode: string;
  /** null: the configuration for the whole province. */
  cityCode: string | null;
  active: boolean;
  conf: TransportConf; // gross prices with net and VAT (21 %)
}

export interface SeedRecipe {
  id: number;
  type: 'coffee' | 'dessert' | 'cocktail';
  name: L;
  /** As SeedProduct.art. */
  art?: { motif: 'chemex' | 'v60' | 'aeropress' | 'moka' | 'frenchpress' | 'dessert' | 'cocktail'; hue: number };
  cups: { cups: number; coffee: L; water: L }[];
  temperature: L;
  method: L;
  grindRange: L;
  time: L;
  steps: L[];
  ingredients: L[];
  description: L[]; // notes
  sort: number;
}

export interface SeedSettings {
  featureFlags: { menu_delivery_orders: boolean; menu_address: boolean };
  showAddress: boolean;
}

/** A whole catalogue: the demo data, or a file loaded with `npm run catalogue:import`. */
export interface SeedData {
  categories: SeedCategory[];
  products: SeedProduct[];
  extras: SeedExtra[];
  locations: SeedLocation[];
  pages: SeedPage[];
  provinces: SeedProvince[];
  cities: SeedCity[];
  transports: SeedTransport[];
  recipes: SeedRecipe[];
  settings: SeedSettings;
}
