import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { operatorEndpoints, type OperatorOrder } from '../../../../src/api/contract/operator/operator';
import type { InvoiceIssuer } from '../../../platform/config/config';
import {
  afterStatusChange,
  changeOrderStatusIn,
  lockOrder,
  unknownOrder,
  type AfterStatusChange,
  type StatusChanged,
} from '../../../modules/fulfilment/changeStatus';
import { handOver } from '../../../modules/fulfilment/handover';
import { idempotencyKeyOf, runStaffMutationOnce } from '../../staffMutation';
import { orders } from '../../../platform/db/schema';
import type { Transaction } from '../../../platform/db/transaction';
import { ApiFailure } from '../../../platform/http/envelope';
import { assertKeyReaches, keyShop } from '../../../modules/operator/keyShops';
import type { VerifiedOperatorKey } from '../../../modules/operator/keys';
import { listOperatorOrders, readOperatorOrder } from '../../../modules/operator/orders';
import { serveOperatorCall, type OperatorCallDeps } from '../serveCall';

export interface OperatorOrdersDeps extends OperatorCallDeps, AfterStatusChange {
  /** Who issues the correcting invoice of a paid order cancelled. */
  issuer: InvoiceIssuer;
}

/**
 * Runs a move in the caller's transaction and answers it with the order as it is after it. A refusal that
 * carries the board's ticket (409 `status_changed`, the hand-over's) carries the order as it is now
 * instead, when the key reaches that order's shop.
 */
async function moveAnsweringOrder(
  tx: Transaction,
  key: VerifiedOperatorKey,
  move: () => Promise<StatusChanged>,
): Promise<StatusChanged & { order: OperatorOrder }> {
  try {
    const changed = await move();
    return { ...changed, order: (await readOperatorOrder(tx, changed.ticket.orderId)).order };
  } catch (error) {
    const about = error instanceof ApiFailure ? (error.data as { orderId?: unknown } | undefined)?.orderId : undefined;
    if (!(error instanceof ApiFailure) || typeof about !== 'number') throw error;
    const { order, locationId } = await readOperatorOrder(tx, about);
    const reached = key.locationId === null || key.locationId === locationId;
    throw new ApiFailure(error.status, error.code, error.message, error.field, error.retryAfterSeconds, reached ? order : undefined);
  }
}

/** The orders of the shop's own systems: list and read them, move them by the counter's rule, hand them over. */
export function serveOperatorOrders(api: Hono, deps: OperatorOrdersDeps): void {
  const { db, now, issuer } = deps;
  const after = { notifier: deps.notifier, refunds: deps.refunds };

  serveOperatorCall(api, operatorEndpoints.listOrders, deps, async ({ key, query }) =>
    listOperatorOrders(db, {
      locationId: query.shop === undefined ? key.locationId : (await keyShop(db, key, query.shop)).id,
      statusIds: query.status?.split(',').map(Number),
      updatedSince: query.updatedSince === undefined ? undefined : new Date(query.updatedSince),
      cursor: query.cursor,
      limit: query.limit === undefined ? undefined : Number(query.limit),
    }),
  );

  serveOperatorCall(api, operatorEndpoints.getOrder, deps, async ({ key, params }) => {
    const { order, locationId } = await readOperatorOrder(db, Number(params.orderId));
    assertKeyReaches(key, locationId);
    return order;
  });

  serveOperatorCall(api, operatorEndpoints.changeOrderStatus, deps, async ({ c, key, params, body }) => {
    const orderId = Number(params.orderId);
    const at = now();
    const write = (tx: Transaction) =>
      moveAnsweringOrder(tx, key, async () => {
        assertKeyReaches(key, (await lockOrder(tx, orderId)).locationId);
        return changeOrderStatusIn(tx, { orderId, to: body.to, expected: body.expected, staff: null, source: 'api', now: at, issuer });
      });
    const idempotencyKey = idempotencyKeyOf(c);
    if (idempotencyKey === null) {
      const changed = await db.transaction(write);
      afterStatusChange(changed, after);
      return changed.order;
    }
    // The run-once store is keyed by a customer: the one of the order moved.
    const [row] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
    if (!row) throw unknownOrder();
    const once = { actor: `operator:${key.id}` as const, mutationId: idempotencyKey, customerId: row.customerId, request: { orderId, ...body } };
    const { data, fresh } = await runStaffMutationOnce(db, once, at, write);
    if (fresh) afterStatusChange(data, after);
    return data.order;
  });

  serveOperatorCall(api, operatorEndpoints.handOver, deps, async ({ key, body }) => {
    const shop = await keyShop(db, key, body.shop);
    const changed = await db.transaction((tx) => moveAnsweringOrder(tx, key, () => handOver(tx, body, shop, null, now())));
    afterStatusChange(changed, after);
    return changed.order;
  });
}
