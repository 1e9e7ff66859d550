import type { Language } from '../../../src/api/contract';
import type { SignedMessage } from './redsys';
import type { GatewayRequest } from './sandboxGateway';
import { DOCUMENT_LANGUAGE_TAGS } from '../../../src/domain/text/language';

export const SANDBOX_DECIDE_PATH = '/api/payments/sandbox/decide';

const TEXT = {
  es: {
    title: 'Pasarela de pago de pruebas',
    notice: 'Modo demostración: no se cobra ninguna tarjeta. Elige el resultado del pago.',
    merchant: 'Comercio',
    terminal: 'Terminal',
    order: 'Pedido',
    concept: 'Concepto',
    amount: 'Importe',
    pay: 'Pagar',
    fail: 'Fallar (pago denegado)',
    refusedTitle: 'Pago rechazado por la pasarela',
    bizumTitle: 'Pagar con Bizum',
    bizumNotice: 'Modo demostración: no se envía ninguna solicitud a tu banco. Escribe un móvil y confirma o rechaza el pago.',
    phone: 'Teléfono móvil',
    phoneHint: '9 cifras, empieza por 6 o 7',
    phoneInvalid: 'Escribe un móvil español de 9 cifras que empiece por 6 o 7.',
    confirm: 'Confirmar',
    reject: 'Rechazar',
  },
  en: {
    title: 'Test payment gateway',
    notice: 'Demo mode: no card is charged. Choose how the payment ends.',
    merchant: 'Merchant',
    terminal: 'Terminal',
    order: 'Order',
    concept: 'Description',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Fail (declined)',
    refusedTitle: 'Payment refused by the gateway',
    bizumTitle: 'Pay with Bizum',
    bizumNotice: 'Demo mode: no request reaches your bank. Enter a mobile number, then confirm or reject the payment.',
    phone: 'Mobile number',
    phoneHint: '9 digits, starting with 6 or 7',
    phoneInvalid: 'Enter a Spanish mobile number of 9 digits starting with 6 or 7.',
    confirm: 'Confirm',
    reject: 'Reject',
  },
  ca: {
    title: 'Passarel·la de pagament de proves',
    notice: 'Mode de demostració: no es cobra cap targeta. Tria el resultat del pagament.',
    merchant: 'Comerç',
    terminal: 'Terminal',
    order: 'Comanda',
    concept: 'Concepte',
    amount: 'Import',
    pay: 'Paga',
    fail: 'Falla (pagament denegat)',
    refusedTitle: 'Pagament rebutjat per la passarel·la',
    bizumTitle: 'Paga amb Bizum',
    bizumNotice: 'Mode de demostració: no s’envia cap sol·licitud al teu banc. Escriu un mòbil i confirma o rebutja el pagament.',
    phone: 'Telèfon mòbil',
    phoneHint: '9 xifres, comença per 6 o 7',
    phoneInvalid: 'Escriu un mòbil espanyol de 9 xifres que comence per 6 o 7.',
    confirm: 'Confirma',
    reject: 'Rebutja',
  },
} as const satisfies Record<Language, Record<string, string>>;

