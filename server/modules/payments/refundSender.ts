import type { Logger } from 'pino';
import type { PaymentsConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';
import { queueDrainer, type QueueDrainer } from '../../platform/queues/queueDrainer';
import { REFUND } from './cardPayment';
import { decodeMerchantParameters, signatureMatches } from './redsys';
import { GatewayUnavailable, refundRequest, sendRestRequest, type RestAnswer } from './redsysRest';
import { claimDueRefunds, markRefunded, markRefundFailed, type ClaimedRefund, type GatewayReply } from './refundQueue';

/** Redsys Ds_Response of an accepted refund or confirmation ("transacción autorizada para devoluciones"). */
export const REFUND_ACCEPTED = '0900';

/** Sends the refund queue; drain() resolves with how many refunds the gateway accepted. */
export type RefundSender = QueueDrainer;

export interface RefundSenderDeps {
  db: Database;
  payments: PaymentsConfig;
  logger: Logger;
  now?: (() => Date) | undefined;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const sameNumber = (a: string, b: string) => /^\d+$/.test(a) && /^\d+$/.test(b) && Number(a) === Number(b);

/** Whether the gateway's answer is a trustworthy acceptance of exactly this refund; else why not. */
export function judgeRefundAnswer(
  answer: RestAnswer,
  refund: Pick<ClaimedRefund, 'gatewayOrderNumber' | 'amountCents'>,
  payments: PaymentsConfig,
): { accepted: boolean; reason: string; reply: GatewayReply } {
  if ('errorCode' in answer)
    return {
      accepted: false,
      reason: `refused by the gateway (${answer.errorCode})`,
      reply: { response: answer.errorCode.slice(0, 40), answer: JSON.stringify(answer) },
    };
  const { signed } = answer;
  const reply = (response: string | null): GatewayReply => ({ response, answer: signed.Ds_MerchantParameters });
  let fields: Record<string, unknown>;
  try {
    fields = decodeMerchantParameters(signed.Ds_MerchantParameters);
  } catch {
    return { accepted: false, reason: 'the answer cannot be read', reply: reply(null) };
  }
  const response = text(fields.Ds_Response).slice(0, 10) || null;
  const trusted =
    signed.Ds_SignatureVersion === payments.signatureVersion &&
    signatureMatches(payments.signatureVersion, payments.secret, refund.gatewayOrderNumber, signed.Ds_MerchantParameters, signed.Ds_Signature) &&
    text(fields.Ds_Order) === refund.gatewayOrderNumber &&
    sameNumber(text(fields.Ds_Amount), String(refund.amountCents)) &&
    sameNumber(text(fields.Ds_MerchantCode), payments.merchantCode) &&
    sameNumber(text(fields.Ds_Terminal), payments.terminal) &&
    text(fields.Ds_TransactionType) === REFUND;
  if (!trusted) return { accepted: false, reason: 'the answer is not a signed answer about this refund', reply: reply(response) };
  if (response !== REFUND_ACCEPTED)
    return { accepted: false, reason: `not accepted by the gateway (Ds_Response ${response ?? 'missing'})`, reply: reply(response) };
  return { accepted: true, reason: '', reply: reply(response) };
}

/**
 * Sends the refund queue (./refundQueue.ts) to the gateway's REST entry point (Redsys transaction type 3).
 * A refund is marked done only on a signed acceptance of that order and amount; anything else (no answer,
 * an SIS error, an untrusted answer) is logged and tried again later, without end.
 */
export function createRefundSender({ db, payments, logger, now = () => new Date() }: RefundSenderDeps): RefundSender {
  async function sendOne(refund: ClaimedRefund): Promise<boolean> {
    const log = { refundId: refund.id, orderId: refund.orderId, order: refund.gatewayOrderNumber, amountCents: refund.amountCents, attempts: refund.attempts };
    let answer: RestAnswer;
    try {
      answer = await sendRestRequest(payments.restUrl, refundRequest(refund, payments), payments.restTimeoutMs);
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      await markRefundFailed(db, refund, error.message, { response: null, answer: null }, now());
      logger.error({ ...log, err: error }, 'Refund not sent: the gateway did not answer; it will be tried again');
      return false;
    }
    const judged = judgeRefundAnswer(answer, refund, payments);
    if (!judged.accepted) {
      await markRefundFailed(db, refund, judged.reason, judged.reply, now());
      logger.error({ ...log, reason: judged.reason, response: judged.reply.response }, 'Refund not accepted; it will be tried again');
      return false;
    }
    await markRefunded(db, refund.id, judged.reply, now());
    logger.info(log, 'Refund accepted by the gateway');
    return true;
  }

  return queueDrainer({ claimDue: (batch) => claimDueRefunds(db, now(), batch), sendOne, logger, failureMessage: 'Sending the refund queue failed' });
}
