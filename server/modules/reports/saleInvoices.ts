import { sql, type SQL } from 'drizzle-orm';
import type { ReportPeriod } from '../../../src/domain/reports/period';

/**
 * The invoices a sales report adds up: the sales (F1 full invoices, F2 tickets) and the corrections (R1,
 * R5: negative amounts) of the shops, issued on the period's days of each shop's calendar. An F3 replaces an
 * F2 that stays counted, so it is left out: an order is sold once.
 */
export function saleInvoicesCte(locationIds: readonly number[], period: ReportPeriod): SQL {
  const shops = sql.join(
    locationIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  return sql`inv as (
    select i.id, i.order_id, i.total, i.vat_total, i.vat_rates, i.shop_date, i.issued_at, i.location_id, i.refund_id,
      (i.invoice_type in ('F1', 'F2')) as sale
    from invoices i
    where i.location_id in (${shops}) and i.shop_date >= ${period.from} and i.shop_date <= ${period.to}
      and i.invoice_type in ('F1', 'F2', 'R1', 'R5')
  )`;
}
