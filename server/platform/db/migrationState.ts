import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './connect';
import { rowsOf } from './rawStatements';

const JOURNAL = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', 'meta', '_journal.json');

/** How many migrations this build ships (drizzle-kit's journal). */
export function shippedMigrationCount(): number {
  return (JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: unknown[] }).entries.length;
}

/** How many migrations the database has applied (drizzle's own bookkeeping table). */
export async function appliedMigrationCount(db: Database): Promise<number> {
  const rows = await rowsOf<{ applied: number | string }>(db, sql`select count(*) as applied from drizzle.__drizzle_migrations`);
  return Number(rows[0]?.applied ?? 0);
}
