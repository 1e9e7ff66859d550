import { eq } from 'drizzle-orm';
import { shopTimeZone } from '../../../../src/domain/schedule/shopTime';
import type { Database } from '../../../platform/db/connect';
import { customers, locations, orderLines, orders, orderWithdrawals } from '../../../platform/db/schema';
import { escapeHtml, type OutgoingMail } from '../mail/message';

type Lang3 = 'es' | 'en' | 'ca';

interface WithdrawalTexts {
  subject: (orderCode: string) => string;
  greeting: (name: string) => string;
  received: (orderCode: string, when: string) => string;
  reason: (reason: string) => string;
  howToReturn: string;
  returnTo: (name: string, address: string) => string;
  returnDeadline: string;
  refund: string;
  keep: string;
  ordersLink: string;
}

const TEXTS: Record<Lang3, WithdrawalTexts> = {
  es: {
    subject: (order) => `Ritmo Café: hemos recibido tu desistimiento del pedido ${order}`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    received: (order, when) => `El ${when} recibimos tu desistimiento del contrato del pedido ${order} por lo siguiente:`,
    reason: (reason) => `Motivo que nos indicaste: ${reason}`,
    howToReturn: 'Devuélvenos los productos, en su estado y con su embalaje, en un plazo de 14 días naturales desde esa fecha.',
    returnTo: (name, address) => `Envíalos o entrégalos a: ${name}, ${address}.`,
    returnDeadline: 'Los gastos directos de la devolución corren de tu cuenta, salvo que te indiquemos otra cosa.',
    refund:
      'Te devolveremos el importe de estos productos, por el mismo medio de pago, en un plazo de 14 días desde que recibamos los productos, y te enviaremos la factura rectificativa.',
    keep: 'Guarda este correo: es el justificante de tu desistimiento.',
    ordersLink: 'Tus pedidos están en la app:',
  },
  en: {
    subject: (order) => `Ritmo Café: we have received your withdrawal from order ${order}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    received: (order, when) => `On ${when} we received your withdrawal from the contract of order ${order} for the following:`,
    reason: (reason) => `The reason you gave: ${reason}`,
    howToReturn: 'Please send the goods back to us, as they are and in their packaging, within 14 calendar days of that date.',
    returnTo: (name, address) => `Send or hand them to: ${name}, ${address}.`,
    returnDeadline: 'The direct cost of returning them is yours unless we tell you otherwise.',
    refund:
      'We will refund what you paid for these goods, to the same payment method, within 14 days of receiving them back, and send you the corrective invoice.',
    keep: 'Keep this e-mail: it is the record of your withdrawal.',
    ordersLink: 'Your orders are in the app:',
  },
  ca: {
    subject: (order) => `Ritmo Café: hem rebut el teu desistiment de la comanda ${order}`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    received: (order, when) => `El ${when} vam rebre el teu desistiment del contracte de la comanda ${order} pel següent:`,
    reason: (reason) => `Motiu que ens vas indicar: ${reason}`,
    howToReturn: 'Torna’ns els productes, en el seu estat i amb el seu embalatge, en un termini de 14 dies naturals des d’eixa data.',
    returnTo: (name, address) => `Envia’ls o entrega’ls a: ${name}, ${address}.`,
    returnDeadline: 'Les despeses directes de la devolució van a càrrec teu, llevat que t’indiquem una altra cosa.',
    refund:
      'Et tornarem l’import d’estos productes, pel mateix mitjà de pagament, en un termini de 14 dies des que rebem els productes, i t’enviarem la factura rectificativa.',
    keep: 'Guarda este correu: és el justificant del teu desistiment.',
    ordersLink: 'Les teues comandes estan en l’aplicació:',
  },
};

const LOCALES: Record<Lang3, string> = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' };

function languageOf(stored: string): Lang3 {
  return stored === 'en' || stored === 'ca' ? stored : 'es';
}

/** The instant as the shop's clock and calendar say it, in words of the language. */
function dateText(instant: Date, language: Lang3, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(instant);
}

/**
 * The acknowledgement of a customer's withdrawal, on a durable medium: the e-mail itself holds everything
 * (the order, the lines and units, the day received, how and where to return the goods, when the refund comes).
 */
export async function withdrawalMail(db: Database, withdrawalId: number, publicUrl: string): Promise<OutgoingMail> {
  const [row] = await db
    .select({ withdrawal: orderWithdrawals, order: orders, email: customers.email, name: customers.name, legal: locations.legal, timeZone: locations.timeZone })
    .from(orderWithdrawals)
    .innerJoin(orders, eq(orders.id, orderWithdrawals.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(eq(orderWithdrawals.id, withdrawalId));
  if (!row) throw new Error(`Withdrawal mail ${withdrawalId}: no such withdrawal`);
  const language = languageOf(row.order.language);
  const t = TEXTS[language] ?? TEXTS.es;
  const titles = await db.select({ title: orderLines.title }).from(orderLines).where(eq(orderLines.orderId, row.order.id)).orderBy(orderLines.position);
  const titleOf = (index: number) => {
    const title = titles[index]?.title as Partial<Record<Lang3, string>> | undefined;
    return title?.[language] ?? title?.es ?? '';
  };
  const lines = row.withdrawal.lines.map((line) => `${line.quantity} × ${titleOf(line.index)}`);
  const address = [row.legal.address1, row.legal.address2].filter((part) => part.trim() !== '').join(', ');
  const before = [
    t.greeting(row.name),
    t.received(row.order.orderCode, dateText(row.withdrawal.createdAt, language, shopTimeZone({ timeZone: row.timeZone }))),
  ];
  const after = [
    ...(row.withdrawal.reason ? [t.reason(row.withdrawal.reason)] : []),
    t.howToReturn,
    t.returnTo(row.legal.name, address),
    t.returnDeadline,
    t.refund,
    t.keep,
  ];
  const link = `${publicUrl}/#/user/deliver_orders`;
  const text = [...before, '', ...lines.map((line) => `  ${line}`), '', ...after, '', t.ordersLink, link, ''].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">
${before.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<ul>
${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
${after.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(t.ordersLink)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
</body></html>`;
  return { to: row.email, subject: t.subject(row.order.orderCode), text, html, code: null, link };
}
