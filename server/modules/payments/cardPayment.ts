import type { CardPaymentForm, Language } from '../../../src/api/contract';
import type { AppConfig } from '../../platform/config/config';
import { encodeMerchantParameters, signMerchantParameters } from './redsys';

/** The order facts the card form needs (the orders service passes them from the stored order). */
export interface CardPaymentOrder {
  gatewayOrderNumber: string;
  amountCents: number;
  orderId: number;
  /** The order's language ('es', 'en' or 'ca'): the gateway page speaks it. */
  language: string;
  /** Shown by the gateway; the order code by default. */
  description?: string | undefined;
  /** Which flow the browser returns to: pick-up (/pok, /pko, the default) or delivery (/pdok, /pdko). */
  kind?: 'pickup' | 'delivery' | undefined;
  /** Redsys DS_MERCHANT_PAYMETHODS: 'z' opens Bizum's page; absent for the card page. */
  payMethods?: string | null | undefined;
}

/** Euro (ISO 4217 numeric), the only currency the shops sell in. */
export const EURO_CURRENCY = '978';
/** Redsys transaction type 0: authorisation (a normal payment). */
export const AUTHORISATION = '0';
/** Redsys transaction type 3: refund ("devolución") of an authorised payment, in full or in part. */
export const REFUND = '3';
export const NOTIFICATION_PATH = '/api/payments/redsys/notification';

/** Redsys consumer language codes: 001 Spanish, 002 English, 010 Valencian (003 is Catalan). */
export const CONSUMER_LANGUAGES: Record<Language, string> = { es: '001', en: '002', ca: '010' };

function consumerLanguage(language: string): string {
  return language in CONSUMER_LANGUAGES ? CONSUMER_LANGUAGES[language as Language] : CONSUMER_LANGUAGES.es;
}

/** The app language of a Redsys consumer language code; Catalan (003) reads as Valencian, anything else as Spanish. */
export function languageOfConsumerCode(code: string): Language {
  if (code === '003') return 'ca';
  const found = Object.entries(CONSUMER_LANGUAGES).find(([, known]) => known === code);
  return found ? (found[0] as Language) : 'es';
}

/** Return routes of each flow: delivery has its own OK and failed modals. */
const RETURN_ROUTES = { pickup: { ok: '/#/pok', ko: '/#/pko' }, delivery: { ok: '/#/pdok', ko: '/#/pdko' } } as const;

/** The Ds_Merchant_* fields of a redirect payment, as Redsys expects them. */
export function cardPaymentParameters(order: CardPaymentOrder, config: Pick<AppConfig, 'publicUrl' | 'payments'>): Record<string, string> {
  const { publicUrl, payments } = config;
  const routes = RETURN_ROUTES[order.kind ?? 'pickup'];
  return {
    Ds_Merchant_Amount: String(order.amountCents),
    Ds_Merchant_Order: order.gatewayOrderNumber,
    Ds_Merchant_MerchantCode: payments.merchantCode,
    Ds_Merchant_Terminal: payments.terminal,
    Ds_Merchant_Currency: EURO_CURRENCY,
    Ds_Merchant_TransactionType: AUTHORISATION,
    Ds_Merchant_MerchantURL: `${publicUrl}${NOTIFICATION_PATH}`,
    Ds_Merchant_UrlOK: `${publicUrl}${routes.ok}?order=${order.orderId}`,
    Ds_Merchant_UrlKO: `${publicUrl}${routes.ko}?order=${order.orderId}`,
    Ds_Merchant_ConsumerLanguage: consumerLanguage(order.language),
    Ds_Merchant_ProductDescription: (order.description ?? `Ritmo #${order.orderId}`).slice(0, 125),
    // Redsys reads the parameter names in any case; its guide writes this one in capitals.
    ...(order.payMethods ? { DS_MERCHANT_PAYMETHODS: order.payMethods } : {}),
  };
}

/** The signed form the app posts to the card gateway (Redsys redirect integration). */
export function buildCardPaymentForm(order: CardPaymentOrder, config: Pick<AppConfig, 'publicUrl' | 'payments'>): CardPaymentForm {
  if (!Number.isInteger(order.amountCents) || order.amountCents <= 0)
    throw new Error(`A card payment needs a positive amount in cents, not ${order.amountCents}`);
  const { payments } = config;
  const merchantParameters = encodeMerchantParameters(cardPaymentParameters(order, config));
  return {
    url: payments.gatewayUrl,
    Ds_SignatureVersion: payments.signatureVersion,
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: signMerchantParameters(payments.signatureVersion, payments.secret, order.gatewayOrderNumber, merchantParameters),
  };
}
