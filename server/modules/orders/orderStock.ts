import { sql, type SQL } from 'drizzle-orm';
import type { OrderLineInput } from '../../../src/api/contract';
import type { CountedUnits } from '../../../src/domain/availability/orderAvailability';
import { stockShortfalls } from '../../../src/domain/availability/stock';
import { statementsInOrder, type Rows } from '../../platform/db/rawStatements';
import type { StockTaken } from '../../platform/db/tables/orders';
import type { Transaction } from '../../platform/db/transaction';
import { refuseShortLines } from './priceCheck';

/**
 * Stock that counts: an order takes the units of its single goods (beans, mugs) when it is placed, in its
 * own transaction, and gives them back when it is cancelled. Taking them only at payment would let twenty
 * customers pay for three bags; taken at once, they are held like the order's ritmitos, and an unpaid
 * order that is cancelled gives them back. A shop keeping its own figure (location_products.stock_current
 * not null) sells from it; otherwise from the product's figure, which every shop without its own shares.
 *
 * Every change writes an availability_log row (actor: the order) in the same transaction, whose NOTIFY at
 * commit tells every server process the shop's figure moved; a shared figure is logged at each shop it
 * serves. An order first locks the rows it takes from in product-code order (as does every return of two
 * or more products), so two orders never wait on each other's rows.
 */

/** The log rows of the stock rows changed by the statement's CTE `changed` (code, stock, source) joined to `wanted` (code, units). */
function logChanges(locationId: SQL, orderCode: SQL, action: 'stock_taken' | 'stock_returned', now: Date): SQL {
  return sql`insert into availability_log (location_id, actor_kind, actor, action, detail, at)
    select place.location_id, 'order', ${orderCode}, ${action}, jsonb_build_object('productCode', c.code, 'units', w.units, 'stock', c.stock), ${now.toISOString()}::timestamptz
    from changed c join wanted w on w.code = c.code
    cross join lateral (
      select ${locationId} as location_id where c.source = 'shop'
      union all
      select lp.location_id from location_products lp where c.source = 'product' and lp.product_code = c.code and lp.stock_current is null
    ) place`;
}

/** Locks the stock rows of the named products at the shop in product-code order: the shop's own figures, then the shared ones. */
function lockStockRows(locationId: number, codes: readonly string[]): SQL {
  const named = sql`(select value from jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`;
  return sql`select
    (select count(*) from (select lp.product_code from location_products lp
      where lp.location_id = ${locationId} and lp.product_code in ${named} and lp.stock_current is not null order by lp.product_code for update) own)
    + (select count(*) from (select p.product_code from products p join location_products lp on lp.product_code = p.product_code and lp.location_id = ${locationId} and lp.stock_current is null
      where p.product_code in ${named} order by p.product_code for update of p) shared) as locked`;
}

/**
 * The statements that take the order's units (none when it has no single goods): the rows locked first,
 * so the taking statement, which starts once they are ours, sees the figures as the last order to hold
 * them left them; then each product's units taken only while that many are left. The last statement
 * answers, per product, where its units came from (null: not taken) and the figure after taking them (or
 * as it is, when not).
 */
