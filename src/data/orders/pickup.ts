import type { PaymentConfig } from '../../api/contract';
import { customerSync, type CustomerResource } from '../customer/sync';
import { orderListResources, ORDERS_REFRESH_MS } from './lists';
import { orderMirrors } from './mirrors';
import { orderLane } from './lane';
import { apiClient } from '../runtime';
import { getSessionToken } from '../session';
import { registerStartupStep } from '../startup';

export { EmptyCartError } from './cartBody';
export { isPaid, isPendingOrder, progressSteps } from '../../domain/orders/pickupStatus';
export { usePendingOrdersCount } from './pendingCount';
export { OrderCancelledError, OrderRefusedError, OrderUnansweredError, type SubmittedOrder } from '../outbox/orderLane';
export type { OrderLookup } from './mirror';

const mirror = orderMirrors.pickup;

/** One order's status (the order screen), asked every 30 s while it shows; a 404 drops it from the mirror. */
export function orderResource(orderId: number): CustomerResource {
  return { key: `order:${orderId}`, maxAgeMs: ORDERS_REFRESH_MS, load: () => mirror.loadStatus(orderId) };
}

/** GET /customer/payment-config (wallet environment, sandbox wallet in demo mode). */
export async function fetchPaymentConfig(): Promise<PaymentConfig | undefined> {
  const answer = await apiClient.call('paymentConfig');
  return answer.status === 'ok' ? answer.data : undefined;
}

let started = false;

/**
 * App start (pending orders are loaded): resends unanswered orders of either kind, then refreshes the
 * mirror; from then on a waiting order is sent back online, on focus and every 15 s.
 */
export function startOrders(): void {
  if (started) return;
  started = true;
  registerStartupStep({
    name: 'orders',
    run: async () => {
      if (getSessionToken()) await orderLane.resume();
      orderLane.start();
      if (getSessionToken()) await customerSync.refresh(orderListResources.pickup, { force: true });
    },
  });
}
