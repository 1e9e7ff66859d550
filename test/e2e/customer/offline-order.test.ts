import { beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryOrder, HomeData, Order, Product } from '../../../src/api/contract';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, nextOpeningMoment, shiftedClock } from '../harness';
import { addToCart } from '../shopping';

const PAID = 11001;

// The customer taps Pay with no network: the order waits in the outbox under one Idempotency-Key, the
// screen says so (with a cancel), a second tap sends nothing new, and when the network comes back the
// order is made once and the customer goes on to pay it: at once on the checkout, or from the orders
// list after leaving it. A cancelled waiting order is never sent, not even at the next start.
describe('an order placed offline in Chromium', () => {
  const openAt = nextOpeningMoment();
  const app = useE2eApp({
    server: { now: shiftedClock(openAt) },
    customer: { email: `offline.order.${Date.now()}@example.com`, addresses: ['Calle de Colón 1'] },
    phone: { at: openAt },
  });
  let drink: Product;
  let beans: Product;
  /** The Idempotency-Key of every order the page sent (either kind). */
  const keys: string[] = [];

  beforeAll(async () => {
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp', 'es');
    drink = home.products.flatMap((group) => group.items).find((item) => !item.isOneGoods && item.stockCurrent > 0)!;
    const online = await apiGet<HomeData>(app.server.url, '/customer/ONLINE/home-wapp', 'es');
    beans = online.products.flatMap((group) => group.items).find((product) => product.stockCurrent >= 5 && product.price < 30)!;
    app.context.setDefaultTimeout(30_000);
    app.page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/customer\/(delivery-)?orders$/.test(request.url())) keys.push(request.headers()['idempotency-key'] ?? '');
    });
  });

  const pickupOrders = () => apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token);
  const deliveryOrders = () => apiCall<DeliveryOrder[]>(app.server.url, 'GET', '/customer/delivery-orders', app.token);
  const waiting = () => app.page.getByTestId('order-waiting');

  it('pick-up: Pay twice offline waits as one order; back online it is made once and paid through the gateway', async () => {
    keys.length = 0;
    await addToCart(app.page, app.server.url, drink);
    await app.page.goto(`${app.server.url}/#/cart`);
    await app.page.getByTestId('pay-card').waitFor();

    await app.context.setOffline(true);
    await app.page.getByTestId('pay-card').click();
    await waiting().waitFor();
    expect(await waiting().textContent()).toContain('Tu pedido está esperando a la red');
    await app.page.getByTestId('pay-card').click();
    await waiting().waitFor();
    expect(await app.page.locator('.alert-stack', { hasText: 'Error al guardar los datos' }).count()).toBe(0);
    expect(await pickupOrders()).toHaveLength(0);

    await app.context.setOffline(false);
    await app.page.getByTestId('sandbox-pay').waitFor();
    const made = await pickupOrders();
    expect(made).toHaveLength(1);
    expect(new Set(keys).size).toBe(1);
    await app.page.getByTestId('sandbox-pay').click();
    await app.page.waitForURL(/#\/pok/);
    await expect.poll(async () => (await pickupOrders())[0]!.paymentStatus.id, { timeout: 20_000 }).toBe(PAID);
    expect(await pickupOrders()).toHaveLength(1);
  });

  it('delivery: Pay twice offline, then leave; back online the order is in the list, once, unpaid, and is paid from there', async () => {
    keys.length = 0;
    await app.page.goto(`${app.server.url}/#/user/deliver_orders`);
    await app.page.goto(`${app.server.url}/#/ONLINE/product/${beans.slug}`);
    await app.page.getByTestId('add-to-cart').click();
    await app.page.goto(`${app.server.url}/#/cart`);
    await app.page.getByTestId('delivery-continue').click();
    await app.page.getByTestId('delivery-address-option').first().click();
    await app.page.getByTestId('delivery-transport').waitFor();

    await app.context.setOffline(true);
    await app.page.getByTestId('delivery-pay-card').click();
    await waiting().waitFor();
    await app.page.getByTestId('delivery-pay-card').click();
    await waiting().waitFor();
    expect(await deliveryOrders()).toHaveLength(0);
    // The customer leaves the checkout while the order waits.
    await app.page.evaluate(() => (location.hash = '#/user/deliver_orders'));
    await app.page.waitForURL(/#\/user\/deliver_orders/);

    await app.context.setOffline(false);
    const card = app.page.getByTestId('delivery-order-card');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    const [made] = await deliveryOrders();
    expect(await deliveryOrders()).toHaveLength(1);
    expect(made!.paymentStatus.id).not.toBe(PAID);
    expect(new Set(keys).size).toBe(1);
    expect(app.page.url()).toMatch(/#\/user\/deliver_orders/);

    await card.first().click();
    await app.page.getByTestId('delivery-order-pay').first().click();
    await app.page.getByTestId('sandbox-pay').click();
    await app.page.waitForURL(/#\/pdok/);
    await expect.poll(async () => (await deliveryOrders())[0]!.paymentStatus.id, { timeout: 20_000 }).toBe(PAID);
    expect(await deliveryOrders()).toHaveLength(1);
  });

  it('a waiting order cancelled offline is never sent: not back online, not at the next start; the cart stays', async () => {
    keys.length = 0;
    const before = (await pickupOrders()).length;
    await addToCart(app.page, app.server.url, drink);
    await app.page.goto(`${app.server.url}/#/cart`);
    await app.page.getByTestId('pay-card').waitFor();

    await app.context.setOffline(true);
    await app.page.getByTestId('pay-card').click();
    await waiting().waitFor();
    await app.page.getByTestId('order-waiting-cancel').click();
    await waiting().waitFor({ state: 'detached' });
    await app.page.locator('.alert-stack', { hasText: 'Pedido cancelado' }).waitFor();
    await app.page.getByTestId('cart-line').first().waitFor();

    await app.context.setOffline(false);
    // The start sends whatever the outbox holds before it reads the orders list again.
    const listRead = app.page.waitForResponse((response) => response.request().method() === 'GET' && /\/api\/customer\/orders$/.test(response.url()));
    await app.page.reload();
    await listRead;
    await app.page.getByTestId('cart-line').first().waitFor();
    expect(keys).toEqual([]);
    expect(await pickupOrders()).toHaveLength(before);
  });

  it('ran without uncaught page errors', () => {
    expect(app.errors).toEqual([]);
  });
});
