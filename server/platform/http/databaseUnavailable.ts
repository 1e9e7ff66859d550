import type { Context } from 'hono';
import type { Logger } from 'pino';
import { unavailableCause, type DatabaseAvailability } from '../db/unavailable';
import { ApiFailure, sendFailure } from './envelope';

/** Seconds a client waits before sending again a request refused for an unavailable database. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The answer to a request that met an unavailable database (server/platform/db/unavailable.ts): 503 with
 * Retry-After, nothing written (the transaction rolled back with the connection), and readiness told.
 */
export function answerDatabaseUnavailable(c: Context, error: unknown, deps: { logger: Logger; availability: DatabaseAvailability }) {
  deps.availability.failed(Date.now());
  // The driver's reason only: the wrapping error would repeat the statement and its values.
  deps.logger.warn({ cause: unavailableCause(error), method: c.req.method, path: c.req.path }, 'Database unavailable');
  return sendFailure(
    c,
    new ApiFailure(503, 'service_unavailable', 'The service is unavailable for a moment, try again shortly.', undefined, DATABASE_RETRY_AFTER_SECONDS),
  );
}
