import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { serveEndpoint } from '../http/endpoint';
import { asBatch, writeClientLogs } from '../logs/clientLogs';

/** Spec §7 remote log intake: the app posts its INFO-and-above records here (a batch, all or nothing). */
export function serveLogIntake(api: Hono, logger: Logger): void {
  serveEndpoint(api, 'logIntake', async ({ body }) => ({ accepted: writeClientLogs(logger, body) }), { bodyFrom: asBatch });
}
