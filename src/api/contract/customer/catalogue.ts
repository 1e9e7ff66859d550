import * as v from 'valibot';
import { LocalizedTextSchema } from '../common';

export const PhotoSchema = v.object({ url250: v.string(), url500: v.string() });

export const ExtraPriceSchema = v.object({
  price: v.number(),
  priceNet: v.number(),
  priceOffer: v.number(),
  priceOfferNet: v.number(),
  priceBase: v.number(),
});
export type ExtraPrice = v.InferOutput<typeof ExtraPriceSchema>;

/** Product, in the language of the request. */
export const ProductSchema = v.object({
  productCode: v.string(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  descriptionLong: v.string(),
  price: v.number(),
  priceNet: v.number(),
  priceVat: v.number(),
  priceOld: v.nullable(v.number()),
  photo: PhotoSchema,
  photos: v.array(v.string()),
  tags: v.array(v.string()),
  allergens: v.array(v.string()),
  /**
   * The declared allergens' codes (src/domain/catalogue/allergenCodes.ts), the same in every language: what the
   * allergen filter reads. Plain strings here: the list of codes stays out of the bundle every surface loads.
   */
  allergenCodes: v.optional(v.array(v.string()), []),
  /** Traces the kitchen cannot rule out, as it wrote them; empty when none. */
  mayContain: v.optional(v.string(), ''),
  /** The allergens that note names, by code: the filter's strict choice counts them. */
  traceCodes: v.optional(v.array(v.string()), []),
  rating: v.number(),
  ratingCount: v.number(),
  categoryId: v.number(),
  /** Ids of the product extras (dictionary dic-product-extras) this product offers. */
  extras: v.array(v.number()),
  /** Price of each extra option for this product, keyed by the option's value. */
  extrasPrice: v.record(v.string(), ExtraPriceSchema),
  isOneGoods: v.boolean(),
  stockCurrent: v.number(),
  vatType: v.object({ id: v.number() }),
  /** True for beans, ground coffee, infusions and other goods that can be sent home. */
  deliverable: v.boolean(),
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const ProductGroupSchema = v.object({
  categoryId: v.number(),
  title: v.string(),
  items: v.array(ProductSchema),
});
export type ProductGroup = v.InferOutput<typeof ProductGroupSchema>;

/** Product extra. Titles stay in both languages, as the spec's dictionary keeps them. */
/** One chosen option of a product extra, as an order line keeps it (what "Order again" puts back in the cart). */
export const ExtraChoiceSchema = v.object({ extraId: v.number(), value: v.string() });

export const ExtraTypeSchema = v.picklist(['bool', 'list', 'extras']);
export type ExtraType = v.InferOutput<typeof ExtraTypeSchema>;
export const ProductExtraSchema = v.object({
  id: v.number(),
  extraType: ExtraTypeSchema,
  conf: v.object({
    titles: LocalizedTextSchema,
    /** Options of a `list` extra (one is chosen); `id` is the option's price key. */
    list: v.array(v.object({ id: v.string(), name: LocalizedTextSchema })),
    /** Options of an `extras` extra (any number is chosen); `value` is the price key. */
    extras: v.array(v.object({ value: v.string(), titles: LocalizedTextSchema })),
  }),
  /** bool: the price key of the extra; list: the default option id; extras: empty. */
  extra: v.object({ value: v.string() }),
});
export type ProductExtra = v.InferOutput<typeof ProductExtraSchema>;

/** Dictionary shape (type, value, list, updatedAt). */
export function dictionary<T extends v.GenericSchema>(item: T) {
  return v.object({ type: v.string(), value: v.string(), list: v.array(item), updatedAt: v.string() });
}
export const ProductExtrasDicSchema = dictionary(ProductExtraSchema);
export type ProductExtrasDic = v.InferOutput<typeof ProductExtrasDicSchema>;
