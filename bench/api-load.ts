/**
 * API load benchmark (issue 6): autocannon in this process against the real server in a child process
 * on loopback, on PGlite and on PostgreSQL. Scenarios: home-wapp answered in full (200), home-wapp
 * revalidated with the current ETag (304), the server-rendered app document `/` in full (200) and
 * revalidated (304), pick-up order creation (200, rows counted afterwards).
 *
 *   node --import tsx bench/api-load.ts [--duration=30] [--engine=pglite|postgres|both] [--only=<scenario>] [--cpu-prof]
 *
 * PostgreSQL: BENCH_DATABASE_URL, default postgres://root@127.0.0.1:5432/bench (reset on every run).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon, { type RequestSpec, type Result } from 'autocannon';
import { APP_VERSION } from '../src/domain/constants';
import { nextOpeningMoment } from '../test/e2e/harness';
import { countOrders, databaseBackendsCpuSeconds, DEFAULT_BENCH_DATABASE_URL, resetPostgres } from './benchDatabase';
import { orderBody, SHOP_CODE, SHOP_ID, signIn } from './orderLoad';
import { startServerProcess, type ServerProcess } from './serverProcess';

export const SCENARIOS = ['home-wapp-cached', 'home-wapp-revalidated', 'document', 'document-revalidated', 'order-create'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];
export type EngineName = 'pglite' | 'postgres';

export interface ApiLoadOptions {
  /** Seconds per scenario (default 30). */
  duration?: number;
  engine?: EngineName | 'both';
  only?: ScenarioName;
  /** Concurrent connections per scenario (default 10). */
  connections?: number;
  /** PostgreSQL for the postgres engine; default BENCH_DATABASE_URL or the local `bench` database. */
  databaseUrl?: string;
  /** Write a V8 CPU profile of each server process to bench/results/profiles/. */
  cpuProf?: boolean;
  /** Where the JSON goes (default bench/results/api-load.json); null writes none. */
  outFile?: string | null;
}

export interface ScenarioResult {
  engine: EngineName;
  scenario: ScenarioName;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and timeouts plus answers with another status than the scenario expects. */
  errors: number;
  expectedStatus: number;
  statusCounts: Record<string, number>;
  totalRequests: number;
  /** CPU used during the run as a share of one core: the server process and this (autocannon) process. */
  serverCpuPercent: number;
  clientCpuPercent: number;
  /** Server CPU per answered request: a cost figure that holds up when other work shares the cores. */
  serverCpuMicrosPerRequest: number;
  /** postgres only: CPU of the database's backends per answered request (a local PostgreSQL). */
  databaseCpuMicrosPerRequest?: number;
  /** order-create only: rows in `orders` after the run (the 200 answers plus those still in flight at the end). */
  ordersStored?: number;
}

