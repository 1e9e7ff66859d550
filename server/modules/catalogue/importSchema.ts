import * as v from 'valibot';
import {
  CityCodeSchema,
  ExtraTypeSchema,
  LegalEntitySchema,
  LocationCodeSchema,
  PageCodeSchema,
  ProvinceCodeSchema,
  ScheduleSchema,
  TimeZoneSchema,
  TransportConfSchema,
} from '../../../src/api/contract';
import { Count, Id, Int, L, MoneySchema, ProductCodeSchema, VatTypeSchema } from '../../../src/api/contract/manage/records';
import type { LocalizedMenuEntry, SeedData } from '../../platform/db/seed/types';
import { crossCheckCatalogue } from './importChecks';

/**
 * A catalogue file for `npm run catalogue:import`: the seed's own shape (SeedData, server/platform/db/seed/types.ts)
 * as JSON. Objects are strict, so a misspelt key is named instead of silently dropped. Its field rules
 * are the back office's (src/api/contract/manage/records.ts).
 */
const Money = MoneySchema;
const ProductCode = ProductCodeSchema;
/** Schedule exception days as the app reads them: `YYYY-M-D` without zero padding. */
const EXCEPTION_DAY = /^\d{4}-([1-9]|1[0-2])-([1-9]|[12]\d|3[01])$/;

const CategorySchema = v.strictObject({ id: Id, title: L, sort: Int, deliverable: v.boolean() });

const ProductSchema = v.strictObject({
  productCode: ProductCode,
  categoryId: Id,
  title: L,
  description: L,
  descriptionLong: L,
  price: Money,
  priceOld: v.nullable(Money),
  vatTypeId: VatTypeSchema,
  tags: v.array(L),
  allergens: v.array(L),
  mayContain: v.optional(L),
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  ratingCount: Count,
  extras: v.array(Id),
  extrasPrice: v.record(v.string(), Money),
  withdrawalException: v.optional(v.nullable(v.picklist(['perishable', 'sealed']))),
  isOneGoods: v.boolean(),
  stockCurrent: Count,
  art: v.optional(
    v.strictObject({
      motif: v.picklist(['cup', 'glass', 'bag', 'pastry', 'teapot', 'bottle', 'mug', 'sandwich']),
      hue: v.number(),
      shape: v.optional(v.picklist(['croissant', 'slice', 'muffin', 'cookie'])),
    }),
  ),
  photos: v.optional(v.array(v.pipe(v.string(), v.minLength(1)))),
  sort: Int,
});

const ExtraSchema = v.strictObject({
  id: Id,
  extraType: ExtraTypeSchema,
  titles: L,
  list: v.array(v.strictObject({ id: v.pipe(v.string(), v.minLength(1)), name: L })),
  extras: v.array(v.strictObject({ value: v.pipe(v.string(), v.minLength(1)), titles: L })),
  value: v.string(),
});

const MenuEntrySchema: v.GenericSchema<LocalizedMenuEntry> = v.strictObject({
  valueType: v.picklist(['action', 'page', 'link', 'title']),
  value: v.string(),
  title: L,
  items: v.optional(v.array(v.lazy(() => MenuEntrySchema))),
});

const LocationSchema = v.strictObject({
  id: Id,
  code: LocationCodeSchema,
  name: L,
  typeId: v.picklist([51002, 51006], 'Location type 51002 (shop) or 51006 (home delivery)'),
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  address: v.strictObject({ route: v.string(), routeNumber: v.string(), cp: v.string(), city: v.string() }),
  schedule: v.pipe(
    ScheduleSchema,
    v.check(
      (schedule) => Object.keys(schedule.exceptions).every((day) => EXCEPTION_DAY.test(day)),
      (issue) =>
        `Exception days are written YYYY-M-D without zero padding (e.g. 2026-12-8): ${Object.keys(
          (issue.input as v.InferOutput<typeof ScheduleSchema>).exceptions,
        )
          .filter((day) => !EXCEPTION_DAY.test(day))
          .join(', ')}`,
    ),
  ),
  timeZone: TimeZoneSchema,
  legal: LegalEntitySchema,
  productCodes: v.array(ProductCode),
  prices: v.optional(v.record(ProductCode, Money)),
  menus: v.array(MenuEntrySchema),
  sort: Int,
});

const PageSchema = v.strictObject({
  code: PageCodeSchema,
  title: L,
  subtitle: L,
  items: v.array(
    v.strictObject({
      type: v.picklist(['title', 'subtitle', 'texts', 'image', 'img']),
      value: v.optional(L),
      texts: v.optional(v.array(L)),
      image: v.optional(v.string()),
    }),
  ),
});

const RecipeSchema = v.strictObject({
  id: Id,
  type: v.picklist(['coffee', 'dessert', 'cocktail']),
  name: L,
  art: v.optional(
    v.strictObject({
      motif: v.picklist(['chemex', 'v60', 'aeropress', 'moka', 'frenchpress', 'dessert', 'cocktail']),
      hue: v.number(),
    }),
  ),
  cups: v.array(v.strictObject({ cups: Count, coffee: L, water: L })),
  temperature: L,
  method: L,
  grindRange: L,
  time: L,
  steps: v.array(L),
  ingredients: v.array(L),
  description: v.array(L),
  sort: Int,
});

const CatalogueShape = v.strictObject({
  categories: v.array(CategorySchema),
  products: v.array(ProductSchema),
  extras: v.array(ExtraSchema),
  locations: v.array(LocationSchema),
  pages: v.array(PageSchema),
  provinces: v.array(v.strictObject({ code: ProvinceCodeSchema, name: v.pipe(v.string(), v.minLength(1)) })),
  cities: v.array(v.strictObject({ provinceCode: ProvinceCodeSchema, code: CityCodeSchema, name: v.pipe(v.string(), v.minLength(1)) })),
  transports: v.array(
    v.strictObject({ provinceCode: ProvinceCodeSchema, cityCode: v.nullable(CityCodeSchema), active: v.boolean(), conf: TransportConfSchema }),
  ),
  recipes: v.array(RecipeSchema),
  settings: v.strictObject({
    featureFlags: v.strictObject({ menu_delivery_orders: v.boolean(), menu_address: v.boolean() }),
    showAddress: v.boolean(),
  }),
});

/** The file's shape plus what one record cannot check alone (unique keys, references between lists). */
export const CatalogueFileSchema: v.GenericSchema<unknown, SeedData> = v.pipe(CatalogueShape, v.rawCheck(crossCheckCatalogue));
