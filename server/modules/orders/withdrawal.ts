import { and, eq } from 'drizzle-orm';
import type { Language, WithdrawalBody } from '../../../src/api/contract';
import { checkWithdrawal, isWithdrawalRefusal, type WithdrawalRefusal } from '../../../src/domain/orders/withdrawal';
import type { Database } from '../../platform/db/connect';
import { orders, orderWithdrawals } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import { enqueueMail } from '../notifications/mail/mailQueue';
import { withdrawalMailKey } from '../notifications/mail/queuedMail';
import { deliveryOrderView } from './deliverySerializer';
import { linesOfOrders } from './serializers';
import { withdrawalFacts, withdrawalRecordOf } from './withdrawalState';

function refusal(refused: WithdrawalRefusal): ApiFailure {
  switch (refused.code) {
    case 'not_delivered':
      return new ApiFailure(409, 'not_delivered', 'The order has not been delivered yet: you can withdraw once it arrives.', refused.field);
    case 'withdrawal_period_over':
      return new ApiFailure(409, 'withdrawal_period_over', `The 14 days to withdraw from this order ended on ${refused.until.toISOString()}.`, refused.field);
    case 'nothing_to_withdraw':
      return new ApiFailure(422, 'nothing_to_withdraw', 'Choose at least one unit to withdraw from.', refused.field);
    case 'unknown_line':
      return new ApiFailure(422, 'unknown_line', 'This order has no such line.', refused.field);
    case 'duplicate_line':
      return new ApiFailure(422, 'duplicate_line', 'Each line may be named once.', refused.field);
    case 'excluded_goods':
      return new ApiFailure(409, 'excluded_goods', 'Perishable goods cannot be withdrawn from.', refused.field);
    case 'sealed_not_confirmed':
      return new ApiFailure(422, 'sealed_not_confirmed', 'Sealed goods can be withdrawn from only unopened: confirm they are.', refused.field);
    case 'exceeds_withdrawable':
      return new ApiFailure(409, 'exceeds_withdrawable', `Only ${refused.left} of this line can still be withdrawn from.`, refused.field);
  }
}

export interface WithdrawalRequest {
  customerId: number;
  orderId: number;
  body: WithdrawalBody;
  language: Language;
  now: Date;
}

/**
 * POST /customer/delivery-orders/{orderId}/withdrawal: in one transaction under the order's row lock (two
 * requests at once: the second sees the first), the withdrawal checked by the domain's rules, recorded, and its
 * acknowledgement e-mail queued. Another customer's order, or a pick-up order, is no order of theirs: 404.
 */
export async function withdrawFromDeliveryOrder(db: Database, request: WithdrawalRequest) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, request.orderId), eq(orders.customerId, request.customerId), eq(orders.kind, 'delivery')))
      .for('update');
    if (!order) throw new ApiFailure(404, 'unknown_order', 'There is no such delivery order of yours.', 'orderId');
    const lines = await linesOfOrders(tx, [order.id]);
    const facts = (await withdrawalFacts(tx, [order], lines)).get(order.id);
    if (!facts) throw new Error(`The withdrawal facts of order ${order.id} were not read`);
    const checked = checkWithdrawal(facts.order, request.body, request.now);
    if (isWithdrawalRefusal(checked)) throw refusal(checked);
    const reason = [request.body.reason ?? '', checked.sealed ? '[precintados sin abrir / sealed goods unopened]' : ''].filter((part) => part !== '').join(' ');
    const [row] = await tx.insert(orderWithdrawals).values({ orderId: order.id, lines: checked.lines, reason, createdAt: request.now }).returning();
    if (!row) throw new Error('The withdrawal was not stored');
    await enqueueMail(tx, withdrawalMailKey(row.id), { kind: 'withdrawalReceived', payload: { withdrawalId: row.id } }, request.now);
    return { withdrawal: withdrawalRecordOf(row), order: await deliveryOrderView(tx, order, request.language, request.now) };
  });
}
