import { randomInt } from 'node:crypto';
import type { PaymentsConfig } from '../../platform/config/config';
import { REDSYS_BIZUM_PAYMETHOD } from '../../../src/domain/pricing/paymentMethods';
import type { Language } from '../../../src/api/contract';
import { CONSUMER_LANGUAGES, EURO_CURRENCY, languageOfConsumerCode } from './cardPayment';
import { decodeMerchantParameters, encodeMerchantParameters, isSignatureVersion, signMerchantParameters, signatureMatches, type SignedMessage } from './redsys';

/**
 * The demo card gateway: it plays Redsys's part of the redirect integration so the whole payment can be
 * tried without a bank. It checks the app's signed form as Redsys would, lets the tester pay or fail,
 * sends the signed online notification to the MerchantURL over HTTP and sends the browser back. Asked for
 * Bizum (DS_MERCHANT_PAYMETHODS 'z') it shows Bizum's page instead (a phone number, confirm or reject) and
 * notifies exactly as for a card.
 */

/** The app's payment request, once its signature and merchant are checked. */
export interface GatewayRequest {
  order: string;
  amountCents: number;
  merchantCode: string;
  terminal: string;
  currency: string;
  transactionType: string;
  merchantUrl: string;
  urlOk: string;
  urlKo: string;
  language: Language;
  description: string;
  /** DS_MERCHANT_PAYMETHODS as asked: 'z' is Bizum, empty the card page. */
  payMethods: string;
}

const field = (fields: Record<string, unknown>, name: string) => {
  const value = fields[name] ?? fields[name.toUpperCase()];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** The request the form carries, or why Redsys would refuse it (its SIS error pages). */
export function readGatewayRequest(payments: PaymentsConfig, message: SignedMessage): GatewayRequest | { refused: string } {
  let fields: Record<string, unknown>;
  try {
    fields = decodeMerchantParameters(message.Ds_MerchantParameters);
  } catch {
    return { refused: 'Ds_MerchantParameters cannot be read' };
  }
  const order = field(fields, 'Ds_Merchant_Order');
  if (!/^\d{4}[A-Za-z0-9]{0,8}$/.test(order)) return { refused: 'Ds_Merchant_Order must be 4 digits and up to 8 letters or digits' };
  if (!isSignatureVersion(message.Ds_SignatureVersion)) return { refused: 'Unknown Ds_SignatureVersion' };
  if (!signatureMatches(message.Ds_SignatureVersion, payments.secret, order, message.Ds_MerchantParameters, message.Ds_Signature)) {
    return { refused: 'The signature does not match (SIS0042)' };
  }
  const amount = field(fields, 'Ds_Merchant_Amount');
  if (!/^\d{1,12}$/.test(amount) || Number(amount) <= 0) return { refused: 'Ds_Merchant_Amount must be a positive number of cents' };
  const merchantCode = field(fields, 'Ds_Merchant_MerchantCode');
  if (merchantCode !== payments.merchantCode) return { refused: 'Unknown merchant (SIS0026)' };
  const merchantUrl = field(fields, 'Ds_Merchant_MerchantURL');
  if (!/^https?:\/\//.test(merchantUrl)) return { refused: 'Ds_Merchant_MerchantURL must be an http(s) address' };
  return {
    order,
    amountCents: Number(amount),
    merchantCode,
    terminal: field(fields, 'Ds_Merchant_Terminal'),
    currency: field(fields, 'Ds_Merchant_Currency') || EURO_CURRENCY,
    transactionType: field(fields, 'Ds_Merchant_TransactionType') || '0',
    merchantUrl,
    urlOk: field(fields, 'Ds_Merchant_UrlOK'),
    urlKo: field(fields, 'Ds_Merchant_UrlKO'),
    language: languageOfConsumerCode(field(fields, 'Ds_Merchant_ConsumerLanguage')),
    description: field(fields, 'Ds_Merchant_ProductDescription'),
    payMethods: field(fields, 'Ds_Merchant_PayMethods'),
  };
}

export type Decision = 'pay' | 'fail';

/** Whether the merchant asked for Bizum (DS_MERCHANT_PAYMETHODS 'z'): the sandbox then shows Bizum's page. */
export const asksForBizum = (request: GatewayRequest) => request.payMethods.toLowerCase() === REDSYS_BIZUM_PAYMETHOD;

/** A Spanish mobile number as Bizum takes it: 9 digits from 6 or 7, an optional +34 or 0034, spaces allowed. */
export function isBizumPhone(phone: string): boolean {
  return /^(?:\+34|0034)?[67]\d{8}$/.test(phone.replace(/[\s.-]/g, ''));
}

/** Redsys codes: 0000 authorised; 0190 refused by the issuer without a reason. */
const RESPONSE_CODES: Record<Decision, string> = { pay: '0000', fail: '0190' };

const two = (n: number) => String(n).padStart(2, '0');

/** The online notification Redsys would send for this decision, signed with the merchant's key. */
export function gatewayNotification(payments: PaymentsConfig, request: GatewayRequest, decision: Decision, now: Date): SignedMessage {
  const parameters = encodeMerchantParameters({
    // Redsys sends date and hour URL-encoded inside the JSON.
    Ds_Date: encodeURIComponent(`${two(now.getDate())}/${two(now.getMonth() + 1)}/${now.getFullYear()}`),
    Ds_Hour: encodeURIComponent(`${two(now.getHours())}:${two(now.getMinutes())}`),
    Ds_SecurePayment: '1',
    Ds_Card_Country: '724',
    Ds_Amount: String(request.amountCents),
    Ds_Currency: request.currency,
    Ds_Order: request.order,
    Ds_MerchantCode: request.merchantCode,
    Ds_Terminal: request.terminal.padStart(3, '0'),
    Ds_Response: RESPONSE_CODES[decision],
    Ds_MerchantData: '',
    Ds_TransactionType: request.transactionType,
    // The notification carries the code without its leading zeros (1, 2, 10).
    Ds_ConsumerLanguage: String(Number(CONSUMER_LANGUAGES[request.language])),
    Ds_AuthorisationCode: decision === 'pay' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : '',
    Ds_Card_Brand: '1',
  });
  const signature = signMerchantParameters(payments.signatureVersion, payments.secret, request.order, parameters);
  // Notifications carry the signature in Base64URL.
  return { Ds_SignatureVersion: payments.signatureVersion, Ds_MerchantParameters: parameters, Ds_Signature: signature.replace(/\+/g, '-').replace(/\//g, '_') };
}

/** Posts the notification to the merchant as Redsys does (form-encoded); the answer's status. */
export async function notifyMerchant(merchantUrl: string, message: SignedMessage): Promise<number> {
  const response = await fetch(merchantUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...message }).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return response.status;
}
