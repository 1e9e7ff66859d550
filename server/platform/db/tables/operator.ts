import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { locations } from './reference';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Keys of the shop's own systems (a till, a kitchen screen) for the operator API. Only a hash of the
 * secret is kept; the key is shown once when created. A key belongs to one shop, or to the whole chain when
 * `location_id` is null. Two keys of one system may be valid at once, so a key is rotated without downtime.
 */
export const operatorKeys = pgTable(
  'operator_keys',
  {
    id: serial('id').primaryKey(),
    /** The key's public part (`rk_` and 12 hex digits): how it is named in lists, logs and the revoke command. */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the whole key. */
    secretHash: text('secret_hash').notNull(),
    label: text('label').notNull().default(''),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [uniqueIndex('operator_keys_prefix_uq').on(table.prefix)],
);
