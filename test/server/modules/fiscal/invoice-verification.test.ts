import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID } from '../../support/paidSettings';
import type { Invoice } from '../../../../src/api/contract';
import { createApp } from '../../../../server/app';
import { ephemeralConfig } from '../../../../server/platform/config/config';
import { invoices } from '../../../../server/platform/db/schema';
import { issueInvoice } from '../../../../server/modules/orders/invoiceNumbers';
import { invoiceOfOrder } from '../../../../server/modules/orders/invoices';
import { receiptPdf } from '../../../../server/modules/orders/receiptPdf';
import { markOrderPaid } from '../../../../server/modules/orders/paymentState';
import { backends, memoryLogger } from '../../harness';
import { call, createCustomer, dataOf, TEST_SECRET, type TestCustomer } from '../../support/customers';
import { pdfQrCode } from '../../support/pdfQr';
import { pdfStrings } from '../../support/pdfText';
import { cartLine, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from '../../support/orderBed';

/** Paid at 00:30 in Madrid on 18 June, still 17 June in UTC: the QR's date is the shop's calendar day. */
const PAID_JUST_AFTER_MIDNIGHT = new Date('2026-06-18T00:30:00+02:00');
const SHOP_NIF = 'B98765431';

describe.each(backends)('the verification URL and types of invoice answers on $name', (backend) => {
  let bed: OrdersTestBed;
  let eva: TestCustomer;
  const invoicesOf = async (app = bed.app): Promise<Invoice[]> =>
    dataOf('invoices', await call(app, 'GET', '/api/customer/invoices', eva.auth, undefined, { 'X-Language': 'es' }));
  /** 2 × café con leche at 1,60 € = 3,20 €, paid just after midnight. */
  const paidOrder = async () => {
    const body = await orderBody(bed.db, eva.id, [await cartLine(bed.db, 'P1002', 2)]);
    const { order } = dataOf('orderCreate', await postOrder(bed.app, eva, body));
    await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, PAID_JUST_AFTER_MIDNIGHT, PAID));
    return order;
  };

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    eva = await createCustomer(bed.db, 'eva@example.com', { name: 'Eva', phone: '600000009' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it("an F2 ticket names the shop's NIF, its number, the shop's calendar day and its total on the agency's test site", async () => {
    const order = await paidOrder();
    expect(order.totalPrice).toBe(3.2);
    const invoice = (await invoicesOf()).find((one) => one.orderId === order.orderId)!;
    expect(invoice.invoiceType).toBe('F2');
    expect(invoice).not.toHaveProperty('recipient');
    expect(invoice).not.toHaveProperty('relatedInvoiceNumber');
    expect(invoice.verificationUrl).toBe(
      `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=${SHOP_NIF}&numserie=${invoice.invoiceNumber}&fecha=18-06-2026&importe=3.20`,
    );
  });

  it('names the production site when the server is configured for it', async () => {
    const order = await paidOrder();
    const production = createApp({
      db: bed.db,
      logger: memoryLogger().logger,
      config: ephemeralConfig({ jwtSecret: TEST_SECRET, verifactu: { ...ephemeralConfig().verifactu, environment: 'production' } }),
      now: () => bed.clock.now,
    });
    const invoice = (await invoicesOf(production)).find((one) => one.orderId === order.orderId)!;
    expect(invoice.verificationUrl).toMatch(
      /^https:\/\/www2\.agenciatributaria\.gob\.es\/wlpl\/TIKE-CONT\/ValidarQR\?nif=B98765431&numserie=F2026-\d{6}&fecha=18-06-2026&importe=3\.20$/,
    );
  });

  it('lists each invoice of an order: the ticket, the full invoice replacing it, and an R5 correction with the amounts negated', async () => {
    const order = await paidOrder();
    const ticket = (await invoicesOf()).find((one) => one.orderId === order.orderId)!;
    const recipient = { taxId: 'B12345674', name: 'Talleres Eva S.L.', address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid' };
    const replaced = await bed.db.transaction(async (tx) => {
      const [row] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.invoiceNumber, ticket.invoiceNumber));
      const full = await issueInvoice(
        tx,
        { orderId: order.orderId, customerId: eva.id, type: 'F3', recipient, relatedInvoiceId: row!.id },
        new Date('2026-06-19T12:00:00+02:00'),
        PAID.issuer,
      );
      const correction = await issueInvoice(
        tx,
        { orderId: order.orderId, customerId: eva.id, type: 'R5', relatedInvoiceId: row!.id },
        new Date('2026-06-20T12:00:00+02:00'),
        PAID.issuer,
      );
      return { full, correction };
    });

    const ofOrder = (await invoicesOf()).filter((one) => one.orderId === order.orderId);
    expect(ofOrder.map((one) => one.invoiceType)).toEqual(['R5', 'F3', 'F2']);
    const [r5, f3, f2] = ofOrder as [Invoice, Invoice, Invoice];

    expect(f3).toMatchObject({ invoiceNumber: replaced.full.invoiceNumber, recipient, relatedInvoiceNumber: ticket.invoiceNumber, totalPrice: 3.2 });
    expect(f3.verificationUrl).toBe(
      `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=${SHOP_NIF}&numserie=${f3.invoiceNumber}&fecha=19-06-2026&importe=3.20`,
    );

    expect(r5.invoiceNumber).toMatch(/^R2026-\d{6}$/);
    expect(r5).toMatchObject({
      relatedInvoiceNumber: ticket.invoiceNumber,
      totalPrice: -3.2,
      totalPriceNet: -f2.totalPriceNet,
      totalPriceVat: -f2.totalPriceVat,
      ritmitosLoyalty: 0,
    });
    expect(r5.products.map((line) => [line.quantity, line.price, line.total])).toEqual(f2.products.map((line) => [line.quantity, -line.price, -line.total]));
    expect(r5.vatRates).toEqual(f2.vatRates!.map((rate) => ({ ...rate, base: -rate.base, vat: -rate.vat, gross: -rate.gross })));
    expect(r5.verificationUrl).toBe(
      `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=${SHOP_NIF}&numserie=${r5.invoiceNumber}&fecha=20-06-2026&importe=-3.20`,
    );

    // The e-mailed receipt still attaches the ticket issued at payment, not the later ones.
    const receipt = await invoiceOfOrder(bed.db, order.orderId, 'es', 'test');
    expect(receipt?.invoice.invoiceNumber).toBe(ticket.invoiceNumber);
    expect(receipt?.invoice.invoiceType).toBe('F2');
    // Its PDF draws the ticket's QR and the legend.
    const pdf = receiptPdf(receipt!.invoice, 'es', receipt!.timeZone);
    expect(pdfQrCode(pdf)?.text).toBe(ticket.verificationUrl);
    expect(pdfStrings(pdf)).toEqual(expect.arrayContaining(['Factura simplificada', 'VERI*FACTU', 'Factura verificable en la sede electrónica de la AEAT']));
  });
});
