import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { STAFF_SHOP_QUERY } from '../../../src/api/contract/counter/endpoints';
import { currentStaff, requireStaff } from '../staffGuard';
import type { AppConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';
import { afterStatusChange, changeOrderStatusIn, unknownOrder, type AfterStatusChange, type StatusChanged } from '../../modules/fulfilment/changeStatus';
import { readBoard, staffShop } from '../../modules/fulfilment/board';
import { handOver } from '../../modules/fulfilment/handover';
import { shopWait } from '../../modules/orders/shopWait';
import { clientMutationId, runStaffMutationOnce } from '../staffMutation';
import { orders } from '../../platform/db/schema';
import { serveEndpoint } from '../../platform/http/endpoint';
import { ApiFailure, badRequestFrom } from '../../platform/http/envelope';

export interface StaffOrdersDeps extends AfterStatusChange {
  db: Database;
  config: Pick<AppConfig, 'jwtSecret' | 'verifactu'>;
  now: () => Date;
}

/**
 * The counter's calls: the board, a status change (exactly once per client mutation id), the hand-over;
 * and the public wait estimate its history gives the cart.
 */
export function serveStaffOrders(api: Hono, { db, config, now, notifier, refunds }: StaffOrdersDeps): void {
  const guard = requireStaff(db, config.jwtSecret, now);
  for (const path of ['/staff/board', '/staff/orders/*', '/staff/handover']) api.use(path, guard);
  const after = { notifier, refunds };

  serveEndpoint(api, 'staffBoard', async ({ c }) => {
    const query = v.safeParse(STAFF_SHOP_QUERY, { shop: c.req.query('shop') });
    if (!query.success) throw badRequestFrom(query.issues);
    return readBoard(db, await staffShop(db, query.output.shop, currentStaff(c)), now());
  });

  serveEndpoint(api, 'staffOrderStatus', async ({ c, params, body }) => {
    const staff = currentStaff(c);
    const at = now();
    const request = { orderId: params.orderId, to: body.to, expected: body.expected, staff, source: 'board' as const, now: at, issuer: config.verifactu };
    const mutationId = clientMutationId(c);
    let changed: StatusChanged;
    if (mutationId === null) {
      changed = await db.transaction((tx) => changeOrderStatusIn(tx, request));
    } else {
      const [order] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, params.orderId));
      if (!order) throw unknownOrder();
      const once = { actor: `staff:${staff.id}` as const, mutationId, customerId: order.customerId, request: { orderId: params.orderId, ...body } };
      const { data, fresh } = await runStaffMutationOnce(db, once, at, (tx) => changeOrderStatusIn(tx, request));
      if (!fresh) return data.ticket;
      changed = data;
    }
    afterStatusChange(changed, after);
    return changed.ticket;
  });

  serveEndpoint(api, 'shopWait', async ({ params }) => {
    const wait = await shopWait(db, params.code, now());
    if (!wait) throw new ApiFailure(404, 'unknown_shop', 'There is no such shop');
    return wait;
  });

  serveEndpoint(api, 'staffHandover', async ({ c, body }) => {
    const staff = currentStaff(c);
    const shop = await staffShop(db, body.shop, staff);
    const changed = await db.transaction((tx) => handOver(tx, body, shop, staff, now()));
    afterStatusChange(changed, after);
    return changed.ticket;
  });
}