export interface ApiLoadReport {
  date: string;
  node: string;
  cpus: number;
  skipped: { engine: EngineName; reason: string }[];
  results: ScenarioResult[];
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
/** Distinct customers for order creation: two per connection so concurrent orders rarely share one
 * customer's order lock; login-start allows 20 sign-ins per client address in 15 minutes. */
const MAX_CUSTOMERS = 20;

/** What the app sends with every call (src/api/client.ts) and what a browser adds. */
function appHeaders(): Record<string, string> {
  return {
    Accept: 'application/json',
    'Accept-Encoding': 'gzip, deflate, br, zstd',
    'Accept-Language': 'es-ES,es;q=0.9',
    'X-Language': 'es',
    'X-App-Code': 'wapp',
    'X-Internal-Code': APP_VERSION,
    'X-Location-Id': String(SHOP_ID),
  };
}

const HOME_PATH = `/api/customer/${SHOP_CODE}/home-wapp`;

/** A browser opening the app: the document, with the location and language cookies the app sets. */
function documentHeaders(): Record<string, string> {
  return {
    Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'Accept-Encoding': 'gzip, deflate, br, zstd',
    'Accept-Language': 'es-ES,es;q=0.9',
    Cookie: `location=${SHOP_CODE.toUpperCase()}; culture=es`,
  };
}

async function prepareDocument(scenario: 'document' | 'document-revalidated', url: string): Promise<Prepared> {
  const headers = documentHeaders();
  const first = await fetch(`${url}/`, { headers });
  const etag = first.headers.get('ETag');
  const html = await first.text();
  if (first.status !== 200 || !etag || !html.includes('id="boot-data"'))
    throw new Error(`/ answered ${first.status} without a rendered document (is dist-ssr/ built?)`);
  if (scenario === 'document') return { expectedStatus: 200, requests: [{ method: 'GET', path: '/', headers }] };
  return { expectedStatus: 304, requests: [{ method: 'GET', path: '/', headers: { ...headers, 'If-None-Match': etag } }] };
}

interface Prepared {
  requests: RequestSpec[];
  expectedStatus: number;
}

async function prepare(scenario: ScenarioName, url: string, connections: number): Promise<Prepared> {
  if (scenario === 'document' || scenario === 'document-revalidated') return prepareDocument(scenario, url);
  const headers = appHeaders();
  const first = await fetch(`${url}${HOME_PATH}`, { headers });
  const etag = first.headers.get('ETag');
  if (first.status !== 200 || !etag || !((await first.json()) as { wasOk: boolean }).wasOk)
    throw new Error(`home-wapp answered ${first.status} without an ETag`);

  if (scenario === 'home-wapp-cached') return { expectedStatus: 200, requests: [{ method: 'GET', path: HOME_PATH, headers }] };
  if (scenario === 'home-wapp-revalidated') {
    const check = await fetch(`${url}${HOME_PATH}`, { headers: { ...headers, 'If-None-Match': etag } });
    if (check.status !== 304) throw new Error(`home-wapp with If-None-Match answered ${check.status}, not 304`);
    return { expectedStatus: 304, requests: [{ method: 'GET', path: HOME_PATH, headers: { ...headers, 'If-None-Match': etag } }] };
  }

  const customers = Math.min(MAX_CUSTOMERS, connections * 2);
  const runId = Date.now().toString(36);
  const tokens: string[] = [];
  for (let i = 0; i < customers; i++) tokens.push(await signIn(url, `bench-${runId}-${i}@example.com`));
  const body = JSON.stringify(await orderBody(url));
  let next = 0;
  const orderHeaders = { ...headers, 'Content-Type': 'application/json' };
  return {
    expectedStatus: 200,
    requests: [
      {
        method: 'POST',
        path: '/api/customer/orders',
        body,
        // A fresh key per request (else every retry is the first order replayed); customers in turn.
        setupRequest: (request) => ({
          ...request,
          headers: { ...orderHeaders, Authorization: `Bearer ${tokens[next++ % tokens.length]}`, 'Idempotency-Key': randomUUID() },
        }),
      },
    ],
  };
}

function summarise(engine: EngineName, scenario: ScenarioName, connections: number, expectedStatus: number, result: Result): ScenarioResult {
  const statusCounts = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]));
  const answered = Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  const unexpected = answered - (statusCounts[String(expectedStatus)] ?? 0);
  return {
    engine,
    scenario,
    connections,
    durationSeconds: result.duration,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + unexpected,
    expectedStatus,
    statusCounts,
    totalRequests: answered,
    serverCpuPercent: Number.NaN,
    clientCpuPercent: Number.NaN,
    serverCpuMicrosPerRequest: Number.NaN,
  };
}

