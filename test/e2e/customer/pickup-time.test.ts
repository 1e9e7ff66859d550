import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Invoice, Order, Product } from '../../../src/api/contract';
import { pdfStrings } from '../../server/support/pdfText';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, nextOpeningMoment, shiftedClock } from '../harness';
import { addToCart, payInSandbox, signedInPhone } from '../shopping';

// Issue 14: a customer at Ruzafa on a Wednesday at 10:00 writes "sin azúcar" on a drink, chooses to pick
// the order up at 12:00, pays it through the sandbox gateway, finds the time and the note on the order
// screen, in the pending orders and on the invoice PDF, then orders the same again from the list.
describe('a customer orders for a later pick-up time', () => {
  const openAt = nextOpeningMoment();
  const app = useE2eApp({
    server: { now: () => new Date(serverClock().getTime() + serverShiftMs) },
    customer: { email: `julia.ferrer.${Date.now()}@example.com` },
    phone: { at: openAt, language: 'es' },
  });
  let drink: Product;
  let order: Order;
  /** The server's clock runs from the opening hour; the closed-shop case moves it on. */
  let serverShiftMs = 0;
  const serverClock = shiftedClock(openAt);

  beforeAll(async () => {
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    drink = home.products.flatMap((group) => group.items).find((product) => product.vatType.id === 2 && !product.isOneGoods && product.stockCurrent > 10)!;
  });

  it('adds a drink with a note, chooses 12:00 in the cart by its label and pays through the sandbox gateway', async () => {
    await app.page.goto(`${app.server.url}/#/va01/product/${drink.slug}`);
    await app.page.getByTestId('product-title').waitFor();
    await app.page.getByLabel('Nota (opcional)').fill('sin azúcar');
    await app.page.getByTestId('add-to-cart').click();
    await app.page.getByText('Añadido al carrito').first().waitFor();
    await app.page.goto(`${app.server.url}/#/cart`);
    const picker = app.page.getByLabel('Hora de recogida');
    await picker.waitFor();
    // "As soon as possible" first, then today's quarter hours from 10:15 (10:00 plus the 5-minute wait).
    const options = await picker.locator('option').allTextContents();
    expect(options[0]).toBe('Lo antes posible (unos 5 min)');
    expect(options[1]).toBe('10:15');
    expect(options).not.toContain('14:00');
    await picker.focus();
    await app.page.keyboard.press('ArrowDown');
    expect(await picker.inputValue()).not.toBe('');
    await picker.selectOption({ label: '12:00' });
    await expect.poll(() => app.page.getByTestId('cart-wait').textContent()).toContain('estará listo a las 12:00');

    await payInSandbox(app.page);
    await app.page.waitForURL(/#\/pok/);
    const latest = async () => (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token))[0]!;
    await expect.poll(async () => (await latest()).paymentStatus.id, { timeout: 15_000 }).toBe(11001);
    order = await latest();
    expect(order.pickupTime).toBe('12:00');
    expect(order.products.map((line) => line.notes)).toEqual(['sin azúcar']);
  });

  it('shows the time on the order screen with its QR and in the pending orders', async () => {
    await app.page.goto(`${app.server.url}/#/order/${order.orderId}`);
    await app.page.getByTestId('order-qr').waitFor();
    await expect.poll(() => app.page.getByTestId('order-wait').textContent()).toBe('Recogida a las 12:00');
    await expect.poll(() => app.page.getByTestId('line-note').allTextContents()).toEqual(['Nota: sin azúcar']);
    await app.page.goto(`${app.server.url}/#/user_orders`);
    await expect.poll(() => app.page.getByTestId('order-pickup-time').first().textContent()).toBe('Recogida: 12:00');
  });

  it('prints the time on the invoice PDF', async () => {
    const invoice = (await apiCall<Invoice[]>(app.server.url, 'GET', '/customer/invoices', app.token)).find(
      (candidate) => candidate.orderId === order.orderId,
    )!;
    await app.page.goto(`${app.server.url}/#/user/invoices`);
    await app.page.getByTestId('invoice-row').filter({ hasText: invoice.invoiceNumber }).click();
    expect(await app.page.getByTestId('invoice-pickup-time').textContent()).toBe('Recogida: 12:00');
    const [download] = await Promise.all([app.page.waitForEvent('download'), app.page.getByTestId('invoice-download').click()]);
    const text = pdfStrings(readFileSync((await download.path())!));
    expect(text).toContain('Recogida: 12:00');
    expect(text).toContain('Nota: sin azúcar');
  });

  it('"Pedir otra vez" from the orders list puts the same line, with its note, in the cart', async () => {
    await app.page.goto(`${app.server.url}/#/user_orders`);
    await app.page.locator(`[data-testid="order-card"][data-order-id="${order.orderId}"]`).getByTestId('order-again').click();
    await app.page.waitForURL(/#\/cart/);
    await expect.poll(() => app.page.getByTestId('cart-line').count()).toBe(1);
    expect(await app.page.getByTestId('cart-line-note').inputValue()).toBe('sin azúcar');
  });

  it('while the shop is closed between its ranges, offers only later times and takes an order for one', async () => {
    // 14:30: Ruzafa is closed from 13:30 to 16:00 on Wednesdays.
    serverShiftMs = 4.5 * 60 * 60 * 1000;
    const closed = await signedInPhone(app.browser, app.server.url, app.token, new Date(openAt.getTime() + serverShiftMs), 'en');
    try {
      await addToCart(closed.page, app.server.url, drink);
      await closed.page.goto(`${app.server.url}/#/cart`);
      const picker = closed.page.getByLabel('Pick-up time');
      await picker.waitFor();
      expect(await picker.locator('option').first().textContent()).toBe('Choose a time');
      expect(await closed.page.getByTestId('pickup-time-hint').textContent()).toBe('We are closed now, but you can order to pick up later today.');
      expect(await closed.page.getByTestId('pay-card').count()).toBe(0);
      expect(await closed.page.getByTestId('cart-closed').count()).toBe(0);
      await picker.selectOption({ label: '16:15' });
      await payInSandbox(closed.page);
      await closed.page.waitForURL(/#\/pok/);
      const latest = (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token))[0]!;
      expect(latest.orderId).not.toBe(order.orderId);
      expect(latest.pickupTime).toBe('16:15');
      expect(closed.errors).toEqual([]);
    } finally {
      serverShiftMs = 0;
      await closed.context.close();
    }
  });

  it('ran without uncaught page errors', () => {
    expect(app.errors).toEqual([]);
  });
});
