import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { HomeData, Invoice, Order, Product } from '../../../src/api/contract';
import { formatCartPrice } from '../../../src/domain/pricing/money';
import { apiCall, seedSessionToken } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, newPhoneContext, nextOpeningMoment, shiftedClock, trackPageErrors } from '../harness';
import { productShown } from '../shopping';

/** The strings drawn on a PDF's pages (Tj operands, unescaped), from its content streams, inflated when compressed. */
function pdfDrawnText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, raw.indexOf('endstream', start));
    try {
      streams.push(inflateSync(bytes).toString('latin1'));
    } catch {
      streams.push(bytes.toString('latin1'));
    }
  }
  return [...streams.join('\n').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1')).join('\n');
}

/** Money as the PDF's standard font encodes it (WinAnsi: the euro sign is byte 0x80). */
function pdfMoney(amount: number, language: 'es' | 'en'): string {
  return formatCartPrice(amount, language).replace('€', '\x80');
}

// A customer at the counter pays an order with goods at two VAT rates by card through the sandbox
// gateway, then keeps its invoice: the PDF must be a Spanish simplified invoice ("factura
// simplificada") with the VAT rate of each line, the unit prices and the total.
describe('the invoice PDF a customer keeps is a factura simplificada', () => {
  const openAt = nextOpeningMoment();
  const app = useE2eApp({ server: { now: shiftedClock(openAt) }, customer: { email: `carmen.vidal.${Date.now()}@example.com` } });
  let drink: Product;
  let good: Product;
  let invoice: Invoice;
  const pageErrors: string[][] = [];

  async function phone(language: 'es' | 'en'): Promise<Page> {
    const context = await newPhoneContext(app.browser, language === 'es' ? 'es-ES' : 'en-GB');
    app.closeAtEnd(context);
    await context.clock.install({ time: openAt });
    await seedSessionToken(context, app.server.url, app.token);
    await context.addCookies([
      { name: 'cookie_consent', value: openAt.toISOString(), url: app.server.url },
      { name: 'culture', value: language, url: app.server.url },
    ]);
    const page = await context.newPage();
    pageErrors.push(trackPageErrors(page));
    return page;
  }

  async function downloadedInvoiceText(page: Page): Promise<string> {
    await page.goto(`${app.server.url}/#/user/invoices`);
    await page.getByTestId('invoice-row').filter({ hasText: invoice.invoiceNumber }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return pdfDrawnText(pdf);
  }

  beforeAll(async () => {
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    const products = home.products.flatMap((group) => group.items);
    // Two lines at different VAT rates (2 = 10 % for drinks, 1 = 21 % for goods).
    drink = products.find((product) => product.vatType.id === 2 && !product.isOneGoods && product.stockCurrent > 10 && product.price >= 1)!;
    good = products.find((product) => product.vatType.id === 1 && product.stockCurrent > 5 && product.price !== drink.price)!;
  });

  it('pays two drinks and a good by card through the sandbox gateway', async () => {
    const page = await phone('es');
    for (const [product, quantity] of [
      [drink, 2],
      [good, 1],
    ] as const) {
      await page.goto(`${app.server.url}/#/va01/product/${product.slug}`);
      await productShown(page, product.slug);
      for (let count = 1; count < quantity; count += 1) await page.getByTestId('quantity-plus').click();
      await page.getByTestId('add-to-cart').click();
    }
    await page.goto(`${app.server.url}/#/cart`);
    await page.getByTestId('cart-line').nth(1).waitFor();
    await page.getByTestId('pay-card').click();
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/#\/pok/);
    const paid = async () => (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token))[0]!;
    await expect.poll(async () => (await paid()).paymentStatus.id, { timeout: 15_000 }).toBe(11001);
    const order = await paid();
    invoice = (await apiCall<Invoice[]>(app.server.url, 'GET', '/customer/invoices', app.token)).find((candidate) => candidate.orderId === order.orderId)!;
    expect(invoice).toBeDefined();
  });

  it('downloads a PDF titled "Factura simplificada" with each line\'s VAT rate, unit prices and the total', async () => {
    const page = await phone('es');
    const text = await downloadedInvoiceText(page);
    expect(text).toContain('Factura simplificada');
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain(`NIF: ${invoice.legal.vatNumber}`);
    expect(text).toContain(`2 × ${pdfMoney(drink.price, 'es')} · IVA 10 %`);
    expect(text).toContain(`1 × ${pdfMoney(good.price, 'es')} · IVA 21 %`);
    expect(text).toContain('Total (IVA incluido)');
    expect(text).toContain(pdfMoney(2 * drink.price + good.price, 'es'));
  });

  it('keeps the Spanish legal title with an English gloss when the app is in English', async () => {
    const page = await phone('en');
    const text = await downloadedInvoiceText(page);
    expect(text).toContain('Factura simplificada (Simplified invoice)');
    expect(text).toContain(`2 × ${pdfMoney(drink.price, 'en')} · VAT 10%`);
    expect(text).toContain(`1 × ${pdfMoney(good.price, 'en')} · VAT 21%`);
    expect(text).toContain('Total (VAT included)');
  });

  it('ran without uncaught page errors', () => {
    expect(pageErrors.flat()).toEqual([]);
  });
});
