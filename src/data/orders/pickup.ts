import { resumeDeliverySubmissions } from './deliveryCheckout';
import type { CardPaymentForm, Order, PaymentConfig } from '../../api/contract';
import { clearCart } from '../cart/cart';
import type { PricedCart } from '../../domain/cartChoices';
import type { PaymentTypeId } from '../../domain/paymentMethods';
import { customerSync, type CustomerResource } from '../customer/sync';
import { db } from '../db';
import { orderListResources, ORDERS_REFRESH_MS } from './lists';
import { orderMirrors } from './mirrors';
import { placeOrder } from './place';
import { createOrderSubmitter } from './submission';
import { apiClient } from '../runtime';
import { markLoyaltyChanged } from '../account';
import { getSessionToken } from '../session';
import { registerStartupStep } from '../startup';

export { EmptyCartError } from './cartBody';
export { isPaid, isPendingOrder, progressSteps } from '../../domain/pickupStatus';
export { usePendingOrdersCount } from './pendingCount';
export { OrderRefusedError, OrderUnansweredError, type SubmittedOrder } from './submission';
export type { OrderLookup } from './mirror';


const submitter = createOrderSubmitter({ db, client: apiClient });
const mirror = orderMirrors.pickup;

/**
 * Spec §7 POST /customer/orders from the priced cart the customer sees (interface). The order lands in
 * the Dexie mirror; after it the cart is emptied, except for the wallet (10004), which keeps it until
 * paid (spec §4). A 409 price_mismatch is the caller's to handle (see ../cart/priceCheck).
 */
export async function submitOrder(priced: PricedCart, paymentTypeId: PaymentTypeId, pickupAt?: string | null): Promise<{ order: Order; payment: CardPaymentForm | null }> {
  const result = await placeOrder({ submitter, clearCart }, priced, paymentTypeId, pickupAt);
  // Ritmitos reserved (or spent) by the order; marked before the page may leave for the gateway.
  await markLoyaltyChanged();
  return result;
}

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

/** App start (spec §4 'load pending orders'): resends unanswered submissions, then refreshes the mirror. */
export function startOrders(): void {
  if (started) return;
  started = true;
  registerStartupStep({
    name: 'orders',
    run: async () => {
      if (!getSessionToken()) return;
      await submitter.resume();
      // Delivery orders whose answer never arrived are re-sent with their own Idempotency-Key too.
      await resumeDeliverySubmissions().catch(() => undefined);
      await customerSync.refresh(orderListResources.pickup, { force: true });
    },
  });
}
