import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PAYMENT_STATUS } from '../../../src/api/contract/statuses';
import type { RefundBody } from '../../../src/api/contract/manage/refunds';
import { isRefundRefusal, refundFigures, unitsLeft, type RefundableOrder, type RefundFigures } from '../../../src/domain/orders/refund';
import type { InvoiceIssuer } from '../../platform/config/config';
import type { Executor, Transaction } from '../../platform/db/transaction';
import { invoices, loyaltyMovements, orderRefunds, orders, paymentRefunds } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import { recordAudit, type Actor } from '../audit/recordAudit';
import { creditRitmitos } from '../loyalty/summary';
import { takeBackReferralReward } from '../loyalty/referrals';
import { enqueueMail } from '../notifications/mail/mailQueue';
import { refundMailKey } from '../notifications/mail/queuedMail';
import { issueInvoice, type IssuedInvoice } from '../orders/invoiceNumbers';
import { storedTransportSplit } from '../orders/invoices';
import { recordOrderEvent } from '../orders/orderEvents';
import { linesOfOrders, type OrderLineRow, type OrderRow } from '../orders/serializers';
import { orderRates } from '../orders/verifactuInvoiceRecord';
import { restockRefundedLines } from './refundStock';
import { settleWithdrawal } from './settleWithdrawal';

/** The order's figures as refunds read them: its lines in order, its transport, its VAT per rate as invoiced. */
export function refundableOrderOf(order: OrderRow, lines: readonly OrderLineRow[]): RefundableOrder {
  const transportVatTypeId = order.transportVatTypeId ?? storedTransportSplit(order, lines).vatTypeId ?? null;
  return {
    lines: lines.map((line) => ({ price: line.price, quantity: line.quantity, vatTypeId: line.vatTypeId, ritmitosUsed: line.ritmitosUsed })),
    transport:
      order.kind === 'delivery' && order.transportPrice > 0 && transportVatTypeId !== null
        ? { price: order.transportPrice, vatTypeId: transportVatTypeId }
        : null,
    rates: orderRates(order, lines),
    ritmitosLoyalty: order.ritmitosLoyalty,
  };
}

/** The refunds already made of an order, oldest first. */
export function refundsOf(tx: Executor, orderId: number) {
  return tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
}

/** Whether a shop's cancel already gave the whole order back (its whole-order correction or its whole-charge refund). */
export async function wholeOrderGivenBack(tx: Executor, orderId: number): Promise<boolean> {
  const [correction] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), inArray(invoices.invoiceType, ['R1', 'R5']), isNull(invoices.refundId)))
    .limit(1);
  if (correction) return true;
  const [charge] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), isNull(paymentRefunds.refundId)))
    .limit(1);
  return charge !== undefined;
}

/** The invoice in force (a full invoice before its ticket) and the correction type it takes: R1 for an F1, R5 otherwise. */
async function invoiceInForce(tx: Executor, orderId: number) {
  const [inForce] = await tx
    .select({ id: invoices.id, type: invoices.invoiceType, recipient: invoices.recipient })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), inArray(invoices.invoiceType, ['F1', 'F2', 'F3'])))
    .orderBy(sql`${invoices.invoiceType} = 'F2'`, desc(invoices.id))
    .limit(1);
  return inForce;
}

function refusal(figures: Exclude<ReturnType<typeof refundFigures>, RefundFigures>): ApiFailure {
  switch (figures.code) {
    case 'nothing_left':
      return new ApiFailure(409, 'nothing_left', 'Everything of this order has already been refunded.', figures.field);
    case 'empty_refund':
      return new ApiFailure(422, 'empty_refund', 'Choose at least one line to refund.', figures.field);
    case 'unknown_line':
      return new ApiFailure(422, 'unknown_line', 'This order has no such line.', figures.field);
    case 'exceeds_left':
      return new ApiFailure(409, 'exceeds_left', `Only ${figures.left} of this line can still be refunded.`, figures.field);
  }
}

export interface RefundRequest {
  orderId: number;
  body: RefundBody;
  actor: Actor;
  /** The permission rule asked for the order's shop. */
  mayRefund: (locationId: number) => boolean;
  issuer: InvoiceIssuer;
  now: Date;
  /** The shop's cancel of an order partly refunded before: the rest goes back, its stock and e-mail are the cancel's. */
  shopCancel?: boolean;
}

export interface RefundMade {
  refundId: number;
  invoice: IssuedInvoice | null;
  figures: RefundFigures;
}

