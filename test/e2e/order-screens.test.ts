import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { HomeData, Order, Product } from '../../src/api/contract';
import { bumpReferenceVersion } from '../../server/catalogue/referenceVersion';
import { locationProducts } from '../../server/db/schema';
import { apiCall, registeredCustomer } from './customer';
import { apiGet, launchChromium, newPhoneContext, nextOpeningMoment, shiftedClock, startTestServer, trackPageErrors, type TestServer } from './harness';
import { addToCart, payInSandbox, productShown, signedInPhone } from './shopping';

/** Where the customer's-eye screenshots go when asked for (`ORDER_SCREENSHOTS=dir`, `ORDER_LANGUAGE=en`). */
const SHOTS = process.env.ORDER_SCREENSHOTS;
const LANGUAGE = process.env.ORDER_LANGUAGE === 'en' ? 'en' : 'es';
const TEXTS = {
  es: { unpaid: 'Pedido sin pagar', cancelButtons: ['Mantener pedido', 'Cancelar pedido'] },
  en: { unpaid: 'Not paid', cancelButtons: ['Keep order', 'Cancel order'] },
}[LANGUAGE];

// The order screens a customer meets around paying: an order whose card payment failed, a single good at
// its stock, and the payment-result route opened by someone who is not signed in.
describe('order screens in Chromium', () => {
  const openAt = nextOpeningMoment();
  const serverNow = shiftedClock(openAt);
  let server: TestServer;
  let browser: Browser;
  let home: HomeData;
  let token: string;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    server = await startTestServer({ now: serverNow } as never);
    home = await apiGet<HomeData>(server.url, '/customer/va01/home-wapp', LANGUAGE);
    token = await registeredCustomer(server.url, `order.screens.${Date.now()}@example.com`, []);
    browser = await launchChromium();
    ({ context, page, errors } = await signedInPhone(browser, server.url, token, openAt, LANGUAGE));
    context.setDefaultTimeout(20_000);
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  const products = () => home.products.flatMap((group) => group.items);
  const product = (code: string) => products().find((item) => item.productCode === code) as Product;

  /** The screen at 390 × 844 and at 320 × 640, when screenshots are asked for. */
  async function shoot(name: string) {
    if (!SHOTS) return;
    await page.screenshot({ path: path.join(SHOTS, `${name}-${LANGUAGE}-390.png`) });
    await page.setViewportSize({ width: 320, height: 640 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${LANGUAGE}-320.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
  }

  it('shows an order whose card payment failed as unpaid, with the pay button and no QR, until it is paid', async () => {
    const drink = products().find((item) => !item.isOneGoods && item.stockCurrent > 0)!;
    await addToCart(page, server.url, drink);
    await page.goto(`${server.url}/#/cart`);
    await payInSandbox(page, 'sandbox-fail');
    await page.waitForURL(/#\/pko/);
    const [order] = await apiCall<Order[]>(server.url, 'GET', '/customer/orders', token);

    await page.goto(`${server.url}/#/order/${order!.orderId}`);
    const unpaid = page.getByTestId('order-unpaid');
    await unpaid.waitFor({ timeout: 5_000 });
    expect(await page.getByTestId('order-qr').count()).toBe(0);
    expect(await page.locator('.order-qr').count()).toBe(0);
    expect(await page.getByTestId('order-wait').count()).toBe(0);
    expect(await unpaid.locator('h2').textContent()).toBe(TEXTS.unpaid);
    await shoot('order-unpaid');

    // Cancelling asks with buttons that say what they do; keeping it leaves the order as it was.
    await page.goto(`${server.url}/#/user_orders`);
    await page.locator(`[data-testid="order-card"][data-order-id="${order!.orderId}"]`).getByTestId('order-cancel').click();
    const dialog = page.locator('dialog.confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.locator('footer button').allTextContents()).toEqual(TEXTS.cancelButtons);
    await shoot('cancel-dialog');
    await dialog.getByRole('button', { name: TEXTS.cancelButtons[0] }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${server.url}/#/order/${order!.orderId}`);
    await unpaid.getByTestId('order-pay').click();
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/#\/pok/);
    await page.goto(`${server.url}/#/order/${order!.orderId}`);
    await page.getByTestId('order-qr').waitFor();
    expect(await page.getByTestId('order-unpaid').count()).toBe(0);
  });

  it('stops the product page’s + at the stock the shop has left', async () => {
    const bags = product('P5002');
    expect(bags.isOneGoods).toBe(true);
    await server.db.transaction(async (tx) => {
      await tx.update(locationProducts).set({ stockCurrent: 3 }).where(and(eq(locationProducts.locationId, home.location.id), eq(locationProducts.productCode, bags.productCode)));
      await bumpReferenceVersion(tx, 'catalogue', serverNow());
    });
    await page.goto(`${server.url}/#/va01/product/${bags.slug}`);
    await productShown(page, bags.slug);
    const plus = page.getByTestId('quantity-plus');
    await plus.click();
    await plus.click();
    expect(await page.getByTestId('product-quantity').textContent()).toBe('3');
    expect(await plus.isDisabled()).toBe(true);
    await page.getByTestId('stock-cap').scrollIntoViewIfNeeded();
    await shoot('product-stock-cap');
  });

  it('does not tell a visitor who is not signed in that an order is paid on #/pok', async () => {
    const visitor = await newPhoneContext(browser, LANGUAGE === 'es' ? 'es-ES' : 'en-GB');
    try {
      await visitor.addCookies([{ name: 'culture', value: LANGUAGE, url: server.url }]);
      const anonymous = await visitor.newPage();
      const visitorErrors = trackPageErrors(anonymous);
      await anonymous.goto(`${server.url}/#/pok`);
      const signIn = anonymous.getByTestId('payment-result-sign-in');
      await signIn.waitFor({ timeout: 5_000 });
      const dialog = await anonymous.locator('dialog.payment-result').textContent();
      expect(dialog).not.toMatch(/pagado|paid/i);
      await signIn.click();
      await anonymous.waitForURL(/#\/user_login/);
      expect(visitorErrors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('ran without uncaught page errors', () => {
    expect(errors).toEqual([]);
  });
});