export function takeStockStatements(locationId: number, orderCode: string, units: readonly CountedUnits[], now: Date): SQL[] {
  if (units.length === 0) return [];
  const take = sql`with wanted as (
      select w."productCode" as code, w.units from jsonb_to_recordset(${JSON.stringify(units)}::jsonb) as w("productCode" text, units int)
    ),
    from_shop as (
      update location_products lp set stock_current = lp.stock_current - w.units from wanted w
      where lp.location_id = ${locationId} and lp.product_code = w.code and lp.stock_current >= w.units
      returning lp.product_code as code, lp.stock_current as stock
    ),
    from_product as (
      update products p set stock_current = p.stock_current - w.units
      from wanted w join location_products lp on lp.product_code = w.code and lp.location_id = ${locationId} and lp.stock_current is null
      where p.product_code = w.code and p.stock_current >= w.units
      returning p.product_code as code, p.stock_current as stock
    ),
    changed as (select code, stock, 'shop' as source from from_shop union all select code, stock, 'product' as source from from_product),
    logged as (${logChanges(sql`${locationId}::int`, sql`${orderCode}`, 'stock_taken', now)})
    select w.code, w.units, c.source, coalesce(c.stock, (
      select coalesce(lp.stock_current, p.stock_current) from location_products lp join products p on p.product_code = lp.product_code
      where lp.location_id = ${locationId} and lp.product_code = w.code
    )) as stock
    from wanted w left join changed c on c.code = w.code`;
  const codes = units.map((unit) => unit.productCode);
  return [lockStockRows(locationId, codes), take];
}

interface TakeRow {
  code: string;
  units: number;
  source: StockTaken['source'] | null;
  stock: number | null;
}

/**
 * What the order took, from the take statement's answer; when a product had fewer units left than asked,
 * 409 `product_unavailable` naming each line short with what it can keep (the transaction, rolled back,
 * takes nothing).
 */
export function stockTakenFrom(rows: Rows, lines: readonly OrderLineInput[]): StockTaken[] | null {
  const taken = rows as unknown as TakeRow[];
  if (taken.length === 0) return null;
  const byCode = new Map(taken.map((row) => [row.code, row]));
  if (taken.some((row) => row.source === null)) {
    const left = (code: string) => {
      const row = byCode.get(code);
      if (!row) return null;
      // A product that was taken had its units, so its lines keep them all; one that was not had fewer than asked.
      return row.source === null ? Math.max(0, Math.min(Number(row.stock ?? 0), Number(row.units) - 1)) : Number(row.units);
    };
    const short = stockShortfalls(
      lines.map((line) => ({ productCode: line.code, quantity: line.quantity })),
      left,
    );
    refuseShortLines(lines, short, () => true);
  }
  return taken.map((row) => ({ productCode: row.code, units: Number(row.units), source: row.source as StockTaken['source'] }));
}

/**
 * Gives back the units an order holds, in the caller's transaction (which cancels the order): once, as
 * the order's `stock_taken` is cleared by the same statement under the row's lock. Nothing when it holds none.
 */
export async function returnOrderStock(
  tx: Transaction,
  order: { id: number; locationId: number; stockTaken: readonly StockTaken[] | null },
  now: Date,
): Promise<void> {
  const held = order.stockTaken ?? [];
  if (held.length === 0) return;
  const give = sql`with held as (
      select id, location_id, order_code, stock_taken from orders where id = ${order.id} and stock_taken is not null for update
    ),
    released as (update orders o set stock_taken = null from held where o.id = held.id returning held.location_id, held.order_code, held.stock_taken),
    wanted as (
      select r.location_id, r.order_code, i."productCode" as code, i.units, i.source
      from released r cross join lateral jsonb_to_recordset(r.stock_taken) as i("productCode" text, units int, source text)
    ),
    to_shop as (
      update location_products lp set stock_current = lp.stock_current + w.units from wanted w
      where w.source = 'shop' and lp.location_id = w.location_id and lp.product_code = w.code
      returning lp.product_code as code, lp.stock_current as stock
    ),
    to_product as (
      update products p set stock_current = p.stock_current + w.units from wanted w
      where w.source = 'product' and p.product_code = w.code
      returning p.product_code as code, p.stock_current as stock
    ),
    changed as (select code, stock, 'shop' as source from to_shop union all select code, stock, 'product' as source from to_product),
    logged as (${logChanges(sql`w.location_id`, sql`w.order_code`, 'stock_returned', now)})
    select code, stock from changed`;
  const codes = held.map((unit) => unit.productCode).sort();
  await statementsInOrder(tx, codes.length > 1 ? [lockStockRows(order.locationId, codes), give] : [give]);
}
