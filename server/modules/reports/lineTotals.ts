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
  const key = by === 'product' ? sql`m.product_code` : sql`coalesce(p.category_id, 0)::text`;
  // Labels are looked up once per group, after the sums, never gathered per line.
  const label =
    by === 'product'
      ? sql`coalesce((select title from products where product_code = g.key), (select title from order_lines where product_code = g.key limit 1))`
      : sql`(select title from categories where id::text = g.key)`;
  const rows = await rowsOf<LineRow>(
    db,
    sql`with ${cte},
    moved as (
      select ol.product_code, ol.quantity as units,
        ol.price as gross, ol.price_vat as vat, 0::numeric as refunds, i.order_id
      from inv i join order_lines ol on ol.order_id = i.order_id where i.sale
      union all
      select ol.product_code, -q.units,
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
    ),
    grouped as (
      select ${key} as key, sum(m.units) as units, sum(m.gross) as gross, sum(m.vat) as vat,
        sum(m.refunds) as refunds, count(distinct m.order_id) as orders
      from moved m left join products p on p.product_code = m.product_code
      group by 1
    )
    select g.key, ${label} as label, g.units, g.gross, g.vat, g.refunds, g.orders
    from grouped g order by g.gross desc, g.key`,
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
