import { lazy } from 'react';
import type { Action } from '../../domain/people/permissions';

/** The back office's sections: their route, the action that opens them, and their lazily loaded screen. */
export const SECTIONS = [
  { key: 'catalogue', path: 'catalogue', action: 'manage.open', Screen: lazy(() => import('../catalogue/CatalogueSection')) },
  { key: 'shops', path: 'shops', action: 'manage.open', Screen: lazy(() => import('../shops/ShopsSection')) },
  { key: 'staff', path: 'staff', action: 'shop.staff', Screen: lazy(() => import('../staff/StaffSection')) },
  { key: 'audit', path: 'audit', action: 'audit.read', Screen: lazy(() => import('../audit/AuditSection')) },
  { key: 'sales', path: 'sales', action: 'reports.read', Screen: lazy(() => import('../sales/SalesSection')) },
  { key: 'orders', path: 'orders', action: 'order.refund', Screen: lazy(() => import('../orders/OrdersSection')) },
  { key: 'closes', path: 'closes', action: 'day.close', Screen: lazy(() => import('../closes/ClosesSection')) },
  { key: 'vat', path: 'vat', action: 'vat.book', Screen: lazy(() => import('../vat/VatSection')) },
  { key: 'customers', path: 'customers', action: 'customer.support', Screen: lazy(() => import('../customers/CustomersSection')) },
  { key: 'legal', path: 'legal', action: 'manage.open', Screen: lazy(() => import('../legal/LegalSection')) },
] as const satisfies readonly { key: string; path: string; action: Action; Screen: unknown }[];
