import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { OrderSearchQuerySchema } from '../../../src/api/contract/manage/refunds';
import { can } from '../../../src/domain/people/permissions';
import { staffActor } from '../../modules/audit/recordAudit';
import { refundOrderIn } from '../../modules/fulfilment/orderRefund';
import { orderForRefund, searchOrders, type ShopScope } from '../../modules/fulfilment/orderRefundView';
import { memberOf, type StaffIdentity } from '../../modules/people/staff/identity';
import { serveEndpoint } from '../../platform/http/endpoint';
import { ApiFailure, badRequestFrom } from '../../platform/http/envelope';
import { currentStaff } from '../staffGuard';
import type { ManageDeps } from './manageDeps';

/** The shops whose orders the member may refund (the rule asked per shop); 403 when none. */
function refundScope(member: StaffIdentity): ShopScope {
  if (!can(memberOf(member), 'order.refund')) throw new ApiFailure(403, 'forbidden', 'Your role does not allow this');
  return member.everyShop ? 'every' : member.locationIds.filter((locationId) => can(memberOf(member), 'order.refund', locationId));
}

function searchOf(c: Context) {
  const parsed = v.safeParse(OrderSearchQuerySchema, c.req.query());
  if (!parsed.success) throw badRequestFrom(parsed.issues);
  return parsed.output;
}

/** The back office's orders and refunds routes. */
export function serveManageRefunds(api: Hono, { db, config, now }: ManageDeps): void {
  serveEndpoint(api, 'manageOrders', async ({ c, language }) => ({ orders: await searchOrders(db, refundScope(currentStaff(c)), searchOf(c), language) }));

  serveEndpoint(api, 'manageOrder', async ({ c, params, language }) => orderForRefund(db, refundScope(currentStaff(c)), params.orderId, language, true));

  serveEndpoint(api, 'manageOrderRefund', async ({ c, params, body, language }) => {
    const member = currentStaff(c);
    const scope = refundScope(member);
    const made = await db.transaction((tx) =>
      refundOrderIn(tx, {
        orderId: params.orderId,
        body,
        actor: staffActor(member),
        mayRefund: (locationId) => can(memberOf(member), 'order.refund', locationId),
        issuer: config.verifactu,
        now: now(),
      }),
    );
    const order = await orderForRefund(db, scope, params.orderId, language, true);
    const refund = order.refunds.find((shown) => shown.id === made.refundId);
    if (!refund) throw new Error(`The refund ${made.refundId} just made was not found`);
    return { refund, order };
  });
}
