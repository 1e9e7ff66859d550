import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { LanguageSchema, type Language } from '../../../../src/api/contract';
import { formatCartPrice } from '../../../../src/domain/pricing/money';
import { localized } from '../../../../src/domain/text/localized';
import type { Database } from '../../../platform/db/connect';
import { customers, invoices, orderLines, orderRefunds, orders } from '../../../platform/db/schema';
import { escapeHtml, type OutgoingMail } from '../mail/message';
import { DOCUMENT_LANGUAGE_TAGS } from '../../../../src/domain/text/language';

interface RefundTexts {
  refundSubject: (orderCode: string) => string;
  cancelSubject: (orderCode: string) => string;
  greeting: (name: string) => string;
  refunded: (orderCode: string) => string;
  cancelled: (orderCode: string) => string;
  transport: string;
  amount: (amount: string) => string;
  ritmitos: (count: number) => string;
  reason: (reason: string) => string;
  correction: (invoiceNumber: string) => string;
  timing: string;
  invoicesLink: string;
}

const TEXTS: Record<Language, RefundTexts> = {
  es: {
    refundSubject: (order) => `Ritmo Café: te hemos devuelto parte o todo tu pedido ${order}`,
    cancelSubject: (order) => `Ritmo Café: la tienda ha cancelado tu pedido ${order}`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    refunded: (order) => `Te hemos devuelto lo siguiente de tu pedido ${order}:`,
    cancelled: (order) => `La tienda ha cancelado tu pedido ${order} y te lo devuelve todo. Sentimos las molestias.`,
    transport: 'Envío a domicilio',
    amount: (amount) => `Importe devuelto: ${amount}`,
    ritmitos: (count) => `Ritmitos devueltos a tu saldo: ${count}`,
    reason: (reason) => `Motivo: ${reason}`,
    correction: (invoice) => `Factura rectificativa: ${invoice}`,
    timing: 'El dinero vuelve al mismo medio de pago; tu banco puede tardar unos días en mostrarlo.',
    invoicesLink: 'Tus facturas están en la app:',
  },
  en: {
    refundSubject: (order) => `Ritmo Café: we have refunded your order ${order}`,
    cancelSubject: (order) => `Ritmo Café: the shop cancelled your order ${order}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    refunded: (order) => `We have refunded the following of your order ${order}:`,
    cancelled: (order) => `The shop cancelled your order ${order} and gives everything back. We are sorry for the trouble.`,
    transport: 'Home delivery',
    amount: (amount) => `Amount refunded: ${amount}`,
    ritmitos: (count) => `Ritmitos back in your balance: ${count}`,
    reason: (reason) => `Reason: ${reason}`,
    correction: (invoice) => `Corrective invoice: ${invoice}`,
    timing: 'The money goes back to the same payment method; your bank may take a few days to show it.',
    invoicesLink: 'Your invoices are in the app:',
  },
  ca: {
    refundSubject: (order) => `Ritmo Café: t’hem retornat la teua comanda ${order} o una part`,
    cancelSubject: (order) => `Ritmo Café: la botiga ha cancel·lat la teua comanda ${order}`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    refunded: (order) => `T’hem retornat açò de la teua comanda ${order}:`,
    cancelled: (order) => `La botiga ha cancel·lat la teua comanda ${order} i te la retorna tota. Disculpa les molèsties.`,
    transport: 'Enviament a domicili',
    amount: (amount) => `Import retornat: ${amount}`,
    ritmitos: (count) => `Ritmitos retornats al teu saldo: ${count}`,
    reason: (reason) => `Motiu: ${reason}`,
    correction: (invoice) => `Factura rectificativa: ${invoice}`,
    timing: 'Els diners tornen al mateix mitjà de pagament; el teu banc pot tardar uns dies a mostrar-ho.',
    invoicesLink: 'Les teues factures estan en l’aplicació:',
  },
};

interface Notice {
  to: string;
  subject: string;
  language: Language;
  paragraphs: { before: string[]; lines: string[]; after: string[] };
}

function message({ to, subject, language, paragraphs }: Notice, publicUrl: string): OutgoingMail {
  const t = TEXTS[language];
  const link = `${publicUrl}/#/user/invoices`;
  const text = [...paragraphs.before, '', ...paragraphs.lines.map((line) => `  ${line}`), '', ...paragraphs.after, '', t.invoicesLink, link, ''].join('\n');
  const html = `<!doctype html>
<html lang="${DOCUMENT_LANGUAGE_TAGS[language]}"><body style="font-family: sans-serif; line-height: 1.5">
${paragraphs.before.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${paragraphs.lines.length > 0 ? `<ul>\n${paragraphs.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}\n</ul>` : ''}
${paragraphs.after.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(t.invoicesLink)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
</body></html>`;
  return { to, subject, text, html, code: null, link };
}

async function orderAndCustomer(db: Database, orderId: number) {
  const [row] = await db
    .select({
      orderCode: orders.orderCode,
      language: orders.language,
      email: customers.email,
      name: customers.name,
      totalPrice: orders.totalPrice,
      ritmitosUsed: orders.ritmitosUsed,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`Mail of order ${orderId}: no such order`);
  return { ...row, language: v.is(LanguageSchema, row.language) ? row.language : ('es' as Language) };
}

/**
 * The e-mail of a manager's refund, in the language the order was placed in: the lines and units that went
 * back, the money and ritmitos returned, the reason and the correcting invoice's number.
 */
export async function refundMail(db: Database, refundId: number, publicUrl: string): Promise<OutgoingMail> {
  const [refund] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!refund) throw new Error(`Refund mail ${refundId}: no such refund`);
  const order = await orderAndCustomer(db, refund.orderId);
  const t = TEXTS[order.language];
  const lines = await db.select({ title: orderLines.title }).from(orderLines).where(eq(orderLines.orderId, refund.orderId)).orderBy(orderLines.position);
  const [correction] = await db.select({ number: invoices.invoiceNumber }).from(invoices).where(eq(invoices.refundId, refundId));
  const refundedLines = refund.lines.map((line) => `${line.quantity} × ${lines[line.index] ? localized(lines[line.index]!.title, order.language) : ''}`);
  return message(
    {
      to: order.email,
      subject: t.refundSubject(order.orderCode),
      language: order.language,
      paragraphs: {
        before: [t.greeting(order.name), t.refunded(order.orderCode)],
        lines: refundedLines.length > 0 ? refundedLines : [t.transport],
        after: [
          t.amount(formatCartPrice(refund.moneyCents / 100, order.language)),
          ...(refund.ritmitosReturned > 0 ? [t.ritmitos(refund.ritmitosReturned)] : []),
          t.reason(refund.reason),
          ...(correction ? [t.correction(correction.number)] : []),
          ...(refund.moneyCents > 0 ? [t.timing] : []),
        ],
      },
    },
    publicUrl,
  );
}

/** The e-mail of a paid order the shop cancelled: everything goes back, with the correction's number. */
export async function shopCancelMail(db: Database, orderId: number, publicUrl: string): Promise<OutgoingMail> {
  const order = await orderAndCustomer(db, orderId);
  const t = TEXTS[order.language];
  const [correction] = await db
    .select({ number: invoices.invoiceNumber })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), inArray(invoices.invoiceType, ['R1', 'R5']), isNull(invoices.refundId)))
    .orderBy(desc(invoices.id))
    .limit(1);
  return message(
    {
      to: order.email,
      subject: t.cancelSubject(order.orderCode),
      language: order.language,
      paragraphs: {
        before: [t.greeting(order.name), t.cancelled(order.orderCode)],
        lines: [],
        after: [
          t.amount(formatCartPrice(order.totalPrice, order.language)),
          ...(order.ritmitosUsed > 0 ? [t.ritmitos(order.ritmitosUsed)] : []),
          ...(correction ? [t.correction(correction.number)] : []),
          ...(order.totalPrice > 0 ? [t.timing] : []),
        ],
      },
    },
    publicUrl,
  );
}
