import type { Hono } from 'hono';
import type { ManageDeps } from './routes';

/** The back office's staff calls. */
export function serveManageStaff(api: Hono, deps: ManageDeps): void {
  void api;
  void deps;
}
