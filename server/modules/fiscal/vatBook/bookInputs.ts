import { sql, type SQL } from 'drizzle-orm';
import type { BookInvoiceRate } from '../../../../src/domain/fiscal/vatBookRows';
import type { Database } from '../../../platform/db/connect';
import { cursorBatches } from '../../../platform/db/rawCursor';
import { rowsOf, type Rows } from '../../../platform/db/rawStatements';

/** Invoices read per round trip: enough to keep the database busy, few enough to keep memory flat. */
export const BATCH = 2000;

export interface BookQuery {
  issuer: string;
  from: string;
  to: string;
}

/**
 * An F2 some F3 replaced is no longer the operation's invoice: the F3 carries its amounts, so the ticket
 * leaves the book (the AEAT asks a replaced ticket already booked to be taken out), and nothing counts twice.
 */
export const notReplaced = sql`not (i.invoice_type = 'F2' and exists (select 1 from invoices s where s.related_invoice_id = i.id and s.invoice_type = 'F3'))`;

const inPeriod = (query: BookQuery) => sql`i.issuer_nif = ${query.issuer} and i.shop_date >= ${query.from} and i.shop_date <= ${query.to} and ${notReplaced}`;

/** One row per invoice and rate (an invoice kept with no rate gives one row at 0 %), amounts in cents. */
function perRate(invoicesOf: SQL): SQL {
  return sql`
    select i.invoice_number as number, i.invoice_type as type, i.shop_date as day,
      i.recipient->>'taxId' as recipient_nif, i.recipient->>'name' as recipient_name,
      rel.invoice_number as related,
      coalesce(round(i.total * 100), 0)::int as total_cents,
      coalesce(r.percent, 0)::float8 as percent,
      coalesce(round(r.base * 100), 0)::int as base_cents,
      coalesce(round(r.vat * 100), 0)::int as vat_cents
    from (${invoicesOf}) i
    left join invoices rel on rel.id = i.related_invoice_id
    left join lateral jsonb_to_recordset(coalesce(i.vat_rates, '[]'::jsonb)) as r(percent numeric, base numeric, vat numeric) on true
    order by i.shop_date, i.invoice_number, r.percent`;
}

const inputOf = (row: Rows[number]): BookInvoiceRate => ({
  number: row.number as string,
  type: row.type as BookInvoiceRate['type'],
  day: row.day as string,
  recipientNif: (row.recipient_nif as string | null) ?? null,
  recipientName: (row.recipient_name as string | null) ?? null,
  related: (row.related as string | null) ?? null,
  totalCents: Number(row.total_cents),
  percent: Number(row.percent),
  baseCents: Number(row.base_cents),
  vatCents: Number(row.vat_cents),
});

/**
 * The issuer's invoices of the period, one rate at a time, by day, number and rate, never all in memory:
 * on PostgreSQL one statement read through a cursor; on PGlite pages of invoices after the last one read
 * (keyset on the index by issuer, day and number).
 */
export async function* bookInputs(db: Database, query: BookQuery, batch = BATCH): AsyncGenerator<BookInvoiceRate> {
  const all = sql`select * from invoices i where ${inPeriod(query)}`;
  const cursor = cursorBatches(db, perRate(all), batch);
  if (cursor) {
    for await (const rows of cursor) for (const row of rows) yield inputOf(row);
    return;
  }
  let after: { day: string; number: string } | null = null;
  for (;;) {
    const keyset: SQL = after ? sql`and (i.shop_date, i.invoice_number) > (${after.day}, ${after.number})` : sql``;
    const page: SQL = sql`select * from invoices i where ${inPeriod(query)} ${keyset} order by i.shop_date, i.invoice_number limit ${batch}`;
    const rows: Rows = await rowsOf(db, perRate(page));
    if (rows.length === 0) return;
    for (const row of rows) yield inputOf(row);
    const last: Rows[number] = rows[rows.length - 1]!;
    after = { day: last.day as string, number: last.number as string };
    const invoicesRead = new Set(rows.map((row) => row.number)).size;
    if (invoicesRead < batch) return;
  }
}
