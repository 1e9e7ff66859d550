import { readdirSync, readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase } from '../server/platform/db/connect';
import { orders } from '../server/platform/db/schema';
import { processCpuSeconds } from './serverProcess';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://root@127.0.0.1:5432/bench';

/** Refuses the shared test database: it belongs to the test suite, never to benchmarks. */
export function assertNotTestDatabase(databaseUrl: string): void {
  if (new URL(databaseUrl).pathname.replace(/^\//, '') === 'test') throw new Error('The benchmark never uses the database "test"');
}

/**
 * Empties the benchmark database (schemas dropped, migrations journal included) so the server
 * migrates and seeds it afresh. Answers the reason when PostgreSQL cannot be reached, else null.
 */
export async function resetPostgres(databaseUrl: string): Promise<string | null> {
  assertNotTestDatabase(databaseUrl);
  const sql = postgres(databaseUrl, { onnotice: () => {}, max: 1, connect_timeout: 5 });
  try {
    await sql.unsafe('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** Orders stored in the database the server used (opened after the server stopped: PGlite is single-process). */
export async function countOrders(location: { dataDir: string; databaseUrl?: string | undefined }): Promise<number> {
  const opened = await openDatabase(location);
  try {
    const [row] = await opened.db.select({ n: count() }).from(orders);
    return row?.n ?? 0;
  } finally {
    await opened.close();
  }
}

/**
 * CPU seconds used so far by the PostgreSQL backends connected to the benchmark database (a local server:
 * their process titles read "postgres: <user> <database> <client> …"). Shared processes (WAL writer,
 * checkpointer) are not counted. NaN when no backend is visible (another host, not Linux).
 */
export function databaseBackendsCpuSeconds(databaseUrl: string): number {
  const title = ` ${new URL(databaseUrl).pathname.replace(/^\//, '')} `;
  let total = 0;
  let found = false;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!cmdline.startsWith('postgres: ') || !cmdline.includes(title)) continue;
    const seconds = processCpuSeconds(Number(pid));
    if (Number.isNaN(seconds)) continue;
    total += seconds;
    found = true;
  }
  return found ? total : Number.NaN;
}
