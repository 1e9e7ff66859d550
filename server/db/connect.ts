import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

/** The same drizzle API whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: Database;
  /** 'pglite' (embedded, files under dataDir) or 'postgres' (DATABASE_URL). */
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files (`${dataDir}/pglite`), created on first start. */
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
  mkdirSync(folder, { recursive: true });
  const client = await PGlite.create(folder);
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, engine: 'pglite', close: () => client.close() };
}

async function openPostgres(databaseUrl: string): Promise<OpenedDatabase> {
  // Notices ("schema already exists, skipping") are noise on every start.
  const client = postgres(databaseUrl, { onnotice: () => {}, max: 10 });
  const db = drizzlePostgres({ client, schema });
  try {
    await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.end();
    throw error;
  }
  return { db, engine: 'postgres', close: () => client.end({ timeout: 5 }) };
}
