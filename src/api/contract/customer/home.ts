import * as v from 'valibot';
import { ExtraChoiceSchema, ProductGroupSchema } from './catalogue';
import { MenuEntrySchema } from './content';
import { LegalEntitySchema, ScheduleSchema, TimeZoneSchema } from './locations';

/** One product the signed-in customer bought: when last paid for, and the extras chosen then. */
export const PurchaseSchema = v.object({
  productCode: v.string(),
  /** ISO date and time. */
  lastPurchasedAt: v.string(),
  choices: v.array(ExtraChoiceSchema),
});
export type Purchase = v.InferOutput<typeof PurchaseSchema>;

export const FeatureFlagsSchema = v.object({ menu_delivery_orders: v.boolean(), menu_address: v.boolean() });
export type FeatureFlags = v.InferOutput<typeof FeatureFlagsSchema>;

/** App data, answer of GET /customer/{code}/home-wapp. */
export const HomeDataSchema = v.object({
  location: v.object({ id: v.number(), code: v.string(), name: v.string(), typeId: v.number(), timeZone: TimeZoneSchema }),
  menus: v.array(MenuEntrySchema),
  products: v.array(ProductGroupSchema),
  productsRating: v.record(v.string(), v.number()),
  /** Times each product was bought by the signed-in customer (empty for visitors). */
  productsPurchased: v.record(v.string(), v.number()),
  /** The signed-in customer's purchased products, most recent first (absent for visitors). */
  purchases: v.optional(v.array(PurchaseSchema)),
  productsDic: v.record(v.string(), v.object({ categoryId: v.number(), groupIndex: v.number(), itemIndex: v.number(), rating: v.number() })),
  schedule: ScheduleSchema,
  legal: LegalEntitySchema,
  /** socialSignIn: the server has social sign-in configured (the login box offers it only then). */
  config: v.object({ showAddress: v.boolean(), featureFlags: FeatureFlagsSchema, socialSignIn: v.boolean() }),
});
export type HomeData = v.InferOutput<typeof HomeDataSchema>;
