import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/rawStatements';
import type { Executor } from '../../platform/db/transaction';

/**
 * Ritmitos that paid the period's orders, less those its corrections gave back (a refund's
 * ritmitos_returned; all of them when a shop's correction undoes the whole order).
 */
export async function ritmitosPaid(db: Executor, cte: SQL): Promise<number> {
  const [row] = await rowsOf<{ ritmitos: string | number | null }>(
    db,
    sql`with ${cte} select
      coalesce(sum(o.ritmitos_used) filter (where i.sale), 0)
      - coalesce(sum(case when i.refund_id is null then o.ritmitos_used else r.ritmitos_returned end) filter (where not i.sale), 0) as ritmitos
    from inv i join orders o on o.id = i.order_id left join order_refunds r on r.id = i.refund_id`,
  );
  return Number(row?.ritmitos ?? 0);
}
