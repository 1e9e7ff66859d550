import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { locations } from './reference';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Products, or single values of an extra (oat milk), a shop has run out of. A row is in force until
 * `until` (null: until someone brings it back); a product switched off twice keeps one row.
 */
export const soldOutItems = pgTable(
  'sold_out_items',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'product' | 'extra'>().notNull(),
    /** The product's code, or `{extraId}:{value}` for an extra value. */
    target: text('target').notNull(),
    until: at('until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sold_out_items_target_uq').on(table.locationId, table.kind, table.target)],
);

/** One row per shop that has ever been paused, slowed or capped; absent means none of it. */
export const shopControls = pgTable('shop_controls', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  pausedUntil: at('paused_until'),
  pausedOpenEnded: boolean('paused_open_ended').notNull().default(false),
  extraWaitMinutes: integer('extra_wait_minutes').notNull().default(0),
  extraWaitUntil: at('extra_wait_until'),
  slotCapacity: integer('slot_capacity'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type AvailabilityActor = 'staff' | 'operator' | 'import' | 'order';

/** Every change of a shop's availability, stock included: what, who and when. Rows are only ever added. */
export const availabilityLog = pgTable(
  'availability_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    actorKind: text('actor_kind').$type<AvailabilityActor>().notNull(),
    /** The staff member's e-mail, the operator key's id, the import file… */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('availability_log_location_idx').on(table.locationId, table.id)],
);
