import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { HomeData, Invoice, Order, Product } from '../../src/api/contract';
import { pdfStrings } from '../server/support/pdfText';
import { apiCall, registeredCustomer } from './customer';
import { apiGet, launchChromium, nextOpeningMoment, shiftedClock, startTestServer, type TestServer } from './harness';
import { addToCart, payInSandbox, signedInPhone } from './shopping';

// Issue 14: a customer writes "sin azúcar" on a coffee, pays, finds the note on the order and the
// invoice (screen and PDF), then orders the same again from the orders list.
describe('a note on a line, and ordering the same again', () => {
  const openAt = nextOpeningMoment();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let token: string;
  let drink: Product;
  let order: Order;

  beforeAll(async () => {
    server = await startTestServer({ now: shiftedClock(openAt) });
    const home = await apiGet<HomeData>(server.url, '/customer/va01/home-wapp');
    drink = home.products.flatMap((group) => group.items).find((product) => !product.isOneGoods && product.stockCurrent > 10 && product.price >= 1)!;
    token = await registeredCustomer(server.url, `lucia.notes.${Date.now()}@example.com`, []);
    browser = await launchChromium();
    ({ context, page, errors } = await signedInPhone(browser, server.url, token, openAt));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('adds the coffee twice with a note and once without: two cart lines; pays through the sandbox', async () => {
    await page.goto(`${server.url}/#/va01/product/${drink.slug}`);
    await page.getByTestId('product-title').waitFor();
    await page.getByTestId('quantity-plus').click();
    await page.getByLabel('Nota (opcional)').fill('  sin <b>azúcar</b>  ');
    expect(await page.getByTestId('line-note-input').inputValue()).toBe('sin bazúcar/b ');
    await page.getByTestId('line-note-input').fill('sin azúcar');
    await page.getByTestId('add-to-cart').click();
    await page.getByText('Añadido al carrito').first().waitFor();
    await page.goto(`${server.url}/#/va01`); // a fresh product page, without the note
    await page.getByTestId('product-card').first().waitFor(); // else the click may land on the product page still shown
    await addToCart(page, server.url, drink);

    await page.goto(`${server.url}/#/cart`);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    const notes = await page.getByTestId('cart-line-note').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(notes.sort()).toEqual(['', 'sin azúcar']);

    await payInSandbox(page);
    await page.waitForURL(/#\/pok/);
    const paid = async () => (await apiCall<Order[]>(server.url, 'GET', '/customer/orders', token))[0]!;
    await expect.poll(async () => (await paid()).paymentStatus.id, { timeout: 15_000 }).toBe(11001);
    order = await paid();
    expect(order.products.map((line) => [line.quantity, line.notes]).sort()).toEqual([[1, ''], [2, 'sin azúcar']]);
  });

  it('shows the note on the order screen', async () => {
    await page.goto(`${server.url}/#/order/${order.orderId}`);
    await expect.poll(() => page.getByTestId('line-note').allTextContents(), { timeout: 10_000 }).toEqual(['Nota: sin azúcar']);
  });

  it('shows the note on the invoice screen and prints it in the PDF', async () => {
    const invoice = (await apiCall<Invoice[]>(server.url, 'GET', '/customer/invoices', token)).find((one) => one.orderId === order.orderId)!;
    await page.goto(`${server.url}/#/user/invoices`);
    await page.getByTestId('invoice-row').filter({ hasText: invoice.invoiceNumber }).click();
    await expect.poll(() => page.getByTestId('invoice-detail').getByTestId('line-note').allTextContents()).toEqual(['Nota: sin azúcar']);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    const text = pdfStrings(readFileSync((await download.path())!));
    expect(text).toContain('Nota: sin azúcar');
  });

  it('"Pedir otra vez" from the orders list puts the same lines, with the note, in the cart', async () => {
    await page.goto(`${server.url}/#/user_orders`);
    const card = page.locator(`[data-testid="order-card"][data-order-id="${order.orderId}"]`);
    await card.getByTestId('order-again').click();
    await page.waitForURL(/#\/cart/);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    const lines = await page.getByTestId('cart-line').evaluateAll((items) =>
      items.map((item) => [item.querySelector('[aria-live]')?.textContent, (item.querySelector('[data-testid="cart-line-note"]') as HTMLInputElement).value]),
    );
    expect(lines.sort()).toEqual([['1', ''], ['2', 'sin azúcar']]);
    expect(errors).toEqual([]);
  });
});
