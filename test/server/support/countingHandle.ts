import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { Database, OpenedDatabase } from '../../../server/platform/db/connect';
import * as schema from '../../../server/platform/db/schema';

/** A handle on the database's own client (its connections) that adds one to `counted.reads` for each statement `counts` picks. */
export function countingHandle(opened: OpenedDatabase, counts: (query: string) => boolean, counted: { reads: number }): Database {
  const logger = { logQuery: (query: string) => void (counts(query) && (counted.reads += 1)) };
  const client = (opened.db as unknown as { $client: unknown }).$client;
  const db =
    opened.engine === 'pglite'
      ? drizzlePglite({ client: client as PGlite, schema, logger })
      : drizzlePostgres({ client: client as postgres.Sql, schema, logger });
  return db as unknown as Database;
}
