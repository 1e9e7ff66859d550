import type { Hono } from 'hono';
import type { ManageDeps } from './routes';

/** The back office's audit calls. */
export function serveManageAudit(api: Hono, deps: ManageDeps): void {
  void api;
  void deps;
}
