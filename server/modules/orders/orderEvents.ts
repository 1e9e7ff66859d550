import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/transaction';
import { orderEvents, type OrderEventSource, type OrderEventType } from '../../platform/db/schema';
import type { OrderRow } from './serializers';

export interface OrderEventInput {
  type: OrderEventType;
  fromStatus: number;
  source: OrderEventSource;
  staffId?: number | null | undefined;
  at: Date;
}

/** Writes the one event of a change, in the caller's transaction; `order` is the row as it is after the change. */
export async function recordOrderEvent(
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'locationId' | 'customerId' | 'kind' | 'statusId' | 'paymentStatusId' | 'totalProducts'>,
  event: OrderEventInput,
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: order.id,
    locationId: order.locationId,
    customerId: order.customerId,
    kind: order.kind,
    type: event.type,
    fromStatus: event.fromStatus,
    toStatus: order.statusId,
    paymentStatus: order.paymentStatusId,
    staffId: event.staffId ?? null,
    source: event.source,
    totalProducts: Math.min(order.totalProducts, 32_767),
    at: event.at,
  });
}

/** The order's latest event, if any. */
export async function lastEventOf(db: Executor, orderId: number): Promise<{ fromStatus: number; toStatus: number; type: string } | undefined> {
  const [row] = await db
    .select({ fromStatus: orderEvents.fromStatus, toStatus: orderEvents.toStatus, type: orderEvents.type })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row;
}
