import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { operatorKeys } from './operator';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Where an operator key's system wants to hear of changes: an https URL, the event types it takes and
 * the secret its deliveries are signed with (Standard Webhooks, `whsec_` and base64). A key for one shop
 * hears of that shop only; a chain key of every shop. Removing one sets `disabled_at`, so its deliveries
 * stay listed.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: serial('id').primaryKey(),
    keyId: integer('key_id')
      .notNull()
      .references(() => operatorKeys.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    disabledAt: at('disabled_at'),
  },
  (table) => [index('webhook_subscriptions_key_idx').on(table.keyId)],
);

/**
 * The durable delivery queue: one row per event and subscription, written by triggers in the transaction
 * of the change itself (migration 0022), so no write path can change an order or a shop without its
 * events being queued. `payload` is the event's data as the change left it; the statuses' names in other
 * vocabularies are added when it is sent. Rows of one `sequence_key` (an order, or a shop's availability)
 * go to a subscription in id order.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks `webhook-id`: one per event, the same on every try and for every subscription. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: integer('order_id'),
    locationId: integer('location_id').notNull(),
    /** `order:{id}` or `shop:{id}`: a row is sent only once every earlier row of its key is delivered or failed. */
    sequenceKey: text('sequence_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurredAt: at('occurred_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Due from then; while a process sends the row, the end of its lease. */
    nextAttemptAt: at('next_attempt_at').notNull(),
    /** The start of the window of tries: the event's time, or when someone asked for a failed row to go again. */
    triesSince: at('tries_since').notNull(),
    deliveredAt: at('delivered_at'),
    failedAt: at('failed_at'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null and ${table.failedAt} is null`),
    index('webhook_deliveries_sequence_idx').on(table.subscriptionId, table.sequenceKey, table.id),
  ],
);
