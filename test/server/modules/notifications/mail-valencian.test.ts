import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../src/api/contract';
import { orders } from '../../../../server/platform/db/schema';
import { appBundle } from '../../../../server/platform/i18n/appBundle';
import { signInMail } from '../../../../server/modules/notifications/mail/signInMail';
import { backends } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { gatewayFields, notificationForm } from '../../support/gatewayNotification';
import { mailsTo, mailTestBed, type MailTestBed } from '../../support/mailBed';
import { readMail } from '../../support/mimeMessage';
import { cartLine, orderBody, postOrder } from '../../support/orderBed';
import { pdfStrings } from '../../support/pdfText';

describe.each(backends)('e-mails and PDFs in Valencian on $name', (backend) => {
  let bed: MailTestBed;
  let pere: TestCustomer;

  beforeAll(async () => {
    bed = await mailTestBed(backend);
    pere = await createCustomer(bed.db, 'pere.valencia@example.com', { name: 'Pere', phone: '600000091' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('mails the receipt of an order placed in Valencian in Valencian, its PDF with the Valencian labels', async () => {
    const body = await orderBody(bed.db, pere.id, [await cartLine(bed.db, 'P1001', 2)]);
    const order = dataOf('orderCreate', await postOrder(bed.app, pere, body, undefined, undefined, 'ca')).order;
    const [row] = await bed.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.language).toBe('ca');
    const seen = bed.smtp.messages.length;
    const answer = await bed.app.request('/api/payments/redsys/notification', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: notificationForm(gatewayFields(row!.gatewayOrderNumber, Math.round(Number(row!.totalPrice) * 100))),
    });
    expect(answer.status).toBe(200);
    await bed.smtp.nextMessage(seen);

    const invoices = dataOf('invoices', await call(bed.app, 'GET', '/api/customer/invoices', pere.auth, undefined, { 'X-Language': 'ca' }));
    const invoice = invoices.find((each: Invoice) => each.orderId === order.orderId)!;
    const [caught] = mailsTo(bed.smtp, pere.email);
    const mail = readMail(caught!.raw);
    expect(mail.subject).toBe(`El teu rebut de Ritmo Café: comanda ${order.orderCode}, factura ${invoice.invoiceNumber}`);
    expect(mail.text).toContain('Hola, Pere:');
    expect(mail.text).toContain(`Gràcies per la teua comanda ${order.orderCode}. Este és el teu rebut:`);
    expect(mail.text).toContain('Total (IVA inclòs)');
    expect(mail.html).toContain('<html lang="ca-ES-valencia">');

    const drawn = pdfStrings(mail.attachments[0]!.content);
    const labels = appBundle('ca', 'invoices') as Record<string, string>;
    expect(drawn).toContain(labels.grandTotal);
    expect(drawn).toContain(`${labels.invoiceNumber!.replace('{{number}}', invoice.invoiceNumber)}`);
  });

  it('writes the sign-in e-mail in Valencian', () => {
    const mail = signInMail({ to: 'pere@example.com', language: 'ca', code: '123456', link: 'https://ritmo.test/#/login', codeMinutes: 10, linkMinutes: 15 });
    expect(mail.subject).toBe('El teu codi d’accés a Ritmo Café');
    expect(mail.text).toContain('El codi val 10 minuts i l’enllaç 15 minuts; cadascun servix una sola vegada.');
    expect(mail.html).toContain('lang="ca-ES-valencia"');
  });

  it('merges Valencian app texts over Spanish ones for server-made documents', () => {
    const spanish = appBundle('es', 'invoices');
    const valencian = appBundle('ca', 'invoices');
    expect(Object.keys(valencian).sort()).toEqual(Object.keys(spanish).sort());
    for (const value of Object.values(valencian)) expect(value).not.toBe('');
  });
});
