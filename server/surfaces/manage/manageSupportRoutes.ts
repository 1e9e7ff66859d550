import type { Hono } from 'hono';
import type { ManageDeps } from './manageDeps';

/** The back office's customers routes. */
export function serveManageSupport(_api: Hono, _deps: ManageDeps): void {}
