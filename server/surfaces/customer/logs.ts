import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { clientAddress } from '../../platform/http/clientAddress';
import type { Database } from '../../platform/db/connect';
import { serveEndpoint } from '../../platform/http/endpoint';
import { asBatch } from '../../platform/logs/clientLogs';
import { acceptClientLogs } from '../../platform/logs/logIntake';

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
