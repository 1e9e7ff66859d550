import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import postgres from 'postgres';
import { createApp } from '../../server/app';
import { openDatabase, type OpenedDatabase } from '../../server/platform/db/connect';
import { seedIfEmpty } from '../../server/modules/catalogue/demoCatalogue';
import { createLogger } from '../../server/platform/logger';
import { copyPgliteTemplate } from './pgliteTemplate';

/** A database engine the suite runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export interface Backend {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database and options to open it again (to test restarts). */
  fresh(): Promise<FreshDatabase>;
}

export interface FreshDatabase {
  /** The open connection; `opened.close()` may be called early (e.g. before starting a server on it). */
  opened: OpenedDatabase;
  /** Options for startServer / openDatabase that reach the same database. */
  location: { dataDir: string; databaseUrl?: string };
  /** Closes the connection and removes temporary files. */
  dispose(): Promise<void>;
}

function closingOnce(opened: OpenedDatabase): OpenedDatabase {
  let closing: Promise<void> | undefined;
  return { ...opened, close: () => (closing ??= opened.close()) };
}

const pglite: Backend = {
  name: 'pglite',
  async fresh() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-server-test-'));
    copyPgliteTemplate(dataDir);
    const opened = closingOnce(await openDatabase({ dataDir }));
    return {
      opened,
      location: { dataDir },
      async dispose() {
        await opened.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

/** Drops every table and the migrations journal so each run starts from nothing. Files run one at a time. */
export async function resetPostgres(databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { onnotice: () => {}, max: 1 });
  try {
    await sql.unsafe('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;');
  } finally {
    await sql.end();
  }
}

function postgresBackend(databaseUrl: string): Backend {
  return {
    name: 'postgres',
    async fresh() {
      await resetPostgres(databaseUrl);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-server-test-'));
      const opened = closingOnce(await openDatabase({ databaseUrl, dataDir }));
      return {
        opened,
        location: { dataDir, databaseUrl },
        async dispose() {
          await opened.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

export const backends: Backend[] = process.env.TEST_DATABASE_URL ? [pglite, postgresBackend(process.env.TEST_DATABASE_URL)] : [pglite];

/** The server's logger (server/platform/logger.ts) with its JSON lines kept in memory for assertions. */
export function memoryLogger(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const raw: string[] = [];
  const logger = createLogger({ destination: { write: (line: string) => void raw.push(line) } });
  return { logger, lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

export interface TestApp {
  app: Hono;
  fresh: FreshDatabase;
  logLines: () => Record<string, unknown>[];
}

/** A seeded database behind the app, for app.request() tests. */
export async function seededApp(backend: Backend, distDir?: string): Promise<TestApp> {
  const fresh = await backend.fresh();
  await seedIfEmpty(fresh.opened.db);
  const { logger, lines } = memoryLogger();
  return { app: createApp({ db: fresh.opened.db, logger, distDir }), fresh, logLines: lines };
}

export async function getJson(app: Hono, url: string, headers: Record<string, string> = {}) {
  const response = await app.request(url, { headers });
  const body = response.status === 304 ? undefined : ((await response.json()) as unknown);
  return { response, status: response.status, body };
}
