/**
 * Overload benchmark: many customers submit pick-up orders at the same time, against the real server in a
 * child process. Each client behaves like the app's order submitter: a 10 s time-out, and after a 503 or
 * a time-out it sends the same order again with the same Idempotency-Key (after the server's
 * Retry-After, or 1 s after a time-out) until the order is answered; then it submits its next order,
 * for --duration seconds (0: one order each). Prints the time-outs and 503s, the longest wait for any
 * answer, orders/s until the last order was answered, and the orders stored (exactly one per answered
 * order expected).
 *
 *   node --import tsx bench/order-burst.ts [--clients=200] [--duration=20] [--engine=pglite|postgres] [--limit=N]
 *
 * --limit sets MAX_CONCURRENT_WRITES for the server (its own default otherwise).
 * PostgreSQL: BENCH_DATABASE_URL, default postgres://root@127.0.0.1:5432/bench (reset on every run).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_VERSION } from '../src/domain/constants';
import { nextOpeningMoment } from '../test/e2e/harness';
import { countOrders, DEFAULT_BENCH_DATABASE_URL, resetPostgres } from './benchDatabase';
import { orderBody, SHOP_ID, signIn } from './orderLoad';
import { startServerProcess, type ServerProcess } from './serverProcess';

interface BurstOptions {
  clients: number;
  engine: 'pglite' | 'postgres';
  limit?: number | undefined;
  timeoutMs: number;
  durationSeconds: number;
}

interface Attempt {
  status: number | 'timeout' | 'error';
  ms: number;
}

/** Gives up on an order still unanswered after this long. */
const GIVE_UP_MS = 180_000;
const RETRY_AFTER_TIMEOUT_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function submitUntilAnswered(url: string, token: string, body: string, timeoutMs: number): Promise<{ attempts: Attempt[]; doneAt: number | null }> {
  const key = randomUUID();
  const attempts: Attempt[] = [];
  const startedAt = performance.now();
  while (performance.now() - startedAt < GIVE_UP_MS) {
    const sent = performance.now();
    let retryAfterMs = RETRY_AFTER_TIMEOUT_MS;
    try {
      const response = await fetch(`${url}/api/customer/orders`, {
        method: 'POST',
        body,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': key,
          'X-Language': 'es',
          'X-App-Code': 'wapp',
          'X-Internal-Code': APP_VERSION,
          'X-Location-Id': String(SHOP_ID),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer();
      attempts.push({ status: response.status, ms: performance.now() - sent });
      if (response.status === 200) return { attempts, doneAt: performance.now() };
      if (response.status !== 503) return { attempts, doneAt: null };
      retryAfterMs = 1000 * Number(response.headers.get('Retry-After') ?? 1);
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      attempts.push({ status: timedOut ? 'timeout' : 'error', ms: performance.now() - sent });
    }
    await sleep(retryAfterMs);
  }
  return { attempts, doneAt: null };
}

const count = (attempts: Attempt[], status: Attempt['status']) => attempts.filter((attempt) => attempt.status === status).length;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!) : Number.NaN;
};

async function burst(options: BurstOptions) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ritmo-burst-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
  const location = options.engine === 'postgres' ? { dataDir, databaseUrl } : { dataDir };
  let server: ServerProcess | undefined;
  try {
    if (options.engine === 'postgres') {
      const unreachable = await resetPostgres(databaseUrl);
      if (unreachable) throw new Error(unreachable);
    }
    const env: Record<string, string> = { TRUST_PROXY: '1', DIST_DIR: path.join(dataDir, 'no-dist') };
    if (options.limit !== undefined) env.MAX_CONCURRENT_WRITES = String(options.limit);
    server = await startServerProcess({ ...location, logFile: path.join(dataDir, 'server.log'), clockStart: nextOpeningMoment(), env });
    const url = server.url;
    const runId = Date.now().toString(36);
    // One customer per client, signed in from distinct addresses (the sign-in limit counts per address).
    const tokens: string[] = [];
    for (let i = 0; i < options.clients; i++)
      tokens.push(await signIn(url, `burst-${runId}-${i}@example.com`, { 'X-Forwarded-For': `10.9.${i >> 8}.${i & 255}` }));
    const body = JSON.stringify(await orderBody(url));

    const startedAt = performance.now();
    const endAt = startedAt + 1000 * options.durationSeconds;
    const client = async (token: string) => {
      const orders = [await submitUntilAnswered(url, token, body, options.timeoutMs)];
      while (performance.now() < endAt) orders.push(await submitUntilAnswered(url, token, body, options.timeoutMs));
      return orders;
    };
    const perClient = await Promise.all(tokens.map(client));
    const results = perClient.flat();
    const attempts = results.flatMap((result) => result.attempts);
    const first = perClient.map((orders) => orders[0]!.attempts[0]!).filter(Boolean);
    const answered = results.filter((result) => result.doneAt !== null);
    const allDoneMs = answered.length ? Math.max(...answered.map((result) => result.doneAt! - startedAt)) : Number.NaN;
    const answeredWaits = attempts.filter((attempt) => typeof attempt.status === 'number').map((attempt) => attempt.ms);
    const okWaits = attempts.filter((attempt) => attempt.status === 200).map((attempt) => attempt.ms);
    const refusalWaits = attempts.filter((attempt) => attempt.status === 503).map((attempt) => attempt.ms);
    await server.stop();
    server = undefined;
    const stored = await countOrders(location);
    return {
      engine: options.engine,
      clients: options.clients,
      limit: options.limit ?? 'default',
      firstRound: {
        ok: count(first, 200),
        refused503: count(first, 503),
        timeouts: count(first, 'timeout'),
        other: first.length - count(first, 200) - count(first, 503) - count(first, 'timeout'),
      },
      allTries: { attempts: attempts.length, refused503: count(attempts, 503), timeouts: count(attempts, 'timeout'), errors: count(attempts, 'error') },
      maxWaitMs: Math.round(Math.max(...answeredWaits, ...attempts.filter((attempt) => attempt.status === 'timeout').map((attempt) => attempt.ms))),
      okP50Ms: percentile(okWaits, 50),
      okP99Ms: percentile(okWaits, 99),
      max503Ms: refusalWaits.length ? Math.round(Math.max(...refusalWaits)) : null,
      ordersSubmitted: results.length,
      ordersAnswered: answered.length,
      lastAnsweredAfterS: Math.round(allDoneMs) / 1000,
      ordersPerSecond: Math.round((10 * answered.length) / (allDoneMs / 1000)) / 10,
      ordersStored: stored,
    };
  } finally {
    await server?.stop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function parseArgs(argv: string[]): BurstOptions {
  const options: BurstOptions = { clients: 200, engine: 'pglite', timeoutMs: 10_000, durationSeconds: 20 };
  for (const arg of argv) {
    const [flag, value = ''] = arg.split('=', 2) as [string, string?];
    if (flag === '--clients' && Number(value) > 0) options.clients = Number(value);
    else if (flag === '--duration' && Number(value) >= 0) options.durationSeconds = Number(value);
    else if (flag === '--engine' && (value === 'pglite' || value === 'postgres')) options.engine = value;
    else if (flag === '--limit' && Number.isInteger(Number(value)) && Number(value) > 0) options.limit = Number(value);
    else throw new Error(`Unknown option ${arg}; use --clients=200 --duration=20 --engine=pglite|postgres --limit=N`);
  }
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  burst(parseArgs(process.argv.slice(2))).then(
    (report) => console.log(JSON.stringify(report, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
