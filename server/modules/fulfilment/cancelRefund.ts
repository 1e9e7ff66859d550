import type { Transaction } from '../../platform/db/transaction';
import type { InvoiceIssuer } from '../../platform/config/config';
import { loyaltyMovements } from '../../platform/db/schema';
import { creditRitmitos } from '../loyalty/summary';
import { amountInCents } from '../orders/codes';
import { correctRefundedSale } from '../orders/invoiceCorrection';
import type { OrderRow } from '../orders/serializers';
import { queueRefund } from '../payments/refundQueue';
import { takeBackReferralReward } from '../loyalty/referrals';
import { ApiFailure } from '../../platform/http/envelope';
import { refundOrderIn, refundsOf } from './orderRefund';
import { enqueueMail } from '../notifications/mail/mailQueue';
import { shopCancelMailKey } from '../notifications/mail/queuedMail';

/**
 * A paid order the shop cancels gives the customer everything back, in the cancel's transaction: the
 * money through the refund queue (sent by the refund sender), the ritmitos it spent as a fresh credit,
 * and the ritmitos it earned taken back, with the referral reward it earned its inviter; its invoice is
 * corrected by an R5 with its VeriFactu record, and the customer is e-mailed.
 * Returns whether a refund was queued (none for an order paid wholly in ritmitos).
 */
export async function giveBackCancelledOrder(tx: Transaction, order: OrderRow, now: Date, issuer: InvoiceIssuer): Promise<boolean> {
  await enqueueMail(tx, shopCancelMailKey(order.id), { kind: 'orderCancelledByShop', payload: { orderId: order.id } }, now);
  if ((await refundsOf(tx, order.id)).length > 0) return giveBackTheRest(tx, order, now, issuer);
  await correctRefundedSale(tx, order, now, issuer);
  if (order.ritmitosUsed > 0) await creditRitmitos(tx, order.customerId, order.ritmitosUsed, order.orderCode, order.orderCode, now);
  if (order.ritmitosLoyalty > 0) {
    await tx.insert(loyaltyMovements).values({
      customerId: order.customerId,
      kind: 'spent',
      amount: -order.ritmitosLoyalty,
      description: order.orderCode,
      orderRef: order.orderCode,
      createdAt: now,
    });
  }
  await takeBackReferralReward(tx, order.id, now);
  const amountCents = amountInCents(order.totalPrice);
  if (amountCents <= 0) return false;
  return queueRefund(tx, { orderId: order.id, gatewayOrderNumber: order.gatewayOrderNumber, amountCents, reason: 'cancelled-by-shop' }, now);
}

/** An order a manager partly refunded before: what is left goes back as one more refund, with its own correction. */
async function giveBackTheRest(tx: Transaction, order: OrderRow, now: Date, issuer: InvoiceIssuer): Promise<boolean> {
  const made = await refundOrderIn(tx, {
    orderId: order.id,
    body: { lines: 'all', reason: 'Cancelled by the shop', restock: false },
    actor: { staffId: null, label: 'shop cancel' },
    mayRefund: () => true,
    issuer,
    now,
    shopCancel: true,
  }).catch((error: unknown) => {
    // Everything was already refunded: the cancel gives nothing more back.
    if (error instanceof ApiFailure && error.code === 'nothing_left') return null;
    throw error;
  });
  return (made?.figures.moneyCents ?? 0) > 0;
}
