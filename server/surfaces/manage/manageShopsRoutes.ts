import type { Hono } from 'hono';
import type { ManageDeps } from './routes';

/** The back office's shops calls. */
export function serveManageShops(api: Hono, deps: ManageDeps): void {
  void api;
  void deps;
}
