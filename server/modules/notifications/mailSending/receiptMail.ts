import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { LanguageSchema, type Invoice, type Language } from '../../../../src/api/contract';
import { invoiceVatRates } from '../../../../src/domain/fiscal/invoiceVat';
import { formatCartPrice } from '../../../../src/domain/pricing/money';
import { shownPaymentMethod, type PaymentMethod } from '../../../../src/domain/pricing/paymentMethods';
import type { Database } from '../../../platform/db/connect';
import { customers, orders } from '../../../platform/db/schema';
import { invoiceOfOrder, invoiceWithNumberAndZone } from '../../orders/invoices';
import type { VerifactuEnvironment } from '../../../../src/domain/fiscal/verifactuQr';
import { receiptPdf } from '../../orders/receiptPdf';
import { escapeHtml, type OutgoingMail } from '../mail/message';
import { DOCUMENT_LANGUAGE_TAGS } from '../../../../src/domain/text/language';

interface ReceiptTexts {
  subject: (orderCode: string, invoiceNumber: string) => string;
  greeting: (name: string) => string;
  thanks: (orderCode: string) => string;
  /** A pick-up order's time on the shop's clock; null is as soon as possible. */
  pickup: (time: string | null) => string;
  total: string;
  paidWith: (method: PaymentMethod | 'ritmitos') => string;
  vatRate: (percent: string, base: string, vat: string) => string;
  attached: (invoiceNumber: string) => string;
  invoicesLink: string;
}

