import { and, asc, desc, eq, gt, inArray, max } from 'drizzle-orm';
import type { CustomerOrderEvent } from '../../../src/api/contract/counter/staff';
import type { Database } from '../db/connect';
import { orderEvents } from '../db/schema';

/** Who a stream is for: a shop's staff (its location id) or one customer. */
export type Audience = { kind: 'staff'; locationId: number } | { kind: 'customer'; customerId: number };

/** An order's latest event after some id; `event` filled for customer audiences. */
export interface LatestEvent {
  id: number;
  orderId: number;
  event: CustomerOrderEvent;
}

const audienceColumn = (audience: Audience) =>
  audience.kind === 'staff' ? eq(orderEvents.locationId, audience.locationId) : eq(orderEvents.customerId, audience.customerId);

const customerEventOf = (row: { orderId: number; kind: 'pickup' | 'delivery'; toStatus: number; paymentStatus: number }): CustomerOrderEvent => ({
  orderId: row.orderId,
  kind: row.kind,
  statusId: row.toStatus,
  paymentStatusId: row.paymentStatus,
});

/** The newest event id of the audience (0 when none): where a stream opened without Last-Event-ID starts. */
export async function latestEventId(db: Database, audience: Audience): Promise<number> {
  const [row] = await db
    .select({ id: max(orderEvents.id) })
    .from(orderEvents)
    .where(audienceColumn(audience));
  return row?.id ?? 0;
}

/** What a customer's view of an event (customerEventOf) is read from, with the event's id. */
const CUSTOMER_EVENT_COLUMNS = {
  id: orderEvents.id,
  orderId: orderEvents.orderId,
  kind: orderEvents.kind,
  toStatus: orderEvents.toStatus,
  paymentStatus: orderEvents.paymentStatus,
};

/**
 * The audience's events after `afterId`, collapsed to each order's latest (its state now is what the
 * stream sends), oldest first.
 */
export async function latestEventsAfter(db: Database, audience: Audience, afterId: number): Promise<LatestEvent[]> {
  const rows = await db
    .selectDistinctOn([orderEvents.orderId], CUSTOMER_EVENT_COLUMNS)
    .from(orderEvents)
    .where(and(audienceColumn(audience), gt(orderEvents.id, afterId)))
    .orderBy(asc(orderEvents.orderId), desc(orderEvents.id));
  return rows.map((row) => ({ id: row.id, orderId: row.orderId, event: customerEventOf(row) })).sort((a, b) => a.id - b.id);
}

/** The customer's view of the given events, by event id. */
export async function customerEventsByIds(db: Database, ids: number[]): Promise<Map<number, CustomerOrderEvent>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(CUSTOMER_EVENT_COLUMNS).from(orderEvents).where(inArray(orderEvents.id, ids));
  return new Map(rows.map((row) => [row.id, customerEventOf(row)]));
}
