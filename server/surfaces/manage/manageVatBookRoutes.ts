import type { Hono } from 'hono';
import type { ManageDeps } from './manageDeps';

/** The back office's vat book routes. */
export function serveManageVatBook(_api: Hono, _deps: ManageDeps): void {}
