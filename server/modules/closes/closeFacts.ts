import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { CloseAdjustmentSchema, CloseCorrectionSchema, CloseRefundSchema, NotCollected } from '../../../src/api/contract/manage/closes';
import type * as v from 'valibot';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../../src/api/contract/statuses';
import { closeFigures, type CloseFigures, type CloseInvoice } from '../../../src/domain/orders/dayClose';
import { paymentMethodOf } from '../../../src/domain/pricing/paymentMethods';
import type { Executor } from '../../platform/db/transaction';
import { auditLog, invoices, orderRefunds, orders, staff } from '../../platform/db/schema';

/** What a close keeps in day_closes.summary. */
export interface CloseSummary {
  figures: CloseFigures;
  refunds: v.InferOutput<typeof CloseRefundSchema>[];
  corrections: v.InferOutput<typeof CloseCorrectionSchema>[];
  adjustments: v.InferOutput<typeof CloseAdjustmentSchema>[];
  notCollected: NotCollected[];
}

export interface CloseShop {
  id: number;
  code: string;
  timeZone: string;
}

/** Pick-up statuses of an order paid and not yet handed over. */
export const WAITING_PICKUP: readonly number[] = [ORDER_STATUS.pending, ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation, ORDER_STATUS.prepared];

const dayOf = (column: unknown, timeZone: string) => sql`to_char((${column}) at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** Paid pick-up orders of the shop from `date` or before still waiting to be collected. */
export async function uncollectedOrders(tx: Executor, locationId: number, date: string) {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.locationId, locationId),
        eq(orders.kind, 'pickup'),
        eq(orders.paymentStatusId, PAYMENT_STATUS.paid),
        inArray(orders.statusId, [...WAITING_PICKUP]),
        lte(orders.shopDate, date),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
}

async function dayInvoices(tx: Executor, locationId: number, date: string) {
  return tx
    .select({
      number: invoices.invoiceNumber,
      type: invoices.invoiceType,
      total: invoices.total,
      vatTotal: invoices.vatTotal,
      issuedAt: invoices.issuedAt,
      paymentTypeId: orders.paymentTypeId,
      ritmitosUsed: orders.ritmitosUsed,
      orderCode: orders.orderCode,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.locationId, locationId), eq(invoices.shopDate, date)))
    .orderBy(asc(invoices.invoiceNumber));
}

async function dailyNumbers(tx: Executor, locationId: number, date: string): Promise<number[]> {
  const rows = await tx
    .select({ number: orders.dailyNumber })
    .from(orders)
    .where(and(eq(orders.locationId, locationId), eq(orders.shopDate, date), isNotNull(orders.dailyNumber)));
  return rows.map((row) => row.number as number);
}

async function dayRefunds(tx: Executor, shop: CloseShop, date: string) {
  const rows = await tx
    .select({ refund: orderRefunds, orderCode: orders.orderCode, by: staff.email })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .leftJoin(staff, eq(staff.id, orderRefunds.staffId))
    .where(and(eq(orders.locationId, shop.id), sql`${dayOf(orderRefunds.createdAt, shop.timeZone)} = ${date}`))
    .orderBy(asc(orderRefunds.id));
  return rows.map((row) => ({
    orderId: row.refund.orderId,
    orderCode: row.orderCode,
    at: row.refund.createdAt.toISOString(),
    total: row.refund.total,
    money: row.refund.moneyCents / 100,
    reason: row.refund.reason,
    by: row.by ?? null,
  }));
}

async function dayAdjustments(tx: Executor, shop: CloseShop, date: string) {
  const rows = await tx
    .select({ at: auditLog.at, by: auditLog.actor, action: auditLog.action, subject: auditLog.subject })
    .from(auditLog)
    .where(and(eq(auditLog.locationId, shop.id), sql`${dayOf(auditLog.at, shop.timeZone)} = ${date}`))
    .orderBy(asc(auditLog.id));
  return rows.filter((row) => row.action !== 'day.close').map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** Everything a close of the shop's day says, read in the caller's transaction. */
export async function closeSummaryOf(tx: Executor, shop: CloseShop, date: string, notCollected: NotCollected[]): Promise<CloseSummary> {
  const [invoiceRows, numbers, refunds, adjustments] = await Promise.all([
    dayInvoices(tx, shop.id, date),
    dailyNumbers(tx, shop.id, date),
    dayRefunds(tx, shop, date),
    dayAdjustments(tx, shop, date),
  ]);
  const closeInvoices: CloseInvoice[] = invoiceRows.map((row) => ({
    number: row.number,
    type: row.type,
    total: row.total ?? 0,
    vatTotal: row.vatTotal ?? 0,
    method: paymentMethodOf(row.paymentTypeId) ?? 'other',
    ritmitosUsed: row.ritmitosUsed,
  }));
  const corrections = invoiceRows
    .filter((row) => row.type === 'R1' || row.type === 'R5')
    .map((row) => ({ number: row.number, type: row.type, orderCode: row.orderCode, total: row.total ?? 0, at: row.issuedAt.toISOString() }));
  return { figures: closeFigures(closeInvoices, numbers), refunds, corrections, adjustments, notCollected };
}
