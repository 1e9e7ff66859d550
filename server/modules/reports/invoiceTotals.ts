import { sql, type SQL } from 'drizzle-orm';
import { mergeRates, toCents, type RateCents } from '../../../src/domain/reports/sums';
import { rowsOf } from '../../platform/db/rawStatements';
import type { Executor } from '../../platform/db/transaction';

/** One group's invoice figures in cents: sales and corrections (negative), VAT, orders sold, per-rate VAT. */
export type InvoiceTotals = { salesCents: number; correctionsCents: number; correctionCount: number; vatCents: number; orders: number; rates: RateCents[] };

type TotalsRow = {
  key: string | null;
  sales: string | null;
  corrections: string | null;
  correction_count: string | number;
  vat: string | null;
  orders: string | number;
};
type RateRow = { key: string | null; percent: string | number; base: string | null; vat: string | null };

/**
 * The invoices of `inv` (saleInvoicesCte) added up per group `key` (an SQL expression over inv `i`, and
 * when `joins` says so over orders `o` and locations `l`). Sums are the database's exact numeric sums, turned into cents once.
 */
export async function invoiceTotalsBy(db: Executor, cte: SQL, key: SQL, joins: { order?: boolean; shop?: boolean } = {}): Promise<Map<string, InvoiceTotals>> {
  // Only the tables the key reads are joined: the orders of a year are not read for a day's sums.
  const from = sql`from inv i ${joins.order ? sql`join orders o on o.id = i.order_id` : sql``} ${joins.shop ? sql`join locations l on l.id = i.location_id` : sql``}`;
  const totals = await rowsOf<TotalsRow>(
    db,
    sql`with ${cte} select (${key})::text as key,
      sum(i.total) filter (where i.sale) as sales, sum(i.total) filter (where not i.sale) as corrections,
      count(*) filter (where not i.sale) as correction_count, sum(i.vat_total) as vat,
      count(distinct i.order_id) filter (where i.sale) as orders
      ${from} group by 1`,
  );
  const rates = await rowsOf<RateRow>(
    db,
    sql`with ${cte} select (${key})::text as key, (r.value->>'percent')::numeric as percent,
      sum((r.value->>'base')::numeric) as base, sum((r.value->>'vat')::numeric) as vat
      ${from} cross join lateral jsonb_array_elements(coalesce(i.vat_rates, '[]'::jsonb)) r group by 1, 2`,
  );
  const byKey = new Map<string, InvoiceTotals>();
  for (const row of totals) {
    byKey.set(row.key ?? '', {
      salesCents: toCents(row.sales),
      correctionsCents: toCents(row.corrections),
      correctionCount: Number(row.correction_count),
      vatCents: toCents(row.vat),
      orders: Number(row.orders),
      rates: [],
    });
  }
  for (const row of rates) {
    const group = byKey.get(row.key ?? '');
    if (group) group.rates.push({ percent: Number(row.percent), baseCents: toCents(row.base), vatCents: toCents(row.vat) });
  }
  for (const group of byKey.values()) group.rates = mergeRates(group.rates);
  return byKey;
}
