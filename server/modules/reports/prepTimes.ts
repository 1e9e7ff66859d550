import { sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../src/api/contract/statuses';
import type { ReportPeriod } from '../../../src/domain/reports/period';
import { rowsOf } from '../../platform/db/rawStatements';
import type { Executor } from '../../platform/db/transaction';

export type PrepHour = { hour: number; orders: number; median: number; p90: number };

const DAY_MS = 86_400_000;

/**
 * Preparation times from the counter's events: per order, its first move to "in preparation" and its first
 * move to "prepared"; median and 90th percentile in minutes (one decimal) per hour the preparation started,
 * on each shop's clock, for preparations started on the period's days.
 */
export async function prepTimesByHour(db: Executor, locationIds: readonly number[], period: ReportPeriod): Promise<PrepHour[]> {
  const shops = sql.join(
    locationIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  // Widened by a day on each side so every zone's days are inside; the shop's calendar decides below.
  const start = new Date(Date.parse(`${period.from}T00:00:00Z`) - DAY_MS);
  const end = new Date(Date.parse(`${period.to}T00:00:00Z`) + 2 * DAY_MS);
  const rows = await rowsOf<{ hour: string | number; orders: string | number; median: string | number; p90: string | number }>(
    db,
    sql`with spans as (
      select e.order_id, max(l.time_zone) as tz,
        min(e.at) filter (where e.to_status = ${ORDER_STATUS.inPreparation}) as started,
        min(e.at) filter (where e.to_status = ${ORDER_STATUS.prepared}) as done
      from order_events e join locations l on l.id = e.location_id
      where e.location_id in (${shops}) and e.type = 'status' and e.at >= ${start.toISOString()}::timestamptz and e.at < ${end.toISOString()}::timestamptz
      group by e.order_id
    ), timed as (
      select extract(hour from started at time zone tz)::int as hour, extract(epoch from done - started) / 60.0 as minutes
      from spans
      where started is not null and done > started
        and to_char(started at time zone tz, 'YYYY-MM-DD') between ${period.from} and ${period.to}
    )
    select hour, count(*) as orders,
      round((percentile_cont(0.5) within group (order by minutes))::numeric, 1) as median,
      round((percentile_cont(0.9) within group (order by minutes))::numeric, 1) as p90
    from timed group by hour order by hour`,
  );
  return rows.map((row) => ({ hour: Number(row.hour), orders: Number(row.orders), median: Number(row.median), p90: Number(row.p90) }));
}
