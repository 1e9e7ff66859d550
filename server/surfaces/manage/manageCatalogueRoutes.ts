import type { Hono } from 'hono';
import type { ManageDeps } from './manageDeps';

/** The back office's catalogue calls. */
export function serveManageCatalogue(api: Hono, deps: ManageDeps): void {
  void api;
  void deps;
}
