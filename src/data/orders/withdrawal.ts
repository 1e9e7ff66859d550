import type { WithdrawalBody } from '../../api/contract';
import { isOnline } from '../online';
import { apiClient } from '../runtime';
import { orderMirrors } from './mirrors';

/** What became of a withdrawal: received (the order, as now, is in the mirror), or why not. */
export type WithdrawalOutcome = { kind: 'received' } | { kind: 'offline' } | { kind: 'refused'; code: string } | { kind: 'failed' };

/**
 * POST the customer's withdrawal from a delivery order: needs the network, never queued (the customer must
 * know at once whether the shop received it); the order the server answers replaces the mirrored one.
 */
export async function requestWithdrawal(orderId: number, body: WithdrawalBody): Promise<WithdrawalOutcome> {
  if (!isOnline()) return { kind: 'offline' };
  const answer = await apiClient.call('deliveryOrderWithdrawal', { params: { orderId: String(orderId) }, body });
  if (answer.status === 'network') return { kind: 'offline' };
  if (answer.status === 'ok') {
    await orderMirrors.delivery.storeOrder(answer.data.order);
    return { kind: 'received' };
  }
  const code = answer.wasOk ? undefined : answer.error?.code;
  return code ? { kind: 'refused', code } : { kind: 'failed' };
}
