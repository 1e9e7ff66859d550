import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { HomeData, Order, Product } from '../../../src/api/contract';
import { formatCartPrice } from '../../../src/domain/pricing/money';
import { recordAvailabilityChange } from '../../../server/modules/availability/log';
import { bumpReferenceVersion } from '../../../server/modules/catalogue/referenceVersion';
import { locationProducts } from '../../../server/platform/db/schema';
import { apiCall, registeredCustomer } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, nextOpeningMoment, shiftedClock } from '../harness';
import { productShown, signedInPhone } from '../shopping';

/** Where the customer's-eye screenshots go when asked for (`STOCK_SCREENSHOTS=dir`). */
const SHOTS = process.env.STOCK_SCREENSHOTS;

const TEXTS = {
  es: { onlyTwo: 'Solo quedan 2', asked: 'Pides 2; solo queda 1.', lower: 'Bajar a 1', onlyOne: 'Solo queda 1' },
  en: { onlyTwo: 'Only 2 left', asked: 'You asked for 2; only 1 left.', lower: 'Lower to 1', onlyOne: 'Only 1 left' },
} as const;

// A single good with 2 left: the product page stops at 2 and says so; the shop sells one more elsewhere
// while it is in the cart, and paying names the line, offers to lower it to the 1 left, and then orders.
describe('a single good with little stock, from the product page to the order', () => {
  const openAt = nextOpeningMoment();
  const serverNow = shiftedClock(openAt);
  const app = useE2eApp({ server: { now: serverNow } });
  let home: HomeData;
  let kenya: Product;

  beforeAll(async () => {
    home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    kenya = home.products.flatMap((group) => group.items).find((item) => item.productCode === 'P5007') as Product;
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });

  /**
   * What the shop does behind the app's back: its stock of the product at va01 changes, recorded as any
   * change of a shop's stock is (the live availability the app follows hears of it).
   */
  async function setStock(stock: number) {
    await app.server.db.transaction(async (tx) => {
      await tx
        .update(locationProducts)
        .set({ stockCurrent: stock })
        .where(and(eq(locationProducts.locationId, home.location.id), eq(locationProducts.productCode, kenya.productCode)));
      await bumpReferenceVersion(tx, 'catalogue', serverNow());
      const detail = { productCode: kenya.productCode, to: stock };
      await recordAvailabilityChange(
        tx,
        { locationId: home.location.id, actorKind: 'operator', actor: 'cart-stock test', action: 'stock', detail },
        serverNow(),
      );
    });
  }

  async function shoot(page: Page, name: string) {
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, name) });
  }

  it.each(['es', 'en'] as const)('caps at the stock and, once 1 is left, lowers the line to 1 and orders it (%s)', async (language) => {
    const text = TEXTS[language];
    // The product as the customer's language names it (title and slug).
    const shown = (await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp', language)).products
      .flatMap((group) => group.items)
      .find((item) => item.productCode === kenya.productCode) as Product;
    await setStock(2);
    const token = await registeredCustomer(app.server.url, `stock.${language}.${Date.now()}@example.com`, []);
    const { context, page, errors } = await signedInPhone(app.browser, app.server.url, token, openAt, language);
    context.setDefaultTimeout(20_000);
    try {
      expect(kenya.isOneGoods).toBe(true);
      await page.goto(`${app.server.url}/#/va01/product/${shown.slug}`);
      await productShown(page, shown.slug);
      const plus = page.getByTestId('quantity-plus');
      await plus.click();
      expect(await plus.isDisabled()).toBe(true);
      expect(await page.getByTestId('product-quantity').textContent()).toBe('2');
      expect(await page.getByTestId('stock-cap').textContent()).toBe(text.onlyTwo);
      await page.getByTestId('stock-cap').scrollIntoViewIfNeeded();
      await shoot(page, `product-cap-${language}.png`);
      await page.getByTestId('add-to-cart').click();
      await expect.poll(() => page.locator('[data-nav="cart"] .nav-badge').textContent()).toBe('2');

      await page.goto(`${app.server.url}/#/cart`);
      const euros = (value: number) => formatCartPrice(value, language);
      await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(euros(2 * kenya.price));
      expect(await page.getByTestId('cart-plus').isDisabled()).toBe(true);

      await setStock(1);
      await page.getByTestId('pay-card').click();
      const dialog = page.getByTestId('stock-shortage');
      await dialog.waitFor();
      expect(await page.getByTestId('price-change').count()).toBe(0);
      expect(await dialog.getByTestId('stock-shortage-line').count()).toBe(1);
      expect(await dialog.getByTestId('stock-shortage-line').textContent()).toContain(shown.title);
      expect(await dialog.getByTestId('stock-shortage-left').textContent()).toBe(text.asked);
      expect(await dialog.getByTestId('stock-shortage-lower').textContent()).toBe(text.lower);
      await shoot(page, `out-of-stock-dialog-${language}.png`);

      await dialog.getByTestId('stock-shortage-lower').click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(euros(kenya.price));
      await expect.poll(() => page.getByTestId('cart-stock-cap').textContent()).toBe(text.onlyOne);
      expect(await page.getByTestId('cart-plus').isDisabled()).toBe(true);

      await page.getByTestId('pay-card').click();
      await page.getByTestId('sandbox-pay').click();
      await page.waitForURL(/#\/pok/);
      const [order] = await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', token);
      expect(order!.products.map((line) => [line.code, line.quantity])).toEqual([[kenya.productCode, 1]]);
      expect(order!.totalPrice).toBe(kenya.price);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
