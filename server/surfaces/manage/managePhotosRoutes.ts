import type { Hono } from 'hono';
import type { ManageDeps } from './manageDeps';

/** The back office's photos calls. */
export function serveManagePhotos(api: Hono, deps: ManageDeps): void {
  void api;
  void deps;
}
