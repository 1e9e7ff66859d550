import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { keepNewFilesPrivate, makeFolderPrivate } from './privateFiles';
import { PrivateNodeFS } from './privateNodeFs';
import * as schema from './schema';

/** The same drizzle API whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: Database;
  /** 'pglite' (embedded, files under dataDir) or 'postgres' (DATABASE_URL). */
  engine: 'pglite' | 'postgres';
  /** Connections queries are spread over: 1 for PGlite, the pool's size for PostgreSQL. */
  connections: number;
  /**
   * Calls `listener` after any process commits a reference version change (the reference_change NOTIFY of
   * migration 0006), and once more whenever the listening connection is re-established, since changes
   * may have been missed meanwhile. Resolves to a function that stops listening.
   */
  onReferenceChange(listener: () => void): Promise<() => Promise<void>>;
  /**
   * Calls `listener` with the customer's id after any process commits a change of a customer's sessions
   * (the customer_session NOTIFY of migration 0013), and with null whenever the listening connection is
   * re-established. Resolves to a function that stops listening.
   */
  onCustomerSessionChange(listener: (customerId: number | null) => void): Promise<() => Promise<void>>;
  /**
   * Calls `listener` after any process commits an order event (the order_event NOTIFY of migration 0016),
   * and with null whenever the listening connection is re-established: events may have been missed, so
   * resume from the order_events table. Resolves to a function that stops listening.
   */
  onOrderEvent(listener: (event: OrderEventNotice | null) => void): Promise<() => Promise<void>>;
  /**
   * Calls `listener` after any process commits a change of a shop's availability (the availability_change
   * NOTIFY of migration 0019: a row of availability_log), and with null whenever the listening connection is
   * re-established: changes may have been missed, so every shop is read again. Resolves to a function that
   * stops listening.
   */
  onAvailabilityChange(listener: (notice: AvailabilityNotice | null) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** What the availability_change NOTIFY carries: the shop and the id of the availability_log row written. */
export interface AvailabilityNotice {
  locationId: number;
  logId: number;
}

/** What the order_event NOTIFY carries: enough to pick the streams it concerns. */
export interface OrderEventNotice {
  id: number;
  orderId: number;
  locationId: number;
  customerId: number;
}

const REFERENCE_CHANNEL = 'reference_change';
const CUSTOMER_SESSION_CHANNEL = 'customer_session';
const ORDER_EVENT_CHANNEL = 'order_event';
const AVAILABILITY_CHANNEL = 'availability_change';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A notification's order event; null when the payload is not one. */
export function orderEventOf(payload: string): OrderEventNotice | null {
  try {
    const parsed = JSON.parse(payload) as Record<string, unknown>;
    const { id, orderId, locationId, customerId } = parsed;
    return isId(id) && isId(orderId) && isId(locationId) && isId(customerId) ? { id, orderId, locationId, customerId } : null;
  } catch {
    return null;
  }
}

/** A notification's availability change ('{locationId}:{logId}'); null when the payload is not one (then every shop is read again). */
export function availabilityNoticeOf(payload: string): AvailabilityNotice | null {
  const match = /^(\d{1,10}):(\d{1,15})$/.exec(payload);
  if (!match) return null;
  const [locationId, logId] = [Number(match[1]), Number(match[2])];
  return isId(locationId) && isId(logId) ? { locationId, logId } : null;
}

/** A notification's customer id; null when the payload is not one (then everything is dropped). */
function customerIdOf(payload: string): number | null {
  return /^\d{1,10}$/.test(payload) ? Number(payload) : null;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files (`${dataDir}/pglite`), created on first start; both folders are kept the owner's only. */
  dataDir: string;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens PGlite or PostgreSQL and applies pending migrations before anyone queries. */
export async function openDatabase({ databaseUrl, dataDir }: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(dataDir);
}

async function openPglite(dataDir: string): Promise<OpenedDatabase> {
  const folder = path.resolve(dataDir, 'pglite');
  keepNewFilesPrivate();
  makeFolderPrivate(path.resolve(dataDir), { recursive: false });
  makeFolderPrivate(folder, { recursive: true });
  const client = await PGlite.create({ fs: new PrivateNodeFS(folder) });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    engine: 'pglite',
    connections: 1,
    onReferenceChange: (listener) => client.listen(REFERENCE_CHANNEL, () => listener()),
    onCustomerSessionChange: (listener) => client.listen(CUSTOMER_SESSION_CHANNEL, (payload) => listener(customerIdOf(payload))),
    onOrderEvent: (listener) => client.listen(ORDER_EVENT_CHANNEL, (payload) => listener(orderEventOf(payload))),
    onAvailabilityChange: (listener) => client.listen(AVAILABILITY_CHANNEL, (payload) => listener(availabilityNoticeOf(payload))),
    close: () => client.close(),
  };
}

/** Any fixed key: the migrations' session lock. */
const MIGRATION_LOCK_KEY = 710_420_001;

/**
 * Several processes starting at once on one PostgreSQL would each apply the same pending migrations: a
 * session advisory lock on a connection of its own lets one migrate while the others wait, then find
 * nothing left to do.
 */
async function migrateAlone(client: postgres.Sql, migrate: () => Promise<void>): Promise<void> {
  const lockHolder = await client.reserve();
  try {
    await lockHolder`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migrate();
    } finally {
      await lockHolder`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    lockHolder.release();
  }
}

/**
 * postgres.js listens on a connection of its own and re-listens after a reconnect (onlisten again), when
 * `relistened` runs: notifications may have been missed meanwhile.
 */
async function listenOn(client: postgres.Sql, channel: string, listener: (payload: string) => void, relistened: () => void): Promise<() => Promise<void>> {
  let listening = false;
  const { unlisten } = await client.listen(channel, listener, () => {
    if (listening) relistened();
    listening = true;
  });
  return unlisten;
}

/**
 * While PostgreSQL cannot be reached, a query waits for its connection's next attempt: postgres.js spaces
 * them out to 20 s by default (and waits 30 s for a silent host), so requests hung past any client's
 * patience and the first ones after the database came back waited too. Attempts at most a second apart
 * and 5 s to connect: a request during an outage is refused (503) within seconds, and service resumes
 * within a second of the database.
 */
const POSTGRES_POOL_SIZE = 10;

const OUTAGE_SETTINGS = { backoff: (attempt: number) => Math.min(0.05 * 2 ** attempt, 1), connect_timeout: 5 };

async function openPostgres(databaseUrl: string): Promise<OpenedDatabase> {
  // Notices ("schema already exists, skipping") are noise on every start.
  const client = postgres(databaseUrl, { onnotice: () => {}, max: POSTGRES_POOL_SIZE, ...OUTAGE_SETTINGS });
  const db = drizzlePostgres({ client, schema });
  try {
    await migrateAlone(client, () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }));
  } catch (error) {
    await client.end();
    throw error;
  }
  return {
    db,
    engine: 'postgres',
    connections: POSTGRES_POOL_SIZE,
    onReferenceChange: (listener) =>
      listenOn(
        client,
        REFERENCE_CHANNEL,
        () => listener(),
        () => listener(),
      ),
    onCustomerSessionChange: (listener) =>
      listenOn(
        client,
        CUSTOMER_SESSION_CHANNEL,
        (payload) => listener(customerIdOf(payload)),
        () => listener(null),
      ),
    onOrderEvent: (listener) =>
      listenOn(
        client,
        ORDER_EVENT_CHANNEL,
        (payload) => listener(orderEventOf(payload)),
        () => listener(null),
      ),
    onAvailabilityChange: (listener) =>
      listenOn(
        client,
        AVAILABILITY_CHANNEL,
        (payload) => listener(availabilityNoticeOf(payload)),
        () => listener(null),
      ),
    close: () => client.end({ timeout: 5 }),
  };
}
