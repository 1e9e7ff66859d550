import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app';
import { openDatabase } from './db/connect';
import { seedIfEmpty } from './db/seed';
import { createLogger } from './logger';

export interface StartOptions {
  /** 0 picks a free port (tests). */
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  distDir?: string | undefined;
  logFile?: string | undefined;
  /** Log only warnings and errors. */
  quiet?: boolean | undefined;
  /** Use this logger instead of creating one from logFile/quiet. */
  logger?: Logger | undefined;
  /** Bind address; all interfaces by default. */
  hostname?: string | undefined;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

function listen(app: ReturnType<typeof createApp>, port: number, hostname: string | undefined) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, ...(hostname ? { hostname } : {}) }, () => resolve(server));
    server.once('error', reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive sockets of browsers would hold close() open.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

/** Opens the database (migrations applied), seeds the demo data when empty and listens. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const logger = options.logger ?? createLogger({ logFile: options.logFile, quiet: options.quiet });
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    const { seeded } = await seedIfEmpty(database.db);
    if (seeded) logger.info('Demo data seeded');
    const app = createApp({ db: database.db, logger, distDir: options.distDir });
    const server = await listen(app, options.port, options.hostname);
    const { port } = server.address() as AddressInfo;
    logger.info({ port, engine: database.engine }, 'Server listening');
    return {
      url: `http://localhost:${port}`,
      port,
      async close() {
        await closeServer(server);
        await database.close();
        logger.flush();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
