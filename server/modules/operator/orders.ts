import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { OPERATOR_PAGE_DEFAULT, OPERATOR_PAGE_MAX, type OperatorOrder } from '../../../src/api/contract/operator/operator';
import { PAYMENT_STATUS } from '../../../src/api/contract/statuses';
import type { Preference } from '../../../src/domain/pricing/pricing';
import { statusEquivalents } from '../../../src/domain/orders/statusVocabularies';
import type { Executor } from '../../platform/db/transaction';
import { customers, locations, orders } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import { describeExtras } from '../orders/extrasText';
import { extrasDictionary } from '../orders/orderCatalogue';
import { linesOfOrders } from '../orders/serializers';
import { unknownOrder } from '../fulfilment/changeStatus';
import { storedLanguage } from '../../../src/domain/text/language';

/**
 * When an order last changed: the latest of its creation, payment, status change and cancellation, to the
 * millisecond (what the cursor carries, so a page's last order is never read again).
 */
const updatedAt = sql<Date>`date_trunc('milliseconds', greatest(${orders.createdAt}, ${orders.paidAt}, ${orders.statusChangedAt}, ${orders.cancelledAt}))`;

const PAYMENT_NAMES = new Map<number, OperatorOrder['payment']['status']>([
  [PAYMENT_STATUS.pending, 'pending'],
  [PAYMENT_STATUS.paid, 'paid'],
  [PAYMENT_STATUS.failed, 'failed'],
  [PAYMENT_STATUS.cancelled, 'cancelled'],
]);

const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

const columns = { order: orders, shop: locations.code, customerName: customers.name, updatedAt };

async function selectOrders(db: Executor, where: SQL | undefined, limit?: number) {
  const query = db
    .select(columns)
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where)
    .orderBy(asc(updatedAt), asc(orders.id));
  return limit === undefined ? query : query.limit(limit);
}

type SelectedOrder = Awaited<ReturnType<typeof selectOrders>>[number];

async function operatorOrdersOf(db: Executor, rows: SelectedOrder[]): Promise<OperatorOrder[]> {
  const ids = rows.map((row) => row.order.id);
  const [dictionary, lines] = await Promise.all([extrasDictionary(db), linesOfOrders(db, ids)]);
  const extras = new Map(dictionary.map((extra) => [extra.id, extra]));
  return rows.map(({ order, shop, customerName, updatedAt: changedAt }) => {
    const language = storedLanguage(order.language);
    return {
      id: order.id,
      orderCode: order.orderCode,
      shop,
      kind: order.kind,
      dailyNumber: order.kind === 'pickup' ? order.dailyNumber : null,
      status: { id: order.statusId, equivalents: statusEquivalents(order.statusId) },
      payment: { statusId: order.paymentStatusId, status: PAYMENT_NAMES.get(order.paymentStatusId) ?? 'pending' },
      lines: (lines.get(order.id) ?? []).map((line) => ({
        productCode: line.productCode,
        title: line.title,
        extras: (line.preferences as Preference[]).map((preference) => describeExtras([preference], extras, language)),
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        price: line.price,
        note: line.notes,
      })),
      total: order.totalPrice,
      pickupAt: order.pickupAt?.toISOString() ?? null,
      customerFirstName: firstNameOf(customerName),
      createdAt: order.createdAt.toISOString(),
      // The driver gives a computed timestamp as text.
      updatedAt: new Date(changedAt).toISOString(),
    };
  });
}

/** One order as the shop's systems read it, and its shop's id; 404 `unknown_order`. */
export async function readOperatorOrder(db: Executor, orderId: number): Promise<{ order: OperatorOrder; locationId: number }> {
  const [row] = await selectOrders(db, eq(orders.id, orderId));
  if (!row) throw unknownOrder();
  const [order] = await operatorOrdersOf(db, [row]);
  if (!order) throw unknownOrder();
  return { order, locationId: row.order.locationId };
}

/** Where a page ends: the last order's change time and id, as an opaque string. */
export function cursorOf(order: Pick<OperatorOrder, 'id' | 'updatedAt'>): string {
  return Buffer.from(`${order.updatedAt}|${order.id}`, 'utf8').toString('base64url');
}

function readCursor(cursor: string): { at: Date; id: number } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const instant = new Date(at ?? '');
  if (!id || !/^\d{1,10}$/.test(id) || Number.isNaN(instant.getTime())) throw new ApiFailure(400, 'bad_request', 'Not a cursor this API gave', 'cursor');
  return { at: instant, id: Number(id) };
}

export interface OrdersFilter {
  /** One shop; every shop when null. */
  locationId: number | null;
  statusIds?: number[] | undefined;
  updatedSince?: Date | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/**
 * A page of orders in the order they last changed (then by id), after the cursor: an order changed while a
 * client pages moves behind the pages still to come, so it is read again there and none is skipped.
 */
export async function listOperatorOrders(db: Executor, filter: OrdersFilter): Promise<{ orders: OperatorOrder[]; nextCursor: string | null }> {
  const limit = filter.limit ?? OPERATOR_PAGE_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > OPERATOR_PAGE_MAX)
    throw new ApiFailure(400, 'bad_request', `The limit is a whole number from 1 to ${OPERATOR_PAGE_MAX}`, 'limit');
  const after = filter.cursor === undefined ? undefined : readCursor(filter.cursor);
  const where = and(
    filter.locationId === null ? undefined : eq(orders.locationId, filter.locationId),
    filter.statusIds ? inArray(orders.statusId, filter.statusIds) : undefined,
    filter.updatedSince ? sql`${updatedAt} >= ${filter.updatedSince.toISOString()}::timestamptz` : undefined,
    after ? sql`(${updatedAt}, ${orders.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined,
  );
  const rows = await selectOrders(db, where, limit + 1);
  const page = await operatorOrdersOf(db, rows.slice(0, limit));
  const last = page.at(-1);
  return { orders: page, nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}
