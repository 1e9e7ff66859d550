import { and, eq, notInArray } from 'drizzle-orm';
import { PAYMENT_STATUS } from '../../../src/api/contract';
import type { Executor, Transaction } from '../../platform/db/transaction';
import type { InvoiceIssuer } from '../../platform/config/config';
import { recordOrderEvent } from './orderEvents';
import { orders } from '../../platform/db/schema';
import { creditRitmitos } from '../loyalty/summary';
import { queueReceipt } from '../notifications/mail/mailQueue';
import { rewardReferralOnQualifyingOrder } from '../loyalty/referrals';
import { amountInCents } from './codes';
import { loadFiscalDetails } from '../fiscal/fiscalDetails';
import { issueInvoice } from './invoiceNumbers';
import { spendOrderRitmitos } from './ledger';

export type MarkPaidResult = 'paid' | 'already-paid' | 'cancelled' | 'not-found';
export type MarkFailedResult = 'failed' | 'already-paid' | 'not-found';

/** The settings a payment applies: the referral threshold and who issues the invoice (AppConfig). */
export interface PaidOrderSettings {
  referralMinOrderCents: number;
  issuer: InvoiceIssuer;
}

/**
 * Payment confirmed (gateway notification, wallet or a zero-money order), exactly once: only the
 * UPDATE that moves the payment status to paid goes on to spend the reserved ritmitos, credit the new
 * ones (5 per euro paid in money, 6-month expiry), reward a referral on the friend's first paid order
 * reaching `referralMinOrderCents` (REFERRAL_MIN_ORDER_EUROS), issue the invoice with its VeriFactu
 * record, queue the e-mailed receipt, and writes the order's 'paid' event. The order status stays Pending for the counter (or
 * the demo kitchen) to move.
 * A cancelled order is never paid (its ritmitos were released): 'cancelled', and the caller gives the money back.
 */
export async function markOrderPaid(tx: Transaction, orderId: number, now: Date, settings: PaidOrderSettings): Promise<MarkPaidResult> {
  const [order] = await tx
    .update(orders)
    .set({ paymentStatusId: PAYMENT_STATUS.paid, paidAt: now })
    .where(and(eq(orders.id, orderId), notInArray(orders.paymentStatusId, [PAYMENT_STATUS.paid, PAYMENT_STATUS.cancelled])))
    .returning();
  if (!order) {
    const [found] = await tx.select({ paymentStatusId: orders.paymentStatusId }).from(orders).where(eq(orders.id, orderId));
    if (found?.paymentStatusId === PAYMENT_STATUS.paid) return 'already-paid';
    return found?.paymentStatusId === PAYMENT_STATUS.cancelled ? 'cancelled' : 'not-found';
  }
  await recordOrderEvent(tx, order, { type: 'paid', fromStatus: order.statusId, source: 'payment', at: now });
  await spendOrderRitmitos(tx, order.customerId, order.ritmitosUsed, order.orderCode, now);
  if (order.ritmitosLoyalty > 0) await creditRitmitos(tx, order.customerId, order.ritmitosLoyalty, order.orderCode, order.orderCode, now);
  await rewardReferralOnQualifyingOrder(
    tx,
    { orderId: order.id, customerId: order.customerId, moneyPaidCents: amountInCents(order.totalPrice) },
    settings.referralMinOrderCents,
    now,
  );
  await issueOrderInvoice(tx, order, now, settings.issuer);
  // Sent after the commit by the mail sender: a mail server that is down never holds up a payment.
  await queueReceipt(tx, order.id, now);
  return 'paid';
}

/**
 * A full invoice (F1) made out to the customer's fiscal details as they are at payment, when the order asked
 * for one; a simplified ticket (F2) otherwise, and also when the details were removed since the order was
 * placed (an F1 cannot be issued without a recipient; the ticket can still be replaced by an F3 later).
 */
async function issueOrderInvoice(
  tx: Transaction,
  order: { id: number; customerId: number; fullInvoice: boolean },
  now: Date,
  issuer: InvoiceIssuer,
): Promise<void> {
  const recipient = order.fullInvoice ? await loadFiscalDetails(tx, order.customerId) : null;
  if (recipient) await issueInvoice(tx, { orderId: order.id, customerId: order.customerId, type: 'F1', recipient }, now, issuer);
  else await issueInvoice(tx, { orderId: order.id, customerId: order.customerId }, now, issuer);
}

/** Payment refused: the order stays payable (same gateway number) and keeps its ritmitos reserved. */
export async function markPaymentFailed(tx: Executor, orderId: number, now: Date): Promise<MarkFailedResult> {
  const [order] = await tx
    .update(orders)
    .set({ paymentStatusId: PAYMENT_STATUS.failed, statusChangedAt: now })
    .where(and(eq(orders.id, orderId), notInArray(orders.paymentStatusId, [PAYMENT_STATUS.paid, PAYMENT_STATUS.cancelled])))
    .returning({ id: orders.id });
  if (order) return 'failed';
  const [found] = await tx.select({ paymentStatusId: orders.paymentStatusId }).from(orders).where(eq(orders.id, orderId));
  return found?.paymentStatusId === PAYMENT_STATUS.paid ? 'already-paid' : 'not-found';
}

export interface GatewayOrder {
  orderId: number;
  /** What the card must be charged: the order's money total in cents. */
  amountCents: number;
  customerId: number;
}

/** The order a gateway notification names by its Redsys order number, or null. */
export async function orderForGateway(db: Executor, gatewayOrderNumber: string): Promise<GatewayOrder | null> {
  const [order] = await db
    .select({ orderId: orders.id, totalPrice: orders.totalPrice, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.gatewayOrderNumber, gatewayOrderNumber));
  return order ? { orderId: order.orderId, amountCents: amountInCents(order.totalPrice), customerId: order.customerId } : null;
}
