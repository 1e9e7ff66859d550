import { is, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PostgresJsSession } from 'drizzle-orm/postgres-js';
import type { Database } from './connect';
import type { Rows } from './rawStatements';

const dialect = new PgDialect();

/**
 * One statement's rows in batches of `size` through a server-side cursor (postgres.js `cursor()`), so a
 * long answer never sits whole in memory; null on PGlite, which has one connection that a cursor would
 * hold for the whole read: there the caller pages by key instead.
 */
export function cursorBatches(db: Database, statement: SQL, size: number): AsyncIterable<Rows> | null {
  const session = db._.session;
  if (!is(session, PostgresJsSession)) return null;
  const query = dialect.sqlToQuery(statement);
  return session.client.unsafe<Rows>(query.sql, query.params as never[]).cursor(size);
}
