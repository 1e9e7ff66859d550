import path from 'node:path';
import { configFromEnv } from './config/config';
import { exitAfterFailedStart } from './failedStart';
import { logStrayDatabaseRejections } from './db/strayRejections';
import { createLogger } from './logger';
import { startServer } from './start';

const logger = createLogger({ logFile: process.env.LOG_FILE || undefined });
logStrayDatabaseRejections(logger);

// Reading the settings is part of the start: a bad one is reported like an unreachable database.
const server = await Promise.resolve()
  .then(() =>
    startServer({
      port: Number(process.env.PORT || 8080),
      dataDir: path.resolve(process.env.DATA_DIR || './data'),
      databaseUrl: process.env.DATABASE_URL || undefined,
      distDir: path.resolve(process.env.DIST_DIR || './dist'),
      logger,
      ...configFromEnv(process.env),
    }),
  )
  .catch((error: unknown) => exitAfterFailedStart(logger, error));

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'Stopping');
  try {
    await server.close();
    logger.flush();
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'Unclean stop');
    logger.flush();
    process.exit(1);
  }
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
console.log(`Ritmo coffee app on ${server.url}`);
