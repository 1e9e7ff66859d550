import { configOptionsFrom } from './platform/config/config';
import { readEnvironment, readLogSettings } from './platform/config/environment';
import { exitAfterFailedStart } from './platform/failedStart';
import { logStrayDatabaseRejections } from './platform/db/strayRejections';
import { createLogger } from './platform/logger';
import { startServer } from './start';

const logger = createLogger(readLogSettings());
logStrayDatabaseRejections(logger);

// Reading the settings is part of the start: a bad one is reported like an unreachable database.
const server = await Promise.resolve()
  .then(() => {
    const environment = readEnvironment();
    return startServer({
      port: environment.PORT,
      dataDir: environment.DATA_DIR,
      databaseUrl: environment.DATABASE_URL,
      distDir: environment.DIST_DIR,
      logger,
      ...configOptionsFrom(environment),
    });
  })
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
