/**
 * Database fault trials under order load: the real server in a child process, 10 shoppers placing pick-up
 * orders without pause (10 s client time-out), while the database fails under it.
 *
 *   terminate  (PostgreSQL) N trials, each on a fresh server process: 1.5 s of load, then every backend of
 *              the database is ended by pg_terminate_backend (as a fail-over or restart does), 2 s more.
 *   outage     (PostgreSQL) through a TCP proxy: 2 s of load, 6 s with every connection cut and new ones
 *              refused, 3 s after.
 *   disk-full  (PGlite) on a small tmpfs (needs root): 1 s of load, 3 s with the disk full, 2 s after.
 *
 * Counted: process deaths, answers by status, time-outs, refused connections, /api/ready during the fault,
 * and half-written orders afterwards.
 *
 *   node --import tsx bench/faults.ts [--trials=7] [--only=terminate|outage|disk-full]
 *
 * PostgreSQL: BENCH_DATABASE_URL, default postgres://root@127.0.0.1:5432/bench (reset on every run).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { openDatabase } from '../server/platform/db/connect';
import { nextOpeningMoment } from '../test/e2e/harness';
import { orderIntegrity, type OrderIntegrity } from '../test/server/support/orderIntegrity';
import { startTcpCut } from '../test/server/support/tcpCut';
import { DEFAULT_BENCH_DATABASE_URL, resetPostgres } from './benchDatabase';
import { orderBody, SHOP_ID, signIn } from './orderLoad';
import { startServerProcess, type ServerProcess } from './serverProcess';

const SHOPPERS = 10;
const CUSTOMERS = 10;
const CLIENT_TIMEOUT_MS = 10_000;

type Tally = Record<string, number>;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const add = (tally: Tally, key: string) => void (tally[key] = (tally[key] ?? 0) + 1);

/** The shoppers: orders one after the other each, tallied by outcome into the phase current when answered. */
function orderLoad(url: string, tokens: string[], body: unknown) {
  let phase: Tally = {};
  let running = true;
  let next = 0;
  const shopper = async () => {
    while (running) {
      try {
        const response = await fetch(`${url}/api/customer/orders`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${tokens[next++ % tokens.length]}`,
            'Content-Type': 'application/json',
            'X-Location-Id': String(SHOP_ID),
            'X-Language': 'es',
            'Idempotency-Key': randomUUID(),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        add(phase, response.status === 503 && response.headers.has('Retry-After') ? '503+RA' : String(response.status));
      } catch (error) {
        add(phase, (error as Error).name === 'TimeoutError' ? 'timeout' : 'refused');
        // A dead server refuses at once: do not spin.
        await settle(50);
      }
    }
  };
  const shoppers = Array.from({ length: SHOPPERS }, shopper);
  return {
    /** Starts counting into a new tally and answers it. */
    phase(): Tally {
      phase = {};
      return phase;
    },
    async stop() {
      running = false;
      await Promise.all(shoppers);
    },
  };
}

async function readiness(url: string): Promise<string> {
  try {
    return String((await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(3000) })).status);
  } catch {
    return 'no answer';
  }
}

/** /api/ready every 500 ms until stopped. */
function sampleReadiness(url: string) {
  const seen: Tally = {};
  let running = true;
  const done = (async () => {
    while (running) {
      add(seen, await readiness(url));
      await settle(500);
    }
  })();
  return async () => {
    running = false;
    await done;
    return seen;
  };
}

/** The server log's "Database unavailable" warnings and unhandled errors, by cause code. */
function causesInLog(file: string): Tally {
  const causes: Tally = {};
  if (!existsSync(file)) return causes;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; cause?: { code?: string }; err?: { code?: string; message?: string } };
    if (entry.msg === 'Database unavailable') add(causes, `503 ${entry.cause?.code ?? '?'}`);
    else if (entry.msg === 'Unhandled error') add(causes, `500 ${entry.err?.code ?? entry.err?.message?.slice(0, 60) ?? '?'}`);
  }
  return causes;
}

const died = (server: ServerProcess) => Promise.race([server.exited.then(() => true), settle(100).then(() => false)]);

async function customersOf(url: string, runId: string): Promise<{ tokens: string[]; body: unknown }> {
  const tokens: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) tokens.push(await signIn(url, `faults-${runId}-${i}@example.com`));
  return { tokens, body: await orderBody(url) };
}

interface TrialReport {
  trial: string;
  processDied: boolean;
  phases: Record<string, Tally>;
  readyDuringFault?: Tally;
  /** Why requests failed, from the server's log. */
  causes?: Tally;
  integrity: OrderIntegrity;
}

async function terminateTrials(databaseUrl: string, trials: number): Promise<TrialReport[]> {
  const unreachable = await resetPostgres(databaseUrl);
  if (unreachable) throw new Error(unreachable);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ritmo-faults-'));
  const killer = postgres(databaseUrl, { onnotice: () => {}, max: 1 });
  const reports: TrialReport[] = [];
  const clockStart = nextOpeningMoment();
  let customers: { tokens: string[]; body: unknown } | undefined;
  try {
    for (let trial = 1; trial <= trials; trial++) {
      const server = await startServerProcess({
        dataDir,
        databaseUrl,
        logFile: path.join(dataDir, 'server.log'),
        clockStart,
        env: { DIST_DIR: path.join(dataDir, 'no-app') },
      });
      try {
        customers ??= await customersOf(server.url, Date.now().toString(36));
        const load = orderLoad(server.url, customers.tokens, customers.body);
        const phases: Record<string, Tally> = { before: load.phase() };
        await settle(1500);
        phases.after = load.phase();
        await killer`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
        await settle(2000);
        await load.stop();
        const processDied = await died(server);
        reports.push({
          trial: `terminate ${trial}`,
          processDied,
          phases,
          causes: causesInLog(path.join(dataDir, 'server.log')),
          integrity: await integrityOf({ dataDir, databaseUrl }),
        });
        if (process.env.KEEP_LOG) execFileSync('cp', [path.join(dataDir, 'server.log'), `/tmp/faults-exp/trial-${trial}.log`]);
        rmSync(path.join(dataDir, 'server.log'), { force: true });
        console.log(JSON.stringify(reports.at(-1)));
      } finally {
        await server.kill();
      }
    }
  } finally {
    await killer.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return reports;
}

async function outageTrial(databaseUrl: string): Promise<TrialReport> {
  const unreachable = await resetPostgres(databaseUrl);
  if (unreachable) throw new Error(unreachable);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ritmo-faults-'));
  const cut = await startTcpCut(databaseUrl);
  const server = await startServerProcess({
    dataDir,
    databaseUrl: cut.url,
    logFile: path.join(dataDir, 'server.log'),
    clockStart: nextOpeningMoment(),
    env: { DIST_DIR: path.join(dataDir, 'no-app') },
  });
  try {
    const { tokens, body } = await customersOf(server.url, Date.now().toString(36));
    const load = orderLoad(server.url, tokens, body);
    const phases: Record<string, Tally> = { before: load.phase() };
    await settle(2000);
    phases.during = load.phase();
    cut.goDown();
    const stopSampling = sampleReadiness(server.url);
    await settle(6000);
    cut.restore();
    const readyDuringFault = await stopSampling();
    phases.after = load.phase();
    await settle(3000);
    await load.stop();
    const processDied = await died(server);
    const report = {
      trial: 'outage 6 s',
      processDied,
      phases,
      readyDuringFault,
      causes: causesInLog(path.join(dataDir, 'server.log')),
      integrity: await integrityOf({ dataDir, databaseUrl }),
    };
    console.log(JSON.stringify(report));
    return report;
  } finally {
    await server.kill();
    await cut.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function fillDisk(file: string): void {
  const fd = openSync(file, 'w');
  try {
    for (let size = 1024 * 1024; size >= 1; size = Math.floor(size / 2)) {
      const block = Buffer.alloc(size);
      try {
        for (;;) writeSync(fd, block);
      } catch {
        // Full at this size; a smaller block may still fit.
      }
    }
  } finally {
    closeSync(fd);
  }
}

async function diskFullTrial(): Promise<TrialReport | string> {
  const disk = mkdtempSync(path.join(os.tmpdir(), 'ritmo-faults-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', disk], { stdio: 'ignore' });
  } catch {
    rmSync(disk, { recursive: true, force: true });
    return 'disk-full skipped: mounting a tmpfs is not permitted here';
  }
  const dataDir = path.join(disk, 'data');
  const filler = path.join(disk, 'filler');
  const logFile = path.join(os.tmpdir(), `ritmo-faults-${process.pid}.log`);
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({ dataDir, logFile, clockStart: nextOpeningMoment(), env: { DIST_DIR: path.join(disk, 'no-app') } });
    const { tokens, body } = await customersOf(server.url, Date.now().toString(36));
    const load = orderLoad(server.url, tokens, body);
    const phases: Record<string, Tally> = { before: load.phase() };
    await settle(1000);
    phases.during = load.phase();
    fillDisk(filler);
    const stopSampling = sampleReadiness(server.url);
    await settle(3000);
    const readyDuringFault = await stopSampling();
    unlinkSync(filler);
    phases.after = load.phase();
    await settle(2000);
    await load.stop();
    const processDied = await died(server);
    await server.stop().catch(() => {});
    const report = {
      trial: 'disk full (PGlite)',
      processDied,
      phases,
      readyDuringFault,
      causes: causesInLog(logFile),
      integrity: await integrityOf({ dataDir }),
    };
    console.log(JSON.stringify(report));
    return report;
  } finally {
    await server?.kill();
    rmSync(logFile, { force: true });
    execFileSync('umount', [disk], { stdio: 'ignore' });
    rmSync(disk, { recursive: true, force: true });
  }
}

/** Opened after the server stopped (PGlite is single-process). */
async function integrityOf(location: { dataDir: string; databaseUrl?: string }): Promise<OrderIntegrity> {
  const opened = await openDatabase(location);
  try {
    return await orderIntegrity(opened.db);
  } finally {
    await opened.close();
  }
}

function summary(reports: (TrialReport | string)[]): string {
  const lines = [
    'trial | process died | answers before | answers during/after the fault | answers after | /api/ready during | failures by cause (server log) | half-written',
  ];
  for (const report of reports) {
    if (typeof report === 'string') {
      lines.push(report);
      continue;
    }
    const { before, during, after } = report.phases;
    const halfWritten =
      report.integrity.ordersWithoutLines + report.integrity.countersOff + report.integrity.ordersWithoutAnswer + report.integrity.answersWithoutOrder;
    const fault = report.trial.startsWith('terminate') ? after : during;
    const later = report.trial.startsWith('terminate') ? undefined : after;
    lines.push(
      [
        report.trial,
        report.processDied ? 'yes' : 'no',
        JSON.stringify(before),
        JSON.stringify(fault),
        later ? JSON.stringify(later) : '',
        report.readyDuringFault ? JSON.stringify(report.readyDuringFault) : '',
        JSON.stringify(report.causes ?? {}),
        String(halfWritten),
      ].join(' | '),
    );
  }
  return lines.join('\n');
}

export async function run(options: { trials?: number; only?: string } = {}): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
  const reports: (TrialReport | string)[] = [];
  if (!options.only || options.only === 'terminate') reports.push(...(await terminateTrials(databaseUrl, options.trials ?? 7)));
  if (!options.only || options.only === 'outage') reports.push(await outageTrial(databaseUrl));
  if (!options.only || options.only === 'disk-full') reports.push(await diskFullTrial());
  console.log(`\n${summary(reports)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options: { trials?: number; only?: string } = {};
  for (const arg of process.argv.slice(2)) {
    const [flag, value = ''] = arg.split('=', 2) as [string, string?];
    if (flag === '--trials') options.trials = Number(value);
    else if (flag === '--only' && ['terminate', 'outage', 'disk-full'].includes(value)) options.only = value;
    else throw new Error(`Unknown option ${arg}; use --trials=7 --only=terminate|outage|disk-full`);
  }
  run(options).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
