import type { Hono } from 'hono';
import type { ManageDeps } from './manageDeps';

/** The back office's day's close routes. */
export function serveManageCloses(_api: Hono, _deps: ManageDeps): void {}
