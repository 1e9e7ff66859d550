import { beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryOrder, HomeData, Product } from '../../../src/api/contract';
import { storedSessionToken } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet } from '../harness';

// Home delivery: choose ONLINE, add beans, sign in, register, add an address in step 2, see the transport
// price, pay through the sandbox gateway, reach /pdok and watch the tracker until Delivered; then cancel
// an unpaid order from the list, and pay one with the sandbox wallet (issue 13).
describe('home delivery journey in Chromium', () => {
  const email = `pablo.ruiz.${Date.now()}@example.com`;
  const app = useE2eApp({ server: { fulfilmentStepSeconds: 4 }, phone: 'visitor' });
  let beans: Product;

  beforeAll(async () => {
    const online = await apiGet<HomeData>(app.server.url, '/customer/ONLINE/home-wapp');
    beans = online.products.flatMap((group) => group.items).find((product) => product.stockCurrent >= 5 && product.price < 30)!;
    await app.context.addCookies([{ name: 'cookie_consent', value: new Date().toISOString(), url: app.server.url }]);
  });

  async function sessionToken(): Promise<string> {
    const token = await storedSessionToken(app.page);
    if (!token) throw new Error('The app keeps no session token');
    return token;
  }

  async function deliveryOrders(): Promise<DeliveryOrder[]> {
    const response = await fetch(`${app.server.url}/api/customer/delivery-orders`, { headers: { Authorization: `Bearer ${await sessionToken()}` } });
    return ((await response.json()) as { data: DeliveryOrder[] }).data;
  }

  async function codeFor(to: string): Promise<string> {
    const outbox = (await (await fetch(`${app.server.url}/api/dev/outbox`)).json()) as { data: { to: string; code: string | null }[] };
    return outbox.data.find((mail) => mail.to === to && mail.code)?.code ?? '';
  }

  /** Adds beans and takes the cart to the delivery pay step, to the first saved address. */
  async function beansAtPayStep(): Promise<void> {
    await app.page.goto(`${app.server.url}/#/ONLINE/product/${beans.slug}`);
    await app.page.getByTestId('add-to-cart').click();
    await app.page.goto(`${app.server.url}/#/cart`);
    await app.page.getByTestId('delivery-continue').click();
    await app.page.getByTestId('delivery-address-option').first().click();
    await app.page.getByTestId('delivery-transport').waitFor({ timeout: 15_000 });
  }

  it('chooses home delivery and lands on the delivery orders screen', async () => {
    await app.page.goto(`${app.server.url}/#/locations`);
    const onlineCard = app.page
      .getByTestId('location-card')
      .filter({ hasText: /domicilio|online/i })
      .first();
    await onlineCard.getByRole('button', { name: /elegir/i }).click();
    await app.page.waitForURL(/#\/user\/deliver_orders/);
    expect(await app.page.evaluate(() => localStorage.getItem('location'))).toBe('ONLINE');
  });

  it('adds beans, signs in and registers before the checkout', async () => {
    await app.page.goto(`${app.server.url}/#/ONLINE/product/${beans.slug}`);
    await app.page.getByTestId('add-to-cart').click();
    await app.page.goto(`${app.server.url}/#/user`);
    await app.page.getByTestId('login-email').fill(email);
    await app.page.getByTestId('login-submit').click();
    await app.page.getByTestId('login-code').waitFor();
    await expect.poll(() => codeFor(email), { timeout: 10_000 }).not.toBe('');
    await app.page.getByTestId('login-code').fill(await codeFor(email));
    await app.page.getByTestId('login-code-submit').click();
    await app.page.getByTestId('user-qr').waitFor();

    await app.page.goto(`${app.server.url}/#/cart`);
    await app.page.getByTestId('register-first').waitFor();
    await app.page
      .getByTestId('register-first')
      .getByLabel(/nombre/i)
      .fill('Pablo Ruiz');
    await app.page
      .getByTestId('register-first')
      .getByLabel(/teléfono/i)
      .fill('698765432');
    await app.page
      .getByTestId('register-first')
      .getByRole('button', { name: /guardar|registr|continuar/i })
      .click();
    await app.page.getByTestId('delivery-step-1').waitFor({ timeout: 15_000 });
  });

  it('adds an address in step 2, shows the transport price and pays by card', async () => {
    await app.page.getByTestId('delivery-continue').click();
    await app.page.getByTestId('delivery-step-2').waitFor();
    await app.page.getByTestId('delivery-address-add').click();
    await app.page.getByTestId('address-contactFullName').fill('Pablo Ruiz');
    await app.page.getByTestId('address-contactPhone').fill('698765432');
    await app.page.getByTestId('address-addressLine1').fill('Carrer de Sueca 23');
    await app.page.getByTestId('address-province').selectOption('46');
    await expect.poll(() => app.page.getByTestId('address-city').locator('option[value="46250"]').count(), { timeout: 10_000 }).toBe(1);
    await app.page.getByTestId('address-city').selectOption('46250');
    await app.page.getByTestId('address-cp').fill('46006');
    // A slow network: the address shows at once (saved on the phone) and is chosen while the server
    // still saves it; the step goes on by itself once the server's copy arrives.
    let saveSeen = false;
    await app.page.route(/\/api\/customer\/addresses\/\d+$/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      saveSeen = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await app.page.getByTestId('address-save').click();
    await app.page.getByTestId('delivery-address-option').first().waitFor({ timeout: 15_000 });
    // Choosing an address stores it, loads its transport price, then continues to step 3 (so the
    // radio is tapped, not check()ed: it may be gone before a checked state could be confirmed).
    await app.page.getByTestId('delivery-address-option').first().click();
    expect(await app.page.getByTestId('delivery-address-option').first().getAttribute('value')).toMatch(/^-/);
    await app.page.getByTestId('delivery-step-3').waitFor({ timeout: 15_000 });
    await app.page.getByTestId('delivery-transport').waitFor({ timeout: 15_000 });
    expect(await app.page.getByTestId('delivery-transport').textContent()).toMatch(/3,95/);
    expect(saveSeen).toBe(true);
    await app.page.unroute(/\/api\/customer\/addresses\/\d+$/);

    await app.page.getByTestId('delivery-pay-card').click();
    await app.page.getByTestId('sandbox-pay').click();
    await app.page.waitForURL(/#\/pdok/);
    await app.page.getByTestId('pdok-continue').click();
    await app.page.waitForURL(/#\/user\/deliver_orders/);
    const [order] = await deliveryOrders();
    expect(order!.transport.price).toBe(3.95);
    await expect.poll(async () => (await deliveryOrders())[0]!.paymentStatus.id, { timeout: 10_000 }).toBe(11001);
  });

  // Steps of 4 s leave the tracker on screen long enough to be seen however slowly the machine reaches it.
  it('follows the tracker until the order is delivered', async () => {
    await app.page.getByTestId('delivery-order-card').first().click();
    await app.page.getByTestId('delivery-order-detail').waitFor();
    const checkedStages = () => app.page.locator('[data-testid="delivery-stage"][data-checked="true"]').count();
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          if (await app.page.getByTestId('delivery-tracker').isVisible()) seen.add(await checkedStages());
          return (await deliveryOrders())[0]!.orderStatus.id;
        },
        { timeout: 90_000, interval: 250 },
      )
      .toBe(63006);
    expect(Math.max(...seen)).toBeGreaterThanOrEqual(2);
    await expect.poll(() => app.page.getByTestId('delivery-tracker').isVisible(), { timeout: 35_000 }).toBe(false);
  });

  it('cancels an unpaid order from the list', async () => {
    await beansAtPayStep();
    await app.page.getByTestId('delivery-pay-card').click();
    await app.page.getByTestId('sandbox-fail').click();
    await app.page.waitForURL(/#\/pdko/);
    await app.page.getByTestId('pdko-continue').click();
    await app.page.waitForURL(/#\/user\/deliver_orders/);
    await app.page.getByTestId('delivery-order-cancel').first().click();
    // (as address deletion): the cancellation is asked first.
    await app.page.getByRole('dialog').getByRole('button', { name: 'Cancelar pedido' }).click();
    await expect.poll(async () => (await deliveryOrders())[0]!.orderStatus.id, { timeout: 10_000 }).toBe(63007);
  });

  it('pays a delivery order with the sandbox wallet through the REST contract, then empties the cart', async () => {
    await beansAtPayStep();
    await app.page.getByTestId('pay-wallet').click();
    await app.page.waitForURL(/#\/pdok/, { timeout: 15_000 });
    const [order] = await deliveryOrders();
    expect(order!.paymentType.id).toBe(10004);
    expect(order!.paymentStatus.id).toBe(11001);
    await app.page.goto(`${app.server.url}/#/cart`);
    await app.page
      .getByTestId('delivery-step-1')
      .or(app.page.getByText(/todavía no hay productos/i))
      .first()
      .waitFor();
    expect(await app.page.getByTestId('delivery-step-1').count()).toBe(0);
  });

  it('ran without uncaught page errors', () => {
    expect(app.errors).toEqual([]);
  });
});
