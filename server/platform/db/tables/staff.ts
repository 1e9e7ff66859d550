import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { StaffGrant, StaffRole } from '../../../../src/domain/people/permissions';
import { customers } from './customers';
import { orders } from './orders';
import { locations } from './reference';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The people who run a shop's counter; the e-mail is the identity, signed in by e-mail code as customers are. */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  role: text('role').$type<StaffRole>().notNull(),
  /** Works in every shop, those imported later included (the shops table below is then not read). */
  everyShop: boolean('every_shop').notNull().default(false),
  /** Rights given one by one on top of the role (a manager with `catalogue` edits the chain's catalogue). */
  grants: jsonb('grants').$type<StaffGrant[]>().notNull().default([]),
  /** Staff tokens issued before this instant are refused (sign-out everywhere, removal). */
  notBefore: at('not_before'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The shops a member of staff works in. */
export const staffShops = pgTable(
  'staff_shops',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.locationId] })],
);

export type OrderEventSource = 'board' | 'scan' | 'simulator' | 'api' | 'customer' | 'payment' | 'expiry' | 'close' | 'manage';
export type OrderEventType = 'paid' | 'status' | 'cancelled' | 'refunded';

/**
 * Every change of an order the counter follows: payment, each status move, cancellation. The shop's
 * audit trail, the live feed (a NOTIFY at insert; streams resume from `id`) and the source of real
 * preparation times. Rows are only ever added.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<'pickup' | 'delivery'>().notNull(),
    type: text('type').$type<OrderEventType>().notNull(),
    fromStatus: integer('from_status').notNull(),
    toStatus: integer('to_status').notNull(),
    paymentStatus: integer('payment_status').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    source: text('source').$type<OrderEventSource>().notNull(),
    /** Lines in the order when the event was written (preparation times are compared between similar sizes). */
    totalProducts: smallint('total_products').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [
    index('order_events_location_idx').on(table.locationId, table.id),
    index('order_events_customer_idx').on(table.customerId, table.id),
    index('order_events_order_idx').on(table.orderId, table.id),
    // The sales report's preparation times read a period's events of some shops.
    index('order_events_location_at_idx').on(table.locationId, table.at),
  ],
);

/**
 * Staff sign-in codes, apart from the customers' login_codes: a customer's code for the same e-mail can
 * never be read, burnt or consumed by the staff sign-in, nor the other way round. Code only (no link).
 */
export const staffLoginCodes = pgTable(
  'staff_login_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    /** Set when the e-mail signed in as staff: ends every open staff code of the e-mail. */
    consumedAt: at('consumed_at'),
    clientAddress: text('client_address').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('staff_login_codes_email_idx').on(table.email, table.id)],
);