const TEXTS: Record<Language, ReceiptTexts> = {
  es: {
    subject: (order, invoice) => `Tu recibo de Ritmo Café: pedido ${order}, factura ${invoice}`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    thanks: (order) => `Gracias por tu pedido ${order}. Este es tu recibo:`,
    pickup: (time) => (time ? `Recogida a las ${time}` : 'Recogida: lo antes posible'),
    total: 'Total (IVA incluido)',
    paidWith: (method) => `Forma de pago: ${{ card: 'Tarjeta', wallet: 'Monedero (Google Pay)', bizum: 'Bizum', ritmitos: 'Ritmitos' }[method]}`,
    vatRate: (percent, base, vat) => `IVA ${percent} %: base imponible ${base}, cuota ${vat}`,
    attached: (invoice) => `Adjuntamos la factura ${invoice} en PDF.`,
    invoicesLink: 'Tus facturas también están en la app:',
  },
  en: {
    subject: (order, invoice) => `Your Ritmo Café receipt: order ${order}, invoice ${invoice}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    thanks: (order) => `Thank you for your order ${order}. Here is your receipt:`,
    pickup: (time) => (time ? `Pick-up at ${time}` : 'Pick-up: as soon as possible'),
    total: 'Total (VAT included)',
    paidWith: (method) => `Payment method: ${{ card: 'Card', wallet: 'Wallet (Google Pay)', bizum: 'Bizum', ritmitos: 'Ritmitos' }[method]}`,
    vatRate: (percent, base, vat) => `VAT ${percent}%: net ${base}, VAT ${vat}`,
    attached: (invoice) => `The invoice ${invoice} is attached as a PDF.`,
    invoicesLink: 'Your invoices are in the app too:',
  },
  ca: {
    subject: (order, invoice) => `El teu rebut de Ritmo Café: comanda ${order}, factura ${invoice}`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    thanks: (order) => `Gràcies per la teua comanda ${order}. Este és el teu rebut:`,
    pickup: (time) => (time ? `Recollida a les ${time}` : 'Recollida: com més prompte millor'),
    total: 'Total (IVA inclòs)',
    paidWith: (method) => `Forma de pagament: ${{ card: 'Targeta', wallet: 'Moneder (Google Pay)', bizum: 'Bizum', ritmitos: 'Ritmitos' }[method]}`,
    vatRate: (percent, base, vat) => `IVA ${percent} %: base imposable ${base}, quota ${vat}`,
    attached: (invoice) => `Adjuntem la factura ${invoice} en PDF.`,
    invoicesLink: 'Les teues factures també estan en l’aplicació:',
  },
};

/** The attachment's name, as the app names its download. */
export const receiptFileName = (invoiceNumber: string) => `invoice-${invoiceNumber}.pdf`;

type Receipt = { to: string; name: string; language: Language; kind: 'pickup' | 'delivery'; invoice: Invoice; pdf: Buffer };

function receiptMessage({ to, name, language, kind, invoice, pdf }: Receipt, publicUrl: string): OutgoingMail {
  const t = TEXTS[language];
  // The invoice's pick-up time is already on the shop's clock (its time zone).
  const pickup = kind === 'pickup' ? [t.pickup(invoice.pickupTime ?? null)] : [];
  const lines = invoice.products.map((line) => ({ text: `${line.quantity} × ${line.description}`, amount: formatCartPrice(line.total, language) }));
  const total = formatCartPrice(invoice.totalPrice, language);
  // The invoice's own VAT breakdown, as its PDF prints it.
  const vatRates = (invoiceVatRates(invoice) ?? []).map((rate) =>
    t.vatRate(String(rate.percent), formatCartPrice(rate.base, language), formatCartPrice(rate.vat, language)),
  );
  const method = invoice.paymentTypeId === undefined ? null : shownPaymentMethod(invoice.paymentTypeId, invoice.totalPrice);
  const paidWith = method ? [t.paidWith(method)] : [];
  const link = `${publicUrl}/#/user/invoices`;
  const text = [
    t.greeting(name),
    '',
    t.thanks(invoice.orderCode),
    ...pickup,
    '',
    ...lines.map((line) => `  ${line.text}  ${line.amount}`),
    `  ${t.total}: ${total}`,
    ...vatRates.map((rate) => `  ${rate}`),
    ...paidWith,
    '',
    t.attached(invoice.invoiceNumber),
    t.invoicesLink,
    link,
    '',
  ].join('\n');
  const rows = lines.map((line) => `<tr><td>${escapeHtml(line.text)}</td><td style="text-align: right">${escapeHtml(line.amount)}</td></tr>`).join('\n');
  const html = `<!doctype html>
<html lang="${DOCUMENT_LANGUAGE_TAGS[language]}"><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.thanks(invoice.orderCode))}</p>
${pickup.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`).join('\n')}
<table style="border-collapse: collapse">
${rows}
<tr><th style="text-align: left">${escapeHtml(t.total)}</th><th style="text-align: right">${escapeHtml(total)}</th></tr>
${vatRates.map((rate) => `<tr><td colspan="2">${escapeHtml(rate)}</td></tr>`).join('\n')}
</table>
${paidWith.map((line) => `<p data-payment-method="${method}">${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(t.attached(invoice.invoiceNumber))}</p>
<p>${escapeHtml(t.invoicesLink)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
</body></html>`;
  return {
    to,
    subject: t.subject(invoice.orderCode, invoice.invoiceNumber),
    text,
    html,
    code: null,
    link,
    attachments: [{ filename: receiptFileName(invoice.invoiceNumber), contentType: 'application/pdf', content: pdf }],
  };
}

/** A receipt sent again: the invoice it attaches (the order's first by default) and another address. */
export interface ReceiptChoice {
  to?: string | undefined;
  invoiceNumber?: string | undefined;
}

/**
 * The receipt of a paid order (pick-up or delivery), to the customer's e-mail in the language the order
 * was placed in, with the invoice PDF attached. Throws when the order has no invoice (not paid).
 */
export async function receiptMail(
  db: Database,
  orderId: number,
  publicUrl: string,
  environment: VerifactuEnvironment,
  choice: ReceiptChoice = {},
): Promise<OutgoingMail> {
  const [order] = await db
    .select({ language: orders.language, kind: orders.kind, email: customers.email, name: customers.name, customerId: orders.customerId })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`Receipt of order ${orderId}: no such order`);
  const language = v.is(LanguageSchema, order.language) ? order.language : 'es';
  const found = choice.invoiceNumber
    ? await invoiceWithNumberAndZone(db, order.customerId, choice.invoiceNumber, language, environment)
    : await invoiceOfOrder(db, orderId, language, environment);
  if (!found) throw new Error(`Receipt of order ${orderId}: the order has no invoice ${choice.invoiceNumber ?? ''}`.trim());
  const pdf = receiptPdf(found.invoice, language, found.timeZone);
  return receiptMessage({ to: choice.to ?? order.email, name: order.name, language, kind: order.kind, invoice: found.invoice, pdf }, publicUrl);
}
