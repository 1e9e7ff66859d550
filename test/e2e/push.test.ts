import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { HomeData, Order } from '../../src/api/contract';
import type { PushPayload } from '../../src/api/contract/push';
import { apiCall, registeredCustomer } from './customer';
import { apiGet, launchChromium, nextOpeningMoment, shiftedClock, startTestServer, waitForServiceWorker, type TestServer } from './harness';
import { addToCart, payInSandbox, signedInPhone } from './shopping';

type ShownNotification = { title: string; body: string; tag: string; data: { url?: string } };

// Issue 13: the offer after an order, the settings switch with permission granted through the browser
// context, and a push delivered to the service worker (DevTools' ServiceWorker.deliverPushMessage) shown
// as the order's notification, whose tap opens the order.
describe('order notifications by Web Push in Chromium', () => {
  const openAt = nextOpeningMoment();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let token: string;
  let order: Order;

  /** The service worker's registration id, from the DevTools ServiceWorker domain. */
  async function registrationId(cdp: CDPSession): Promise<string> {
    const found = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${server.url}/` && !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    return found;
  }

  const shownNotifications = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({ title: shown.title, body: shown.body, tag: shown.tag, data: shown.data as { url?: string } })),
    ) as Promise<ShownNotification[]>;

  beforeAll(async () => {
    server = await startTestServer({ now: shiftedClock(openAt) });
    token = await registeredCustomer(server.url, `nora.push.${Date.now()}@example.com`, []);
    browser = await launchChromium();
    ({ context, page, errors } = await signedInPhone(browser, server.url, token, openAt));
    const home = await apiGet<HomeData>(server.url, '/customer/va01/home-wapp');
    const drink = home.products.flatMap((group) => group.items).find((product) => !product.isOneGoods && product.price >= 1)!;
    await page.goto(`${server.url}/#/`);
    await waitForServiceWorker(page);
    await addToCart(page, server.url, drink);
    await page.goto(`${server.url}/#/cart`);
    await payInSandbox(page, 'sandbox-pay');
    await page.waitForURL(/#\/pok/);
    [order] = await apiCall<Order[]>(server.url, 'GET', '/customer/orders', token) as [Order];
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('offers notifications on the order screen after the first order, and remembers a "no"', async () => {
    await page.goto(`${server.url}/#/order/${order.orderId}`);
    await page.getByTestId('order-qr').waitFor();
    await page.getByTestId('push-offer').waitFor();
    expect(await page.getByTestId('push-offer').textContent()).toContain('¿Te avisamos cuando esté listo?');
    await page.getByTestId('push-offer-no').click();
    expect(await page.getByTestId('push-offer').count()).toBe(0);
    await page.reload();
    await page.getByTestId('order-qr').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('push-offer').count()).toBe(0);
  });

  it('never offers on a first visit', async () => {
    const visitor = await browser.newContext();
    const first = await visitor.newPage();
    await first.goto(`${server.url}/#/`);
    await first.getByTestId('product-card').first().waitFor();
    expect(await first.getByTestId('push-offer').count()).toBe(0);
    await visitor.close();
  });

  it('switches notifications on in settings once permission is granted, or says plainly why it cannot', async () => {
    await context.grantPermissions(['notifications'], { origin: server.url });
    await page.goto(`${server.url}/#/user/settings`);
    const fieldset = page.getByTestId('settings-push');
    await expect.poll(() => fieldset.getAttribute('data-state')).toBe('off');
    await page.getByTestId('settings-push-switch').click();
    await expect.poll(() => fieldset.getAttribute('data-state'), { timeout: 30_000 }).not.toBe('off');
    const state = await fieldset.getAttribute('data-state');
    // Headless Chromium's push service is FCM, out of reach here: then the switch stays off and says so.
    expect(['on', 'failed']).toContain(state);
    if (state === 'failed') {
      expect(await page.getByTestId('settings-push-state').textContent()).toContain('No hemos podido activar los avisos');
      expect(await page.getByTestId('settings-push-switch').isChecked()).toBe(false);
    } else {
      expect(await page.getByTestId('settings-push-switch').isChecked()).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it('shows a pushed Prepared order as a notification in Spanish whose link is the order', async () => {
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp);
    const payload: PushPayload = { kind: 'ready', orderId: order.orderId, orderCode: order.orderCode, dailyNumber: order.dailyNumber ?? null, language: 'es' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: id, data: JSON.stringify(payload) });
    await expect.poll(async () => (await shownNotifications()).length, { timeout: 10_000 }).toBe(1);
    const [shown] = (await shownNotifications()) as [ShownNotification];
    expect(shown.title).toBe(`¡Tu pedido #${order.dailyNumber} está listo!`);
    expect(shown.body).toBe('Enseña este QR en el mostrador para recogerlo.');
    expect(shown.data.url).toBe(`/#/order/${order.orderId}`);
    expect(shown.tag).toBe(`order-${order.orderId}`);

    // A delivery order's news in English replaces nothing of it and links to the delivery order.
    const delivered: PushPayload = { kind: 'delivered', deliveryOrderId: 987, orderCode: 'ONLINE-000987', dailyNumber: null, language: 'en' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: id, data: JSON.stringify(delivered) });
    await expect.poll(async () => (await shownNotifications()).length, { timeout: 10_000 }).toBe(2);
    const english = (await shownNotifications()).find((one) => one.tag === 'order-987')!;
    expect(english).toMatchObject({ title: 'Your order ONLINE-000987 has been delivered', data: { url: '/#/user/deliver_orders?order=987' } });

    // Something unreadable still shows (a userVisibleOnly subscription must), with the app's name.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: id, data: 'not json' });
    await expect.poll(async () => (await shownNotifications()).some((one) => one.title === 'Ritmo Café'), { timeout: 10_000 }).toBe(true);
    await cdp.detach();
    expect(errors).toEqual([]);
  });
});
