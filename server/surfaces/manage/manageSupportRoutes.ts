import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { CustomerSearchQuerySchema } from '../../../src/api/contract/manage/support';
import { declarationOf } from '../../../src/domain/fiscal/declaration';
import { can } from '../../../src/domain/people/permissions';
import { staffActor } from '../../modules/audit/recordAudit';
import { memberOf, type StaffIdentity } from '../../modules/people/staff/identity';
import { adjustRitmitos } from '../../modules/support/adjustRitmitos';
import { customerFile } from '../../modules/support/customerFile';
import { findCustomers } from '../../modules/support/findCustomers';
import { resendInvoice } from '../../modules/support/resendInvoice';
import type { SupportReader } from '../../modules/support/supportReader';
import { serveEndpoint } from '../../platform/http/endpoint';
import { ApiFailure, badRequestFrom } from '../../platform/http/envelope';
import { currentStaff } from '../staffGuard';
import type { ManageDeps } from './manageDeps';

/** 403 unless the member may do support; an owner (or a member of every shop) sees every customer, a manager their shops'. */
function readerOf(member: StaffIdentity): SupportReader {
  const asRule = memberOf(member);
  if (!can(asRule, 'customer.support')) throw new ApiFailure(403, 'forbidden', 'Your role does not allow this');
  return asRule.shops === 'every' || member.role === 'owner' ? { everything: true } : { everything: false, locationIds: member.locationIds };
}

function searchOf(c: Context) {
  const parsed = v.safeParse(CustomerSearchQuerySchema, c.req.query());
  if (!parsed.success) throw badRequestFrom(parsed.issues);
  return parsed.output;
}

/** The back office's customers calls (support) and the software's responsible declaration. */
export function serveManageSupport(api: Hono, { db, config, now }: ManageDeps): void {
  serveEndpoint(api, 'manageCustomers', async ({ c }) => {
    const reader = readerOf(currentStaff(c));
    return { customers: await findCustomers(db, reader, searchOf(c), now()) };
  });

  serveEndpoint(api, 'manageCustomer', async ({ c, params }) => customerFile(db, readerOf(currentStaff(c)), params.id, now()));

  serveEndpoint(api, 'manageRitmitosAdjust', async ({ c, params, body }) => {
    const member = currentStaff(c);
    return adjustRitmitos(db, staffActor(member), readerOf(member), params.id, body, now());
  });

  serveEndpoint(api, 'manageInvoiceResend', async ({ c, params, body }) => {
    const member = currentStaff(c);
    return resendInvoice(db, staffActor(member), readerOf(member), params.number, body, now());
  });

  // Every member who opens the back office may read it; the records name the same settings.
  serveEndpoint(api, 'manageLegal', async () => {
    const { system, issuerNif, issuerName } = config.verifactu;
    return { ...declarationOf(system, issuerNif), issuer: { name: issuerName, nif: issuerNif } };
  });
}
