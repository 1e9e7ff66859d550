import { boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { ExtraPrice, LegalEntity, Schedule, TransportConf } from '../../../../src/api/contract';
import type { L, LocalizedMenuEntry, SeedExtra, SeedPage, SeedRecipe } from '../seed/types';

/**
 * One schema for PGlite and PostgreSQL. Texts shown to customers are stored in both languages
 * ({ es, en } jsonb); the API picks the language of the request. Money is numeric(10,2): gross price
 * as listed, net and VAT derived once when the row is written.
 */
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  title: jsonb('title').$type<L>().notNull(),
  sort: integer('sort').notNull(),
  /** Goods that can be sent home (beans, ground coffee, infusions…); prepared drinks cannot. */
  deliverable: boolean('deliverable').notNull(),
  updatedAt: updatedAt(),
});

export const products = pgTable(
  'products',
  {
    productCode: text('product_code').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    title: jsonb('title').$type<L>().notNull(),
    description: jsonb('description').$type<L>().notNull(),
    descriptionLong: jsonb('description_long').$type<L>().notNull(),
    price: money('price').notNull(),
    priceNet: money('price_net').notNull(),
    priceVat: money('price_vat').notNull(),
    priceOld: money('price_old'),
    vatTypeId: integer('vat_type_id').notNull(),
    tags: jsonb('tags').$type<L[]>().notNull(),
    allergens: jsonb('allergens').$type<L[]>().notNull(),
    /** Traces the kitchen cannot rule out ("may contain"), shown after the declared allergens; empty when none. */
    mayContain: jsonb('may_contain').$type<L>().notNull().default({ es: '', en: '' }),
    rating: doublePrecision('rating').notNull(),
    ratingCount: integer('rating_count').notNull(),
    /** Ids of product_extras this product offers, in display order. */
    extraIds: jsonb('extra_ids').$type<number[]>().notNull(),
    /** Price of each extra option, keyed by the option's price key, with net derived. */
    extrasPrice: jsonb('extras_price').$type<Record<string, ExtraPrice>>().notNull(),
    isOneGoods: boolean('is_one_goods').notNull(),
    stockCurrent: integer('stock_current').notNull(),
    sort: integer('sort').notNull(),
    /**
     * Why a delivered unit cannot be withdrawn from (consumer law's exceptions): 'perishable' goods never,
     * 'sealed' goods once unsealed; null when the 14-day withdrawal applies in full.
     */
    withdrawalException: text('withdrawal_exception').$type<'perishable' | 'sealed'>(),
    /** Set when the product leaves the catalogue after it was ordered: orders keep their copy, nobody sells it. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (table) => [index('products_category_idx').on(table.categoryId)],
);

export const productExtras = pgTable('product_extras', {
  id: integer('id').primaryKey(),
  extraType: text('extra_type').$type<SeedExtra['extraType']>().notNull(),
  titles: jsonb('titles').$type<L>().notNull(),
  list: jsonb('list').$type<SeedExtra['list']>().notNull(),
  extras: jsonb('extras').$type<SeedExtra['extras']>().notNull(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

export const locations = pgTable('locations', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<L>().notNull(),
  typeId: integer('type_id').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  address: jsonb('address').$type<{ route: string; routeNumber: string; cp: string; city: string }>().notNull(),
  schedule: jsonb('schedule').$type<Schedule>().notNull(),
  /** IANA zone the schedule, its exceptions and the shop's day are read in. */
  timeZone: text('time_zone').notNull().default('Europe/Madrid'),
  legal: jsonb('legal').$type<LegalEntity>().notNull(),
  menus: jsonb('menus').$type<LocalizedMenuEntry[]>().notNull(),
  sort: integer('sort').notNull(),
  /** The board colours a ticket older than these many minutes amber, then red. */
  boardWarnMinutes: integer('board_warn_minutes').notNull().default(5),
  boardLateMinutes: integer('board_late_minutes').notNull().default(10),
  updatedAt: updatedAt(),
});

/**
 * Which products each location sells; a null stock means the product's own stock applies, a null price the
 * product's own price (a shop that charges differently sets its gross price, VAT included).
 */
export const locationProducts = pgTable(
  'location_products',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    productCode: text('product_code')
      .notNull()
      .references(() => products.productCode, { onDelete: 'cascade' }),
    stockCurrent: integer('stock_current'),
    price: money('price'),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.productCode] })],
);

export const pages = pgTable('pages', {
  code: text('code').primaryKey(),
  title: jsonb('title').$type<L>().notNull(),
  subtitle: jsonb('subtitle').$type<L>().notNull(),
  items: jsonb('items').$type<SeedPage['items']>().notNull(),
  updatedAt: updatedAt(),
});

export const provinces = pgTable('provinces', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    code: text('code').primaryKey(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => provinces.code),
    name: text('name').notNull(),
  },
  (table) => [index('cities_province_idx').on(table.provinceCode)],
);

/** Delivery price per province (cityCode null) or per city, which wins over its province. */
export const transportConfigs = pgTable(
  'transport_configs',
  {
    id: serial('id').primaryKey(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => provinces.code),
    cityCode: text('city_code').references(() => cities.code),
    active: boolean('active').notNull(),
    conf: jsonb('conf').$type<TransportConf>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('transport_configs_place_uq').on(table.provinceCode, table.cityCode).nullsNotDistinct()],
);

export const recipes = pgTable('recipes', {
  id: integer('id').primaryKey(),
  type: text('type').$type<SeedRecipe['type']>().notNull(),
  name: jsonb('name').$type<L>().notNull(),
  cups: jsonb('cups').$type<SeedRecipe['cups']>().notNull(),
  temperature: jsonb('temperature').$type<L>().notNull(),
  method: jsonb('method').$type<L>().notNull(),
  grindRange: jsonb('grind_range').$type<L>().notNull(),
  time: jsonb('time').$type<L>().notNull(),
  steps: jsonb('steps').$type<L[]>().notNull(),
  ingredients: jsonb('ingredients').$type<L[]>().notNull(),
  description: jsonb('description').$type<L[]>().notNull(),
  sort: integer('sort').notNull(),
  updatedAt: updatedAt(),
});

/** Single-row table (id 1): switches of the app data `config`. */
export const appSettings = pgTable('app_settings', {
  id: integer('id').primaryKey(),
  featureFlags: jsonb('feature_flags').$type<{ menu_delivery_orders: boolean; menu_address: boolean }>().notNull(),
  showAddress: boolean('show_address').notNull(),
  updatedAt: updatedAt(),
});

/**
 * When each reference dictionary last changed (dictionaries carry `updatedAt`). Writers bump
 * the row of the area they touch, so answers stay byte-identical (stable ETags) until data changes.
 */
export const referenceVersions = pgTable('reference_versions', {
  area: text('area').primaryKey(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const REFERENCE_AREAS = ['catalogue', 'productExtras', 'locations', 'geo', 'content', 'settings'] as const;
export type ReferenceArea = (typeof REFERENCE_AREAS)[number];
