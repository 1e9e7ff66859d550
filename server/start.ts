import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import type { Hono } from 'hono';
import { createApp } from './app';
import { REDSYS_TEST_SECRET, resolveConfig, type ConfigOptions } from './config';
import { openDatabase } from './db/connect';
import { seedIfEmpty } from './db/seed';
import { createLogger } from './logger';
import { startFulfilmentSimulator } from './orders/service';

export interface StartOptions extends ConfigOptions {
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
  /** The clock of the sign-in and account rules (tests). */
  now?: (() => Date) | undefined;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

function listen(fetch: Hono['fetch'], port: number, hostname: string | undefined) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch, port, ...(hostname ? { hostname } : {}) }, () => resolve(server));
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
    // Listen first: the default PUBLIC_URL (links, OAuth redirect URI) needs the port actually taken.
    let app: Hono | undefined;
    let stopSimulator = () => {};
    const server = await listen((request, env) => (app ? app.fetch(request, env) : new Response('Starting', { status: 503 })), options.port, options.hostname);
    const { port } = server.address() as AddressInfo;
    try {
      const config = resolveConfig({ ...options, port });
      app = createApp({ db: database.db, logger, distDir: options.distDir, config, now: options.now });
      const { payments } = config;
      logger.info(
        { mode: config.mode, publicUrl: config.publicUrl, smtp: Boolean(config.smtpUrl), socialSignIn: Boolean(config.oidc), cardGateway: payments.gateway, gatewayUrl: payments.gatewayUrl, merchantCode: payments.merchantCode, signatureVersion: payments.signatureVersion },
        'Configuration',
      );
      if (config.mode === 'production' && payments.secret === REDSYS_TEST_SECRET) logger.warn('REDSYS_SECRET is the published test key: card payments go to the Redsys test environment only');
      // Demo kitchen: moves paid orders through the pick-up statuses; production shops do that themselves.
      if (config.mode === 'demo') {
        stopSimulator = startFulfilmentSimulator(database.db, {
          stepSeconds: config.fulfilmentStepSeconds,
          now: options.now,
          onError: (error) => logger.error({ err: error }, 'Fulfilment simulator step failed'),
        });
      }
    } catch (error) {
      await closeServer(server);
      throw error;
    }
    logger.info({ port, engine: database.engine }, 'Server listening');
    return {
      url: `http://localhost:${port}`,
      port,
      async close() {
        stopSimulator();
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
