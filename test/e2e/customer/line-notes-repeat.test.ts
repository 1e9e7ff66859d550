import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Invoice, Order, Product } from '../../../src/api/contract';
import { pdfStrings } from '../../server/support/pdfText';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, nextOpeningMoment, shiftedClock } from '../harness';
import { addToCart, payInSandbox } from '../shopping';

// Issue 14: a customer writes "sin azúcar" on a coffee, pays, finds the note on the order and the
// invoice (screen and PDF), then orders the same again from the orders list.
describe('a note on a line, and ordering the same again', () => {
  const openAt = nextOpeningMoment();
  const app = useE2eApp({ server: { now: shiftedClock(openAt) }, customer: { email: `lucia.notes.${Date.now()}@example.com` }, phone: { at: openAt } });
  let drink: Product;
  let order: Order;

  beforeAll(async () => {
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    drink = home.products.flatMap((group) => group.items).find((product) => !product.isOneGoods && product.stockCurrent > 10 && product.price >= 1)!;
  });

  it('adds the coffee twice with a note and once without: two cart lines; pays through the sandbox', async () => {
    await app.page.goto(`${app.server.url}/#/va01/product/${drink.slug}`);
    await app.page.getByTestId('product-title').waitFor();
    await app.page.getByTestId('quantity-plus').click();
    await app.page.getByLabel('Nota (opcional)').fill('  sin <b>azúcar</b>  ');
    expect(await app.page.getByTestId('line-note-input').inputValue()).toBe('sin bazúcar/b ');
    await app.page.getByTestId('line-note-input').fill('sin azúcar');
    await app.page.getByTestId('add-to-cart').click();
    await app.page.getByText('Añadido al carrito').first().waitFor();
    await app.page.goto(`${app.server.url}/#/va01`); // a fresh product page, without the note
    // The product page stays until the transition is done: a product page found before then is the old one, note and all.
    await app.page.getByTestId('product-title').waitFor({ state: 'detached' });
    await app.page.getByTestId('product-card').first().waitFor();
    await addToCart(app.page, app.server.url, drink);

    await app.page.goto(`${app.server.url}/#/cart`);
    await expect.poll(() => app.page.getByTestId('cart-line').count()).toBe(2);
    const notes = await app.page.getByTestId('cart-line-note').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(notes.sort()).toEqual(['', 'sin azúcar']);

    await payInSandbox(app.page);
    await app.page.waitForURL(/#\/pok/);
    const paid = async () => (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token))[0]!;
    await expect.poll(async () => (await paid()).paymentStatus.id, { timeout: 15_000 }).toBe(11001);
    order = await paid();
    expect(order.products.map((line) => [line.quantity, line.notes]).sort()).toEqual([
      [1, ''],
      [2, 'sin azúcar'],
    ]);
  });

  it('shows the note on the order screen', async () => {
    await app.page.goto(`${app.server.url}/#/order/${order.orderId}`);
    await expect.poll(() => app.page.getByTestId('line-note').allTextContents(), { timeout: 10_000 }).toEqual(['Nota: sin azúcar']);
  });

  it('shows the note on the invoice screen and prints it in the PDF', async () => {
    const invoice = (await apiCall<Invoice[]>(app.server.url, 'GET', '/customer/invoices', app.token)).find((one) => one.orderId === order.orderId)!;
    await app.page.goto(`${app.server.url}/#/user/invoices`);
    await app.page.getByTestId('invoice-row').filter({ hasText: invoice.invoiceNumber }).click();
    await expect.poll(() => app.page.getByTestId('invoice-detail').getByTestId('line-note').allTextContents()).toEqual(['Nota: sin azúcar']);
    const [download] = await Promise.all([app.page.waitForEvent('download'), app.page.getByTestId('invoice-download').click()]);
    const text = pdfStrings(readFileSync((await download.path())!));
    expect(text).toContain('Nota: sin azúcar');
  });

  it('"Pedir otra vez" from the orders list puts the same lines, with the note, in the cart', async () => {
    await app.page.goto(`${app.server.url}/#/user_orders`);
    const card = app.page.locator(`[data-testid="order-card"][data-order-id="${order.orderId}"]`);
    await card.getByTestId('order-again').click();
    await app.page.waitForURL(/#\/cart/);
    await expect.poll(() => app.page.getByTestId('cart-line').count()).toBe(2);
    const lines = await app.page
      .getByTestId('cart-line')
      .evaluateAll((items) =>
        items.map((item) => [item.querySelector('[aria-live]')?.textContent, (item.querySelector('[data-testid="cart-line-note"]') as HTMLInputElement).value]),
      );
    expect(lines.sort()).toEqual([
      ['1', ''],
      ['2', 'sin azúcar'],
    ]);
    expect(app.errors).toEqual([]);
  });
});
