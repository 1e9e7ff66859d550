import type { Hono } from 'hono';
import type { ManageDeps } from './manageDeps';

/** The back office's orders and refunds routes. */
export function serveManageRefunds(_api: Hono, _deps: ManageDeps): void {}
