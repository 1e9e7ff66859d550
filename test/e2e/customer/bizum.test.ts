import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Invoice, Order } from '../../../src/api/contract';
import { apiCall, registeredCustomer } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, nextOpeningMoment, shiftedClock, startTestServer, type TestServer } from '../harness';
import { addToCart, signedInPhone } from '../shopping';

const SHOTS = '/tmp/bizum-shots';

// A customer pays a pick-up order with Bizum in the demo sandbox: the Bizum button beside card and
// wallet, the sandbox's Bizum page (a mobile number, Confirmar), back to the paid result, the cart empty,
// the order and its invoice naming Bizum. With REDSYS_BIZUM off the button is not there.
describe('Bizum in Chromium', () => {
  const openAt = nextOpeningMoment();
  const app = useE2eApp({ server: { now: shiftedClock(openAt) } });
  let off: TestServer;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    off = await startTestServer({ now: shiftedClock(openAt), redsysBizum: false });
  });
  afterAll(async () => {
    await off?.close();
  });

  const firstProduct = async (url: string) => (await apiGet<HomeData>(url, '/customer/va01/home-wapp')).products.flatMap((group) => group.items)[0]!;

  it('pays with Bizum in the sandbox: phone, Confirmar, paid result, cart empty, order and invoice say Bizum', async () => {
    const token = await registeredCustomer(app.server.url, `bizum.${Date.now()}@example.com`, []);
    const { context, page, errors } = await signedInPhone(app.browser, app.server.url, token, openAt, 'es');
    await addToCart(page, app.server.url, await firstProduct(app.server.url));
    await page.goto(`${app.server.url}/#/cart`);
    await page.getByTestId('pay-bizum').waitFor();
    await page.getByTestId('pay-wallet').waitFor();
    expect(await page.getByTestId('pay-bizum').textContent()).toBe('Pagar con Bizum');
    await page.screenshot({ path: `${SHOTS}/cart-es.png`, fullPage: true });

    await page.getByTestId('pay-bizum').click();
    await page.getByTestId('sandbox-bizum-phone').waitFor();
    expect(await page.locator('h1').textContent()).toContain('Pagar con Bizum');
    await page.getByTestId('sandbox-bizum-phone').fill('612 345 678');
    await page.screenshot({ path: `${SHOTS}/sandbox-bizum-es.png`, fullPage: true });
    await page.getByTestId('sandbox-bizum-confirm').click();
    await page.waitForURL(/#\/pok/);

    const orders = await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', token);
    const order = orders[0]!;
    expect(order.paymentType.id).toBe(10006);
    await expect.poll(async () => (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', token))[0]!.paymentStatus.id).toBe(11001);

    await page.goto(`${app.server.url}/#/cart`);
    await page.getByTestId('cart-empty').waitFor();

    await page.goto(`${app.server.url}/#/order/${order.orderId}`);
    await expect.poll(() => page.getByTestId('order-payment-method').textContent()).toBe('Bizum');

    const invoice = (await apiCall<Invoice[]>(app.server.url, 'GET', '/customer/invoices', token)).find((candidate) => candidate.orderId === order.orderId)!;
    expect(invoice.paymentTypeId).toBe(10006);
    await page.goto(`${app.server.url}/#/user/invoices`);
    await page.getByTestId('invoice-row').filter({ hasText: invoice.invoiceNumber }).click();
    expect(await page.getByTestId('invoice-payment-method').textContent()).toBe('Forma de pago: Bizum');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the Bizum page in English, and rejecting leaves the order payable', async () => {
    const token = await registeredCustomer(app.server.url, `bizum.en.${Date.now()}@example.com`, []);
    const { context, page, errors } = await signedInPhone(app.browser, app.server.url, token, openAt, 'en');
    await addToCart(page, app.server.url, await firstProduct(app.server.url));
    await page.goto(`${app.server.url}/#/cart`);
    await page.getByTestId('pay-bizum').waitFor();
    expect(await page.getByTestId('pay-bizum').textContent()).toBe('Pay with Bizum');
    await page.screenshot({ path: `${SHOTS}/cart-en.png`, fullPage: true });
    await page.getByTestId('pay-bizum').click();
    await page.getByTestId('sandbox-bizum-phone').waitFor();
    expect(await page.locator('h1').textContent()).toContain('Pay with Bizum');
    await page.screenshot({ path: `${SHOTS}/sandbox-bizum-en.png`, fullPage: true });
    await page.getByTestId('sandbox-bizum-reject').click();
    await page.waitForURL(/#\/pko/);
    const order = (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', token))[0]!;
    expect(order.paymentStatus.id).toBe(11002);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no Bizum button when the terminal does not offer it (REDSYS_BIZUM=off)', async () => {
    const token = await registeredCustomer(off.url, `nobizum.${Date.now()}@example.com`, []);
    const { context, page } = await signedInPhone(app.browser, off.url, token, openAt, 'es');
    await addToCart(page, off.url, await firstProduct(off.url));
    await page.goto(`${off.url}/#/cart`);
    // The wallet button comes from the same payment settings answer: once it shows, Bizum would have too.
    await page.getByTestId('pay-wallet').waitFor();
    expect(await page.getByTestId('pay-card').isVisible()).toBe(true);
    expect(await page.getByTestId('pay-bizum').count()).toBe(0);
    await context.close();
  });
});
