import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { HomeData, Invoice, Order, Product } from '../../src/api/contract';
import { pdfStrings } from '../server/support/pdfText';
import { apiCall, registeredCustomer } from './customer';
import { apiGet, launchChromium, nextOpeningMoment, shiftedClock, startTestServer, type TestServer } from './harness';
import { addToCart, payInSandbox, signedInPhone } from './shopping';

// Issue 14: a customer at Ruzafa on a Wednesday at 10:00 writes "sin azúcar" on a drink, chooses to pick
// the order up at 12:00, pays it through the sandbox gateway, finds the time and the note on the order
// screen, in the pending orders and on the invoice PDF, then orders the same again from the list.
describe('a customer orders for a later pick-up time', () => {
  const openAt = nextOpeningMoment();
  let server: TestServer;
  let browser: Browser;
  let token: string;
  let drink: Product;
  let order: Order;
  let page: Page;
  let context: BrowserContext;
  let errors: string[];
  /** The server's clock runs from the opening hour; the closed-shop case moves it on. */
  let serverShiftMs = 0;
  const serverClock = shiftedClock(openAt);

  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date(serverClock().getTime() + serverShiftMs) });
    const home = await apiGet<HomeData>(server.url, '/customer/va01/home-wapp');
    drink = home.products.flatMap((group) => group.items).find((product) => product.vatType.id === 2 && !product.isOneGoods && product.stockCurrent > 10)!;
    token = await registeredCustomer(server.url, `julia.ferrer.${Date.now()}@example.com`, []);
    browser = await launchChromium();
    ({ context, page, errors } = await signedInPhone(browser, server.url, token, openAt, 'es'));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('adds a drink with a note, chooses 12:00 in the cart by its label and pays through the sandbox gateway', async () => {
    await page.goto(`${server.url}/#/va01/product/${drink.slug}`);
    await page.getByTestId('product-title').waitFor();
    await page.getByLabel('Nota (opcional)').fill('sin azúcar');
    await page.getByTestId('add-to-cart').click();
    await page.getByText('Añadido al carrito').first().waitFor();
    await page.goto(`${server.url}/#/cart`);
    const picker = page.getByLabel('Hora de recogida');
    await picker.waitFor();
    // "As soon as possible" first, then today's quarter hours from 10:15 (10:00 plus the 5-minute wait).
    const options = await picker.locator('option').allTextContents();
    expect(options[0]).toBe('Lo antes posible (unos 5 min)');
    expect(options[1]).toBe('10:15');
    expect(options).not.toContain('14:00');
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    expect(await picker.inputValue()).not.toBe('');
    await picker.selectOption({ label: '12:00' });
    await expect.poll(() => page.getByTestId('cart-wait').textContent()).toContain('estará listo a las 12:00');

    await payInSandbox(page);
    await page.waitForURL(/#\/pok/);
    const latest = async () => (await apiCall<Order[]>(server.url, 'GET', '/customer/orders', token))[0]!;
    await expect.poll(async () => (await latest()).paymentStatus.id, { timeout: 15_000 }).toBe(11001);
    order = await latest();
    expect(order.pickupTime).toBe('12:00');
    expect(order.products.map((line) => line.notes)).toEqual(['sin azúcar']);
  });

  it('shows the time on the order screen with its QR and in the pending orders', async () => {
    await page.goto(`${server.url}/#/order/${order.orderId}`);
    await page.getByTestId('order-qr').waitFor();
    await expect.poll(() => page.getByTestId('order-wait').textContent()).toBe('Recogida a las 12:00');
    await expect.poll(() => page.getByTestId('line-note').allTextContents()).toEqual(['Nota: sin azúcar']);
    await page.goto(`${server.url}/#/user_orders`);
    await expect.poll(() => page.getByTestId('order-pickup-time').first().textContent()).toBe('Recogida: 12:00');
  });

  it('prints the time on the invoice PDF', async () => {
    const invoice = (await apiCall<Invoice[]>(server.url, 'GET', '/customer/invoices', token)).find((candidate) => candidate.orderId === order.orderId)!;
    await page.goto(`${server.url}/#/user/invoices`);
    await page.getByTestId('invoice-row').filter({ hasText: invoice.invoiceNumber }).click();
    expect(await page.getByTestId('invoice-pickup-time').textContent()).toBe('Recogida: 12:00');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    const text = pdfStrings(readFileSync((await download.path())!));
    expect(text).toContain('Recogida: 12:00');
    expect(text).toContain('Nota: sin azúcar');
  });

  it('"Pedir otra vez" from the orders list puts the same line, with its note, in the cart', async () => {
    await page.goto(`${server.url}/#/user_orders`);
    await page.locator(`[data-testid="order-card"][data-order-id="${order.orderId}"]`).getByTestId('order-again').click();
    await page.waitForURL(/#\/cart/);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    expect(await page.getByTestId('cart-line-note').inputValue()).toBe('sin azúcar');
  });

  it('while the shop is closed between its ranges, offers only later times and takes an order for one', async () => {
    // 14:30: Ruzafa is closed from 13:30 to 16:00 on Wednesdays.
    serverShiftMs = 4.5 * 60 * 60 * 1000;
    const closed = await signedInPhone(browser, server.url, token, new Date(openAt.getTime() + serverShiftMs), 'en');
    try {
      await addToCart(closed.page, server.url, drink);
      await closed.page.goto(`${server.url}/#/cart`);
      const picker = closed.page.getByLabel('Pick-up time');
      await picker.waitFor();
      expect(await picker.locator('option').first().textContent()).toBe('Choose a time');
      expect(await closed.page.getByTestId('pickup-time-hint').textContent()).toBe('We are closed now, but you can order to pick up later today.');
      expect(await closed.page.getByTestId('pay-card').count()).toBe(0);
      expect(await closed.page.getByTestId('cart-closed').count()).toBe(0);
      await picker.selectOption({ label: '16:15' });
      await payInSandbox(closed.page);
      await closed.page.waitForURL(/#\/pok/);
      const latest = (await apiCall<Order[]>(server.url, 'GET', '/customer/orders', token))[0]!;
      expect(latest.orderId).not.toBe(order.orderId);
      expect(latest.pickupTime).toBe('16:15');
      expect(closed.errors).toEqual([]);
    } finally {
      serverShiftMs = 0;
      await closed.context.close();
    }
  });

  it('ran without uncaught page errors', () => {
    expect(errors).toEqual([]);
  });
});
