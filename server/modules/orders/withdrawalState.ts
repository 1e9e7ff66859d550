import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DeliveryWithdrawal } from '../../../src/api/contract';
import { DELIVERY_STATUS } from '../../../src/api/contract/statuses';
import { withdrawalState, type WithdrawalException, type WithdrawalOrder } from '../../../src/domain/orders/withdrawal';
import { shopTimeZone } from '../../../src/domain/schedule/shopTime';
import type { Executor } from '../../platform/db/transaction';
import { locations, orderEvents, orderRefunds, orderWithdrawals, products } from '../../platform/db/schema';
import type { OrderLineRow, OrderRow } from './serializers';

export type WithdrawalRow = typeof orderWithdrawals.$inferSelect;

/** What withdrawals read of some delivery orders, keyed by order id. */
export interface WithdrawalFacts {
  order: WithdrawalOrder;
  withdrawals: WithdrawalRow[];
}

function groupBy<T extends { orderId: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) grouped.set(row.orderId, [...(grouped.get(row.orderId) ?? []), row]);
  return grouped;
}

/**
 * The instant each order was delivered: its first move into Delivered (order_events), or, for an order
 * delivered with no event kept, the time its status last changed while it is Delivered.
 */
async function deliveredInstants(db: Executor, rows: readonly OrderRow[]): Promise<Map<number, Date>> {
  const delivered = rows.filter((row) => row.statusId === DELIVERY_STATUS.delivered);
  const instants = new Map<number, Date>();
  if (delivered.length === 0) return instants;
  const events = await db
    .select({ orderId: orderEvents.orderId, at: orderEvents.at })
    .from(orderEvents)
    .where(
      and(
        inArray(
          orderEvents.orderId,
          delivered.map((row) => row.id),
        ),
        eq(orderEvents.toStatus, DELIVERY_STATUS.delivered),
      ),
    )
    .orderBy(asc(orderEvents.id));
  for (const event of events) if (!instants.has(event.orderId)) instants.set(event.orderId, event.at);
  for (const row of delivered) if (!instants.has(row.id)) instants.set(row.id, row.statusChangedAt);
  return instants;
}

/** The facts of the given delivery orders a withdrawal is judged on, in a few queries whatever their number. */
export async function withdrawalFacts(
  db: Executor,
  rows: readonly OrderRow[],
  lines: ReadonlyMap<number, readonly OrderLineRow[]>,
): Promise<Map<number, WithdrawalFacts>> {
  const facts = new Map<number, WithdrawalFacts>();
  const delivery = rows.filter((row) => row.kind === 'delivery');
  if (delivery.length === 0) return facts;
  const ids = delivery.map((row) => row.id);
  const codes = [...new Set(delivery.flatMap((row) => (lines.get(row.id) ?? []).map((line) => line.productCode)))];
  const [delivered, refunds, withdrawals, exceptions, zones] = await Promise.all([
    deliveredInstants(db, delivery),
    db.select({ orderId: orderRefunds.orderId, lines: orderRefunds.lines }).from(orderRefunds).where(inArray(orderRefunds.orderId, ids)),
    db.select().from(orderWithdrawals).where(inArray(orderWithdrawals.orderId, ids)).orderBy(asc(orderWithdrawals.id)),
    codes.length === 0
      ? Promise.resolve([])
      : db.select({ code: products.productCode, exception: products.withdrawalException }).from(products).where(inArray(products.productCode, codes)),
    db
      .select({ id: locations.id, timeZone: locations.timeZone })
      .from(locations)
      .where(inArray(locations.id, [...new Set(delivery.map((row) => row.locationId))])),
  ]);
  const exceptionOf = new Map<string, WithdrawalException | null>(exceptions.map((row) => [row.code, row.exception ?? null]));
  const zoneOf = new Map(zones.map((row) => [row.id, row.timeZone]));
  const refundsBy = groupBy(refunds);
  const withdrawalsBy = groupBy(withdrawals);
  for (const row of delivery) {
    const own = withdrawalsBy.get(row.id) ?? [];
    facts.set(row.id, {
      withdrawals: own,
      order: {
        deliveredAt: delivered.get(row.id) ?? null,
        timeZone: shopTimeZone({ timeZone: zoneOf.get(row.locationId) }),
        lines: (lines.get(row.id) ?? []).map((line) => ({ quantity: line.quantity, exception: exceptionOf.get(line.productCode) ?? null })),
        refunds: refundsBy.get(row.id) ?? [],
        pendingWithdrawals: own.filter((withdrawal) => withdrawal.refundId === null),
      },
    });
  }
  return facts;
}

/** A withdrawal as the customer sees it. */
export function withdrawalRecordOf(row: WithdrawalRow) {
  return { id: row.id, at: row.createdAt.toISOString(), lines: row.lines, reason: row.reason, refunded: row.refundId !== null };
}

/** The right of withdrawal of one delivery order at `now`, as the customer's app shows it. */
export function deliveryWithdrawalOf(facts: WithdrawalFacts, now: Date): DeliveryWithdrawal {
  const state = withdrawalState(facts.order, now);
  return {
    until: state.until?.toISOString() ?? null,
    open: state.open,
    lines: state.lines.map((line, index) => ({ index, left: line.left, exception: line.exception })),
    requests: facts.withdrawals.map(withdrawalRecordOf),
  };
}
