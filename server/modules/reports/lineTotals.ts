import { sql, type SQL } from 'drizzle-orm';
import { toCents } from '../../../src/domain/reports/sums';
import { rowsOf } from '../../platform/db/rawStatements';
import type { Executor } from '../../platform/db/transaction';

/** One product's or category's lines in cents: sold less refunded. */
export type LineTotals = {
  key: string;
  label: { es: string; en: string };
  units: number;
  grossCents: number;
  vatCents: number;
  refundsCents: number;
  orders: number;
};

type LineRow = {
  key: string;
  label: { es: string; en: string } | null;
  units: string | number;
  gross: string | null;
  vat: string | null;
  refunds: string | null;
  orders: string | number;
};

/**
 * The order lines of the period's invoices, per product or category: the lines of each sale invoice's order,
 * less the units each correction takes back — a refund's lines ({index, quantity}, the index being the
 * line's position), or every line of an order a shop's whole correction undoes — valued at the line's
 * own price share, rounded to the cent. Lines are money prices: what ritmitos paid is not in them.
 */
export async function lineTotalsBy(db: Executor, cte: SQL, by: 'product' | 'category'): Promise<LineTotals[]> {
  const key = by === 'product' ? sql`ol.product_code` : sql`coalesce(p.category_id, 0)::text`;
  const label = by === 'product' ? sql`(array_agg(coalesce(p.title, ol.title)))[1]` : sql`(array_agg(c.title))[1]`;
  const rows = await rowsOf<LineRow>(
    db,
    sql`with ${cte},
    moved as (
      select ol.id as line_id, ol.quantity as units,
        ol.price as gross, ol.price_vat as vat, 0::numeric as refunds, i.order_id
      from inv i join order_lines ol on ol.order_id = i.order_id where i.sale
      union all
      select ol.id, -q.units,
        -round(ol.price * q.units / ol.quantity, 2), -round(ol.price_vat * q.units / ol.quantity, 2),
        round(ol.price * q.units / ol.quantity, 2), null
      from inv i
      join order_lines ol on ol.order_id = i.order_id
      cross join lateral (
        select least(ol.quantity, coalesce(sum((x.value->>'quantity')::int), 0)) as units
        from order_refunds r cross join lateral jsonb_array_elements(r.lines) x
        where r.id = i.refund_id and (x.value->>'index')::int = ol.position
        having i.refund_id is not null
        union all
        select ol.quantity where i.refund_id is null
      ) q
      where not i.sale and q.units > 0
    )
    select ${key} as key, ${label} as label, sum(m.units) as units, sum(m.gross) as gross, sum(m.vat) as vat,
      sum(m.refunds) as refunds, count(distinct m.order_id) as orders
    from moved m join order_lines ol on ol.id = m.line_id
    left join products p on p.product_code = ol.product_code
    left join categories c on c.id = p.category_id
    group by 1 order by sum(m.gross) desc, 1`,
  );
  return rows.map((row) => ({
    key: row.key,
    label: row.label ?? { es: row.key, en: row.key },
    units: Number(row.units),
    grossCents: toCents(row.gross),
    vatCents: toCents(row.vat),
    refundsCents: toCents(row.refunds),
    orders: Number(row.orders),
  }));
}
