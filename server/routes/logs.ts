import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { readBody } from '../http/body';
import { serveEndpoint } from '../http/endpoint';
import { parseLogBatch, writeClientLogs } from '../logs/clientLogs';

/** Spec §7 remote log intake: the app posts its INFO-and-above records here. */
export function serveLogIntake(api: Hono, logger: Logger): void {
  serveEndpoint(api, 'logIntake', async ({ c }) => {
    const batch = parseLogBatch(await readBody(c));
    return { accepted: writeClientLogs(logger, batch) };
  });
}
