import type { PaymentConfig } from '../../../api/contract';

/** Google Pay's own script: the one address outside the app, loaded only for the wallet button. */
export const GOOGLE_PAY_SCRIPT = 'https://pay.google.com/gp/p/js/pay.js';
const LOAD_TIMEOUT_MS = 5000;

type PaymentsClient = {
  isReadyToPay(request: object): Promise<{ result: boolean }>;
  loadPaymentData(request: object): Promise<unknown>;
};
type GoogleNamespace = { payments: { api: { PaymentsClient: new (options: { environment: string }) => PaymentsClient } } };

let loading: Promise<GoogleNamespace | undefined> | undefined;

/** Loads pay.js once, with a time-out; undefined when it cannot (offline, tests, blocked). */
export function loadGooglePay(): Promise<GoogleNamespace | undefined> {
  loading ??= new Promise<GoogleNamespace | undefined>((resolve) => {
    const existing = (window as { google?: GoogleNamespace }).google;
    if (existing?.payments) return resolve(existing);
    const script = document.createElement('script');
    const timer = setTimeout(() => resolve(undefined), LOAD_TIMEOUT_MS);
    script.src = GOOGLE_PAY_SCRIPT;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve((window as { google?: GoogleNamespace }).google);
    };
    script.onerror = () => {
      clearTimeout(timer);
      resolve(undefined);
    };
    document.head.appendChild(script);
  }).then((google) => {
    if (!google) loading = undefined; // try again next time (it may be back online)
    return google;
  });
  return loading;
}

const CARD = {
  type: 'CARD',
  parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['MASTERCARD', 'VISA'] },
} as const;

/** Wallet: Mastercard and Visa, PAN_ONLY and CRYPTOGRAM_3DS, FINAL price, Redsys tokenisation. */
export function paymentDataRequest(config: PaymentConfig, totalPrice: number) {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [
      {
        ...CARD,
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: { gateway: 'redsys', gatewayMerchantId: config.googlePayGatewayMerchantId },
        },
      },
    ],
    merchantInfo: { merchantId: config.googlePayMerchantId },
    transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: totalPrice.toFixed(2), currencyCode: 'EUR', countryCode: 'ES' },
  };
}

export function readyToPayRequest() {
  return { apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [CARD] };
}

/** Demo mode: a Google-Pay-shaped result whose token the sandbox accepts. */
export function sandboxPaymentInfo(): string {
  return JSON.stringify({
    apiVersion: 2,
    apiVersionMinor: 0,
    paymentMethodData: {
      type: 'CARD',
      description: 'Sandbox •••• 0000',
      info: { cardNetwork: 'VISA', cardDetails: '0000' },
      tokenizationData: { type: 'PAYMENT_GATEWAY', token: 'SANDBOX-OK' },
    },
  });
}

/** Google Pay signals a closed sheet with statusCode CANCELED. */
export function isWalletCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { statusCode?: string }).statusCode === 'CANCELED';
}

export type { PaymentsClient };
