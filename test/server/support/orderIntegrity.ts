import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/platform/db/connect';

/** Half-written order creations found in the database; all zero when every creation wrote all or nothing. */
export interface OrderIntegrity {
  orders: number;
  ordersWithoutLines: number;
  /** Shop days whose daily counter differs from the number of numbered orders of that day. */
  countersOff: number;
  /** Orders created through the API without their remembered answer, and remembered answers without their order. */
  ordersWithoutAnswer: number;
  answersWithoutOrder: number;
}

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

export async function orderIntegrity(db: Database): Promise<OrderIntegrity> {
  const [row = {}] = rowsOf(
    await db.execute(sql`select
      (select count(*) from orders) as orders,
      (select count(*) from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)) as orders_without_lines,
      (select count(*) from daily_order_numbers d where d.last_number <> (
        select count(*) from orders o where o.location_id = d.location_id and o.shop_date = d.shop_date and o.daily_number is not null)) as counters_off,
      (select count(*) from orders o where not exists (
        select 1 from run_once r where r.scope = 'order' and (r.answer -> 'order' ->> 'orderId')::int = o.id)) as orders_without_answer,
      (select count(*) from run_once r where r.scope = 'order' and r.status = 200 and not exists (
        select 1 from orders o where o.id = (r.answer -> 'order' ->> 'orderId')::int)) as answers_without_order`),
  );
  return {
    orders: Number(row.orders),
    ordersWithoutLines: Number(row.orders_without_lines),
    countersOff: Number(row.counters_off),
    ordersWithoutAnswer: Number(row.orders_without_answer),
    answersWithoutOrder: Number(row.answers_without_order),
  };
}
