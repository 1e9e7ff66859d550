/**
 * `npm run bench -- --only=sales-report`: the back office's sales report on PostgreSQL with a generated year
 * of 20 shops (≈ 1,000,000 paid orders, two lines each, their tickets, 2 % corrections, and the counter's
 * preparation events), made with set-based SQL straight into the tables. Measures a month's chain report by
 * day and by product (20 runs each after one warm-up) and prints p50/p95, and the plan of the pick-up/delivery
 * sums (the one query of every report that joins the period's invoices to their orders).
 * The data is kept between runs (made again when the order count differs). DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/test_sales_bench.
 */
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { seedIfEmpty } from '../server/modules/catalogue/demoCatalogue';
import { salesReport } from '../server/modules/reports/salesReport';
import { saleInvoicesCte } from '../server/modules/reports/saleInvoices';
import { openDatabase, type OpenedDatabase } from '../server/platform/db/connect';
import { rowsOf } from '../server/platform/db/rawStatements';
import type { SalesGrouping } from '../src/api/contract/manage/reports';
import { assertNotTestDatabase } from './benchDatabase';
import type { BenchResult } from './lib/report';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test_sales_bench';
const ORDERS = 1_000_000;
const SHOPS = 20;
const RUNS = 20;
const MONTH = { from: '2026-05-01', to: '2026-05-31' };

async function ensureDatabase(): Promise<void> {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.replace(/^\//, '');
  url.pathname = '/postgres';
  const admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    const found = await admin`select 1 from pg_database where datname = ${name}`;
    if (found.length === 0) await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 1 });
  }
}

