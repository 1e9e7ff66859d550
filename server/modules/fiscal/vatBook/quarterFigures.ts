import { sql } from 'drizzle-orm';
import { figures303, type Figures303 } from '../../../../src/domain/fiscal/vat303';
import type { RateTotals } from '../../../../src/domain/fiscal/vatBookRows';
import type { Database } from '../../../platform/db/connect';
import { rowsOf } from '../../../platform/db/rawStatements';
import { notReplaced, type BookQuery } from './bookInputs';

/**
 * Form 303's figures of the period, added up in the database per rate from the same invoices the book
 * lists (a replaced ticket left out): issued invoices in the rate's boxes, rectifying ones in 14 and 15.
 */
export async function quarterFigures(db: Database, query: BookQuery): Promise<Figures303 & { invoices: number }> {
  const rows = await rowsOf<{ correction: boolean; percent: number; base_cents: string | number; vat_cents: string | number; invoices: string | number }>(
    db,
    sql`select i.invoice_type in ('R1', 'R5') as correction, r.percent::float8 as percent,
          sum(round(r.base * 100))::bigint as base_cents, sum(round(r.vat * 100))::bigint as vat_cents,
          count(distinct i.id) as invoices
        from invoices i
        cross join lateral jsonb_to_recordset(coalesce(i.vat_rates, '[]'::jsonb)) as r(percent numeric, base numeric, vat numeric)
        where i.issuer_nif = ${query.issuer} and i.shop_date >= ${query.from} and i.shop_date <= ${query.to}
          and ${notReplaced}
        group by 1, 2`,
  );
  const totals = (correction: boolean): RateTotals[] =>
    rows
      .filter((row) => row.correction === correction)
      .map((row) => ({ percent: Number(row.percent), baseCents: Number(row.base_cents), vatCents: Number(row.vat_cents) }));
  const [counted] = await rowsOf<{ n: string | number }>(
    db,
    sql`select count(*) as n from invoices i where i.issuer_nif = ${query.issuer} and i.shop_date >= ${query.from} and i.shop_date <= ${query.to}
          and ${notReplaced}`,
  );
  return { ...figures303({ issued: totals(false), corrections: totals(true) }), invoices: Number(counted?.n ?? 0) };
}