const AMOUNT_LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' };

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;background:#f4f1ec;color:#2b2118}' +
  'main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 2px 8px #0002}' +
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#6b5d50}dd{margin:0;font-weight:600}' +
  '.amount{font-size:1.6rem}.notice{background:#fff6d6;padding:.6rem;border-radius:.4rem}' +
  'button{display:block;width:100%;padding:.8rem;margin-top:.8rem;border:0;border-radius:.5rem;font-size:1rem;cursor:pointer}' +
  '.pay{background:#2e7d32;color:#fff}.fail{background:#e0d6cc;color:#2b2118}' +
  '.bizum{color:#05c3c6;font-weight:800;letter-spacing:.02em}.bizum-pay{background:#05c3c6;color:#06292a;font-weight:700}' +
  'label{display:block;margin-top:1rem;font-weight:600}input[type=tel]{box-sizing:border-box;width:100%;padding:.7rem;margin-top:.3rem;font-size:1.1rem;border:1px solid #b9ab9c;border-radius:.4rem}' +
  '.hint{color:#6b5d50;font-size:.9rem;margin:.3rem 0 0}.error{color:#b3261e;font-weight:600}';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(language: Language, title: string, body: string): string {
  // No script at all: the site's CSP allows none inline, and the page needs none.
  return `<!doctype html><html lang="${DOCUMENT_LANGUAGE_TAGS[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function formatAmount(cents: number, currency: string, language: Language): string {
  const code = currency === '978' ? 'EUR' : undefined;
  const value = cents / 100;
  return code ? new Intl.NumberFormat(AMOUNT_LOCALES[language], { style: 'currency', currency: code }).format(value) : `${value.toFixed(2)} (${currency})`;
}

/** The signed form travels on unchanged, so the decision is checked again as the page was. */
function hiddenFields(message: SignedMessage): string {
  return Object.entries(message)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
}

/** What is charged and to whom, as both pages show it. */
function orderSummary(request: GatewayRequest): string {
  const t = TEXT[request.language];
  const rows: [string, string][] = [
    [t.merchant, request.merchantCode],
    [t.terminal, request.terminal],
    [t.order, request.order],
    [t.concept, request.description],
  ];
  return (
    `<p class="amount" data-testid="sandbox-amount">${escapeHtml(formatAmount(request.amountCents, request.currency, request.language))}</p>` +
    `<dl>${rows.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`
  );
}

/** The gateway's payment page: what is charged, to whom, and the two outcomes a tester may choose. */
export function sandboxPaymentPage(request: GatewayRequest, message: SignedMessage): string {
  const t = TEXT[request.language];
  return page(
    request.language,
    t.title,
    `<h1>${t.title}</h1><p class="notice">${t.notice}</p>` +
      orderSummary(request) +
      `<form method="post" action="${SANDBOX_DECIDE_PATH}">${hiddenFields(message)}` +
      `<button class="pay" type="submit" name="decision" value="pay" data-testid="sandbox-pay">${t.pay}</button>` +
      `<button class="fail" type="submit" name="decision" value="fail" data-testid="sandbox-fail">${t.fail}</button></form>`,
  );
}

/**
 * Bizum's page (DS_MERCHANT_PAYMETHODS 'z'): the customer's mobile number, then confirm or reject. Rejecting
 * needs no number (formnovalidate); `phone` and `invalid` show a number sent back as not a Spanish mobile.
 */
export function sandboxBizumPage(request: GatewayRequest, message: SignedMessage, phone = '', invalid = false): string {
  const t = TEXT[request.language];
  const error = invalid ? `<p class="error" role="alert" data-testid="sandbox-bizum-error">${t.phoneInvalid}</p>` : '';
  return page(
    request.language,
    t.bizumTitle,
    `<h1><span class="bizum">bizum</span> · ${t.bizumTitle}</h1><p class="notice">${t.bizumNotice}</p>` +
      orderSummary(request) +
      `<form method="post" action="${SANDBOX_DECIDE_PATH}" data-testid="sandbox-bizum">${hiddenFields(message)}` +
      `<label for="phone">${t.phone}</label>` +
      `<input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" required pattern="(\\+34|0034)?\\s*[67](\\s*[0-9]){8}" value="${escapeHtml(phone)}" aria-describedby="phone-hint" data-testid="sandbox-bizum-phone">` +
      `<p id="phone-hint" class="hint">${t.phoneHint}</p>${error}` +
      `<button class="bizum-pay" type="submit" name="decision" value="pay" data-testid="sandbox-bizum-confirm">${t.confirm}</button>` +
      `<button class="fail" type="submit" name="decision" value="fail" formnovalidate data-testid="sandbox-bizum-reject">${t.reject}</button></form>`,
  );
}

/** What the gateway shows when the merchant's form is not acceptable (Redsys shows an SIS error). */
export function sandboxRefusedPage(reason: string, language: Language = 'es'): string {
  const t = TEXT[language];
  return page(language, t.refusedTitle, `<h1>${t.refusedTitle}</h1><p>${escapeHtml(reason)}</p>`);
}
