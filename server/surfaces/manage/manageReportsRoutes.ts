import type { Hono } from 'hono';
import type { ManageDeps } from './manageDeps';

/** The back office's sales routes. */
export function serveManageReports(_api: Hono, _deps: ManageDeps): void {}
