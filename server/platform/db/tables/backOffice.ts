import { bigserial, customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products, locations } from './reference';
import { staff } from './staff';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Every change made in the back office, by the command line or by the operator API to what the business
 * runs on (catalogue, photos, shops, hours, staff): who, when, what, before → after. Rows are only ever
 * added (a trigger refuses updates and deletes).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    /** The member of staff who made the change; null for the command line or an operator key. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Who, as a person reads it: the member's e-mail, `command line`, or `operator key <prefix>`. */
    actor: text('actor').notNull(),
    /** What was done, e.g. `product.update`, `shop.hours`, `staff.remove`. */
    action: text('action').notNull(),
    /** What it was done to, e.g. `product:ESP01`, `shop:va01`, `staff:7`. */
    subject: text('subject').notNull(),
    /** The shop the change belongs to, when it belongs to one (a manager reads their shops' rows). */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('audit_log_at_idx').on(table.at), index('audit_log_location_idx').on(table.locationId, table.at)],
);

/**
 * Stored files, addressed by the SHA-256 of their bytes (hex): the same bytes are stored once, every process
 * serves them, a backup holds them, and a URL carrying the hash can be cached for ever.
 */
export const media = pgTable('media', {
  hash: text('hash').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteLength: integer('byte_length').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** One rendition of a photo: its width and format, and the stored file. */
export interface PhotoRendition {
  width: number;
  format: 'avif' | 'webp' | 'jpeg';
  hash: string;
}

/** A product's photos, in gallery order (the first is the card's); each names its stored renditions. */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productCode: text('product_code')
      .notNull()
      .references(() => products.productCode, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    /** Hash of the largest JPEG rendition: the photo's identity in URLs and exports. */
    key: text('key').notNull(),
    renditions: jsonb('renditions').$type<PhotoRendition[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('product_photos_product_idx').on(table.productCode, table.sort)],
);