async function runEngine(
  engine: EngineName,
  scenarios: readonly ScenarioName[],
  options: Required<Pick<ApiLoadOptions, 'duration' | 'connections'>> & ApiLoadOptions,
  databaseUrl: string,
) {
  const results: ScenarioResult[] = [];
  // One fresh server (and database) per scenario: orders created by one run do not weigh on the next.
  for (const scenario of scenarios) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ritmo-bench-'));
    const location = engine === 'postgres' ? { dataDir, databaseUrl } : { dataDir };
    let server: ServerProcess | undefined;
    try {
      if (engine === 'postgres') {
        const unreachable = await resetPostgres(databaseUrl);
        if (unreachable) throw new Error(unreachable);
      }
      const cpuProfDir = options.cpuProf ? path.join(RESULTS_DIR, 'profiles', `${engine}-${scenario}`) : undefined;
      // Orders are refused while the shops are closed: the server's clock starts at an opening moment.
      server = await startServerProcess({ ...location, logFile: path.join(dataDir, 'server.log'), clockStart: nextOpeningMoment(), cpuProfDir });
      const prepared = await prepare(scenario, server.url, options.connections);
      const serverCpuBefore = server.cpuSeconds();
      const databaseCpu = engine === 'postgres' ? () => databaseBackendsCpuSeconds(databaseUrl) : () => Number.NaN;
      const databaseCpuBefore = databaseCpu();
      const clientCpuBefore = process.cpuUsage();
      const result = await autocannon({
        url: server.url,
        connections: options.connections,
        duration: options.duration,
        timeout: 10,
        requests: prepared.requests,
      });
      const clientCpu = process.cpuUsage(clientCpuBefore);
      const summary = summarise(engine, scenario, options.connections, prepared.expectedStatus, result);
      const serverCpu = server.cpuSeconds() - serverCpuBefore;
      const databaseCpuUsed = databaseCpu() - databaseCpuBefore;
      if (!Number.isNaN(databaseCpuUsed)) summary.databaseCpuMicrosPerRequest = Math.round((1e6 * databaseCpuUsed) / Math.max(1, summary.totalRequests));
      summary.serverCpuPercent = Math.round((100 * serverCpu) / result.duration);
      summary.serverCpuMicrosPerRequest = Math.round((1e6 * serverCpu) / Math.max(1, summary.totalRequests));
      summary.clientCpuPercent = Math.round((clientCpu.user + clientCpu.system) / 10_000 / result.duration);
      await server.stop();
      server = undefined;
      if (scenario === 'order-create') {
        summary.ordersStored = await countOrders(location);
        const created = summary.statusCounts['200'] ?? 0;
        if (summary.ordersStored < created) console.warn(`Only ${summary.ordersStored} orders stored for ${created} answers 200`);
      }
      results.push(summary);
      console.log(formatTable([summary]).split('\n').at(-1));
    } finally {
      await server?.stop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}

const COLUMNS: [string, (r: ScenarioResult) => string][] = [
  ['engine', (r) => r.engine],
  ['scenario', (r) => r.scenario],
  ['conns', (r) => String(r.connections)],
  ['req/s', (r) => String(r.requestsPerSecond)],
  ['p50 ms', (r) => String(r.p50Ms)],
  ['p99 ms', (r) => String(r.p99Ms)],
  ['errors', (r) => String(r.errors)],
  ['total', (r) => String(r.totalRequests)],
  ['server cpu %', (r) => String(r.serverCpuPercent)],
  ['client cpu %', (r) => String(r.clientCpuPercent)],
  ['server cpu µs/req', (r) => String(r.serverCpuMicrosPerRequest)],
  ['db cpu µs/req', (r) => (r.databaseCpuMicrosPerRequest === undefined ? '' : String(r.databaseCpuMicrosPerRequest))],
  ['orders stored', (r) => (r.ordersStored === undefined ? '' : String(r.ordersStored))],
];

export function formatTable(results: ScenarioResult[]): string {
  const rows = [COLUMNS.map(([title]) => title), ...results.map((result) => COLUMNS.map(([, cell]) => cell(result)))];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')).join('\n');
}

/** Runs the scenarios on the chosen engines, prints a table and writes the JSON report. */
export async function run(options: ApiLoadOptions = {}): Promise<ApiLoadReport> {
  const settings = { ...options, duration: options.duration ?? 30, connections: options.connections ?? 10 };
  const engines: EngineName[] = settings.engine === 'pglite' || settings.engine === 'postgres' ? [settings.engine] : ['pglite', 'postgres'];
  const scenarios = settings.only ? [settings.only] : SCENARIOS;
  const databaseUrl = options.databaseUrl ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
  const report: ApiLoadReport = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, skipped: [], results: [] };

  console.log(`API load: ${scenarios.join(', ')} on ${engines.join(', ')}, ${settings.duration} s each, ${settings.connections} connections`);
  for (const engine of engines) {
    if (engine === 'postgres') {
      const unreachable = await resetPostgres(databaseUrl);
      if (unreachable) {
        const reason = `PostgreSQL at ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname} is unreachable (${unreachable}); skipping the postgres engine`;
        console.log(reason);
        report.skipped.push({ engine, reason });
        continue;
      }
    }
    report.results.push(...(await runEngine(engine, scenarios, settings, databaseUrl)));
  }

  console.log(`\n${formatTable(report.results)}`);
  const outFile = options.outFile === undefined ? path.join(RESULTS_DIR, 'api-load.json') : options.outFile;
  if (outFile) {
    mkdirSync(path.dirname(outFile), { recursive: true });
    writeFileSync(outFile, JSON.stringify(report, null, 2) + '\n');
    console.log(`Written ${path.relative(ROOT, outFile)}`);
  }
  return report;
}

function parseArgs(argv: string[]): ApiLoadOptions {
  const options: ApiLoadOptions = {};
  for (const arg of argv) {
    const [flag, value = ''] = arg.split('=', 2) as [string, string?];
    if (flag === '--duration') options.duration = Number(value);
    else if (flag === '--connections') options.connections = Number(value);
    else if (flag === '--engine' && (value === 'pglite' || value === 'postgres' || value === 'both')) options.engine = value;
    else if (flag === '--only' && (SCENARIOS as readonly string[]).includes(value)) options.only = value as ScenarioName;
    else if (flag === '--cpu-prof') options.cpuProf = true;
    else throw new Error(`Unknown option ${arg}; use --duration=30 --connections=10 --engine=pglite|postgres|both --only=${SCENARIOS.join('|')} --cpu-prof`);
  }
  if (options.duration !== undefined && !(options.duration > 0)) throw new Error('--duration must be a positive number of seconds');
  if (options.connections !== undefined && !(Number.isInteger(options.connections) && options.connections > 0))
    throw new Error('--connections must be a positive integer');
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run(parseArgs(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
