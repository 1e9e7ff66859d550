import * as v from 'valibot';
import { LocationCodeSchema } from './common';
import { PAUSE_CHOICES } from '../../domain/availability';
import { ExtraValueSchema, InstantSchema, ProductCodeSchema, UntilSchema } from './shopAvailability';

export { SHOP_AVAILABILITY_EVENTS_PATH, ShopAvailabilitySchema, ShopControlsSchema, SoldOutItemSchema, type ShopAvailability } from './shopAvailability';

/**
 * What a shop can switch off or slow down when the counter is overwhelmed (rules: src/domain/availability),
 * as customers read it (src/api/contract/shopAvailability) and as staff change it.
 */

/** Staff: mark a product, or one value of an extra, sold out until a time (absent: the shop's closing time today; null: until undone). */
export const SoldOutBodySchema = v.object({
  shop: LocationCodeSchema,
  target: v.variant('kind', [
    v.object({ kind: v.literal('product'), productCode: ProductCodeSchema }),
    v.object({ kind: v.literal('extra'), extraId: v.pipe(v.number(), v.integer(), v.minValue(1)), value: ExtraValueSchema }),
  ]),
  until: v.optional(UntilSchema),
});
export type SoldOutBody = v.InferOutput<typeof SoldOutBodySchema>;

/** Staff: pause online orders (a choice, or an explicit instant), or end the pause (`choice: 'off'`). */
export const PauseBodySchema = v.object({
  shop: LocationCodeSchema,
  choice: v.picklist([...PAUSE_CHOICES, 'until', 'off']),
  until: v.optional(InstantSchema),
});
export type PauseBody = v.InferOutput<typeof PauseBodySchema>;

/** Staff: add 5, 10 or 15 minutes to the wait (0 ends it), until undone or for an hour. */
export const ExtraWaitBodySchema = v.object({
  shop: LocationCodeSchema,
  minutes: v.picklist([0, 5, 10, 15]),
  forAnHour: v.optional(v.boolean()),
});

/** Staff (managers): set the units of a single good at the shop. */
export const StockBodySchema = v.object({
  shop: LocationCodeSchema,
  productCode: ProductCodeSchema,
  stock: v.pipe(v.number('Stock must be a number'), v.integer('Stock must be a whole number'), v.minValue(0, 'Stock cannot be negative')),
});

/** Staff (managers): the most orders per 15-minute pick-up slot, or null to take any number. */
export const SlotCapacityBodySchema = v.object({
  shop: LocationCodeSchema,
  capacity: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500))),
});
