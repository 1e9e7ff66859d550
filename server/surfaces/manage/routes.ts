import type { Hono } from 'hono';
import { allowedActions } from '../../../src/domain/people/permissions';
import { memberOf } from '../../modules/people/staff/identity';
import { staffMemberView } from '../../modules/people/staff/members';
import { serveEndpoint } from '../../platform/http/endpoint';
import { currentStaff, requireStaff } from '../staffGuard';
import { serveManageAudit } from './manageAuditRoutes';
import { serveManageCatalogue } from './manageCatalogueRoutes';
import { serveManagePhotos } from './managePhotosRoutes';
import { serveManageShops } from './manageShopsRoutes';
import type { ManageDeps } from './manageDeps';
import { serveManageStaff } from './manageStaffRoutes';
import { serveManageReports } from './manageReportsRoutes';
import { serveManageRefunds } from './manageRefundsRoutes';
import { serveManageCloses } from './manageClosesRoutes';
import { serveManageVatBook } from './manageVatBookRoutes';
import { serveManageSupport } from './manageSupportRoutes';

export type { ManageDeps } from './manageDeps';

/** The back office's routes, all behind one guard: a staff token of a member the permission rule lets open it. */
export function serveManage(api: Hono, { db, config, now, invalidateReference }: ManageDeps): void {
  // Other processes hear of a committed write by its version's NOTIFY; this one at once, once it answered.
  api.use('/manage/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.status < 400) invalidateReference();
  });
  api.use('/manage/*', requireStaff(db, config.jwtSecret, now, 'manage.open'));
  serveEndpoint(api, 'manageMe', async ({ c }) => {
    const member = currentStaff(c);
    return { ...(await staffMemberView(db, member)), grants: member.grants, allowed: allowedActions(memberOf(member)) };
  });
  const deps = { db, config, now, invalidateReference };
  serveManageCatalogue(api, deps);
  serveManagePhotos(api, deps);
  serveManageShops(api, deps);
  serveManageStaff(api, deps);
  serveManageAudit(api, deps);
  serveManageReports(api, deps);
  serveManageRefunds(api, deps);
  serveManageCloses(api, deps);
  serveManageVatBook(api, deps);
  serveManageSupport(api, deps);
}
