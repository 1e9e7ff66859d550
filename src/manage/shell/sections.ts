import { lazy } from 'react';
import type { Action } from '../../domain/people/permissions';

/** The back office's sections: their route, the action that opens them, and their lazily loaded screen. */
export const SECTIONS = [
  { key: 'catalogue', path: 'catalogue', action: 'manage.open', Screen: lazy(() => import('../catalogue/CatalogueSection')) },
  { key: 'shops', path: 'shops', action: 'manage.open', Screen: lazy(() => import('../shops/ShopsSection')) },
  { key: 'staff', path: 'staff', action: 'shop.staff', Screen: lazy(() => import('../staff/StaffSection')) },
  { key: 'audit', path: 'audit', action: 'audit.read', Screen: lazy(() => import('../audit/AuditSection')) },
] as const satisfies readonly { key: string; path: string; action: Action; Screen: unknown }[];
