import * as v from 'valibot';
import { LocationCodeSchema } from '../common';
import { LegalEntitySchema, ScheduleSchema, TimeRangeSchema, TimeZoneSchema } from '../customer/locations';
import { L } from './records';

const AddressSchema = v.object({
  route: v.pipe(v.string(), v.minLength(1, 'Write the street')),
  routeNumber: v.string(),
  cp: v.pipe(v.string(), v.regex(/^\d{5}$/, 'A Spanish postcode has 5 digits')),
  city: v.pipe(v.string(), v.minLength(1, 'Write the city')),
});
const Minutes = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(600));

/** A shop as the back office edits it. */
export const ManageShopSchema = v.object({
  code: v.string(),
  name: L,
  /** 51002 a shop, 51006 home delivery. */
  typeId: v.number(),
  latitude: v.number(),
  longitude: v.number(),
  address: v.object({ route: v.string(), routeNumber: v.string(), cp: v.string(), city: v.string() }),
  timeZone: v.string(),
  legal: LegalEntitySchema,
  schedule: ScheduleSchema,
  warnMinutes: v.number(),
  lateMinutes: v.number(),
  sort: v.number(),
});
export type ManageShop = v.InferOutput<typeof ManageShopSchema>;

const shopFields = {
  name: L,
  typeId: v.picklist([51002, 51006], 'Location type 51002 (shop) or 51006 (home delivery)'),
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  address: AddressSchema,
  timeZone: TimeZoneSchema,
  legal: v.object({ ...LegalEntitySchema.entries }),
  warnMinutes: Minutes,
  lateMinutes: Minutes,
  sort: v.pipe(v.number(), v.integer()),
};

/** A new shop: it opens closed (no hours) until its hours are set, and sells nothing until products are. */
export const ShopCreateSchema = v.object({
  code: LocationCodeSchema,
  ...shopFields,
  warnMinutes: v.optional(Minutes),
  lateMinutes: v.optional(Minutes),
  sort: v.optional(v.pipe(v.number(), v.integer())),
});
export type ShopCreate = v.InferOutput<typeof ShopCreateSchema>;

export const ShopPatchSchema = v.object(
  Object.fromEntries(Object.entries(shopFields).map(([key, schema]) => [key, v.optional(schema)])) as {
    [K in keyof typeof shopFields]: v.OptionalSchema<(typeof shopFields)[K], undefined>;
  },
);
export type ShopPatch = v.InferOutput<typeof ShopPatchSchema>;

/**
 * A shop's hours: up to two ranges a weekday (d0 = Sunday), and dated exceptions (`[]` closed all day).
 * Dates are accepted as `2026-12-24` or `2026-12-8` and stored without zero padding, as the schedule keeps them.
 */
export const HoursBodySchema = v.object({
  week: v.object({
    d0: v.array(TimeRangeSchema),
    d1: v.array(TimeRangeSchema),
    d2: v.array(TimeRangeSchema),
    d3: v.array(TimeRangeSchema),
    d4: v.array(TimeRangeSchema),
    d5: v.array(TimeRangeSchema),
    d6: v.array(TimeRangeSchema),
  }),
  exceptions: v.record(v.string(), v.array(TimeRangeSchema)),
});
export type HoursBody = v.InferOutput<typeof HoursBodySchema>;

/** An order already accepted for a time the new hours no longer open: the manager calls or cancels it. */
export const OrderOutsideHoursSchema = v.object({
  orderId: v.number(),
  /** When it is to be collected or delivered (ISO instant). */
  at: v.string(),
  customerName: v.string(),
  customerPhone: v.string(),
  total: v.number(),
});

export const HoursAnswerSchema = v.object({ shop: ManageShopSchema, outsideHours: v.array(OrderOutsideHoursSchema) });
export type HoursAnswer = v.InferOutput<typeof HoursAnswerSchema>;