/**
 * The refund of the order's lines asked, in the caller's transaction, under the order's row lock (two
 * managers at once: the second waits and sees the first's refund): the refund row, its correcting invoice
 * (R1 of a full invoice, R5 of a ticket) with its VeriFactu record, the ritmitos spent given back and the
 * ritmitos earned taken back, the money queued for the gateway, the stock back when asked, the order's
 * event, the audit row and the customer's e-mail.
 */
export async function refundOrderIn(tx: Transaction, request: RefundRequest): Promise<RefundMade> {
  const { body, now } = request;
  const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
  if (!order || !request.mayRefund(order.locationId)) throw new ApiFailure(404, 'unknown_order', 'There is no such order in your shops.', 'orderId');
  if (await wholeOrderGivenBack(tx, order.id)) throw new ApiFailure(409, 'nothing_left', 'The shop cancelled this order and gave everything back.', 'lines');
  if (!request.shopCancel && order.paidAt === null) throw new ApiFailure(409, 'not_paid', 'Only a paid order can be refunded.', 'orderId');
  // Paid, then cancelled by the shop: the cancel gave back whatever refunds had left.
  if (!request.shopCancel && order.paymentStatusId !== PAYMENT_STATUS.paid) {
    throw new ApiFailure(409, 'nothing_left', 'The shop cancelled this order and gave everything back.', 'lines');
  }
  const lines = (await linesOfOrders(tx, [order.id])).get(order.id) ?? [];
  const past = await refundsOf(tx, order.id);
  const refundable = refundableOrderOf(order, lines);
  const figures = refundFigures(refundable, past, body.lines);
  if (isRefundRefusal(figures)) throw refusal(figures);

  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      lines: figures.lines,
      total: figures.total,
      vatTotal: figures.vatTotal,
      vatRates: figures.rates,
      moneyCents: figures.moneyCents,
      ritmitosReturned: figures.ritmitosReturned,
      ritmitosTaken: figures.ritmitosTaken,
      reason: body.reason,
      restock: body.restock,
      staffId: request.actor.staffId,
      createdAt: now,
    })
    .returning({ id: orderRefunds.id });
  const refundId = refund!.id;
  if (body.withdrawalId !== undefined) await settleWithdrawal(tx, order.id, body.withdrawalId, figures.lines, refundId);

  const inForce = await invoiceInForce(tx, order.id);
  const invoice = inForce
    ? await issueInvoice(
        tx,
        {
          orderId: order.id,
          customerId: order.customerId,
          type: inForce.type === 'F1' ? 'R1' : 'R5',
          recipient: inForce.type === 'F1' ? inForce.recipient : null,
          relatedInvoiceId: inForce.id,
          refundId,
        },
        now,
        request.issuer,
      )
    : null;

  if (figures.ritmitosReturned > 0) await creditRitmitos(tx, order.customerId, figures.ritmitosReturned, order.orderCode, order.orderCode, now);
  if (figures.ritmitosTaken > 0) {
    await tx.insert(loyaltyMovements).values({
      customerId: order.customerId,
      kind: 'spent',
      amount: -figures.ritmitosTaken,
      description: order.orderCode,
      orderRef: order.orderCode,
      createdAt: now,
    });
  }
  // The reward a first order earned its inviter goes once nothing of the order is left.
  if (unitsLeft(refundable, [...past, { lines: figures.lines, total: figures.total }]).every((units) => units === 0))
    await takeBackReferralReward(tx, order.id, now);
  if (figures.moneyCents > 0) {
    await tx.insert(paymentRefunds).values({
      orderId: order.id,
      refundId,
      gatewayOrderNumber: order.gatewayOrderNumber,
      amountCents: figures.moneyCents,
      reason: 'refunded-by-manager',
      requestedAt: now,
      nextAttemptAt: now,
    });
  }
  if (body.restock && !request.shopCancel) await restockRefundedLines(tx, order, lines, figures.lines, now);

  if (request.shopCancel) return { refundId, invoice, figures };
  await recordOrderEvent(tx, order, { type: 'refunded', fromStatus: order.statusId, source: 'manage', staffId: request.actor.staffId, at: now });
  await recordAudit(tx, request.actor, {
    action: 'order.refund',
    subject: `order:${order.orderCode}`,
    locationId: order.locationId,
    after: {
      refundId,
      lines: figures.lines,
      transport: figures.transport,
      total: figures.total,
      moneyCents: figures.moneyCents,
      ritmitosReturned: figures.ritmitosReturned,
      ritmitosTaken: figures.ritmitosTaken,
      reason: body.reason,
      restock: body.restock,
      invoice: invoice?.invoiceNumber ?? null,
    },
  });
  await enqueueMail(tx, refundMailKey(refundId), { kind: 'orderRefunded', payload: { refundId } }, now);
  return { refundId, invoice, figures };
}
