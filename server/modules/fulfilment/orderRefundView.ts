import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../src/api/contract';
import { localized } from '../../../src/domain/text/localized';
import type { ManageOrder, ManageOrderSummary, OrderRefund } from '../../../src/api/contract/manage/refunds';
import { PAYMENT_STATUS } from '../../../src/api/contract/statuses';
import { refundedSoFar, type RefundableOrder } from '../../../src/domain/orders/refund';
import type { Executor } from '../../platform/db/transaction';
import { customers, invoices, locations, orderRefunds, orders, orderWithdrawals } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import { orderStatusOf } from '../orders/statusNames';
import { linesOfOrders } from '../orders/serializers';
import { refundableOrderOf, refundsOf, wholeOrderGivenBack } from './orderRefund';

/** The shops a member may look into: every shop, or the location ids the permission rule lets them refund in. */
export type ShopScope = 'every' | readonly number[];

/** The order's withdrawals no refund has settled yet. */
const pendingWithdrawalsCount =
  sql<number>`(select count(*) from ${orderWithdrawals} where ${orderWithdrawals.orderId} = ${orders.id} and ${orderWithdrawals.refundId} is null)`.mapWith(
    Number,
  );

const SUMMARY = {
  order: orders,
  shop: locations.code,
  customerEmail: customers.email,
  pendingWithdrawals: pendingWithdrawalsCount,
};

type SummaryRow = { order: typeof orders.$inferSelect; shop: string; customerEmail: string; pendingWithdrawals: number };

function summaryOf({ order, shop, customerEmail, pendingWithdrawals }: SummaryRow, language: Language): ManageOrderSummary {
  return {
    id: order.id,
    orderCode: order.orderCode,
    shop,
    dailyNumber: order.dailyNumber,
    shopDate: order.shopDate,
    customerEmail,
    kind: order.kind,
    statusId: order.statusId,
    statusName: orderStatusOf(order.statusId, language).name,
    paid: order.paymentStatusId === PAYMENT_STATUS.paid || order.paidAt !== null,
    totalPrice: order.totalPrice,
    createdAt: order.createdAt.toISOString(),
    pendingWithdrawals,
  };
}

/** What the search box asks: an order code (VA01-000042), a daily number (#42 or 42) or (a part of) an e-mail. */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (text === '') return undefined;
  if (/^[A-Za-z0-9]+-\d+$/.test(text)) return ilike(orders.orderCode, text);
  const number = /^#?(\d{1,6})$/.exec(text);
  if (number) return eq(orders.dailyNumber, Number(number[1]));
  return ilike(customers.email, `%${text.replace(/[%_\\]/g, (char) => `\\${char}`)}%`);
}

/** GET /manage/orders: at most 50 orders of the member's shops matching the search, newest first. */
export async function searchOrders(
  db: Executor,
  scope: ShopScope,
  query: { q?: string | undefined; shop?: string | undefined; pending?: 'withdrawals' | undefined },
  language: Language,
) {
  if (scope !== 'every' && scope.length === 0) return [];
  const rows = await db
    .select(SUMMARY)
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        scope === 'every' ? undefined : inArray(orders.locationId, [...scope]),
        query.shop ? ilike(locations.code, query.shop) : undefined,
        searchCondition(query.q ?? ''),
        query.pending === 'withdrawals' ? sql`${pendingWithdrawalsCount} > 0` : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50);
  return rows.map((row) => summaryOf(row, language));
}

/** The refunds of an order as its page shows them, each with its correction's number. */
async function refundsShown(db: Executor, orderId: number, refundable: RefundableOrder): Promise<OrderRefund[]> {
  const rows = await db
    .select({ refund: orderRefunds, invoiceNumber: invoices.invoiceNumber, invoiceType: invoices.invoiceType })
    .from(orderRefunds)
    .leftJoin(invoices, eq(invoices.refundId, orderRefunds.id))
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(orderRefunds.id);
  return rows.map(({ refund, invoiceNumber, invoiceType }, i) => {
    const upTo = (count: number) =>
      refundedSoFar(
        refundable,
        rows.slice(0, count).map((r) => r.refund),
      ).transport;
    const shown: OrderRefund = {
      id: refund.id,
      at: refund.createdAt.toISOString(),
      lines: refund.lines,
      transport: upTo(i + 1) !== upTo(i),
      total: refund.total,
      vatTotal: refund.vatTotal,
      moneyCents: refund.moneyCents,
      ritmitosReturned: refund.ritmitosReturned,
      ritmitosTaken: refund.ritmitosTaken,
      reason: refund.reason,
      restock: refund.restock,
      invoiceNumber: invoiceNumber ?? null,
      invoiceType: invoiceType === 'R1' || invoiceType === 'R5' ? invoiceType : null,
    };
    return shown;
  });
}

/** GET /manage/orders/:orderId: the order, its lines with what each had refunded, its refunds; 404 outside the member's shops. */
export async function orderForRefund(db: Executor, scope: ShopScope, orderId: number, language: Language, canRefund: boolean): Promise<ManageOrder> {
  const [row] = await db
    .select(SUMMARY)
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, orderId), scope === 'every' ? undefined : inArray(orders.locationId, [...scope])));
  if (!row || (scope !== 'every' && scope.length === 0)) throw new ApiFailure(404, 'unknown_order', 'There is no such order in your shops.', 'orderId');
  const lines = (await linesOfOrders(db, [orderId])).get(orderId) ?? [];
  const past = await refundsOf(db, orderId);
  const refundable = refundableOrderOf(row.order, lines);
  const so = refundedSoFar(refundable, past);
  const refunds = await refundsShown(db, orderId, refundable);
  const refundedCents = past.reduce((sum, refund) => sum + refund.moneyCents, 0);
  const cancelledAndRefunded = await wholeOrderGivenBack(db, orderId);
  const withdrawals = await db.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, orderId)).orderBy(asc(orderWithdrawals.id));
  return {
    ...summaryOf(row, language),
    lines: lines.map((line, index) => ({
      index,
      description: localized(line.title, language),
      quantity: line.quantity,
      price: line.price,
      ritmitosUsed: line.ritmitosUsed,
      refunded: so.taken[index] ?? 0,
    })),
    transportPrice: row.order.kind === 'delivery' ? row.order.transportPrice : 0,
    transportRefunded: so.transport,
    refunds,
    left: cancelledAndRefunded ? 0 : Math.max(0, Math.round(row.order.totalPrice * 100) - refundedCents) / 100,
    canRefund,
    cancelledAndRefunded,
    withdrawals: withdrawals.map((row) => ({ id: row.id, at: row.createdAt.toISOString(), lines: row.lines, reason: row.reason, refundId: row.refundId })),
  };
}
