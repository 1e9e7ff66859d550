import type { Database } from './connect';

/** An open transaction of the one drizzle database (PGlite or PostgreSQL). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Reads and writes that may run on their own or inside a caller's transaction. */
export type Executor = Database | Transaction;
