import { and, desc, eq, gt, inArray, or } from 'drizzle-orm';
import { DELIVERY_STATUS, ORDER_STATUS, PAYMENT_STATUS } from '../../../src/api/contract/statuses';
import type { Ticket } from '../../../src/api/contract/counter/staff';
import { waitMinutes } from '../../../src/domain/orders/cart';
import { RECALL_WINDOW_MS, stepIndex, type OrderKind } from '../../../src/domain/orders/orderMoves';
import { kitchenStartOf } from '../../../src/domain/schedule/pickupTime';
import { shopDateOf } from '../../../src/domain/schedule/shopTime';
import type { Preference } from '../../../src/domain/pricing/pricing';
import type { Executor } from '../../platform/db/transaction';
import { customers, locations, orderEvents, orders } from '../../platform/db/schema';
import { describeExtras } from '../orders/extrasText';
import { extrasDictionary } from '../orders/orderCatalogue';
import { linesOfOrders, type OrderRow } from '../orders/serializers';
import { storedLanguage } from '../../../src/domain/text/language';

/** Statuses of an order still being worked on: pick-up Pending..Prepared, delivery Draft..InDelivery. */
export const OPEN_STATUSES: readonly number[] = [
  ORDER_STATUS.pending,
  ORDER_STATUS.inQueue,
  ORDER_STATUS.inPreparation,
  ORDER_STATUS.prepared,
  DELIVERY_STATUS.draft,
  DELIVERY_STATUS.waiting,
  DELIVERY_STATUS.orderReady,
  DELIVERY_STATUS.inTransport,
  DELIVERY_STATUS.inDelivery,
];
/** The last step of each flow: handed over, delivered. */
export const DONE_STATUSES: readonly number[] = [ORDER_STATUS.delivery, DELIVERY_STATUS.delivered];

/** When the kitchen starts an order: its payment (or creation) for as soon as possible, its pick-up time minus the wait otherwise. */
export function kitchenStartAt(order: Pick<OrderRow, 'pickupAt' | 'paidAt' | 'createdAt' | 'totalProducts'>): Date {
  return order.pickupAt ? kitchenStartOf(order.pickupAt, waitMinutes(order.totalProducts)) : (order.paidAt ?? order.createdAt);
}

const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** The status before the current one when the order's last event was one step forward to it, else null. */
export function previousStatusOf(
  kind: OrderKind,
  statusId: number,
  lastEvent: { fromStatus: number; toStatus: number; type: string } | undefined,
): number | null {
  if (!lastEvent || lastEvent.type !== 'status' || lastEvent.toStatus !== statusId) return null;
  const to = stepIndex(kind, lastEvent.toStatus);
  return to > 0 && stepIndex(kind, lastEvent.fromStatus) === to - 1 ? lastEvent.fromStatus : null;
}

/** The last event of each order, by order id. */
async function lastEventsOf(db: Executor, orderIds: number[]): Promise<Map<number, { fromStatus: number; toStatus: number; type: string }>> {
  const last = new Map<number, { fromStatus: number; toStatus: number; type: string }>();
  if (orderIds.length === 0) return last;
  const rows = await db
    .selectDistinctOn([orderEvents.orderId], {
      orderId: orderEvents.orderId,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      type: orderEvents.type,
    })
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(orderEvents.orderId, desc(orderEvents.id));
  for (const row of rows) last.set(row.orderId, row);
  return last;
}

type TicketOrder = OrderRow & { shopCode: string; customerName: string };

const ticketColumns = { order: orders, shopCode: locations.code, customerName: customers.name };

async function ticketsOf(db: Executor, rows: TicketOrder[]): Promise<Ticket[]> {
  const ids = rows.map((row) => row.id);
  const [dictionary, lines, lastEvents] = await Promise.all([extrasDictionary(db), linesOfOrders(db, ids), lastEventsOf(db, ids)]);
  const extras = new Map(dictionary.map((extra) => [extra.id, extra]));
  return rows.map((order) => {
    const language = storedLanguage(order.language);
    const address = order.deliveryAddress;
    return {
      orderId: order.id,
      kind: order.kind,
      shopCode: order.shopCode,
      dailyNumber: order.kind === 'pickup' ? order.dailyNumber : null,
      orderCode: order.orderCode,
      statusId: order.statusId,
      paymentStatusId: order.paymentStatusId,
      paidAt: order.paidAt?.toISOString() ?? null,
      statusChangedAt: order.statusChangedAt.toISOString(),
      pickupAt: order.pickupAt?.toISOString() ?? null,
      kitchenStartAt: kitchenStartAt(order).toISOString(),
      previousStatusId: previousStatusOf(order.kind, order.statusId, lastEvents.get(order.id)),
      customerFirstName: firstNameOf(order.customerName),
      totalProducts: order.totalProducts,
      lines: (lines.get(order.id) ?? []).map((line) => ({
        title: line.title,
        quantity: line.quantity,
        extras: (line.preferences as Preference[]).map((preference) => describeExtras([preference], extras, language)),
        note: line.notes,
        paidWithRitmitos: line.ritmitosUsed > 0,
      })),
      deliveryAddress: address
        ? [address.addressLine1, address.addressLine2, `${address.cp} ${address.cityName}`].filter((part) => part.trim() !== '').join(', ')
        : null,
    };
  });
}

async function selectTicketOrders(db: Executor, where: ReturnType<typeof and>): Promise<TicketOrder[]> {
  const rows = await db
    .select(ticketColumns)
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where)
    .orderBy(orders.id);
  return rows.map((row) => ({ ...row.order, shopCode: row.shopCode, customerName: row.customerName }));
}

/** The tickets of the given orders as they stand now (any status), by order id; missing ids are left out. */
export async function readTickets(db: Executor, orderIds: number[]): Promise<Map<number, Ticket>> {
  if (orderIds.length === 0) return new Map();
  const tickets = await ticketsOf(db, await selectTicketOrders(db, and(inArray(orders.id, [...new Set(orderIds)]))));
  return new Map(tickets.map((ticket) => [ticket.orderId, ticket]));
}

/**
 * A shop's board: its paid orders of today's shop day not finished, those handed over or delivered in the
 * last 30 minutes (recallable), scheduled ones only once their kitchen start has come; never unpaid or
 * cancelled ones, never an earlier day's order (its daily number is an earlier day's: the day's close
 * marks it not collected). Oldest first.
 */
export async function boardTickets(db: Executor, locationId: number, now: Date, timeZone: string): Promise<Ticket[]> {
  const recentSince = new Date(now.getTime() - RECALL_WINDOW_MS);
  const rows = await selectTicketOrders(
    db,
    and(
      eq(orders.locationId, locationId),
      eq(orders.shopDate, shopDateOf(now, timeZone)),
      eq(orders.paymentStatusId, PAYMENT_STATUS.paid),
      or(inArray(orders.statusId, [...OPEN_STATUSES]), and(inArray(orders.statusId, [...DONE_STATUSES]), gt(orders.statusChangedAt, recentSince))),
    ),
  );
  return ticketsOf(
    db,
    rows.filter((order) => kitchenStartAt(order).getTime() <= now.getTime()),
  );
}
