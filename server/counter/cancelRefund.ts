import type { Transaction } from '../account/transaction';
import { loyaltyMovements } from '../db/schema';
import { creditRitmitos } from '../loyalty/summary';
import { amountInCents } from '../orders/codes';
import type { OrderRow } from '../orders/serializers';
import { queueRefund } from '../payments/refundQueue';

/**
 * A paid order the shop cancels gives the customer everything back, in the cancel's transaction: the
 * money through the refund queue (sent by the refund sender), the ritmitos it spent as a fresh credit,
 * and the ritmitos it earned taken back. Returns whether a refund was queued (none for an order paid
 * wholly in ritmitos).
 */
export async function giveBackCancelledOrder(tx: Transaction, order: OrderRow, now: Date): Promise<boolean> {
  if (order.ritmitosUsed > 0) await creditRitmitos(tx, order.customerId, order.ritmitosUsed, order.orderCode, order.orderCode, now);
  if (order.ritmitosLoyalty > 0) {
    await tx.insert(loyaltyMovements).values({ customerId: order.customerId, kind: 'spent', amount: -order.ritmitosLoyalty, description: order.orderCode, orderRef: order.orderCode, createdAt: now });
  }
  const amountCents = amountInCents(order.totalPrice);
  if (amountCents <= 0) return false;
  return queueRefund(tx, { orderId: order.id, gatewayOrderNumber: order.gatewayOrderNumber, amountCents, reason: 'cancelled-by-shop' }, now);
}
