/**
 * Payment types: redirect card payment and wallet payment; 10006 is ours for Bizum (the spec
 * names none), paid through the same Redsys redirect as the card. Kept here, not in constants.ts: that
 * module is in every first load, and only the checkout and order screens need these.
 */
export const PAYMENT_TYPE = { card: 10005, wallet: 10004, bizum: 10006 } as const;

/** A payment type id the app and the server know (plus Bizum). */
export type PaymentTypeId = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];

/** How a payment is made, as the screens, invoices and receipts name it. */
export type PaymentMethod = keyof typeof PAYMENT_TYPE;

/** Redsys's DS_MERCHANT_PAYMETHODS value that opens the gateway on Bizum instead of the card page. */
export const REDSYS_BIZUM_PAYMETHOD = 'z';

/** The method of a payment type id; null for an id this version does not know. */
export function paymentMethodOf(paymentTypeId: number): PaymentMethod | null {
  const found = (Object.keys(PAYMENT_TYPE) as PaymentMethod[]).find((method) => PAYMENT_TYPE[method] === paymentTypeId);
  return found ?? null;
}

/** Card and Bizum go through the Redsys redirect form; the wallet is charged by the server (REST). */
export function paysByRedirect(paymentTypeId: number): boolean {
  return paymentTypeId === PAYMENT_TYPE.card || paymentTypeId === PAYMENT_TYPE.bizum;
}

/** Only the wallet keeps the cart until its payment; every other type empties it once ordered. */
export function keepsCartUntilPaid(paymentTypeId: number): boolean {
  return paymentTypeId === PAYMENT_TYPE.wallet;
}

/** The DS_MERCHANT_PAYMETHODS a redirect payment asks for: Bizum's, or none (the gateway's card page). */
export function redsysPayMethods(paymentTypeId: number): string | null {
  return paymentTypeId === PAYMENT_TYPE.bizum ? REDSYS_BIZUM_PAYMETHOD : null;
}

/** What an order or invoice names as its payment: its method, or ritmitos when they paid it all (no money charged). */
export function shownPaymentMethod(paymentTypeId: number, totalPrice: number): PaymentMethod | 'ritmitos' | null {
  if (totalPrice === 0) return 'ritmitos';
  return paymentMethodOf(paymentTypeId);
}
