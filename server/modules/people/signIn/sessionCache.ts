import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connect';
import { customers } from '../../../platform/db/schema';

/** What the guard checks a token against: the customer's code and last logout. */
export interface SessionRow {
  id: number;
  code: string;
  email: string;
  notBefore: Date | null;
  /** Set once the customer deleted their account: no token of it is accepted again. */
  deletedAt: Date | null;
}

/** Kept this long while change notifications stand: a lost notification is repaired within a minute. */
export const SESSION_CACHE_MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * The guard's reading of a customer, kept per process once the process listens for session changes
 * (migration 0013: a NOTIFY on `customer_session` whenever a customer's code, e-mail or last logout changes,
 * from any process). Without that subscription every request reads the database, as before. Saves a
 * round trip on every signed-in call.
 */
export class SessionCache {
  private readonly rows = new Map<number, { row: SessionRow; at: number }>();
  private listening = false;

  constructor(private readonly now: () => number = Date.now) {}

  /** Turns keeping on: call once notifications of changes reach forget(). */
  keep(): void {
    this.listening = true;
  }

  async read(db: Database, customerId: number): Promise<SessionRow | undefined> {
    const kept = this.rows.get(customerId);
    if (kept && this.now() - kept.at < SESSION_CACHE_MAX_AGE_MS) return kept.row;
    const at = this.now();
    // A customer found missing is read once more and never kept: a connection PostgreSQL ends in the middle of
    // an answer can hand the driver's next query a short result, and a kept "missing" would sign the customer
    // out for a minute. Tokens of customers that really are gone cost one extra reading.
    const row = (await readRow(db, customerId)) ?? (await readRow(db, customerId));
    if (row && this.listening) this.remember(customerId, row, at);
    return row;
  }

  /** Drops one customer's reading (their session changed), or all of them (null: notifications may have been missed). */
  forget(customerId: number | null): void {
    if (customerId === null) this.rows.clear();
    else this.rows.delete(customerId);
  }

  private remember(customerId: number, row: SessionRow, at: number): void {
    this.rows.delete(customerId);
    if (this.rows.size >= MAX_ENTRIES) {
      const oldest = this.rows.keys().next();
      if (!oldest.done) this.rows.delete(oldest.value);
    }
    this.rows.set(customerId, { row, at });
  }
}

async function readRow(db: Database, customerId: number): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({ id: customers.id, code: customers.code, email: customers.email, notBefore: customers.notBefore, deletedAt: customers.deletedAt })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.id === customerId ? row : undefined;
}

const caches = new WeakMap<Database, SessionCache>();

/** The one cache of a database handle, shared by every guard built on it. */
export function sessionCacheOf(db: Database): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}
