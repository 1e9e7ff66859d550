import type { Hono } from 'hono';
import { can, type Action } from '../../../src/domain/people/permissions';
import { staffActor } from '../../modules/audit/recordAudit';
import { memberOf, type StaffIdentity } from '../../modules/people/staff/identity';
import { setShopHours } from '../../modules/shops/shopHours';
import { listShops } from '../../modules/shops/shopView';
import { createShop, updateShop } from '../../modules/shops/writeShop';
import { serveEndpoint } from '../../platform/http/endpoint';
import { ApiFailure } from '../../platform/http/envelope';
import { currentStaff } from '../staffGuard';
import type { ManageDeps } from './manageDeps';

function requireAction(member: StaffIdentity, action: Action): void {
  if (!can(memberOf(member), action)) throw new ApiFailure(403, 'forbidden', 'Your role does not allow this');
}

/** The back office's shops calls: the member's shops; an owner adds and edits them; hours for whoever runs the shop. */
export function serveManageShops(api: Hono, { db, config, now }: ManageDeps): void {
  serveEndpoint(api, 'manageShops', async ({ c }) => {
    const member = currentStaff(c);
    return listShops(db, member.everyShop ? 'every' : member.locationIds);
  });

  serveEndpoint(api, 'manageShopCreate', async ({ c, body }) => {
    const member = currentStaff(c);
    requireAction(member, 'shop.create');
    return createShop(db, staffActor(member), body, config.verifactu.issuerNif, now());
  });

  serveEndpoint(api, 'manageShopUpdate', async ({ c, params, body }) => {
    const member = currentStaff(c);
    requireAction(member, 'shop.edit');
    return updateShop(db, staffActor(member), params.code, body, config.verifactu.issuerNif, now());
  });

  serveEndpoint(api, 'manageShopHours', async ({ c, params, body }) => {
    const member = currentStaff(c);
    requireAction(member, 'shop.hours');
    return setShopHours(db, staffActor(member), params.code, body, now(), (locationId) => can(memberOf(member), 'shop.hours', locationId));
  });
}
