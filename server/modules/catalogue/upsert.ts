import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../platform/db/transaction';
import { chunks } from '../../platform/db/seed/rows';

/**
 * Inserts the rows, or overwrites every other column of the row with the same `target` key. Columns
 * the rows leave out take their defaults, so `updated_at` becomes the transaction's now().
 */
export async function upsertRows<T extends PgTable>(tx: Transaction, table: T, rows: T['$inferInsert'][], target: PgColumn | PgColumn[]): Promise<void> {
  const keyNames = new Set((Array.isArray(target) ? target : [target]).map((column) => column.name));
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!keyNames.has(column.name)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  for (const part of chunks(rows)) await tx.insert(table).values(part).onConflictDoUpdate({ target, set });
}

export async function insertRows<T extends PgTable>(tx: Transaction, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (const part of chunks(rows)) await tx.insert(table).values(part);
}
