import { useLiveQuery } from 'dexie-react-hooks';
import type { OrderCreateBody } from '../../api/contract';
import { db } from '../db';
import { useOnlineStatus } from '../online';
import { ORDER_ENTITY } from '../outbox/entity';
import { orderLane } from './lane';
import type { OrderKind } from './mirror';
import type { PlacedOrder } from './place';

export { OrderCancelledError } from '../outbox/orderLane';

/** An order stored in the outbox and not created yet: its key, its kind and how it is paid. */
export type QueuedOrder = { mutationId: string; kind: OrderKind; paymentTypeId: number; unanswered: boolean };

/**
 * The order waiting in the outbox (live; undefined while Dexie is read, null when none). `waitingForNetwork`
 * once it cannot go now: offline, or a round of tries went without an answer; while it is simply on its
 * way, it is not.
 */
export function useWaitingOrder(): { order: QueuedOrder; waitingForNetwork: boolean } | null | undefined {
  const online = useOnlineStatus();
  const order = useLiveQuery(async () => {
    const item = await db.outbox.where('entityKey').equals(ORDER_ENTITY).first();
    if (!item) return null;
    const kind: OrderKind = item.endpoint === 'deliveryOrderCreate' ? 'delivery' : 'pickup';
    return { mutationId: item.mutationId, kind, paymentTypeId: (item.body as OrderCreateBody).paymentType.id, unanswered: item.lastError !== undefined };
  }, []);
  if (!order) return order;
  return { order, waitingForNetwork: !online || order.unanswered };
}

/** The created order of the waiting order `mutationId`, for a checkout that opened while it waited. */
export function followWaitingOrder(mutationId: string): Promise<PlacedOrder> {
  return orderLane.follow(mutationId);
}

/** The orders created while no screen waited for them (taken once), and a call whenever one is. */
export function takeUnclaimedOrders() {
  return orderLane.takeUnclaimed();
}
export function onUnclaimedOrder(listener: () => void): () => void {
  return orderLane.onUnclaimed(listener);
}

/** The customer cancels the waiting order: it is never sent, and the cart stays as it is. */
export function cancelWaitingOrder(mutationId: string): Promise<void> {
  return orderLane.cancel(mutationId);
}
