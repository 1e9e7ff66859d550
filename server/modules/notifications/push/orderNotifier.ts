import type { Agent } from 'node:https';
import { inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import * as v from 'valibot';
import { PushPayloadSchema, type PushKind, type PushPayload } from '../../../../src/api/contract/customer/push';
import { paymentFailedPushKind, statusPushKind } from '../../../../src/domain/orders/orderNotifications';
import type { Database } from '../../../platform/db/connect';
import { orders } from '../../../platform/db/schema';
import { sendPush, type PushMessage } from './sendPush';
import { forgetSubscription, subscriptionsOf, type StoredSubscription } from './subscriptions';
import type { PushConfig } from '../../../platform/config/vapidKeys';

/**
 * Tells customers' devices about their orders. Called after the change is committed; it
 * returns at once: sending never delays or fails the status change, and errors are logged.
 */
export interface OrderNotifier {
  /** These orders' statuses just changed; the changes a customer cares about are pushed. */
  statusesChanged(orderIds: readonly number[]): void;
  /** This order's payment just failed. */
  paymentFailed(orderId: number): void;
  /** Settles when every push started so far has been answered (tests; a stopping server). */
  idle(): Promise<void>;
}

export interface OrderNotifierDeps {
  db: Database;
  logger: Logger;
  push: PushConfig;
  /** The TLS agent for the push services (tests trust their local push service with it). */
  agent?: Agent | undefined;
}

type OrderRow = { id: number; customerId: number; kind: 'pickup' | 'delivery'; statusId: number; orderCode: string; dailyNumber: number | null };

const HOUR = 60 * 60;
/** What the customer has to act on: collect the order, or pay again. */
const URGENT: ReadonlySet<PushKind> = new Set(['ready', 'paymentFailed', 'deliveryPaymentFailed']);

function messageFor(kind: PushKind, order: OrderRow, subscription: StoredSubscription): PushMessage {
  const common = { orderCode: order.orderCode, dailyNumber: order.dailyNumber, language: subscription.language };
  const payload: PushPayload =
    kind === 'ready' || kind === 'paymentFailed' ? { kind, orderId: order.id, ...common } : { kind, deliveryOrderId: order.id, ...common };
  return {
    payload: JSON.stringify(v.parse(PushPayloadSchema, payload)),
    // A ready order waits at the counter for hours at most; a delivery message is worth a day.
    ttlSeconds: order.kind === 'pickup' ? 4 * HOUR : 24 * HOUR,
    urgency: URGENT.has(kind) ? 'high' : 'normal',
    topic: `order-${order.id}`,
  };
}

export function createOrderNotifier({ db, logger, push, agent }: OrderNotifierDeps): OrderNotifier {
  const inFlight = new Set<Promise<void>>();

  async function deliver(order: OrderRow, kind: PushKind, subscription: StoredSubscription): Promise<void> {
    const { outcome, status } = await sendPush(subscription, messageFor(kind, order, subscription), push, agent);
    if (outcome === 'gone') await forgetSubscription(db, subscription.id);
    const record = { orderId: order.id, kind, subscriptionId: subscription.id, outcome, status };
    if (outcome === 'failed') logger.warn(record, 'Push not accepted by the push service');
    else logger.info(record, outcome === 'gone' ? 'Push subscription gone, deleted' : 'Push sent');
  }

  async function notify(orderIds: readonly number[], kindOf: (order: OrderRow) => PushKind | null): Promise<void> {
    if (orderIds.length === 0) return;
    const rows: OrderRow[] = await db
      .select({
        id: orders.id,
        customerId: orders.customerId,
        kind: orders.kind,
        statusId: orders.statusId,
        orderCode: orders.orderCode,
        dailyNumber: orders.dailyNumber,
      })
      .from(orders)
      .where(inArray(orders.id, [...orderIds]));
    await Promise.all(
      rows.map(async (order) => {
        const kind = kindOf(order);
        if (!kind) return;
        const devices = await subscriptionsOf(db, order.customerId);
        await Promise.all(
          devices.map((device) =>
            deliver(order, kind, device).catch((error: unknown) =>
              logger.error({ err: error, orderId: order.id, subscriptionId: device.id }, 'Push could not be sent'),
            ),
          ),
        );
      }),
    );
  }

  function track(work: () => Promise<void>): void {
    const running: Promise<void> = work()
      .catch((error: unknown) => logger.error({ err: error }, 'Order notifications failed'))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

  return {
    statusesChanged: (orderIds) => track(() => notify(orderIds, (order) => statusPushKind(order.kind, order.statusId))),
    paymentFailed: (orderId) => track(() => notify([orderId], (order) => paymentFailedPushKind(order.kind))),
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
