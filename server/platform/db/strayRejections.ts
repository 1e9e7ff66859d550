import type { Logger } from 'pino';
import { isDatabaseUnavailable, unavailableCause } from './unavailable';

/**
 * A statement in flight when PostgreSQL ends its connection (a restart, a failover, an administrator's
 * terminate) can reject after the request that sent it was already answered 503, with no one left
 * listening; Node would end the whole process over that stray rejection. This process policy logs
 * those instead. Any other unhandled rejection still ends the process, as Node does by default.
 */
export function logStrayDatabaseRejections(logger: Logger): void {
  process.on('unhandledRejection', (reason: unknown) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    logger.warn({ cause: unavailableCause(reason) }, 'A database statement failed after its request had its answer');
  });
}
