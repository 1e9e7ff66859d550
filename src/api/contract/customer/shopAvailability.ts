import * as v from 'valibot';
import { LocationCodeSchema } from '../common';
import { STORABLE_TEXT, STORABLE_TEXT_MESSAGE } from '../input';

// A union rather than v.variant: the valibot functions any client code uses all ship in the first load's shared chunk.

/**
 * A shop's availability as customers read it (rules: src/domain/availability): part of the reference
 * calls, so apart from the staff's bodies (src/api/contract/availability), which a first load never needs.
 */
export const InstantSchema = v.pipe(v.string(), v.isoTimestamp('Give a date and time (ISO 8601)'));
export const UntilSchema = v.nullable(InstantSchema);
export const ProductCodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Invalid product code'));
export const ExtraValueSchema = v.pipe(v.string(), v.regex(STORABLE_TEXT, STORABLE_TEXT_MESSAGE), v.minLength(1), v.maxLength(80));

export const SoldOutItemSchema = v.union([
  v.object({ kind: v.literal('product'), productCode: ProductCodeSchema, until: UntilSchema }),
  v.object({ kind: v.literal('extra'), extraId: v.pipe(v.number(), v.integer(), v.minValue(1)), value: ExtraValueSchema, until: UntilSchema }),
]);

export const ShopControlsSchema = v.object({
  pausedUntil: UntilSchema,
  pausedOpenEnded: v.boolean(),
  extraWaitMinutes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  extraWaitUntil: UntilSchema,
  slotCapacity: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

/** One shop's availability now: GET /api/shops/{code}/availability and each `availability` live event. */
export const ShopAvailabilitySchema = v.object({
  shop: LocationCodeSchema,
  soldOut: v.array(SoldOutItemSchema),
  controls: ShopControlsSchema,
  /** Live units of the shop's single goods (beans, mugs…), by product code. */
  stock: v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** Starts (ISO) of today's pick-up slots that are full. */
  fullSlots: v.array(InstantSchema),
  serverTime: InstantSchema,
});
export type ShopAvailability = v.InferOutput<typeof ShopAvailabilitySchema>;

/** The public live stream of a shop's availability (text/event-stream): `event: availability`, `data:` a ShopAvailability. */
export const SHOP_AVAILABILITY_EVENTS_PATH = '/shops/:code/availability/events';
