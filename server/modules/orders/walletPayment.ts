import { and, eq, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { PAYMENT_STATUS, type Language, type PaymentConfig } from '../../../src/api/contract';
import { PAYMENT_TYPE } from '../../../src/domain/pricing/paymentMethods';
import type { AppConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';
import { orders } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import { refuseAsapPaymentWhileClosed } from './asapPayment';
import { amountInCents } from './codes';
import { customerOrder, type OrderKind } from './customerOrders';
import type { OrderRow } from './serializers';
import { staleClaimsBefore } from './walletClaim';
import { isRejected, receiveNotification } from './paymentNotification';
import { decodeMerchantParameters } from '../payments/redsys';
import { GatewayUnavailable, sendRestRequest, walletChargeRequest } from '../payments/redsysRest';
import type { RefundSender } from '../payments/refundSender';

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
    bizum: payments.bizum,
  };
}

type GooglePayResult = { paymentMethodData?: { tokenizationData?: { token?: unknown } } };

function parsed(paymentInfo: string): GooglePayResult | null {
  try {
    const data: unknown = JSON.parse(paymentInfo);
    return typeof data === 'object' && data !== null ? (data as GooglePayResult) : null;
  } catch {
    return null;
  }
}

/** The token inside Google Pay's PaymentData (paymentMethodData.tokenizationData.token), if readable. */
export function walletToken(paymentInfo: string): string | null {
  const token = parsed(paymentInfo)?.paymentMethodData?.tokenizationData?.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** The wallet result kept with the order for the record, without the token (only the gateway needs it). */
function withoutToken(paymentInfo: string): string {
  const data = parsed(paymentInfo);
  const tokenization = data?.paymentMethodData?.tokenizationData;
  if (!data || !tokenization) return '';
  return JSON.stringify({ ...data, paymentMethodData: { ...data.paymentMethodData, tokenizationData: { ...tokenization, token: '(sent to the gateway)' } } });
}

/**
 * Marks the order as being charged unless it is paid, cancelled or already being charged: the one
 * UPDATE that matches lets exactly one request call the gateway, and keeps a cancel out until it settles.
 */
async function claimCharge(db: Database, orderId: number, paymentInfo: string, now: Date, restTimeoutMs: number): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ walletChargeStartedAt: now, paymentInfo })
    .where(
      and(
        eq(orders.id, orderId),
        notInArray(orders.paymentStatusId, [PAYMENT_STATUS.paid, PAYMENT_STATUS.cancelled]),
        or(isNull(orders.walletChargeStartedAt), lt(orders.walletChargeStartedAt, staleClaimsBefore(now, restTimeoutMs))),
      ),
    )
    .returning({ id: orders.id });
  return claimed.length === 1;
}

async function releaseCharge(db: Database, orderId: number): Promise<void> {
  await db.update(orders).set({ walletChargeStartedAt: null }).where(eq(orders.id, orderId));
}

/** The Ds_Order a signed answer names, when it can be read (an unreadable one is judged by receiveNotification). */
function answeredOrder(merchantParameters: string): string | null {
  try {
    const order = decodeMerchantParameters(merchantParameters).Ds_Order;
    return typeof order === 'string' ? order : null;
  } catch {
    return null;
  }
}

export interface WalletPayment {
  customerId: number;
  orderId: number;
  kind: OrderKind;
  paymentInfo: string;
  language: Language;
}

export interface WalletDeps {
  db: Database;
  config: Pick<AppConfig, 'payments' | 'referralMinOrderCents' | 'verifactu'>;
  logger: Logger;
  /** Woken when a charge lands on an order cancelled meanwhile (its refund was queued). */
  refunds?: Pick<RefundSender, 'kick'> | undefined;
}

/**
 * Wallet payment of the customer's unpaid wallet order (pick-up or delivery): the Google Pay
 * token goes to Redsys's REST entry point for the order's stored money total, and the signed answer is
 * trusted and applied exactly as a notification is (paid exactly once, a decline marks the payment
 * failed, an untrusted answer changes nothing). An order already paid answers as it is, without asking
 * the gateway again; while one request is with the gateway, another for the same order is refused, and
 * so is a cancel (server/modules/orders/customerOrders.ts). A charge that still lands on a cancelled order (its
 * claim expired first) is refunded: the answer is 409 order_not_payable and the refund sender is woken.
 */
