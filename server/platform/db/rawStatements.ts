import { DrizzleQueryError, is, type Logger, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PostgresJsSession } from 'drizzle-orm/postgres-js';
import type { Executor, Transaction } from './transaction';

/**
 * Raw SQL on either engine, so that no code outside server/db knows whether PGlite or PostgreSQL
 * (postgres.js) runs underneath. Every difference between the two drivers that a raw statement shows is
 * handled here and nowhere else.
 */

/** The rows one statement answered (column names as the database gives them). */
export type Rows = Record<string, unknown>[];

/** One raw statement's rows: postgres.js answers them as an array, PGlite as an object holding them. */
export async function rowsOf<T extends Record<string, unknown> = Record<string, unknown>>(db: Executor, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Writes statements as drizzle does (this project sets no casing, drizzle's only dialect setting). */
const dialect = new PgDialect();

/**
 * A logger given to drizzle sees every statement it sends. The session keeps it privately; statements
 * sent past drizzle are written to it here too, so the log stays complete. This is the one reach into
 * drizzle's inside.
 */
const queryLogOf = (session: object) => (session as { logger: Logger }).logger;

/**
 * Runs statements in the given order inside the transaction, sending them all at once on PostgreSQL (one
 * round trip), and answers each one's rows (values parsed by the driver, so select JSON or numbers, not
 * dates). Order is guaranteed, unlike for drizzle promises started together, whose number of internal
 * awaits differs by kind of query: each postgres.js query is queued by its own `execute()`, called here one
 * after the other; PGlite, one connection, runs them one after the other. Every statement still takes its
 * own snapshot, after the previous one finished (READ COMMITTED). A failing statement throws the driver's
 * own error on both engines.
 *
 * On PostgreSQL the statements are named prepared statements, kept per connection: drizzle sends its own
 * unprepared, and postgres.js then asks the server for their parameter types first (Parse, Describe, Sync,
 * wait), so each parameterised statement costs two round trips and a fresh parse and plan; a kept one costs
 * one. Callers keep the number of distinct statement texts small (no lists of varying length but a few).
 */
export async function statementsInOrder(tx: Transaction, statements: readonly SQL[]): Promise<Rows[]> {
  const session = tx._.session;
  if (is(session, PostgresJsSession)) {
    const queries = statements.map((statement) => dialect.sqlToQuery(statement));
    const log = queryLogOf(session);
    for (const query of queries) log.logQuery(query.sql, query.params);
    const sent = queries.map((query) => {
      const pending = session.client.unsafe<Rows>(query.sql, query.params as never[], { prepare: true });
      pending.execute();
      return pending;
    });
    return Promise.all(sent);
  }
  const answers: Rows[] = [];
  for (const statement of statements) {
    try {
      answers.push(await rowsOf(tx, statement));
    } catch (error) {
      throw error instanceof DrizzleQueryError && error.cause !== undefined ? error.cause : error;
    }
  }
  return answers;
}
