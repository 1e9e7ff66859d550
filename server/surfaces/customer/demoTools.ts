import type { Hono } from 'hono';
import type { AppConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';
import { serveEndpoint } from '../../platform/http/endpoint';
import { listOutbox } from '../../modules/notifications/mail/outbox';

/** Demo-only calls; in production they are not registered at all (404). */
export function serveDemoTools(api: Hono, deps: { db: Database; config: AppConfig }): void {
  if (deps.config.mode !== 'demo') return;
  serveEndpoint(api, 'devOutbox', () => listOutbox(deps.db));
}
