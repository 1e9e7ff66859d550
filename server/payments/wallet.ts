import { eq } from 'drizzle-orm';
import { PAYMENT_STATUS, type Language, type Order, type PaymentConfig } from '../../src/api/contract';
import type { AppConfig } from '../config';
import type { Database } from '../db/connect';
import { orders } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { customerOrder } from '../orders/customerOrders';
import { orderViews } from '../orders/serializers';
import { markOrderPaid, markPaymentFailed } from '../orders/service';

/** Spec §9 wallet payment type. */
export const WALLET_PAYMENT_TYPE = 10004;
/** Tokens the demo wallet button produces instead of a real Google Pay token. */
export const SANDBOX_TOKENS = { approved: 'SANDBOX-OK', declined: 'SANDBOX-DECLINED' } as const;

/** What the app needs to show the wallet button and the card gateway (GET /customer/payment-config). */
export function paymentConfigAnswer(config: Pick<AppConfig, 'mode' | 'payments'>): PaymentConfig {
  const { payments } = config;
  return {
    gateway: payments.gateway,
    walletEnvironment: payments.googlePayEnvironment,
    sandboxWallet: config.mode === 'demo',
    googlePayMerchantId: payments.googlePayMerchantId,
    // Google Pay's tokenization for the 'redsys' gateway names the merchant by its Redsys code.
    googlePayGatewayMerchantId: payments.merchantCode,
  };
}

/** The token inside Google Pay's PaymentData (paymentMethodData.tokenizationData.token), if readable. */
export function walletToken(paymentInfo: string): string | null {
  try {
    const data = JSON.parse(paymentInfo) as { paymentMethodData?: { tokenizationData?: { token?: unknown } } };
    const token = data.paymentMethodData?.tokenizationData?.token;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

/**
 * Spec §9 wallet payment of the customer's unpaid wallet order. In demo mode the sandbox tokens stand for
 * an approved or a declined charge. A real Google Pay token has to be sent on to the acquirer (Redsys's
 * REST API with the wallet token), which this server does not do: it answers 501 instead of pretending.
 */
export async function payWithWallet(
  db: Database,
  config: Pick<AppConfig, 'mode'>,
  request: { customerId: number; orderId: number; paymentInfo: string; language: Language },
  now: Date,
): Promise<Order> {
  const order = await customerOrder(db, request.customerId, request.orderId);
  if (order.paymentTypeId !== WALLET_PAYMENT_TYPE) throw new ApiFailure(409, 'wrong_payment_type', 'This order is not paid with the wallet.');
  if (order.paymentStatusId === PAYMENT_STATUS.paid || order.paymentStatusId === PAYMENT_STATUS.cancelled) {
    throw new ApiFailure(409, 'order_not_payable', 'This order is already paid or cancelled.');
  }
  const token = walletToken(request.paymentInfo);
  if (token === null) throw new ApiFailure(400, 'bad_request', 'paymentInfo is not a Google Pay payment result', 'paymentInfo');
  const sandbox = config.mode === 'demo' && (token === SANDBOX_TOKENS.approved || token === SANDBOX_TOKENS.declined);
  if (!sandbox) {
    throw new ApiFailure(501, 'wallet_unavailable', 'Wallet payments are not available yet: no payment processor is configured for Google Pay. Pay by card instead.');
  }
  if (token === SANDBOX_TOKENS.declined) {
    await markPaymentFailed(db, order.id, now);
    throw new ApiFailure(402, 'payment_declined', 'The payment was declined. The order is still waiting to be paid.');
  }
  await db.transaction(async (tx) => {
    await tx.update(orders).set({ paymentInfo: request.paymentInfo }).where(eq(orders.id, order.id));
    await markOrderPaid(tx, order.id, now);
  });
  const [view] = await orderViews(db, [await customerOrder(db, request.customerId, request.orderId)], request.language);
  if (!view) throw new Error('The paid order could not be shown');
  return view;
}
