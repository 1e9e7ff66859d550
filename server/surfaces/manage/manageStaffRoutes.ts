import type { Hono } from 'hono';
import { can } from '../../../src/domain/people/permissions';
import { memberOf } from '../../modules/people/staff/identity';
import { inviteStaff, listStaffFor, removeStaffMember, updateStaff } from '../../modules/people/staff/manageStaff';
import { serveEndpoint } from '../../platform/http/endpoint';
import { ApiFailure } from '../../platform/http/envelope';
import { currentStaff } from '../staffGuard';
import type { ManageDeps } from './manageDeps';

/** The back office's staff calls, under the staff rules (src/domain/people/staffRules.ts). */
export function serveManageStaff(api: Hono, { db, config, now }: ManageDeps): void {
  const deps = { db, secret: config.jwtSecret, now };

  serveEndpoint(api, 'manageStaff', async ({ c }) => {
    const member = currentStaff(c);
    if (!can(memberOf(member), 'shop.staff')) throw new ApiFailure(403, 'forbidden', 'Your role does not allow this');
    return listStaffFor(db, member);
  });

  serveEndpoint(api, 'manageStaffInvite', async ({ c, body, language }) => inviteStaff(deps, currentStaff(c), body, language));

  serveEndpoint(api, 'manageStaffUpdate', async ({ c, params, body }) => updateStaff(deps, currentStaff(c), params.id, body));

  serveEndpoint(api, 'manageStaffRemove', async ({ c, params }) => removeStaffMember(deps, currentStaff(c), params.id));
}
