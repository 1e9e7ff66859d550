import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { HomeData, Invoice, Loyalty, Order, Product, ProductExtra, ProductExtrasDic } from '../../../src/api/contract';
import { seedSessionToken } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, newPhoneContext, nextOpeningMoment, shiftedClock, trackPageErrors } from '../harness';
import { addToCart as addToCartOnPage, payInSandbox, type SandboxDecision } from '../shopping';

// A signed-in customer orders for pick-up: pays by card through the sandbox gateway, earns ritmitos,
// spends them on a line with extras, follows the order to Prepared, downloads the invoice PDF, and goes
// through a failed payment. Server and browser clocks run from an opening hour of the shop.
describe('pick-up order journey in Chromium', () => {
  const openAt = nextOpeningMoment();
  const email = `marta.lopez.${Date.now()}@example.com`;
  const app = useE2eApp({ server: { now: shiftedClock(openAt), fulfilmentStepSeconds: 1 } });
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let token: string;
  let home: HomeData;
  let extras: ProductExtra[];

  async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
    const response = await fetch(`${app.server.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}`, 'X-Language': 'es' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { data: T };
    return { status: response.status, data: answer.data };
  }

  beforeAll(async () => {
    home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    extras = (await apiGet<ProductExtrasDic>(app.server.url, '/customer/common/dic-product-extras/dic')).list;
    // Sign in through the real calls: login-start, the code from the demo outbox, login-end.
    await fetch(`${app.server.url}/api/customer/login-start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const outbox = (await (await fetch(`${app.server.url}/api/dev/outbox`)).json()) as { data: { to: string; code: string }[] };
    const code = outbox.data.find((mail) => mail.to === email)!.code;
    const end = (await (
      await fetch(`${app.server.url}/api/customer/login-end`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, code }),
      })
    ).json()) as { data: { token: string } };
    token = end.data.token;

    context = app.closeAtEnd(await newPhoneContext(app.browser));
    await context.clock.install({ time: openAt });
    await seedSessionToken(context, app.server.url, token);
    await context.addCookies([{ name: 'cookie_consent', value: openAt.toISOString(), url: app.server.url }]);
    page = await context.newPage();
    errors = trackPageErrors(page);
  });

  const products = () => home.products.flatMap((group) => group.items);

  /** The text drawn on a PDF's pages: its content streams, inflated when Flate-compressed. */
  function pdfPageText(pdf: Buffer): string {
    const raw = pdf.toString('latin1');
    const texts: string[] = [];
    for (const match of raw.matchAll(/stream\r?\n/g)) {
      const start = match.index + match[0].length;
      const end = raw.indexOf('endstream', start);
      const bytes = pdf.subarray(start, end);
      try {
        texts.push(inflateSync(bytes).toString('latin1'));
      } catch {
        texts.push(bytes.toString('latin1'));
      }
    }
    return texts.join('\n');
  }

  /** A product with a priced bool extra (its label and price) to exercise extras in the cart. */
  function productWithPricedExtra(): { product: Product; label: string; extraPrice: number } {
    for (const product of products()) {
      for (const extraId of product.extras) {
        const extra = extras.find((candidate) => candidate.id === extraId);
        const price = extra ? (product.extrasPrice[extra.extra.value]?.price ?? 0) : 0;
        if (extra?.extraType === 'bool' && price > 0) return { product, label: extra.conf.titles.es, extraPrice: price };
      }
    }
    throw new Error('No product with a priced bool extra in the demo data');
  }

  const addToCart = (product: Product, quantity: number, extraLabel?: string) =>
    addToCartOnPage(page, app.server.url, product, { quantity, ...(extraLabel ? { extraLabel } : {}) });

  async function payByCardInSandbox(decision: SandboxDecision) {
    await page.goto(`${app.server.url}/#/cart`);
    await payInSandbox(page, decision);
  }

  async function latestOrder(): Promise<Order> {
    const { data } = await api<Order[]>('GET', '/customer/orders');
    return data[0]!;
  }

  it('pays a first order by card through the sandbox gateway and earns ritmitos', async () => {
    const drink = products().find((product) => !product.isOneGoods && product.stockCurrent > 50 && product.price >= 2)!;
    const quantity = Math.ceil(40 / drink.price);
    await addToCart(drink, quantity);
    await page.goto(`${app.server.url}/#/cart`);
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('cart-wait').textContent()).toMatch(/15/);
    await payByCardInSandbox('sandbox-pay');
    await page.waitForURL(/#\/pok/);
    await page.getByTestId('pok-continue').click();
    await page.waitForURL(/#\/user_orders/);
    await page.getByTestId('order-card').first().waitFor();
    await expect.poll(async () => (await latestOrder()).paymentStatus.id, { timeout: 15_000 }).toBe(11001);
    const loyalty = await api<Loyalty>('GET', '/customer/loyalty');
    expect(loyalty.data.ritmitosAvailable).toBeGreaterThanOrEqual(200);
  });

  it('spends ritmitos on a line with extras and pays the rest by card', async () => {
    const { product, label, extraPrice } = productWithPricedExtra();
    // Ritmitos pay lines in cart order: the first line (with its extra) is covered, the second is paid in money.
    await addToCart(product, 1, label);
    const paidInMoney = products().find((candidate) => candidate.productCode !== product.productCode && candidate.price >= 1 && !candidate.isOneGoods)!;
    await addToCart(paidInMoney, 1);
    await page.goto(`${app.server.url}/#/cart`);
    await page.getByTestId('cart-line').first().waitFor();
    const before = await page.getByTestId('cart-total').textContent();
    await page.getByTestId('cart-use-ritmitos').check();
    await expect.poll(() => page.getByTestId('cart-total').textContent()).not.toBe(before);
    await payByCardInSandbox('sandbox-pay');
    await page.waitForURL(/#\/pok/);
    const order = await latestOrder();
    expect(order.ritmitosUsed).toBe(Math.trunc((product.price + extraPrice) * 100));
  });

  it('shows the order with its QR code and follows it until Prepared', async () => {
    const order = await latestOrder();
    await page.goto(`${app.server.url}/#/order/${order.orderId}`);
    await page.getByTestId('order-qr').waitFor();
    await expect.poll(async () => (await latestOrder()).orderStatus.id, { timeout: 30_000 }).toBe(62003);
    await page.goto(`${app.server.url}/#/user_orders`);
    await page.getByTestId('order-card').first().waitFor();
  });

  it('downloads the invoice as a PDF with its lines', async () => {
    const order = await latestOrder();
    const { data: invoices } = await api<Invoice[]>('GET', '/customer/invoices');
    const invoice = invoices.find((candidate) => candidate.orderId === order.orderId)!;
    await page.goto(`${app.server.url}/#/user/invoices`);
    await page.getByTestId('invoice-row').filter({ hasText: invoice.invoiceNumber }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfPageText(pdf);
    expect(text).toContain(invoice.invoiceNumber);
    for (const line of order.products) expect(text).toContain(line.title.split(' ')[0]!);
  });

  it('keeps a failed card payment pending and says so on /pko', async () => {
    await addToCart(products()[0]!, 1);
    await payByCardInSandbox('sandbox-fail');
    await page.waitForURL(/#\/pko/);
    await page.getByTestId('pko-continue').click();
    await page.waitForURL(/#\/user_orders/);
    const order = await latestOrder();
    expect(order.paymentStatus.id).not.toBe(11001);
  });

  it('answers an unknown order with the not-found screen', async () => {
    await page.goto(`${app.server.url}/#/order/999999`);
    await page.getByTestId('order-not-found').waitFor();
  });

  it('ran without uncaught page errors', () => {
    expect(errors).toEqual([]);
  });
});
