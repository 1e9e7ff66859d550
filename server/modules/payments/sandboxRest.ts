import { randomInt } from 'node:crypto';
import type { PaymentsConfig } from '../../platform/config/config';
import { AUTHORISATION, EURO_CURRENCY, REFUND } from './cardPayment';
import type { RestAnswer } from './redsysRest';
import { decodeMerchantParameters, encodeMerchantParameters, isSignatureVersion, signatureMatches, signMerchantParameters, type SignedMessage } from './redsys';

/**
 * The demo stand-in for Redsys's trataPeticionREST (APP_MODE demo): the same contract as Redsys, so the
 * server's real wallet client talks to it. It checks the signed request as Redsys would (signature with
 * the merchant key, merchant, terminal, currency, transaction type, amount, the Google Pay data), refuses
 * an order number it already authorised (SIS0051, so nothing is charged twice) and approves every token
 * but the sandbox wallet's declined one. It also takes refunds (transaction type 3) of what it authorised
 * (here or on the sandbox card page), up to the amount charged. Its answer is signed with the same key.
 */

/** The sandbox wallet button's token for a declined charge (any other token is approved). */
export const SANDBOX_DECLINED_TOKEN = 'SANDBOX-DECLINED';

/** Redsys SIS error codes for refused requests (Redsys's error table). */
const SIS = {
  badMessage: 'SIS0007',
  orderFormat: 'SIS0077',
  amount: 'SIS0018',
  transactionType: 'SIS0023',
  merchant: 'SIS0026',
  currency: 'SIS0027',
  signature: 'SIS0042',
  repeatedOrder: 'SIS0051',
  nothingToRefund: 'SIS0054',
  refundTooLarge: 'SIS0057',
  walletData: 'SIS0499',
} as const;

/** Redsys Ds_Response: 0000 authorised; 0190 refused by the issuer without a reason; 0900 refund accepted. */
const AUTHORISED = '0000';
const DECLINED = '0190';
const REFUNDED = '0900';

const text = (fields: Record<string, unknown>, name: string) => {
  const value = fields[name] ?? fields[name.toLowerCase()] ?? fields[name.replace(/^DS_MERCHANT_/, 'Ds_Merchant_')];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};
const sameNumber = (a: string, b: string) => /^\d+$/.test(a) && /^\d+$/.test(b) && Number(a) === Number(b);

/** The Google Pay token inside DS_XPAYDATA (base64), or null when it is missing or unreadable. */
function walletToken(fields: Record<string, unknown>): string | null {
  const data = text(fields, 'DS_XPAYDATA');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return null;
  const token = Buffer.from(data, 'base64').toString('utf8');
  return token === '' ? null : token;
}

export interface SandboxRest {
  /** Redsys's answer to one trataPeticionREST request. */
  answer(message: SignedMessage): RestAnswer;
  /** A charge the sandbox card page authorised: the same gateway may refund it. */
  recordAuthorisation(order: string, amountCents: number): void;
  /** How many charges it authorised (demo and tests: nothing is charged twice). */
  authorisedCount(): number;
  /** Cents refunded so far of an order's charge. */
  refundedCents(order: string): number;
}

