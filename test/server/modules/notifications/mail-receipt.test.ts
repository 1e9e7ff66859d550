import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../src/api/contract';
import { formatCartPrice } from '../../../../src/domain/pricing/money';
import { PAYMENT_TYPE, type PaymentTypeId } from '../../../../src/domain/pricing/paymentMethods';
import { createApp } from '../../../../server/app';
import { ephemeralConfig } from '../../../../server/platform/config/config';
import { mailQueue, orders } from '../../../../server/platform/db/schema';
import { claimDueMails, CLAIM_LEASE_MS, retryDelayMs } from '../../../../server/modules/notifications/mail/mailQueue';
import { cutDescription } from '../../../../workers/invoiceTicket';
import { backends, memoryLogger } from '../../harness';
import { call, createCustomer, dataOf, TEST_SECRET, type TestCustomer } from '../../support/customers';
import { addAddress, deliveryBody, deliveryLine, postDeliveryOrder } from '../../support/deliveryBed';
import { gatewayFields, notificationForm } from '../../support/gatewayNotification';
import { mailsTo, mailTestBed, type MailTestBed } from '../../support/mailBed';
import { readMail } from '../../support/mimeMessage';
import { cartLine, orderBody, postOrder } from '../../support/orderBed';
import { pdfStrings } from '../../support/pdfText';

