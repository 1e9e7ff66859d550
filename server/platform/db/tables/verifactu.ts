import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { VerifactuRecord } from '../verifactuRecordTypes';
import { invoices } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The invoicing records, append-only (a trigger refuses UPDATE and DELETE): one hash chain per issuer NIF,
 * each record naming the one before it. No two records share a previous one, and an issuer has one first.
 */
export const verifactuRecords = pgTable(
  'verifactu_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    issuerNif: text('issuer_nif').notNull(),
    kind: text('kind').$type<'alta' | 'anulacion'>().notNull(),
    /** The invoice the record registers or cancels. */
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** NumSerieFactura, kept apart for look-ups. */
    invoiceNumber: text('invoice_number').notNull(),
    previousId: bigint('previous_id', { mode: 'number' }),
    huella: text('huella').notNull(),
    /** Every field as sent and hashed. */
    fields: jsonb('fields').$type<VerifactuRecord>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('verifactu_records_previous_idx').on(table.previousId),
    uniqueIndex('verifactu_records_first_idx')
      .on(table.issuerNif)
      .where(sql`${table.previousId} is null`),
    index('verifactu_records_invoice_idx').on(table.invoiceId),
  ],
);

export type VerifactuQueueState = 'pending' | 'sending' | 'accepted' | 'accepted_with_errors' | 'rejected';

/** What is still to be sent to the agency, and how each send ended: one row per record. */
export const verifactuQueue = pgTable(
  'verifactu_queue',
  {
    recordId: bigint('record_id', { mode: 'number' })
      .primaryKey()
      .references(() => verifactuRecords.id),
    issuerNif: text('issuer_nif').notNull(),
    state: text('state').$type<VerifactuQueueState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** A process sending the row holds it until then; a crashed sender's rows are taken up after it. */
    leaseUntil: at('lease_until'),
    lastError: text('last_error'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('verifactu_queue_due_idx').on(table.state, table.nextAttemptAt)],
);

/** Each answer the agency gave about a record (append-only): Correcto, AceptadoConErrores or Incorrecto. */
export const verifactuAnswers = pgTable(
  'verifactu_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recordId: bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => verifactuRecords.id),
    state: text('state').$type<'Correcto' | 'AceptadoConErrores' | 'Incorrecto'>().notNull(),
    errorCode: text('error_code'),
    errorText: text('error_text'),
    /** The agency's CSV of the submission that carried the record. */
    csv: text('csv'),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('verifactu_answers_record_idx').on(table.recordId, table.id)],
);

/** Per issuer: no send before this instant (the agency's TiempoEsperaEnvio), honoured by every process. */
export const verifactuSendWindow = pgTable('verifactu_send_window', {
  issuerNif: text('issuer_nif').primaryKey(),
  notBefore: at('not_before').notNull(),
});
