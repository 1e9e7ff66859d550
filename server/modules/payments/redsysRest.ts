import * as v from 'valibot';
import type { PaymentsConfig } from '../../platform/config/config';
import { AUTHORISATION, EURO_CURRENCY, REFUND } from './cardPayment';
import { encodeMerchantParameters, signMerchantParameters, type SignedMessage } from './redsys';

/**
 * Redsys REST integration (trataPeticionREST) for Google Pay tokens, as documented in Redsys's developer
 * guide "Otros métodos de pago: Google Pay", direct integration (pagosonline.redsys.es): the usual
 * DS_MERCHANT_* fields of an authorisation plus DS_XPAYDATA (the Google Pay token in base64),
 * DS_XPAYTYPE 'Google' and DS_XPAYORIGEN 'WEB'; signed exactly like the redirect form. The answer is either
 * the signed {Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature} or {errorCode: 'SIS0xxx'}.
 */

/** What the gateway must charge (or give back): the order's one gateway number and its money total. */
export interface WalletCharge {
  gatewayOrderNumber: string;
  amountCents: number;
}

/** The wallet operation's merchant parameters (REST requests name them in capitals). */
export function walletChargeParameters(
  charge: WalletCharge,
  token: string,
  payments: Pick<PaymentsConfig, 'merchantCode' | 'terminal'>,
): Record<string, string> {
  return {
    DS_MERCHANT_AMOUNT: String(charge.amountCents),
    DS_MERCHANT_ORDER: charge.gatewayOrderNumber,
    DS_MERCHANT_MERCHANTCODE: payments.merchantCode,
    DS_MERCHANT_CURRENCY: EURO_CURRENCY,
    DS_MERCHANT_TRANSACTIONTYPE: AUTHORISATION,
    DS_MERCHANT_TERMINAL: payments.terminal,
    DS_XPAYDATA: Buffer.from(token, 'utf8').toString('base64'),
    DS_XPAYTYPE: 'Google',
    DS_XPAYORIGEN: 'WEB',
  };
}

/** The signed REST request of a wallet charge. */
export function walletChargeRequest(charge: WalletCharge, token: string, payments: PaymentsConfig): SignedMessage {
  if (!Number.isInteger(charge.amountCents) || charge.amountCents <= 0)
    throw new Error(`A wallet charge needs a positive amount in cents, not ${charge.amountCents}`);
  const parameters = encodeMerchantParameters(walletChargeParameters(charge, token, payments));
  return {
    Ds_SignatureVersion: payments.signatureVersion,
    Ds_MerchantParameters: parameters,
    Ds_Signature: signMerchantParameters(payments.signatureVersion, payments.secret, charge.gatewayOrderNumber, parameters),
  };
}

/** The refund (transaction type 3) of `amountCents` of an order the gateway charged, as a REST request. */
export function refundRequest(charge: WalletCharge, payments: PaymentsConfig): SignedMessage {
  if (!Number.isInteger(charge.amountCents) || charge.amountCents <= 0) throw new Error(`A refund needs a positive amount in cents, not ${charge.amountCents}`);
  const parameters = encodeMerchantParameters({
    DS_MERCHANT_AMOUNT: String(charge.amountCents),
    DS_MERCHANT_ORDER: charge.gatewayOrderNumber,
    DS_MERCHANT_MERCHANTCODE: payments.merchantCode,
    DS_MERCHANT_CURRENCY: EURO_CURRENCY,
    DS_MERCHANT_TRANSACTIONTYPE: REFUND,
    DS_MERCHANT_TERMINAL: payments.terminal,
  });
  return {
    Ds_SignatureVersion: payments.signatureVersion,
    Ds_MerchantParameters: parameters,
    Ds_Signature: signMerchantParameters(payments.signatureVersion, payments.secret, charge.gatewayOrderNumber, parameters),
  };
}

const SignedAnswerSchema = v.object({
  Ds_SignatureVersion: v.pipe(v.string(), v.maxLength(40)),
  Ds_MerchantParameters: v.pipe(v.string(), v.minLength(1), v.maxLength(20_000)),
  Ds_Signature: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});
const ErrorAnswerSchema = v.object({ errorCode: v.pipe(v.string(), v.maxLength(40)) });

/** Redsys's answer: a signed operation result, or the SIS error code of a request it did not process. */
export type RestAnswer = { signed: SignedMessage } | { errorCode: string };

/** The gateway could not be asked or did not answer with something it could have meant. */
export class GatewayUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'GatewayUnavailable';
  }
}

/** Reads the gateway's JSON answer; anything else is a gateway that cannot be understood. */
export function readRestAnswer(body: unknown): RestAnswer {
  const signed = v.safeParse(SignedAnswerSchema, body);
  if (signed.success) return { signed: signed.output };
  const error = v.safeParse(ErrorAnswerSchema, body);
  if (error.success) return { errorCode: error.output.errorCode };
  throw new GatewayUnavailable('The gateway answered something that is neither a signed result nor an error code');
}

/** POSTs the signed request to trataPeticionREST; a time-out, a network failure or a non-JSON answer throws GatewayUnavailable. */
export async function sendRestRequest(url: string, message: SignedMessage, timeoutMs: number): Promise<RestAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GatewayUnavailable(`The gateway at ${url} could not be reached`, { cause: error });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new GatewayUnavailable(`The gateway answered HTTP ${response.status} without JSON`, { cause: error });
  }
  return readRestAnswer(body);
}