describe.each(backends)('receipt e-mail of a paid order on $name', (backend) => {
  let bed: MailTestBed;
  let ana: TestCustomer;

  const notifyPaid = async (app: MailTestBed['app'], orderId: number) => {
    const [row] = await bed.db.select().from(orders).where(eq(orders.id, orderId));
    const form = notificationForm(gatewayFields(row!.gatewayOrderNumber, Math.round(Number(row!.totalPrice) * 100)));
    const answer = await app.request('/api/payments/redsys/notification', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(answer.status).toBe(200);
    return form;
  };
  const pickupOrder = async (language: 'es' | 'en', paymentTypeId: PaymentTypeId = PAYMENT_TYPE.card) => {
    const body = await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1005', 1), await cartLine(bed.db, 'P1001', 2)], { paymentTypeId });
    return dataOf('orderCreate', await postOrder(bed.app, ana, body, undefined, undefined, language)).order;
  };
  const invoiceOf = async (orderId: number, language: 'es' | 'en'): Promise<Invoice> => {
    const invoices = dataOf('invoices', await call(bed.app, 'GET', '/api/customer/invoices', ana.auth, undefined, { 'X-Language': language }));
    return invoices.find((invoice) => invoice.orderId === orderId)!;
  };
  /** The app without a mail sender: paid orders' receipts wait in the queue until a test drains it. */
  const appWithoutWakeUps = () =>
    createApp({ db: bed.db, logger: memoryLogger().logger, config: ephemeralConfig({ jwtSecret: TEST_SECRET }), now: () => bed.clock.now });
  const receiptsFor = (invoice: Invoice) => mailsTo(bed.smtp, ana.email).filter((message) => readMail(message.raw).subject.includes(invoice.invoiceNumber));

  beforeAll(async () => {
    bed = await mailTestBed(backend);
    ana = await createCustomer(bed.db, 'ana.receipts@example.com', { name: 'Ana', phone: '600000031' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('mails the receipt of a card-paid order in Spanish with the invoice PDF, whose text has the invoice number and the lines', async () => {
    const order = await pickupOrder('es');
    const seen = bed.smtp.messages.length;
    const form = await notifyPaid(bed.app, order.orderId);
    // No drain here: the app wakes the sender once the payment has committed.
    await bed.smtp.nextMessage(seen);

    const invoice = await invoiceOf(order.orderId, 'es');
    const [caught] = receiptsFor(invoice);
    expect(caught!.to).toEqual([ana.email]);
    const mail = readMail(caught!.raw);
    expect(mail.subject).toBe(`Tu recibo de Ritmo Café: pedido ${order.orderCode}, factura ${invoice.invoiceNumber}`);
    expect(mail.text).toContain(`Gracias por tu pedido ${order.orderCode}.`);
    for (const line of invoice.products) expect(mail.text).toContain(`${line.quantity} × ${line.description}`);

    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf!.filename).toBe(`invoice-${invoice.invoiceNumber}.pdf`);
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const drawn = pdfStrings(pdf!.content);
    expect(drawn).toContain(`Factura ${invoice.invoiceNumber}`);
    expect(drawn).toContain('Fecha: 17/06/2026');
    for (const line of invoice.products) expect(drawn).toContain(cutDescription(line.description));
    expect(drawn).toContain('Total (IVA incluido)');

    // The gateway repeats its notification: still one receipt.
    await bed.app.request('/api/payments/redsys/notification', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    await bed.sender.drain();
    expect(receiptsFor(invoice)).toHaveLength(1);
  });

  it('says when to pick the order up, on the shop clock, or as soon as possible, in both languages', async () => {
    const scheduled = await pickupOrder('es');
    // 10:30 UTC on the test day is 12:30 in Valencia (summer time).
    await bed.db
      .update(orders)
      .set({ pickupAt: new Date('2026-06-17T10:30:00.000Z') })
      .where(eq(orders.id, scheduled.orderId));
    const asap = await pickupOrder('en');
    await notifyPaid(bed.app, scheduled.orderId);
    await notifyPaid(bed.app, asap.orderId);
    await bed.sender.drain();

    const spanish = readMail(receiptsFor(await invoiceOf(scheduled.orderId, 'es'))[0]!.raw);
    expect(spanish.text).toContain('Recogida a las 12:30');
    expect(spanish.html).toContain('Recogida a las 12:30');
    const english = readMail(receiptsFor(await invoiceOf(asap.orderId, 'en'))[0]!.raw);
    expect(english.text).toContain('Pick-up: as soon as possible');
    expect(english.html).toContain('Pick-up: as soon as possible');
  });

  it('a 7,90 € order at 10 % (4 × 1,60 € + 1,50 €) is 7,18 € + 0,72 € in the invoice answer, the receipt e-mail and its PDF', async () => {
    const body = await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1002', 4), await cartLine(bed.db, 'P3001', 1)]);
    const order = dataOf('orderCreate', await postOrder(bed.app, ana, body, undefined, undefined, 'es')).order;
    expect(order).toMatchObject({ totalPrice: 7.9, totalPriceNet: 7.18, totalPriceVat: 0.72 });
    await notifyPaid(bed.app, order.orderId);
    await bed.sender.drain();

    const invoice = await invoiceOf(order.orderId, 'es');
    expect(invoice).toMatchObject({ totalPrice: 7.9, totalPriceNet: 7.18, totalPriceVat: 0.72 });
    expect(invoice.vatRates).toEqual([{ vatTypeId: 2, percent: 10, base: 7.18, vat: 0.72, gross: 7.9 }]);

    const mail = readMail(receiptsFor(invoice)[0]!.raw);
    const euros = (n: number) => formatCartPrice(n, 'es');
    expect(mail.text).toContain(`Total (IVA incluido): ${euros(7.9)}`);
    expect(mail.text).toContain(`IVA 10 %: base imponible ${euros(7.18)}, cuota ${euros(0.72)}`);
    expect(mail.html).toContain(`IVA 10 %: base imponible ${euros(7.18)}, cuota ${euros(0.72)}`);

    const drawn = pdfStrings(mail.attachments[0]!.content);
    // The VAT table's row (rate, base, VAT) and the totals (base, VAT, total), each label followed by its figure.
    const rowAt = drawn.indexOf('10 %');
    expect(drawn.slice(rowAt, rowAt + 3)).toEqual(['10 %', euros(7.18), euros(0.72)]);
    const netAt = drawn.lastIndexOf('Base imponible');
    expect(drawn.slice(netAt, netAt + 6)).toEqual(['Base imponible', euros(7.18), 'IVA', euros(0.72), 'Total (IVA incluido)', euros(7.9)]);
    expect(drawn).not.toContain(euros(7.16));
    expect(drawn).not.toContain(euros(0.74));
  });

  it('mails an English receipt of a delivery order, its transport on the invoice', async () => {
    const home = await addAddress(bed.db, ana);
    const body = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P5001', 1)], home);
    const order = dataOf('deliveryOrderCreate', await postDeliveryOrder(bed.app, ana, body)).order;
    await notifyPaid(bed.app, order.orderId);
    await bed.sender.drain();

    const invoice = await invoiceOf(order.orderId, 'en');
    const [caught] = receiptsFor(invoice);
    const mail = readMail(caught!.raw);
    expect(mail.subject).toBe(`Your Ritmo Café receipt: order ${order.orderCode}, invoice ${invoice.invoiceNumber}`);
    expect(mail.text).not.toContain('Pick-up');
    const drawn = pdfStrings(mail.attachments[0]!.content);
    expect(drawn).toContain(`Invoice ${invoice.invoiceNumber}`);
    for (const line of invoice.products) expect(drawn).toContain(cutDescription(line.description));
    expect(drawn).toContain('Home delivery');
    // The transport is taxed at 21 %, apart from the coffee's 10 %.
    const transport = invoice.products.at(-1)!;
    expect(transport.total).toBeGreaterThan(0);
    expect(transport.vatTypeId).toBe(1);
    expect(invoice.vatRates?.map((rate) => [rate.percent, rate.gross])).toEqual([
      [10, 9.9],
      [21, transport.total],
    ]);
  });

  it('mails the receipt of a wallet payment', async () => {
    const order = await pickupOrder('en', PAYMENT_TYPE.wallet);
    const wallet = { paymentInfo: JSON.stringify({ paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token: 'SANDBOX-OK' } } }) };
    dataOf('orderWalletPay', await call(bed.app, 'POST', `/api/customer/orders/${order.orderId}/gpay`, ana.auth, wallet, { 'X-Language': 'en' }));
    await bed.sender.drain();
    const invoice = await invoiceOf(order.orderId, 'en');
    expect(receiptsFor(invoice)).toHaveLength(1);
    expect(pdfStrings(readMail(receiptsFor(invoice)[0]!.raw).attachments[0]!.content)).toContain(`Invoice ${invoice.invoiceNumber}`);
  });

  it('pays even when the mail server is down; the receipt waits and is sent once when it is back', async () => {
    const down = bed.senderThrough('smtp://127.0.0.1:1');
    const appMailingNowhere = createApp({
      db: bed.db,
      logger: memoryLogger().logger,
      config: ephemeralConfig({ jwtSecret: TEST_SECRET }),
      now: () => bed.clock.now,
      mailSender: down,
    });
    const order = await pickupOrder('es');
    await notifyPaid(appMailingNowhere, order.orderId);
    await down.drain();

    const [paid] = await bed.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(paid!.paymentStatusId).toBe(11001);
    const [waiting] = await bed.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.key, `receipt:${order.orderId}`));
    expect(waiting).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting!.nextAttemptAt.getTime()).toBe(bed.clock.now.getTime() + retryDelayMs(1));
    const invoice = await invoiceOf(order.orderId, 'es');
    expect(receiptsFor(invoice)).toHaveLength(0);

    // Not due yet: the working sender leaves it alone; once due, it sends it, once.
    await bed.sender.drain();
    expect(receiptsFor(invoice)).toHaveLength(0);
    bed.clock.now = new Date(bed.clock.now.getTime() + retryDelayMs(1));
    expect(await bed.sender.drain()).toBe(1);
    expect(await bed.sender.drain()).toBe(0);
    expect(receiptsFor(invoice)).toHaveLength(1);
    const [sent] = await bed.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.key, `receipt:${order.orderId}`));
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent!.sentAt).not.toBeNull();
  });

  it('two senders on one queue (two processes) send each receipt once', async () => {
    const second = bed.senderThrough(bed.smtp.url);
    const paidOrders = [];
    for (let i = 0; i < 4; i += 1) {
      const order = await pickupOrder('es');
      await notifyPaid(appWithoutWakeUps(), order.orderId);
      paidOrders.push(order);
    }
    const sent = await Promise.all([bed.sender.drain(), second.drain()]);
    expect(sent[0] + sent[1]).toBe(4);
    for (const order of paidOrders) expect(receiptsFor(await invoiceOf(order.orderId, 'es'))).toHaveLength(1);
    await second.stop();
  });

  it('a receipt claimed by a process that died is sent again once its lease is over, not before', async () => {
    const order = await pickupOrder('en');
    await notifyPaid(appWithoutWakeUps(), order.orderId);
    // The other process claimed it and stopped before sending.
    expect(await claimDueMails(bed.db, bed.clock.now, 10)).toHaveLength(1);
    expect(await bed.sender.drain()).toBe(0);
    bed.clock.now = new Date(bed.clock.now.getTime() + CLAIM_LEASE_MS);
    expect(await bed.sender.drain()).toBe(1);
    expect(receiptsFor(await invoiceOf(order.orderId, 'en'))).toHaveLength(1);
  });
});
