import { max } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/transaction';

/** The next id of a table whose ids the catalogue file chooses (no serial): one past the largest. */
export async function nextId(tx: Executor, table: PgTable, id: PgColumn): Promise<number> {
  const [row] = await tx.select({ top: max(id) }).from(table);
  return Number(row?.top ?? 0) + 1;
}
