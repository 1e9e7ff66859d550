import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language } from '../../../../src/api/contract';
import { customers } from './customers';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Web Push subscriptions: one row per device (browser profile), whose push-service endpoint is
 * unique; the device belongs to whoever subscribed it last. The language is the app's on that device.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The device's P-256 public key and auth secret (base64url), for the RFC 8291 encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language').$type<Language>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_customer_idx').on(table.customerId)],
);
