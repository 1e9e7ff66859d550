import type { Logger } from 'pino';
import { isStorableText } from '../../../src/api/contract/input';
import type { InvoiceIssuer, PaymentsConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';
import { paymentNotifications } from '../../platform/db/schema';
import { markOrderPaid, markPaymentFailed, orderForGateway } from './paymentState';
import type { OrderNotifier } from '../notifications/push/orderNotifier';
import { EURO_CURRENCY } from '../payments/cardPayment';
import { queueRefund } from '../payments/refundQueue';
import { decodeMerchantParameters, isAuthorised, signatureMatches, type SignedMessage } from '../payments/redsys';

export type NotificationOutcome =
  | 'paid'
  | 'already-paid'
  | 'failed'
  | 'bad-signature'
  | 'bad-parameters'
  | 'unknown-order'
  | 'wrong-merchant'
  | 'wrong-terminal'
  | 'wrong-currency'
  | 'wrong-amount'
  | 'not-payable'
  | 'refunding';

/** The outcomes after which the gateway's message changed nothing because it could not be trusted. */
const REJECTED: ReadonlySet<NotificationOutcome> = new Set([
  'bad-signature',
  'bad-parameters',
  'unknown-order',
  'wrong-merchant',
  'wrong-terminal',
  'wrong-currency',
  'wrong-amount',
]);

export function isRejected(outcome: NotificationOutcome): boolean {
  return REJECTED.has(outcome);
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
/** Redsys pads numeric codes ('001' terminal); compare them as numbers. */
const sameNumber = (a: string, b: string) => /^\d+$/.test(a) && /^\d+$/.test(b) && Number(a) === Number(b);

/** A notification either refused (and why) or naming the order it may change. */
type Checked = { response: string | null } & (
  { rejected: NotificationOutcome; order: string | null } | { order: string; orderId: number; amountCents: number }
);

/** Everything that must hold before a notification may change an order (Redsys's guide): signed in the configured version with the merchant key, for our merchant, terminal, currency and the order's amount. */
async function check(db: Database, payments: PaymentsConfig, message: SignedMessage): Promise<Checked> {
  let fields: Record<string, unknown>;
  try {
    fields = decodeMerchantParameters(message.Ds_MerchantParameters);
  } catch {
    return { rejected: 'bad-parameters', order: null, response: null };
  }
  const order = text(fields.Ds_Order);
  const sentResponse = text(fields.Ds_Response);
  if (!isStorableText(sentResponse)) return { rejected: 'bad-parameters', order: null, response: null };
  const response = sentResponse || null;
  if (!/^[A-Za-z0-9]{4,12}$/.test(order)) return { rejected: 'bad-parameters', order: null, response };
  // The terminal is configured for one version: a message naming another is refused, not verified under it.
  const signed =
    message.Ds_SignatureVersion === payments.signatureVersion &&
    signatureMatches(payments.signatureVersion, payments.secret, order, message.Ds_MerchantParameters, message.Ds_Signature);
  if (!signed) return { rejected: 'bad-signature', order, response };
  if (!sameNumber(text(fields.Ds_MerchantCode), payments.merchantCode)) return { rejected: 'wrong-merchant', order, response };
  if (!sameNumber(text(fields.Ds_Terminal), payments.terminal)) return { rejected: 'wrong-terminal', order, response };
  if (text(fields.Ds_Currency) !== EURO_CURRENCY) return { rejected: 'wrong-currency', order, response };
  const target = await orderForGateway(db, order);
  if (!target) return { rejected: 'unknown-order', order, response };
  const amount = text(fields.Ds_Amount);
  if (!/^\d{1,12}$/.test(amount) || Number(amount) !== target.amountCents) return { rejected: 'wrong-amount', order, response };
  return { order, response, orderId: target.orderId, amountCents: target.amountCents };
}

/** Which message of the gateway is being received (named in the log). */
export type GatewayMessageSource = 'notification' | 'wallet REST answer';

/**
 * A Redsys online notification (the only proof of payment; the browser's return to UrlOK proves nothing),
 * or the signed answer of a wallet charge, which carries the same fields and is trusted the same way.
 * Every notification is stored. A trusted one with Ds_Response 0000–0099 marks the order paid exactly
 * once (a replay changes nothing more); any other response marks the payment failed, the order still
 * payable. An untrusted one (signature, merchant, terminal, currency, amount, unknown order) changes nothing.
 * A charge authorised for an order that was cancelled meanwhile leaves the order cancelled and queues its
 * refund in the same transaction ('refunding'); the refund sender gives the money back through the gateway.
 */
export async function receiveNotification(
  db: Database,
  payments: PaymentsConfig,
  logger: Logger,
  message: SignedMessage,
  now: Date,
  source: GatewayMessageSource,
  options: {
    /** Money a friend's paid order must reach to earn the inviter the referral reward (AppConfig). */
    referralMinOrderCents: number;
    /** Who issues the invoice of a paid order (AppConfig verifactu). */
    issuer: InvoiceIssuer;
    notifier?: Pick<OrderNotifier, 'paymentFailed'> | undefined;
    /** The refund sender (server/modules/payments/refundSender.ts), woken once a refund is queued. */
    refunds?: { kick(): void } | undefined;
  },
): Promise<NotificationOutcome> {
  const checked = await check(db, payments, message);
  const record = {
    gatewayOrderNumber: checked.order,
    signatureVersion: message.Ds_SignatureVersion.slice(0, 40),
    merchantParameters: message.Ds_MerchantParameters,
    signature: message.Ds_Signature.slice(0, 200),
    responseCode: checked.response?.slice(0, 10) ?? null,
    receivedAt: now,
  };
  if ('rejected' in checked) {
    const signed = checked.rejected !== 'bad-signature' && checked.rejected !== 'bad-parameters';
    await db.insert(paymentNotifications).values({ ...record, verified: signed ? 1 : 0, outcome: checked.rejected });
    logger.warn({ outcome: checked.rejected, order: checked.order, source }, `Payment ${source} refused`);
    return checked.rejected;
  }
  const orderId = checked.orderId;
  const outcome = await db.transaction(async (tx): Promise<NotificationOutcome> => {
    let result: NotificationOutcome;
    if (isAuthorised(checked.response ?? '')) {
      const paid = await markOrderPaid(tx, orderId, now, { referralMinOrderCents: options.referralMinOrderCents, issuer: options.issuer });
      if (paid === 'cancelled') {
        // A replay finds the refund already queued (one per order) and queues nothing more.
        await queueRefund(tx, { orderId, gatewayOrderNumber: checked.order, amountCents: checked.amountCents, reason: 'charged-after-cancel' }, now);
        result = 'refunding';
      } else {
        result = paid === 'paid' ? 'paid' : paid === 'already-paid' ? 'already-paid' : 'not-payable';
      }
    } else {
      const failed = await markPaymentFailed(tx, orderId, now);
      result = failed === 'failed' ? 'failed' : failed === 'already-paid' ? 'already-paid' : 'not-payable';
    }
    await tx.insert(paymentNotifications).values({ ...record, verified: 1, outcome: result });
    return result;
  });
  if (outcome === 'refunding') {
    logger.warn(
      { outcome, order: checked.order, orderId, response: checked.response, source },
      `Payment ${source} for a cancelled order: the charge is refunded`,
    );
    options.refunds?.kick();
  } else {
    logger.info({ outcome, order: checked.order, orderId, response: checked.response, source }, `Payment ${source}`);
  }
  if (outcome === 'failed') options.notifier?.paymentFailed(orderId);
  return outcome;
}
