/**
 * `npm run bench -- --only=vat-book`: a quarter of 300,000 simplified tickets (and a full invoice every
 * thousandth, a second rate every fifth ticket), generated set-based in PostgreSQL, read back as the VAT book
 * through the module the route streams from (server/modules/fiscal/vatBook): CSV and XLSX, every ticket on its
 * own rows (300,000+ rows) and summarised per day and rate. Prints rows per second and the heap and RSS
 * high-water marks above the start (flat memory: they stay far below what the rows would take).
 *
 * PostgreSQL: VAT_BOOK_BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test_vatbook_bench
 * (created when missing, emptied on every run).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { seedIfEmpty } from '../server/modules/catalogue/demoCatalogue';
import { csvBody, xlsxBody } from '../server/modules/fiscal/vatBook/bookFiles';
import { bookRows } from '../server/modules/fiscal/vatBook/bookRows';
import { openDatabase } from '../server/platform/db/connect';
import { resetPostgres } from './benchDatabase';
import { printResult, writeResult, type BenchResult, type Figure } from './lib/report';

const DATABASE_URL = process.env.VAT_BOOK_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test_vatbook_bench';
const TICKETS = Number(process.env.VAT_BOOK_TICKETS ?? 300_000);
const ISSUER = 'B98765431';
const QUARTER = { issuer: ISSUER, from: '2026-10-01', to: '2026-12-31' };
const TARGET_ROWS_PER_SECOND = 20_000;

async function createDatabaseIfMissing(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = postgres(Object.assign(new URL(url), { pathname: '/postgres' }).toString(), { max: 1, onnotice: () => {} });
  try {
    const found = await admin`select 1 from pg_database where datname = ${name}`;
    if (found.length === 0) await admin.unsafe(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end({ timeout: 1 });
  }
}

/** 300,000 paid orders and their tickets over the quarter's 92 days, numbered in day order, in two statements. */
async function generate(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<void> {
  await db.execute(sql`insert into customers (code, email, name, phone, created_at) values ('RCBENCH', 'bench@ritmo.local', 'Bench', '', now())`);
  await db.execute(sql`
    insert into orders (customer_id, location_id, order_code, gateway_order_number, payment_type_id, status_id, payment_status_id,
      total_products, total_price, total_price_net, total_price_vat)
    select (select id from customers where code = 'RCBENCH'), 10, 'BENCH-' || g, lpad(g::text, 12, '0'), 10005, 62003, 63002, 2, 3.30, 3.00, 0.30
    from generate_series(1, ${sql.raw(String(TICKETS))}) g`);
  await db.execute(sql`
    insert into invoices (order_id, customer_id, invoice_number, issued_at, invoice_type, recipient, location_id, shop_date, issuer_nif, total, vat_total, vat_rates)
    select o.id, o.customer_id, 'F2026-' || lpad(n::text, 6, '0'), now(),
      case when n % 1000 = 0 then 'F1' else 'F2' end,
      case when n % 1000 = 0 then '{"taxId":"B12345674","name":"Cafés del Turia S.L.","address":"Port 10","postalCode":"46023","city":"València"}'::jsonb end,
      10, to_char(date '2026-10-01' + ((n - 1) * 92 / ${sql.raw(String(TICKETS))})::int, 'YYYY-MM-DD'), ${ISSUER},
      case when n % 5 = 0 then 4.51 else 3.30 end, case when n % 5 = 0 then 0.51 else 0.30 end,
      case when n % 5 = 0 then '[{"percent":10,"base":3.00,"vat":0.30},{"percent":21,"base":1.00,"vat":0.21}]'::jsonb
           else '[{"percent":10,"base":3.00,"vat":0.30}]'::jsonb end
    from (select id, customer_id, row_number() over (order by id) as n from orders where order_code like 'BENCH-%') o`);
  await db.execute(sql`analyze invoices`);
}

/** Reads a body to its end, sampling the heap and RSS meanwhile; answers bytes, seconds and high-water marks. */
async function drain(body: ReadableStream<Uint8Array>) {
  globalThis.gc?.();
  const base = process.memoryUsage();
  let heap = base.heapUsed;
  let rss = base.rss;
  const sample = setInterval(() => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed);
    rss = Math.max(rss, now.rss);
  }, 20);
  const started = performance.now();
  let bytes = 0;
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sample);
  return { bytes, seconds, heapRiseMb: (heap - base.heapUsed) / 2 ** 20, rssPeakMb: rss / 2 ** 20, rssRiseMb: (rss - base.rss) / 2 ** 20 };
}

export async function run(): Promise<BenchResult> {
  await createDatabaseIfMissing(DATABASE_URL);
  const problem = await resetPostgres(DATABASE_URL);
  if (problem) throw new Error(`PostgreSQL at ${DATABASE_URL}: ${problem}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-vat-bench-'));
  const opened = await openDatabase({ databaseUrl: DATABASE_URL, dataDir });
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  try {
    await seedIfEmpty(opened.db);
    const generating = performance.now();
    await generate(opened.db);
    details.generateSeconds = (performance.now() - generating) / 1000;
    const ticketRates = TICKETS + Math.floor(TICKETS / 5);
    for (const format of ['csv', 'xlsx'] as const) {
      for (const summarise of [false, true]) {
        let rows = 0;
        const counted = (async function* () {
          for await (const row of bookRows(opened.db, QUARTER, 'quarter', summarise)) {
            rows += 1;
            yield row;
          }
        })();
        const body = format === 'csv' ? csvBody(counted) : xlsxBody(counted, 'Expedidas 2026');
        const measured = await drain(body);
        const label = `${format.toUpperCase()} ${summarise ? 'tickets summarised per day and rate' : 'every ticket on its rows'}`;
        details[label] = { rows, ...measured };
        figures.push({
          label: `${label}: invoice rates read`,
          value: ticketRates / measured.seconds,
          unit: 'rows/s',
          ...(summarise ? {} : { target: { min: TARGET_ROWS_PER_SECOND } }),
          note: `${rows} rows written, ${(measured.bytes / 2 ** 20).toFixed(1)} MB in ${measured.seconds.toFixed(1)} s`,
        });
        figures.push({ label: `${label}: heap high-water above start`, value: measured.heapRiseMb, unit: 'MB' });
        figures.push({ label: `${label}: RSS high-water`, value: measured.rssPeakMb, unit: 'MB', note: `+${measured.rssRiseMb.toFixed(0)} MB over the start` });
      }
    }
  } finally {
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const result: BenchResult = { name: 'vat-book', figures, findings: [], details };
  writeResult('vat-book', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) printResult(await run());
