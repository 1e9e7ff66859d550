import * as v from 'valibot';
import { ALLERGEN_CODES } from '../../../domain/catalogue/allergens';
import { LocationCodeSchema } from '../common';
import { ExtraTypeSchema } from '../customer/catalogue';
import { Count, Id, Int, L, MoneySchema, NameSchema, ProductCodeSchema, VatTypeSchema } from './records';
import { WithdrawalExceptionSchema } from '../customer/withdrawal';

export const AllergenCodeSchema = v.picklist(ALLERGEN_CODES, 'Not one of the 14 allergens of EU Regulation 1169/2011');

/** A stored photo: `urls` by width (250, 500, 1000), each serving AVIF, WebP or JPEG as the browser accepts. */
export const PhotoSchema = v.object({
  id: v.number(),
  /** The photo's content hash (of its largest JPEG): the same in every export. */
  key: v.string(),
  width: v.number(),
  height: v.number(),
  urls: v.record(v.picklist(['250', '500', '1000']), v.string()),
});
export type Photo = v.InferOutput<typeof PhotoSchema>;

/** A product's photos in gallery order (the first is the card's): the answer to removing or reordering one. */
export const PhotoListSchema = v.object({ photos: v.array(PhotoSchema) });
export type PhotoList = v.InferOutput<typeof PhotoListSchema>;

/** How one shop sells a product: its own gross price and stock, or null for the product's. */
export const ProductShopSchema = v.object({ shop: LocationCodeSchema, price: v.nullable(v.number()), stock: v.nullable(v.number()) });

export const ManageCategorySchema = v.object({ id: v.number(), title: L, sort: v.number(), deliverable: v.boolean() });
export type ManageCategory = v.InferOutput<typeof ManageCategorySchema>;

export const ManageProductSchema = v.object({
  code: v.string(),
  categoryId: v.number(),
  title: L,
  description: L,
  descriptionLong: L,
  /** Gross, VAT included; net and VAT derived by the one VAT rule. */
  price: v.number(),
  priceNet: v.number(),
  priceVat: v.number(),
  priceOld: v.nullable(v.number()),
  vatTypeId: v.number(),
  tags: v.array(L),
  allergens: v.array(AllergenCodeSchema),
  mayContain: L,
  extras: v.array(v.number()),
  extrasPrice: v.record(v.string(), v.number()),
  isOneGoods: v.boolean(),
  /** The right of withdrawal's exception: 'perishable' never, 'sealed' only unopened; null none (absent from older servers). */
  withdrawalException: v.optional(WithdrawalExceptionSchema),
  stock: v.number(),
  sort: v.number(),
  /** Ordered once and then removed: kept for the orders, sold nowhere. */
  archived: v.boolean(),
  photos: v.array(PhotoSchema),
  /** The shops that sell it; a shop not listed does not. */
  shops: v.array(ProductShopSchema),
});
export type ManageProduct = v.InferOutput<typeof ManageProductSchema>;

export const ManageExtraSchema = v.object({
  id: v.number(),
  extraType: ExtraTypeSchema,
  titles: L,
  list: v.array(v.object({ id: v.string(), name: L })),
  extras: v.array(v.object({ value: v.string(), titles: L })),
  value: v.string(),
});
export type ManageExtra = v.InferOutput<typeof ManageExtraSchema>;

export const ManageCatalogueSchema = v.object({
  categories: v.array(ManageCategorySchema),
  products: v.array(ManageProductSchema),
  extras: v.array(ManageExtraSchema),
});
export type ManageCatalogue = v.InferOutput<typeof ManageCatalogueSchema>;

const productFields = {
  categoryId: Id,
  title: NameSchema,
  description: L,
  descriptionLong: L,
  price: MoneySchema,
  priceOld: v.nullable(MoneySchema),
  vatTypeId: VatTypeSchema,
  tags: v.array(L),
  allergens: v.array(AllergenCodeSchema),
  mayContain: L,
  extras: v.array(Id),
  /** Gross price of each extra option, keyed by the option's price key. */
  extrasPrice: v.record(v.string(), MoneySchema),
  isOneGoods: v.boolean(),
  withdrawalException: WithdrawalExceptionSchema,
  stock: Count,
  sort: Int,
};

/** A new product: the server picks the code unless one is given; unnamed fields take their empty value. */
export const ProductCreateSchema = v.object({
  /** No dash: the customer's product address ends with the code after its last dash. */
  code: v.optional(
    v.pipe(
      ProductCodeSchema,
      v.check((code) => !code.includes('-'), 'A product code has no dashes: the product’s web address ends with the code after its last dash'),
    ),
  ),
  ...productFields,
  description: v.optional(L),
  descriptionLong: v.optional(L),
  priceOld: v.optional(v.nullable(MoneySchema)),
  tags: v.optional(v.array(L)),
  allergens: v.optional(v.array(AllergenCodeSchema)),
  mayContain: v.optional(L),
  extras: v.optional(v.array(Id)),
  extrasPrice: v.optional(v.record(v.string(), MoneySchema)),
  isOneGoods: v.optional(v.boolean()),
  withdrawalException: v.optional(WithdrawalExceptionSchema),
  stock: v.optional(Count),
  sort: v.optional(Int),
});
export type ProductCreate = v.InferOutput<typeof ProductCreateSchema>;

/** Any subset of a product's fields, e.g. `{ "price": 1.6 }`. */
export const ProductPatchSchema = v.object(
  Object.fromEntries(Object.entries(productFields).map(([key, schema]) => [key, v.optional(schema)])) as {
    [K in keyof typeof productFields]: v.OptionalSchema<(typeof productFields)[K], undefined>;
  },
);
export type ProductPatch = v.InferOutput<typeof ProductPatchSchema>;

/** How one shop sells a product; `sold: false` takes it off that shop (its price and stock with it). */
export const ProductShopBodySchema = v.object({
  sold: v.boolean(),
  price: v.optional(v.nullable(MoneySchema)),
  stock: v.optional(v.nullable(Count)),
});
export type ProductShopBody = v.InferOutput<typeof ProductShopBodySchema>;

export const CategoryCreateSchema = v.object({ title: NameSchema, sort: v.optional(Int), deliverable: v.boolean() });
export const CategoryPatchSchema = v.object({ title: v.optional(L), sort: v.optional(Int), deliverable: v.optional(v.boolean()) });

const extraFields = {
  extraType: ExtraTypeSchema,
  titles: L,
  list: v.array(v.object({ id: v.pipe(v.string(), v.minLength(1)), name: L })),
  extras: v.array(v.object({ value: v.pipe(v.string(), v.minLength(1)), titles: L })),
  value: v.string(),
};
export const ExtraCreateSchema = v.object(extraFields);
export const ExtraPatchSchema = v.object(
  Object.fromEntries(Object.entries(extraFields).map(([key, schema]) => [key, v.optional(schema)])) as {
    [K in keyof typeof extraFields]: v.OptionalSchema<(typeof extraFields)[K], undefined>;
  },
);

/** The answer to a photo upload: the stored photo. */
export const PhotoUploadAnswerSchema = PhotoSchema;