const timed = async (label: string, work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

/** Twenty shops (the seed's and copies of its first), a customer, and a year of orders, lines, tickets, corrections and events. */
async function generate(opened: OpenedDatabase): Promise<void> {
  const db = opened.db;
  await seedIfEmpty(db);
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
  await run(sql`truncate order_events, invoices, order_refunds, order_lines, orders restart identity cascade`);
  await run(sql`insert into locations
    select (jsonb_populate_record(null::locations, to_jsonb(l) || jsonb_build_object('id', 1000 + g, 'code', 'bx' || lpad(g::text, 2, '0')))).*
    from locations l cross join generate_series(1, ${SHOPS}::int) g
    where l.id = (select min(id) from locations) and (select count(*) from locations) < ${SHOPS}::int
      and g <= ${SHOPS}::int - (select count(*) from locations)`);
  await run(sql`insert into customers (code, email) values ('RCBENCH', 'bench.sales@example.com') on conflict do nothing`);
  await timed('orders', () =>
    run(sql`insert into orders (customer_id, location_id, order_code, gateway_order_number, kind, payment_type_id, status_id, payment_status_id,
        total_products, total_price, total_price_net, total_price_vat, ritmitos_used, shop_date, created_at, paid_at)
      select c.id, s.ids[1 + g % array_length(s.ids, 1)], 'B-' || g, lpad(g::text, 12, '0'),
        case when g % 10 = 0 then 'delivery' else 'pickup' end, (array[10005, 10004, 10006])[1 + g % 3], 62004, 11001,
        2, p.total, round(p.total / 1.1, 2), p.total - round(p.total / 1.1, 2), case when g % 9 = 0 then 150 else 0 end,
        to_char(t.at at time zone 'Europe/Madrid', 'YYYY-MM-DD'), t.at, t.at
      from generate_series(1, ${ORDERS}::int) g
      cross join (select array_agg(id order by id) as ids from locations) s
      cross join (select id from customers where code = 'RCBENCH') c
      cross join lateral (select ('2026-01-01 07:00 Europe/Madrid'::timestamptz + (g::float8 / ${ORDERS}::int) * interval '365 days'
        - ((g::bigint * 7919) % 43200) * interval '1 second') as at) t
      cross join lateral (select (300 + (g * 37) % 900)::numeric / 100 as total) p`),
  );
  await timed('order lines', () =>
    run(sql`insert into order_lines (order_id, position, product_code, title, quantity, unit_price, price, price_net, price_vat, price_base, vat_type_id, preferences)
      select o.id, n.position, pr.product_code, pr.title, 1, v.price, v.price, round(v.price / 1.1, 2), v.price - round(v.price / 1.1, 2), v.price, 2, '[]'::jsonb
      from orders o
      cross join (values (0), (1)) n(position)
      cross join lateral (select case when n.position = 0 then 1.50 else o.total_price - 1.50 end as price) v
      cross join lateral (select product_code, title from products order by product_code offset ((o.id * 13 + n.position * 7) % 20) limit 1) pr`),
  );
  await timed('invoices', () =>
    run(sql`insert into invoices (order_id, customer_id, invoice_number, issued_at, invoice_type, location_id, shop_date, issuer_nif, total, vat_total, vat_rates)
      select o.id, o.customer_id, 'T-' || o.id, o.paid_at, 'F2', o.location_id, o.shop_date, 'B00000000', o.total_price, o.total_price_vat,
        jsonb_build_array(jsonb_build_object('percent', 10, 'base', o.total_price_net, 'vat', o.total_price_vat))
      from orders o`),
  );
  await timed('corrections (2 %)', () =>
    run(sql`insert into invoices (order_id, customer_id, invoice_number, issued_at, invoice_type, related_invoice_id, location_id, shop_date, issuer_nif, total, vat_total, vat_rates)
      select i.order_id, i.customer_id, 'R-' || i.order_id, i.issued_at + interval '2 hours', 'R5', i.id, i.location_id,
        to_char((i.issued_at + interval '2 hours') at time zone 'Europe/Madrid', 'YYYY-MM-DD'), i.issuer_nif, -i.total, -i.vat_total,
        jsonb_build_array(jsonb_build_object('percent', 10, 'base', -(i.total - i.vat_total), 'vat', -i.vat_total))
      from invoices i where i.order_id % 50 = 0`),
  );
  await timed('preparation events', () =>
    run(sql`insert into order_events (order_id, location_id, customer_id, kind, type, from_status, to_status, payment_status, source, total_products, at)
      select o.id, o.location_id, o.customer_id, o.kind, 'status', s.from_status, s.to_status, 11001, 'board', 2, o.paid_at + s.after
      from orders o cross join lateral (values
        (62001, 62002, interval '1 minute'),
        (62002, 62003, interval '1 minute' + ((o.id % 11) + 2) * interval '1 minute')) s(from_status, to_status, after)`),
  );
  await timed('analyze', () => run(sql`analyze`));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(opened: OpenedDatabase, locationIds: number[], by: SalesGrouping): Promise<{ p50: number; p95: number }> {
  await salesReport(opened.db, { shop: 'all', locationIds }, MONTH, by);
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    await salesReport(opened.db, { shop: 'all', locationIds }, MONTH, by);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function run(): Promise<BenchResult> {
  assertNotTestDatabase(DATABASE_URL);
  await ensureDatabase();
  const opened = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: '' });
  try {
    const [counted] = await rowsOf<{ n: string }>(opened.db, sql`select count(*) as n from orders`);
    if (Number(counted?.n ?? 0) !== ORDERS) await generate(opened);
    const shops = await rowsOf<{ id: number }>(opened.db, sql`select id from locations order by id`);
    const locationIds = shops.map((shop) => Number(shop.id));
    const byDay = await measure(opened, locationIds, 'day');
    const byProduct = await measure(opened, locationIds, 'product');
    const plan = await rowsOf<{ 'QUERY PLAN': string }>(
      opened.db,
      sql`explain (analyze, buffers) with ${saleInvoicesCte(locationIds, MONTH)}
        select i.shop_date, sum(i.total) from inv i join orders o on o.id = i.order_id group by 1`,
    );
    const [sizes] = await rowsOf<{ orders: string; invoices: string; lines: string; events: string }>(
      opened.db,
      sql`select (select count(*) from orders) as orders, (select count(*) from invoices) as invoices,
        (select count(*) from order_lines) as lines, (select count(*) from order_events) as events`,
    );
    const findings = plan.map((row) => row['QUERY PLAN']).filter((line) => /Scan|Execution Time|Planning Time/.test(line));
    return {
      name: 'sales-report',
      figures: [
        { label: `Month's chain report by day (${SHOPS} shops), p50 of ${RUNS}`, value: byDay.p50, unit: 'ms' },
        { label: `Month's chain report by day (${SHOPS} shops), p95 of ${RUNS}`, value: byDay.p95, unit: 'ms', target: { max: 500 } },
        { label: `Month's chain report by product, p50 of ${RUNS}`, value: byProduct.p50, unit: 'ms' },
        { label: `Month's chain report by product, p95 of ${RUNS}`, value: byProduct.p95, unit: 'ms', target: { max: 500 } },
      ],
      findings: [`data: ${JSON.stringify(sizes)}`, ...findings],
      details: { byDay, byProduct, sizes },
    };
  } finally {
    await opened.close();
  }
}
