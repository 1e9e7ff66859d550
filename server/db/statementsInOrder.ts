import type { SQL } from 'drizzle-orm';
import type { Transaction } from './transaction';

/** What drizzle keeps inside a transaction: its SQL dialect and the session over the driver's connection. */
interface TransactionInternals {
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  session: {
    client: PostgresJsClient | PgliteClient;
    logger: { logQuery(query: string, params: unknown[]): void };
  };
}
interface PostgresJsClient {
  unsafe(query: string, params: unknown[], options: { prepare: boolean }): PromiseLike<Record<string, unknown>[]> & { execute(): unknown };
}
interface PgliteClient {
  query(query: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The rows one statement answered. */
export type Rows = Record<string, unknown>[];

const isPostgresJs = (client: PostgresJsClient | PgliteClient): client is PostgresJsClient => typeof (client as PostgresJsClient).unsafe === 'function';

/**
 * Runs statements in the given order inside the transaction, sending them all at once on PostgreSQL (one
 * round trip), and answers each one's rows (column names as the database gives them; values parsed by
 * the driver, so select JSON or numbers, not dates). Order is guaranteed, unlike for drizzle promises
 * started together, whose number of internal awaits differs by kind of query: each postgres.js query is
 * queued by its own `execute()`, called here one after the other; PGlite runs them one after the other.
 * Every statement still takes its own snapshot, after the previous one finished (READ COMMITTED).
 *
 * On PostgreSQL the statements are named prepared statements, kept per connection: drizzle sends its own
 * unprepared, and postgres.js then asks the server for their parameter types first (Parse, Describe, Sync,
 * wait), so each parameterised statement costs two round trips and a fresh parse and plan; a kept one costs
 * one. Callers keep the number of distinct statement texts small (no lists of varying length but a few).
 */
export async function statementsInOrder(tx: Transaction, statements: readonly SQL[]): Promise<Rows[]> {
  const { dialect, session } = tx as unknown as TransactionInternals;
  const queries = statements.map((statement) => dialect.sqlToQuery(statement));
  for (const query of queries) session.logger.logQuery(query.sql, query.params);
  const { client } = session;
  if (isPostgresJs(client)) {
    const sent = queries.map((query) => {
      const pending = client.unsafe(query.sql, query.params, { prepare: true });
      pending.execute();
      return pending;
    });
    return Promise.all(sent);
  }
  const answers: Rows[] = [];
  for (const query of queries) answers.push((await client.query(query.sql, query.params)).rows);
  return answers;
}
