/**
 * Fuzzes the real server: starts it as a child process (PGlite, and PostgreSQL when a database URL is
 * given), signs a customer and staff in through the real flow (demo outbox code) and makes an operator key,
 * then sends hostile requests to every customer and staff call of the contract, every keyed call of the
 * operator API, the payment gateway's notification and the demo gateway, the media and the social sign-in. Prints answers by status class, every 5xx with its call and what was spoiled,
 * and whether the process stayed up. The target is no 5xx at all.
 *
 *   npm run bench:fuzz -- [postgres://…/db] [--requests=N (default: the whole sweep, about 12,000)] [--seed=1] [--concurrency=4] [--engine=pglite|postgres|both]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nextOpeningMoment } from '../test/e2e/harness';
import { assertNotTestDatabase, resetPostgres } from './benchDatabase';
import { buildFixture } from './fuzz/fixture';
import { seededRandom, type Random } from '../test/support/seededRandom';
import { pick } from './fuzz/hostile';
import { fuzzRequest, sweepRequests, type FuzzRequest } from './fuzz/mutate';
import { operatorTargets, staffTargets } from './fuzz/staffOperatorTargets';
import { FRESH_KEY, fuzzTargets, type Target } from './fuzz/targets';
import { startServerProcess } from './serverProcess';

interface Options {
  databaseUrl: string | undefined;
  engines: ('pglite' | 'postgres')[];
  /** How many requests; by default the whole sweep (about 10,000). */
  requests: number | undefined;
  seed: number;
  concurrency: number;
}

function parseOptions(argv: string[]): Options {
  const flag = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const databaseUrl = argv.find((arg) => /^postgres(ql)?:\/\//.test(arg)) ?? process.env.FUZZ_DATABASE_URL;
  if (databaseUrl) assertNotTestDatabase(databaseUrl);
  const engine = flag('engine') ?? (databaseUrl ? 'both' : 'pglite');
  const engines = engine === 'both' ? (['pglite', 'postgres'] as const) : ([engine] as ('pglite' | 'postgres')[]);
  if (engines.includes('postgres') && !databaseUrl) throw new Error('PostgreSQL needs a database URL argument');
  return {
    databaseUrl,
    engines: [...engines],
    requests: flag('requests') === undefined ? undefined : Number(flag('requests')),
    seed: Number(flag('seed') ?? 1),
    concurrency: Number(flag('concurrency') ?? 4),
  };
}

interface Outcome {
  request: FuzzRequest;
  status: number | 'no answer';
  detail?: string;
}

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Sends the request; when no answer comes (a kept-alive connection the server closed at the moment it was
 * reused gives "other side closed" under load), once more on a fresh connection. Only a request that gets
 * no answer twice counts as "no answer".
 */
async function send(baseUrl: string, request: FuzzRequest, retried: { count: number }): Promise<Outcome> {
  const first = await sendOnce(baseUrl, request);
  if (first.status !== 'no answer') return first;
  retried.count += 1;
  return sendOnce(baseUrl, request);
}

async function sendOnce(baseUrl: string, request: FuzzRequest): Promise<Outcome> {
  const headers = { ...request.headers };
  if (headers['Idempotency-Key'] === FRESH_KEY) headers['Idempotency-Key'] = randomUUID();
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const generic = text.includes('"internal_error"');
    return { request, status: response.status, ...(response.status >= 500 && !generic ? { detail: text.slice(0, 200) } : {}) };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return { request, status: 'no answer', detail: error instanceof Error ? `${error.name}: ${error.message}${cause}` : String(error) };
  }
}

