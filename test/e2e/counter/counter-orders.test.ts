import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Order, Product, ProductExtra, ProductExtrasDic } from '../../../src/api/contract';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, nextOpeningMoment, shiftedClock } from '../harness';
import { addToCart, payInSandbox } from '../shopping';

// Issue 15, at the counter: an order made ready stays in sight with its QR one tap away, its lines add up
// to its total with their extras, and its name is a short number the counter can call.
describe('pick-up orders at the counter in Chromium', () => {
  const openAt = nextOpeningMoment();
  const app = useE2eApp({
    server: { now: shiftedClock(openAt), fulfilmentStepSeconds: 1 },
    customer: { email: `carmen.counter.${Date.now()}@example.com` },
    phone: { at: openAt },
  });
  let order: Order;

  /** A drink with a priced bool extra, so its line price differs from the product price. */
  function drinkWithPricedExtra(home: HomeData, extras: ProductExtra[]): { product: Product; label: string } {
    for (const product of home.products.flatMap((group) => group.items)) {
      for (const extraId of product.extras) {
        const extra = extras.find((candidate) => candidate.id === extraId);
        if (extra?.extraType === 'bool' && (product.extrasPrice[extra.extra.value]?.price ?? 0) > 0) return { product, label: extra.conf.titles.es };
      }
    }
    throw new Error('No product with a priced bool extra in the demo data');
  }

  /** Euros as the screen writes them (1.234,50 €) to a number. */
  const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

  beforeAll(async () => {
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    const extras = (await apiGet<ProductExtrasDic>(app.server.url, '/customer/common/dic-product-extras/dic')).list;

    // Two of a drink with a priced extra, and one plain product: paid by card through the sandbox.
    const { product, label } = drinkWithPricedExtra(home, extras);
    await addToCart(app.page, app.server.url, product, { quantity: 2, extraLabel: label });
    const plain = home.products.flatMap((group) => group.items).find((candidate) => candidate.productCode !== product.productCode && !candidate.isOneGoods)!;
    await addToCart(app.page, app.server.url, plain);
    await app.page.goto(`${app.server.url}/#/cart`);
    await payInSandbox(app.page);
    await app.page.waitForURL(/#\/pok/);
    // The demo kitchen moves a paid order one step a second, up to Prepared.
    for (let tries = 0; order?.orderStatus.id !== 62003; tries += 1) {
      if (tries === 60) throw new Error('The order never became Prepared');
      await new Promise((resolve) => setTimeout(resolve, 500));
      order = (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token))[0]!;
    }
  });

  it('keeps a ready (Prepared) order listed, ticked Listo, with its QR one tap away and the Orders tab', async () => {
    await app.page.goto(`${app.server.url}/#/user_orders`);
    const card = app.page.getByTestId('order-card').filter({ has: app.page.locator(`[data-status-id="62003"]`) });
    await card.waitFor();
    expect(await card.getByTestId('order-ready').isVisible()).toBe(true);
    expect(await card.locator('.order-progress li.done').count()).toBe(4);
    await app.page.locator('.bottom-nav [data-nav="orders"]').waitFor();
    await card.getByTestId('order-show-qr').click();
    await app.page.waitForURL(new RegExp(`#/order/${order.orderId}$`));
    await app.page.getByTestId('order-qr').waitFor();
    expect(await app.page.getByTestId('order-wait').textContent()).toContain('listo');
  });

  it("shows each line's price with its extras, so the lines add up to the total", async () => {
    await app.page.goto(`${app.server.url}/#/user_orders`);
    const card = app.page.getByTestId('order-card').first();
    await card.locator('.order-products tbody tr').first().waitFor();
    const amounts = await card.locator('.order-products .order-amount').allTextContents();
    const lines = amounts.map((text) => {
      const [quantity, unit] = text.split('×');
      return Number(quantity) * euros(unit!);
    });
    const total = euros((await card.locator('.order-totals dd').first().textContent())!);
    expect(lines.reduce((sum, amount) => sum + amount, 0)).toBeCloseTo(total, 2);
    expect(total).toBeCloseTo(order.totalPrice, 2);
    expect(await card.locator('.order-extras').first().textContent()).not.toBe('');
  });

  it('names the order by its short daily number, large on the order screen and on the card; the gateway code is a detail', async () => {
    expect(order.dailyNumber).toBeGreaterThan(0);
    await app.page.goto(`${app.server.url}/#/user_orders`);
    expect(await app.page.getByTestId('order-card').first().getByTestId('order-call-name').textContent()).toBe(`Pedido #${order.dailyNumber}`);
    await app.page.goto(`${app.server.url}/#/order/${order.orderId}`);
    const title = app.page.locator('h1').getByTestId('order-call-name');
    await title.waitFor();
    expect(await title.textContent()).toBe(`#${order.dailyNumber}`);
    expect(Number.parseFloat(await title.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(32);
    expect(await app.page.locator('h1').textContent()).not.toContain(order.orderNumber);
    expect(await app.page.getByTestId('order-gateway-number').textContent()).toBe(order.orderNumber);
  });

  it('ran without uncaught page errors', () => {
    expect(app.errors).toEqual([]);
  });
});
