import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Order, Product } from '../../../src/api/contract';
import { bumpReferenceVersion } from '../../../server/modules/catalogue/referenceVersion';
import { locationProducts } from '../../../server/platform/db/schema';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, newPhoneContext, nextOpeningMoment, shiftedClock, trackPageErrors } from '../harness';
import { addToCart, payInSandbox, productShown } from '../shopping';

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
  const app = useE2eApp({
    server: { now: serverNow },
    customer: { email: `order.screens.${Date.now()}@example.com` },
    phone: { at: openAt, language: LANGUAGE },
  });
  let home: HomeData;

  beforeAll(async () => {
    home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp', LANGUAGE);
    app.context.setDefaultTimeout(20_000);
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });

  const products = () => home.products.flatMap((group) => group.items);
  const product = (code: string) => products().find((item) => item.productCode === code) as Product;

  /** The screen at 390 × 844 and at 320 × 640, when screenshots are asked for. */
  async function shoot(name: string) {
    if (!SHOTS) return;
    await app.page.screenshot({ path: path.join(SHOTS, `${name}-${LANGUAGE}-390.png`) });
    await app.page.setViewportSize({ width: 320, height: 640 });
    await app.page.screenshot({ path: path.join(SHOTS, `${name}-${LANGUAGE}-320.png`) });
    await app.page.setViewportSize({ width: 390, height: 844 });
  }

  it('shows an order whose card payment failed as unpaid, with the pay button and no QR, until it is paid', async () => {
    const drink = products().find((item) => !item.isOneGoods && item.stockCurrent > 0)!;
    await addToCart(app.page, app.server.url, drink);
    await app.page.goto(`${app.server.url}/#/cart`);
    await payInSandbox(app.page, 'sandbox-fail');
    await app.page.waitForURL(/#\/pko/);
    const [order] = await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token);

    await app.page.goto(`${app.server.url}/#/order/${order!.orderId}`);
    const unpaid = app.page.getByTestId('order-unpaid');
    await unpaid.waitFor({ timeout: 5_000 });
    expect(await app.page.getByTestId('order-qr').count()).toBe(0);
    expect(await app.page.locator('.order-qr').count()).toBe(0);
    expect(await app.page.getByTestId('order-wait').count()).toBe(0);
    expect(await unpaid.locator('h2').textContent()).toBe(TEXTS.unpaid);
    await shoot('order-unpaid');

    // Cancelling asks with buttons that say what they do; keeping it leaves the order as it was.
    await app.page.goto(`${app.server.url}/#/user_orders`);
    await app.page.locator(`[data-testid="order-card"][data-order-id="${order!.orderId}"]`).getByTestId('order-cancel').click();
    const dialog = app.page.locator('dialog.confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.locator('footer button').allTextContents()).toEqual(TEXTS.cancelButtons);
    await shoot('cancel-dialog');
    await dialog.getByRole('button', { name: TEXTS.cancelButtons[0] }).click();
    await dialog.waitFor({ state: 'detached' });

    await app.page.goto(`${app.server.url}/#/order/${order!.orderId}`);
    await unpaid.getByTestId('order-pay').click();
    await app.page.getByTestId('sandbox-pay').click();
    await app.page.waitForURL(/#\/pok/);
    await app.page.goto(`${app.server.url}/#/order/${order!.orderId}`);
    await app.page.getByTestId('order-qr').waitFor();
    expect(await app.page.getByTestId('order-unpaid').count()).toBe(0);
  });

  it('stops the product page’s + at the stock the shop has left', async () => {
    const bags = product('P5002');
    expect(bags.isOneGoods).toBe(true);
    await app.server.db.transaction(async (tx) => {
      await tx
        .update(locationProducts)
        .set({ stockCurrent: 3 })
        .where(and(eq(locationProducts.locationId, home.location.id), eq(locationProducts.productCode, bags.productCode)));
      await bumpReferenceVersion(tx, 'catalogue', serverNow());
    });
    await app.page.goto(`${app.server.url}/#/va01/product/${bags.slug}`);
    await productShown(app.page, bags.slug);
    const plus = app.page.getByTestId('quantity-plus');
    await plus.click();
    await plus.click();
    expect(await app.page.getByTestId('product-quantity').textContent()).toBe('3');
    expect(await plus.isDisabled()).toBe(true);
    await app.page.getByTestId('stock-cap').scrollIntoViewIfNeeded();
    await shoot('product-stock-cap');
  });

  it('does not tell a visitor who is not signed in that an order is paid on #/pok', async () => {
    const visitor = await newPhoneContext(app.browser, LANGUAGE === 'es' ? 'es-ES' : 'en-GB');
    try {
      await visitor.addCookies([{ name: 'culture', value: LANGUAGE, url: app.server.url }]);
      const anonymous = await visitor.newPage();
      const visitorErrors = trackPageErrors(anonymous);
      await anonymous.goto(`${app.server.url}/#/pok`);
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
    expect(app.errors).toEqual([]);
  });
});