async function isUp(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * The sweep (every hostile value at every place of every target) in a seeded random order, cut to
 * the wanted count when longer, topped up with random spoilings of random targets when shorter.
 */
function plannedRequests(targets: Target[], wanted: number | undefined, random: Random): FuzzRequest[] {
  const sweep = targets.flatMap(sweepRequests);
  const count = wanted ?? sweep.length;
  for (let i = sweep.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [sweep[i], sweep[j]] = [sweep[j] as FuzzRequest, sweep[i] as FuzzRequest];
  }
  const planned = sweep.slice(0, count);
  while (planned.length < count) planned.push(fuzzRequest(pick(random, targets), random));
  return planned;
}

const statusClass = (status: Outcome['status']) => (status === 'no answer' ? 'no answer' : `${String(status).slice(0, 1)}xx`);

async function fuzzEngine(engine: 'pglite' | 'postgres', options: Options) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ritmo-fuzz-'));
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'ritmo-fuzz-dist-'));
  const logFile = path.join(dataDir, 'server.log');
  const databaseUrl = engine === 'postgres' ? options.databaseUrl : undefined;
  if (databaseUrl) {
    const unreachable = await resetPostgres(databaseUrl);
    if (unreachable) throw new Error(`PostgreSQL: ${unreachable}`);
  }
  // Orders are refused while the shops are closed: the server's clock starts at an opening moment.
  // The operator API's per-key rate would answer most of the sweep 429 before its checks ran.
  const env = { DIST_DIR: distDir, OPERATOR_REQUESTS_PER_MINUTE: '1000000' };
  const server = await startServerProcess({ dataDir, databaseUrl, logFile, clockStart: nextOpeningMoment(), env });
  try {
    const { fixture, notes } = await buildFixture(server.url, { dataDir, databaseUrl });
    const targets = [...fuzzTargets(fixture), ...staffTargets(fixture), ...operatorTargets(fixture)];
    const random = seededRandom(options.seed);
    const requests = plannedRequests(targets, options.requests, random);
    const outcomes: Outcome[] = [];
    const downDuring: number[] = [];
    const retried = { count: 0 };
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (next < requests.length) {
          const index = next++;
          outcomes.push(await send(server.url, requests[index] as FuzzRequest, retried));
          if (index % 1000 === 999 && !(await isUp(server.url))) downDuring.push(index + 1);
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const upAfter = await isUp(server.url);
    const cpu = server.cpuSeconds();
    report(engine, options, {
      outcomes,
      seconds,
      downDuring,
      upAfter,
      retried: retried.count,
      processRunning: !Number.isNaN(cpu),
      targets: targets.length,
      notes,
      logFile,
    });
  } finally {
    await server.stop().catch((error: unknown) => console.log(`  the server did not stop cleanly: ${String(error)}`));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
  }
}

function report(
  engine: string,
  options: Options,
  run: {
    outcomes: Outcome[];
    seconds: number;
    downDuring: number[];
    upAfter: boolean;
    retried: number;
    processRunning: boolean;
    targets: number;
    notes: string[];
    logFile: string;
  },
) {
  const byClass = new Map<string, number>();
  for (const outcome of run.outcomes) byClass.set(statusClass(outcome.status), (byClass.get(statusClass(outcome.status)) ?? 0) + 1);
  const failures = run.outcomes.filter((outcome) => outcome.status === 'no answer' || outcome.status >= 500);
  const grouped = new Map<string, { count: number; status: Outcome['status']; detail?: string | undefined }>();
  for (const failure of failures) {
    const key = `${failure.request.target} ${failure.request.method} | ${failure.request.input}`;
    const seen = grouped.get(key);
    grouped.set(key, { count: (seen?.count ?? 0) + 1, status: failure.status, detail: failure.detail });
  }
  const causes = new Map<string, number>();
  let unhandled = 0;
  try {
    for (const line of readFileSync(run.logFile, 'utf8').split('\n')) {
      if (!line.includes('"Unhandled error"')) continue;
      unhandled += 1;
      const entry = JSON.parse(line) as { err?: { message?: string }; path?: string };
      const cause = `${entry.path ?? ''}: ${(entry.err?.message ?? '').split('\n')[0]?.slice(0, 140) ?? ''}`;
      causes.set(cause, (causes.get(cause) ?? 0) + 1);
    }
  } catch {
    // No log file: nothing was logged.
  }
  console.log(
    `\n== ${engine}: ${run.outcomes.length} requests over ${run.targets} targets in ${run.seconds.toFixed(0)} s (seed ${options.seed}, ${options.concurrency} at a time)`,
  );
  for (const note of run.notes) console.log(`  note: ${note}`);
  console.log(`  by status class: ${['2xx', '3xx', '4xx', '5xx', 'no answer'].map((name) => `${name} ${byClass.get(name) ?? 0}`).join(', ')}`);
  console.log(`  sent again after no answer (connection closed): ${run.retried}`);
  console.log(`  5xx / no answer: ${failures.length}${failures.length ? ' (call | spoiled input: count, status, answer)' : ''}`);
  for (const [key, { count, status, detail }] of [...grouped].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(`    ${key}: ${count} × ${String(status)} ${detail ? JSON.stringify(detail.slice(0, 120)) : ''}`);
  }
  console.log(`  "Unhandled error" lines in the server log: ${unhandled}`);
  for (const [cause, count] of causes) console.log(`    ${count} × ${cause}`);
  console.log(
    `  process stayed up: ${run.processRunning && run.upAfter && run.downDuring.length === 0 ? 'yes' : 'NO'} (health after the run ${run.upAfter ? '200' : 'failed'}; health checks failed after requests ${run.downDuring.join(', ') || 'none'})`,
  );
}

const options = parseOptions(process.argv.slice(2));
for (const engine of options.engines) await fuzzEngine(engine, options);
