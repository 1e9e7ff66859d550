import * as v from 'valibot';
import { LocationCodeSchema } from '../common';
import { PAUSE_CHOICES } from '../../../domain/availability/availability';
import { ExtraValueSchema, InstantSchema, ProductCodeSchema } from '../customer/shopAvailability';

/** The most the database's integer columns hold (2^31 − 1): stock and ids above it cannot be stored. */
const INTEGER_MAX = 2_147_483_647;
const EXTRA_ID_MESSAGE = `An extra id is a whole number from 1 to ${INTEGER_MAX}`;

/** The earliest and (excluded) latest instant a request may name: the years 2000 to 9999, in UTC. */
const INSTANT_FROM = Date.UTC(2000, 0, 1);
const INSTANT_BEFORE = Date.UTC(10_000, 0, 1);

/**
 * An instant a request names (an `until`, an `updatedSince`): ISO 8601 and within the years 2000 to 9999,
 * so it is a date the database and the app's clock both read (year 0 is none, and past 9999 ISO needs six digits).
 */
export const RequestInstantSchema = v.pipe(
  InstantSchema,
  v.check((text) => {
    const at = Date.parse(text);
    return at >= INSTANT_FROM && at < INSTANT_BEFORE;
  }, 'Give a date and time from the year 2000 to 9999'),
);

export {
  SHOP_AVAILABILITY_EVENTS_PATH,
  ShopAvailabilitySchema,
  ShopControlsSchema,
  SoldOutItemSchema,
  type ShopAvailability,
} from '../customer/shopAvailability';

// Unions rather than v.variant, and no v.unknown: the valibot functions any client code uses all ship in
// the first load's shared chunk.

/**
 * What a shop can switch off or slow down when the counter is overwhelmed (rules: src/domain/availability),
 * as customers read it (src/api/contract/shopAvailability) and as staff change it.
 */

/** What staff switch off or bring back: a product, or one value of an extra. */
export const SoldOutTargetSchema = v.union([
  v.object({ kind: v.literal('product'), productCode: ProductCodeSchema }),
  v.object({
    kind: v.literal('extra'),
    extraId: v.pipe(v.number(EXTRA_ID_MESSAGE), v.integer(EXTRA_ID_MESSAGE), v.minValue(1, EXTRA_ID_MESSAGE), v.maxValue(INTEGER_MAX, EXTRA_ID_MESSAGE)),
    value: ExtraValueSchema,
  }),
]);
export type SoldOutTarget = v.InferOutput<typeof SoldOutTargetSchema>;

/** Staff: mark a product, or one value of an extra, sold out until a time (absent: the shop's closing time today; null: until undone). */
export const SoldOutBodySchema = v.object({
  shop: LocationCodeSchema,
  target: SoldOutTargetSchema,
  until: v.optional(v.nullable(RequestInstantSchema)),
});
export type SoldOutBody = v.InferOutput<typeof SoldOutBodySchema>;

/** Staff: bring a sold-out product or extra value back now. */
export const BackBodySchema = v.object({ shop: LocationCodeSchema, target: SoldOutTargetSchema });
export type BackBody = v.InferOutput<typeof BackBodySchema>;

/** Staff: pause online orders (a choice, or an explicit instant), or end the pause (`choice: 'off'`). */
export const PauseBodySchema = v.object({
  shop: LocationCodeSchema,
  choice: v.picklist([...PAUSE_CHOICES, 'until', 'off']),
  until: v.optional(RequestInstantSchema),
});
export type PauseBody = v.InferOutput<typeof PauseBodySchema>;

/** Staff: add 5, 10 or 15 minutes to the wait (0 ends it), until undone or for an hour. */
export const ExtraWaitBodySchema = v.object({
  shop: LocationCodeSchema,
  minutes: v.picklist([0, 5, 10, 15]),
  forAnHour: v.optional(v.boolean()),
});
export type ExtraWaitBody = v.InferOutput<typeof ExtraWaitBodySchema>;

/** Staff (managers): set the units of a single good at the shop. */
export const StockBodySchema = v.object({
  shop: LocationCodeSchema,
  productCode: ProductCodeSchema,
  stock: v.pipe(
    v.number('Stock must be a number'),
    v.integer('Stock must be a whole number'),
    v.minValue(0, 'Stock cannot be negative'),
    v.maxValue(INTEGER_MAX, `Stock is at most ${INTEGER_MAX}`),
  ),
});
export type StockBody = v.InferOutput<typeof StockBodySchema>;

/** Staff (managers): the most orders per 15-minute pick-up slot, or null to take any number. */
export const SlotCapacityBodySchema = v.object({
  shop: LocationCodeSchema,
  capacity: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500))),
});
export type SlotCapacityBody = v.InferOutput<typeof SlotCapacityBodySchema>;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
const JsonSchema: v.GenericSchema<Json> = v.lazy(() =>
  v.union([v.nullable(v.string()), v.number(), v.boolean(), v.array(JsonSchema), v.record(v.string(), JsonSchema)]),
);

/** One recorded change of a shop's availability: who (a member of staff, an order, the catalogue import…), what and when. */
export const AvailabilityLogEntrySchema = v.object({
  id: v.number(),
  at: InstantSchema,
  actorKind: v.picklist(['staff', 'operator', 'import', 'order']),
  actor: v.string(),
  action: v.string(),
  detail: v.record(v.string(), JsonSchema),
});
export type AvailabilityLogEntry = v.InferOutput<typeof AvailabilityLogEntrySchema>;

/** The board's list of a shop's recent changes, newest first. */
export const AvailabilityLogSchema = v.object({ shop: LocationCodeSchema, entries: v.array(AvailabilityLogEntrySchema) });
