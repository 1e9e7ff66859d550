import { integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** Which header a remembered request came under: Idempotency-Key (order creation) or X-Client-Mutation-Id (outbox writes). */
export type RunOnceScope = 'order' | 'mutation';

/**
 * Requests that must take effect exactly once: the first answer under a customer's key is kept and
 * replayed to a repeat of the same request; a different request under the same key is refused.
 */
export const runOnce = pgTable(
  'run_once',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    scope: text('scope').$type<RunOnceScope>().notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: smallint('status').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.scope, table.key] })],
);
