import type { SignedMessage } from './notification';
import type { GatewayRequest } from './sandboxGateway';

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
  },
} as const;

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;background:#f4f1ec;color:#2b2118}' +
  'main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 2px 8px #0002}' +
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#6b5d50}dd{margin:0;font-weight:600}' +
  '.amount{font-size:1.6rem}.notice{background:#fff6d6;padding:.6rem;border-radius:.4rem}' +
  'button{display:block;width:100%;padding:.8rem;margin-top:.8rem;border:0;border-radius:.5rem;font-size:1rem;cursor:pointer}' +
  '.pay{background:#2e7d32;color:#fff}.fail{background:#e0d6cc;color:#2b2118}';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(language: 'es' | 'en', title: string, body: string): string {
  // No script at all: the site's CSP allows none inline, and the page needs none.
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function formatAmount(cents: number, currency: string, language: 'es' | 'en'): string {
  const code = currency === '978' ? 'EUR' : undefined;
  const value = cents / 100;
  return code ? new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'es-ES', { style: 'currency', currency: code }).format(value) : `${value.toFixed(2)} (${currency})`;
}

/** The gateway's payment page: what is charged, to whom, and the two outcomes a tester may choose. */
export function sandboxPaymentPage(request: GatewayRequest, message: SignedMessage): string {
  const t = TEXT[request.language];
  const hidden = Object.entries(message)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const rows: [string, string][] = [
    [t.merchant, request.merchantCode],
    [t.terminal, request.terminal],
    [t.order, request.order],
    [t.concept, request.description],
  ];
  return page(
    request.language,
    t.title,
    `<h1>${t.title}</h1><p class="notice">${t.notice}</p>` +
      `<p class="amount" data-testid="sandbox-amount">${escapeHtml(formatAmount(request.amountCents, request.currency, request.language))}</p>` +
      `<dl>${rows.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>` +
      `<form method="post" action="${SANDBOX_DECIDE_PATH}">${hidden}` +
      `<button class="pay" type="submit" name="decision" value="pay" data-testid="sandbox-pay">${t.pay}</button>` +
      `<button class="fail" type="submit" name="decision" value="fail" data-testid="sandbox-fail">${t.fail}</button></form>`,
  );
}

/** What the gateway shows when the merchant's form is not acceptable (Redsys shows an SIS error). */
export function sandboxRefusedPage(reason: string, language: 'es' | 'en' = 'es'): string {
  const t = TEXT[language];
  return page(language, t.refusedTitle, `<h1>${t.refusedTitle}</h1><p>${escapeHtml(reason)}</p>`);
}
