import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from './reference';
import type { FiscalDetails } from '../../../../src/domain/fiscal/taxId';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();

/** A customer is created by the first successful sign-in; the e-mail is the identity. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  /** Public customer code shown in the QR and the token (e.g. 'RC000123'). */
  code: text('code').notNull().unique(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  receivePromotions: boolean('receive_promotions').notNull().default(false),
  receiveNews: boolean('receive_news').notNull().default(false),
  /** Fiscal details for full invoices (NIF/NIE/CIF, name, fiscal address); null until given. */
  fiscal: jsonb('fiscal').$type<FiscalDetails>(),
  /** Tokens issued before this instant are refused: logout ends every session of the customer. */
  notBefore: at('not_before'),
  /**
   * Set when the customer deleted their account: the row stays, pseudonymised, because kept orders and
   * invoices point at it; nobody signs in to it again and its e-mail is free for a new account.
   */
  deletedAt: at('deleted_at'),
  createdAt: createdAt(),
});

/** One-time sign-in codes (5 characters), stored hashed, bound to the e-mail and the sign-in. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Hash of the magic-link token sent in the same e-mail (single use, 15 minutes). */
    linkHash: text('link_hash').unique(),
    expiresAt: at('expires_at').notNull(),
    linkExpiresAt: at('link_expires_at'),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    /**
     * Set when the e-mail signed in (by this row's code or link, or another row's): ends the code and the
     * link. Five failed attempts burn only the code.
     */
    consumedAt: at('consumed_at'),
    language: text('language').notNull().default('es'),
    clientAddress: text('client_address').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('login_codes_email_idx').on(table.email, table.createdAt)],
);

/** Rate-limit events (login-start per e-mail and per client address), counted over a window. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: createdAt(),
  },
  (table) => [index('rate_events_bucket_key_idx').on(table.bucket, table.key, table.at)],
);

/** OAuth/OIDC sign-ins under way: state → PKCE verifier and nonce (in the database, not in memory). */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  createdAt: createdAt(),
  consumedAt: at('consumed_at'),
});

/** One-time codes handed to the app after a social sign-in (/user_login?code=…), traded by login-google. */
export const socialLoginCodes = pgTable('social_login_codes', {
  codeHash: text('code_hash').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
  createdAt: createdAt(),
});

/** Ritmitos ledger: credits (positive) expire; spending and reservations are negative movements. */
export const loyaltyMovements = pgTable(
  'loyalty_movements',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<'earned' | 'spent' | 'referral' | 'expired' | 'reserved' | 'released'>().notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull().default(''),
    expiresAt: at('expires_at'),
    /** Order that caused it, when there is one (later issues). */
    orderRef: text('order_ref'),
    createdAt: createdAt(),
  },
  (table) => [index('loyalty_customer_idx').on(table.customerId, table.createdAt)],
);

/** Friend invitations; the inviter is credited once when the friend registers and pays a first order. */
export const referrals = pgTable('referrals', {
  id: serial('id').primaryKey(),
  inviterId: integer('inviter_id')
    .notNull()
    .references(() => customers.id),
  friendEmail: text('friend_email').notNull().unique(),
  friendName: text('friend_name').notNull(),
  friendCustomerId: integer('friend_customer_id').references(() => customers.id),
  rewardedAt: at('rewarded_at'),
  /** The friend's paid order that earned the reward (orders.id): refunding it takes the reward back. */
  rewardOrderId: integer('reward_order_id'),
  createdAt: createdAt(),
});

/** One rating per customer and product; the product's rating is recomputed from these. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    productCode: text('product_code')
      .notNull()
      .references(() => products.productCode),
    rating: smallint('rating').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [unique('reviews_customer_product').on(table.customerId, table.productCode)],
);

/** Delivery addresses (Address); deleted ones are removed, never shown to another customer. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    contactFullName: text('contact_full_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    cp: text('cp').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    notes: text('notes').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('addresses_customer_idx').on(table.customerId, table.id)],
);

/** Demo mode: every e-mail the server sends is also kept here and listed at GET /api/dev/outbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull().default(''),
  code: text('code'),
  link: text('link'),
  createdAt: createdAt(),
});

/**
 * E-mails that must not be lost (friend invitations, receipts): written in the transaction of what they
 * announce, then sent by the mail queue (server/modules/notifications/mail/mailQueue.ts). `key` makes each one happen once ever
 * ('invitation:friend@example.com', 'receipt:42'). A row waits until `nextAttemptAt`; the sender claims it
 * by pushing that forward (a lease), so several processes never send one row at the same time.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    kind: text('kind')
      .$type<'invitation' | 'receipt' | 'staffInvitation' | 'dayClose' | 'orderRefunded' | 'orderCancelledByShop' | 'withdrawalReceived'>()
      .notNull(),
    payload: jsonb('payload').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    /** Set when the sender gave up (too many failed attempts, or a message that cannot be made). */
    failedAt: at('failed_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('mail_queue_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);
