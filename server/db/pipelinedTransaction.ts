import type { SQL } from 'drizzle-orm';
import { PostgresJsSession, PostgresJsTransaction } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { Transaction } from '../account/transaction';
import type { Database } from './connect';
import { statementsInOrder, type Rows } from './statementsInOrder';

/** A transaction whose first statements carry its BEGIN and whose last ones may carry its COMMIT. */
export interface PipelinedTransaction {
  /** The drizzle transaction, for statements sent one by one. */
  tx: Transaction;
  /** Sends statements in order (the BEGIN before the first ones) and answers their rows. */
  run(statements: readonly SQL[]): Promise<Rows[]>;
  /** Sends the last statements and the COMMIT at once; after it the work must not send anything more. */
  runAndCommit(statements: readonly SQL[]): Promise<Rows[]>;
}

/** What drizzle keeps inside its database handle (the same fields its own transaction() reads). */
interface DatabaseInternals {
  dialect: ConstructorParameters<typeof PostgresJsSession>[1];
  session: { client: unknown; schema: ConstructorParameters<typeof PostgresJsSession>[2]; options: ConstructorParameters<typeof PostgresJsSession>[3] };
}

type Reserved = postgres.ReservedSql;
const isPostgresJs = (client: unknown): client is postgres.Sql => typeof (client as postgres.Sql | undefined)?.reserve === 'function';

/**
 * Runs `work` in one transaction. On PostgreSQL the BEGIN is sent with the first statements and the COMMIT
 * with the last ones, on a connection reserved for the work: drizzle's transaction sends each of them alone
 * and waits, two round trips that were a quarter of an order creation's. On PGlite (one connection, no
 * network) it is drizzle's transaction. Throwing from `work` rolls everything back.
 */
export async function pipelinedTransaction<T>(db: Database, work: (pipeline: PipelinedTransaction) => Promise<T>): Promise<T> {
  const { dialect, session } = db as unknown as DatabaseInternals;
  if (!isPostgresJs(session.client)) {
    return db.transaction((tx) => {
      const run = (statements: readonly SQL[]) => statementsInOrder(tx, statements);
      return work({ tx, run, runAndCommit: run });
    });
  }
  const reserved = await session.client.reserve();
  const tx = new PostgresJsTransaction(dialect, new PostgresJsSession(reserved as never, dialect, session.schema, session.options), session.schema) as unknown as Transaction;
  const progress: { state: 'new' | 'open' | 'committed' } = { state: 'new' };
  const simple = (command: 'begin' | 'commit') => {
    const query = reserved.unsafe(command);
    query.execute();
    return query;
  };
  const send = async (statements: readonly SQL[], commit: boolean): Promise<Rows[]> => {
    if (progress.state === 'committed') throw new Error('The transaction was already committed');
    const begun = progress.state === 'new' ? simple('begin') : undefined;
    progress.state = 'open';
    const answers = statementsInOrder(tx, statements);
    const committed = commit ? simple('commit') : undefined;
    // Every query is awaited, so none is left rejecting unheard; the first failure is thrown.
    const [settledBegin, settledAnswers, settledCommit] = await Promise.allSettled([begun, answers, committed]);
    for (const settled of [settledBegin, settledAnswers, settledCommit]) if (settled.status === 'rejected') throw settled.reason;
    if (commit) progress.state = 'committed';
    return (settledAnswers as PromiseFulfilledResult<Rows[]>).value;
  };
  try {
    const result = await work({ tx, run: (statements) => send(statements, false), runAndCommit: (statements) => send(statements, true) });
    if (progress.state !== 'committed') await send([], true);
    return result;
  } catch (error) {
    // After a failed statement PostgreSQL already ended the transaction (a COMMIT sent with it rolled back).
    if (progress.state === 'open') await reserved.unsafe('rollback').catch(() => undefined);
    throw error;
  } finally {
    reserved.release();
  }
}