export async function payWithWallet({ db, config, logger, refunds }: WalletDeps, request: WalletPayment, now: Date): Promise<OrderRow> {
  const order = await customerOrder(db, request.customerId, request.orderId, request.kind);
  if (order.paymentTypeId !== PAYMENT_TYPE.wallet) throw new ApiFailure(409, 'wrong_payment_type', 'This order is not paid with the wallet.');
  if (order.paymentStatusId === PAYMENT_STATUS.paid) return order;
  if (order.paymentStatusId === PAYMENT_STATUS.cancelled) throw new ApiFailure(409, 'order_not_payable', 'This order is cancelled.');
  await refuseAsapPaymentWhileClosed(db, order, { now, language: request.language });
  const token = walletToken(request.paymentInfo);
  if (token === null) throw new ApiFailure(400, 'bad_request', 'paymentInfo is not a Google Pay payment result', 'paymentInfo');

  const { payments } = config;
  if (!(await claimCharge(db, order.id, withoutToken(request.paymentInfo), now, payments.restTimeoutMs))) {
    const current = await customerOrder(db, request.customerId, request.orderId, request.kind);
    if (current.paymentStatusId === PAYMENT_STATUS.paid) return current;
    if (current.paymentStatusId === PAYMENT_STATUS.cancelled) throw new ApiFailure(409, 'order_not_payable', 'This order is cancelled.');
    throw new ApiFailure(409, 'payment_in_progress', 'This order is already being paid. Wait a moment and look at the order again.');
  }
  const log = { orderId: order.id, order: order.gatewayOrderNumber };
  try {
    const charge = { gatewayOrderNumber: order.gatewayOrderNumber, amountCents: amountInCents(order.totalPrice) };
    let answer;
    try {
      answer = await sendRestRequest(payments.restUrl, walletChargeRequest(charge, token, payments), payments.restTimeoutMs);
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      logger.error({ ...log, err: error }, 'Wallet charge: the gateway did not answer');
      throw new ApiFailure(504, 'gateway_unavailable', 'The payment gateway did not answer. The order is still unpaid; try again.');
    }
    if ('errorCode' in answer) {
      logger.warn({ ...log, errorCode: answer.errorCode }, 'Wallet charge refused by the gateway');
      if (answer.errorCode === 'SIS0051') {
        throw new ApiFailure(409, 'payment_unconfirmed', 'The gateway already has a payment for this order; it shows as paid once the gateway confirms it.');
      }
      throw new ApiFailure(502, 'gateway_refused', `The payment gateway refused the payment (${answer.errorCode}). The order is still unpaid.`);
    }
    const named = answeredOrder(answer.signed.Ds_MerchantParameters);
    if (named !== null && named !== order.gatewayOrderNumber) {
      logger.warn({ ...log, answeredOrder: named }, 'Wallet charge: the gateway answered about another order');
      throw new ApiFailure(502, 'gateway_answer_refused', 'The payment gateway answer could not be trusted. The order is still unpaid.');
    }
    const outcome = await receiveNotification(db, payments, logger, answer.signed, now, 'wallet REST answer', {
      referralMinOrderCents: config.referralMinOrderCents,
      issuer: config.verifactu,
      refunds,
    });
    if (isRejected(outcome)) throw new ApiFailure(502, 'gateway_answer_refused', 'The payment gateway answer could not be trusted. The order is still unpaid.');
    if (outcome === 'failed') throw new ApiFailure(402, 'payment_declined', 'The payment was declined. The order is still waiting to be paid.');
    if (outcome === 'refunding') throw new ApiFailure(409, 'order_not_payable', 'This order was cancelled meanwhile; the charge is being refunded.');
    if (outcome === 'not-payable') throw new ApiFailure(409, 'order_not_payable', 'This order was cancelled meanwhile.');
    return await customerOrder(db, request.customerId, request.orderId, request.kind);
  } finally {
    await releaseCharge(db, order.id);
  }
}
