import { and, eq, isNull } from 'drizzle-orm';
import { refundCovers, type WithdrawalLineAsk } from '../../../src/domain/orders/withdrawal';
import type { Transaction } from '../../platform/db/transaction';
import { orderWithdrawals } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';

/**
 * Links the refund just made to the customer's withdrawal it settles, in the refund's transaction: the
 * withdrawal must be the order's, still pending, and the refund must give back at least every unit it asked.
 */
export async function settleWithdrawal(tx: Transaction, orderId: number, withdrawalId: number, refunded: readonly WithdrawalLineAsk[], refundId: number) {
  const [withdrawal] = await tx
    .select()
    .from(orderWithdrawals)
    .where(and(eq(orderWithdrawals.id, withdrawalId), eq(orderWithdrawals.orderId, orderId)))
    .for('update');
  if (!withdrawal) throw new ApiFailure(404, 'unknown_withdrawal', 'This order has no such withdrawal.', 'withdrawalId');
  if (withdrawal.refundId !== null) throw new ApiFailure(409, 'withdrawal_settled', 'A refund has already settled this withdrawal.', 'withdrawalId');
  if (!refundCovers(refunded, withdrawal.lines)) {
    throw new ApiFailure(422, 'withdrawal_not_covered', 'The refund must give back every unit the customer withdrew from.', 'lines');
  }
  await tx
    .update(orderWithdrawals)
    .set({ refundId })
    .where(and(eq(orderWithdrawals.id, withdrawalId), isNull(orderWithdrawals.refundId)));
}