export function createSandboxRest(payments: PaymentsConfig): SandboxRest {
  /** Authorised charges by order number: the amount charged and the part refunded. */
  const authorised = new Map<string, { amountCents: number; refundedCents: number }>();

  function sign(fields: Record<string, string>, order: string): SignedMessage {
    const parameters = encodeMerchantParameters(fields);
    return {
      Ds_SignatureVersion: payments.signatureVersion,
      Ds_MerchantParameters: parameters,
      Ds_Signature: signMerchantParameters(payments.signatureVersion, payments.secret, order, parameters),
    };
  }

  function answer(message: SignedMessage): RestAnswer {
    let fields: Record<string, unknown>;
    try {
      fields = decodeMerchantParameters(message.Ds_MerchantParameters);
    } catch {
      return { errorCode: SIS.badMessage };
    }
    const order = text(fields, 'DS_MERCHANT_ORDER');
    if (!/^\d{4}[A-Za-z0-9]{0,8}$/.test(order)) return { errorCode: SIS.orderFormat };
    if (
      !isSignatureVersion(message.Ds_SignatureVersion) ||
      !signatureMatches(message.Ds_SignatureVersion, payments.secret, order, message.Ds_MerchantParameters, message.Ds_Signature)
    ) {
      return { errorCode: SIS.signature };
    }
    const terminal = text(fields, 'DS_MERCHANT_TERMINAL');
    if (text(fields, 'DS_MERCHANT_MERCHANTCODE') !== payments.merchantCode || !sameNumber(terminal, payments.terminal)) return { errorCode: SIS.merchant };
    if (text(fields, 'DS_MERCHANT_CURRENCY') !== EURO_CURRENCY) return { errorCode: SIS.currency };
    const type = text(fields, 'DS_MERCHANT_TRANSACTIONTYPE');
    if (type !== AUTHORISATION && type !== REFUND) return { errorCode: SIS.transactionType };
    const amount = text(fields, 'DS_MERCHANT_AMOUNT');
    if (!/^\d{1,12}$/.test(amount) || Number(amount) <= 0) return { errorCode: SIS.amount };
    if (type === REFUND) return refund(order, Number(amount), terminal);
    const token = walletToken(fields);
    if (token === null || text(fields, 'DS_XPAYTYPE') !== 'Google' || !['WEB', 'InApp'].includes(text(fields, 'DS_XPAYORIGEN')))
      return { errorCode: SIS.walletData };
    if (authorised.has(order)) return { errorCode: SIS.repeatedOrder };
    const approved = token !== SANDBOX_DECLINED_TOKEN;
    if (approved) authorised.set(order, { amountCents: Number(amount), refundedCents: 0 });
    return {
      signed: sign(
        {
          Ds_Amount: amount,
          Ds_Currency: EURO_CURRENCY,
          Ds_Order: order,
          Ds_MerchantCode: payments.merchantCode,
          Ds_Terminal: terminal.padStart(3, '0'),
          Ds_Response: approved ? AUTHORISED : DECLINED,
          Ds_AuthorisationCode: approved ? String(randomInt(0, 1_000_000)).padStart(6, '0') : '',
          Ds_TransactionType: AUTHORISATION,
          Ds_SecurePayment: '1',
          Ds_Language: '1',
          Ds_MerchantData: '',
          Ds_Card_Country: '724',
          Ds_Card_Brand: '1',
        },
        order,
      ),
    };
  }

  /** Redsys refunds an authorised order in one or more parts, never more than was charged. */
  function refund(order: string, amountCents: number, terminal: string): RestAnswer {
    const charge = authorised.get(order);
    if (!charge) return { errorCode: SIS.nothingToRefund };
    if (charge.refundedCents + amountCents > charge.amountCents) return { errorCode: SIS.refundTooLarge };
    charge.refundedCents += amountCents;
    return {
      signed: sign(
        {
          Ds_Amount: String(amountCents),
          Ds_Currency: EURO_CURRENCY,
          Ds_Order: order,
          Ds_MerchantCode: payments.merchantCode,
          Ds_Terminal: terminal.padStart(3, '0'),
          Ds_Response: REFUNDED,
          Ds_AuthorisationCode: String(randomInt(0, 1_000_000)).padStart(6, '0'),
          Ds_TransactionType: REFUND,
          Ds_SecurePayment: '0',
          Ds_Language: '1',
          Ds_MerchantData: '',
        },
        order,
      ),
    };
  }

  return {
    answer,
    recordAuthorisation: (order, amountCents) => {
      if (!authorised.has(order)) authorised.set(order, { amountCents, refundedCents: 0 });
    },
    authorisedCount: () => authorised.size,
    refundedCents: (order) => authorised.get(order)?.refundedCents ?? 0,
  };
}
