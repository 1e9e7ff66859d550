import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { clientAddress } from '../auth/clientAddress';
import type { Database } from '../db/connect';
import { serveEndpoint } from '../http/endpoint';
import { asBatch } from '../logs/clientLogs';
import { acceptClientLogs } from '../logs/logIntake';

export interface LogIntakeDeps {
  db: Database;
  logger: Logger;
  trustProxy: number;
  now: () => Date;
}

/** Remote log intake: the app posts its INFO-and-above records here (a batch, all or nothing). */
export function serveLogIntake(api: Hono, deps: LogIntakeDeps): void {
  serveEndpoint(api, 'logIntake', ({ c, body }) => acceptClientLogs(deps, body, clientAddress(c, deps.trustProxy), deps.now()), { bodyFrom: asBatch });
}
