/**
 * The real server for bench/api-load.ts, run as its own process so the load generator and the server
 * do not share a CPU thread. Like server/main.ts, but on loopback, on a free port, with the sign-in and
 * order clock starting at BENCH_CLOCK_START, an opening moment of the demo shops (orders are refused
 * while they are closed). Prints one JSON line `{"url": ...}` once listening; SIGTERM closes it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../server/platform/config/config';
import { logStrayDatabaseRejections } from '../server/platform/db/strayRejections';
import { createLogger } from '../server/platform/logger';
import { startServer } from '../server/start';
import { readLogSettings } from '../server/platform/config/environment';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
// The parent picks the moment (test/e2e/harness.ts nextOpeningMoment); the clock runs on from it at real speed.
const clockStart = Date.parse(process.env.BENCH_CLOCK_START ?? '');
if (Number.isNaN(clockStart)) throw new Error('BENCH_CLOCK_START (ISO date) is required');
const clockOffset = clockStart - Date.now();

const logger = createLogger(readLogSettings());
logStrayDatabaseRejections(logger);
const server = await startServer({
  ...configFromEnv(process.env),
  port: 0,
  hostname: '127.0.0.1',
  dataDir: path.resolve(dataDir),
  databaseUrl: process.env.DATABASE_URL || undefined,
  // The built app (and its server renderer, dist-ssr/) for the rendered document's scenarios.
  distDir: path.resolve(process.env.DIST_DIR || path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist')),
  logger,
  now: () => new Date(Date.now() + clockOffset),
});

process.once('SIGTERM', () => {
  void server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
console.log(JSON.stringify({ url: server.url.replace('localhost', '127.0.0.1') }));
