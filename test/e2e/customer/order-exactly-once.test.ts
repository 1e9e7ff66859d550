import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Order } from '../../../src/api/contract';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, nextOpeningMoment, shiftedClock } from '../harness';
import { addToCart } from '../shopping';

// The network loses the answer to an order after the server made it: the app sends it again with the same
// Idempotency-Key and the server answers with the order it made. An order left without any answer after
// every try waits (the checkout says so) and is sent again, with the same key, when the app starts again:
// still one order, and the checkout goes on to the gateway.
describe('placing an order exactly once in Chromium', () => {
  const openAt = nextOpeningMoment();
  const app = useE2eApp({
    server: { now: shiftedClock(openAt) },
    customer: { email: `exactly.once.${Date.now()}@example.com` },
    phone: { at: openAt },
  });
  let home: HomeData;
  /** The Idempotency-Key of every order the app sent, in order. */
  const keys: string[] = [];
  let answersToLose = 0;

  beforeAll(async () => {
    home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp', 'es');
    app.context.setDefaultTimeout(20_000);
    // The server makes the order, then its answer never reaches the app while answers are to be lost.
    await app.page.route('**/api/customer/orders', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (answersToLose === 0) return route.continue();
      answersToLose -= 1;
      await route.fetch();
      await route.abort('failed');
    });
  });

  const drink = () => home.products.flatMap((group) => group.items).find((item) => !item.isOneGoods && item.stockCurrent > 0)!;
  const serverOrders = () => apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token);

  it('an answer lost once: sent again with the same key, one order, and on to the gateway', async () => {
    answersToLose = 1;
    await addToCart(app.page, app.server.url, drink());
    await app.page.goto(`${app.server.url}/#/cart`);
    await app.page.getByTestId('pay-card').click();
    await app.page.getByTestId('sandbox-pay').waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await serverOrders()).toHaveLength(1);
  });

  it('no answer through every try: the customer is told it waits, and the next start sends it again with the same key, on to the gateway', async () => {
    keys.length = 0;
    // Every answer is lost until the reload, a retry on the app's interval too.
    answersToLose = Number.POSITIVE_INFINITY;
    await addToCart(app.page, app.server.url, drink());
    await app.page.goto(`${app.server.url}/#/cart`);
    await app.page.getByTestId('pay-card').click();
    await app.page.getByTestId('order-waiting').waitFor();
    expect(await app.page.locator('.alert-stack', { hasText: 'Error al guardar los datos' }).count()).toBe(0);
    expect(keys.length).toBeGreaterThanOrEqual(4);
    expect(new Set(keys).size).toBe(1);
    expect(await serverOrders()).toHaveLength(2);

    answersToLose = 0;
    const lost = keys.length;
    await app.page.reload();
    await app.page.getByTestId('sandbox-pay').waitFor();
    expect(keys.length).toBeGreaterThan(lost);
    expect(new Set(keys).size).toBe(1);
    expect(await serverOrders()).toHaveLength(2);
  });

  it('ran without uncaught page errors', () => {
    expect(app.errors).toEqual([]);
  });
});
