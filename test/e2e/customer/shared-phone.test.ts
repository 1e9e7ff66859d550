import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import type { HomeData, Invoice, Order } from '../../../src/api/contract';
import { apiCall, registeredCustomer, signInContext } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, nextOpeningMoment, newPhoneContext, shiftedClock, trackPageErrors, waitForServiceWorker } from '../harness';
import { addToCart, payInSandbox, signedInPhone } from '../shopping';

/** The signed-in customer's own data (not the catalogue, not the sign-in calls). */
const CUSTOMER_DATA = /\/api\/customer\/(account|loyalty|orders|order-status|invoices|addresses|delivery-orders)(\/|\?|$)/;
/** Longer than any "network too slow, answer from a cache" timeout a service worker might use. */
const SLOW_MS = 6_000;
const SCREENSHOT = path.resolve('test-results/shared-phone-orders-offline.png');

// One phone, two customers. Alba, who ordered and paid earlier, looks at her orders, invoices, addresses and
// account, and signs out; Bruno picks the phone up with no network, then signs in on a slow one. Nothing of
// Alba's may be kept in the browser after she signs out, and Bruno must never be shown her account, orders,
// invoices or addresses.
describe('a phone shared by two customers in Chromium', () => {
  const openAt = nextOpeningMoment();
  const alba = { email: `alba.ferrer.${Date.now()}@example.com`, name: 'Alba Ferrer', address: 'Carrer de Sueca 23', token: '' };
  const bruno = { email: `bruno.sanz.${Date.now()}@example.com`, name: 'Bruno Sanz', address: 'Avinguda del Port 5' };
  const app = useE2eApp({ server: { now: shiftedClock(openAt) } });
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let albaOrder: Order;
  let albaInvoice: Invoice;
  let slow = false;

  async function customer(email: string, name: string, address: string): Promise<string> {
    const token = await registeredCustomer(app.server.url, email, [address]);
    await apiCall(app.server.url, 'PATCH', '/customer/account', token, { name, phone: '622334455' });
    return token;
  }

  /** The sign-in codes mailed to `to`, newest first. */
  async function codesFor(to: string): Promise<string[]> {
    const outbox = await apiCall<{ to: string; code: string | null }[]>(app.server.url, 'GET', '/dev/outbox');
    return outbox.flatMap((mail) => (mail.to === to && mail.code ? [mail.code] : []));
  }

  /** What Cache Storage holds: every kept request's URL, and whether its body holds `secret`. */
  function cacheStorage(secret: string): Promise<{ url: string; holdsSecret: boolean }[]> {
    return page.evaluate(async (text) => {
      const entries: { url: string; holdsSecret: boolean }[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const body = await (await cache.match(request))?.text();
          entries.push({ url: request.url, holdsSecret: Boolean(body?.includes(text)) });
        }
      }
      return entries;
    }, secret);
  }

  /** Alba's order, paid by card at the shop's opening hour on her own phone: an order and an invoice to show. */
  async function albaOrdersAndPays(): Promise<void> {
    const own = await signedInPhone(app.browser, app.server.url, alba.token, openAt);
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    const drink = home.products.flatMap((group) => group.items).find((product) => !product.isOneGoods && product.stockCurrent > 10 && product.price >= 1)!;
    await addToCart(own.page, app.server.url, drink);
    await own.page.goto(`${app.server.url}/#/cart`);
    await payInSandbox(own.page);
    await own.page.waitForURL(/#\/pok/);
    await own.context.close();
    // The gateway's notification pays the order (and issues its invoice) a moment after the page returns.
    for (let tries = 0; ; tries += 1) {
      const [invoice] = await apiCall<Invoice[]>(app.server.url, 'GET', '/customer/invoices', alba.token);
      if (invoice) {
        albaInvoice = invoice;
        break;
      }
      if (tries === 30) throw new Error('The paid order got no invoice');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    albaOrder = (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', alba.token))[0]!;
  }

  beforeAll(async () => {
    alba.token = await customer(alba.email, alba.name, alba.address);
    await customer(bruno.email, bruno.name, bruno.address);
    await albaOrdersAndPays();
    // The shared phone keeps the real clock: a fake one would also slow the service worker's timers.
    context = app.closeAtEnd(await newPhoneContext(app.browser));
    await context.addCookies([{ name: 'culture', value: 'es', url: app.server.url }]);
    // Bruno's phone network: the customer's data answers take SLOW_MS while `slow` is on.
    await context.route(CUSTOMER_DATA, async (route: Route) => {
      if (slow && route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      await route.continue().catch(() => undefined);
    });
    page = await context.newPage();
    errors = trackPageErrors(page);
  });

  it('Alba sees her orders, invoices, addresses, account and repurchase block on the shared phone, and signs out', async () => {
    await signInContext(context, app.server.url, alba.token);
    await page.goto(`${app.server.url}/#/user`);
    await waitForServiceWorker(page);
    await page.goto(`${app.server.url}/#/user_orders`);
    await page.locator(`[data-testid="order-card"][data-order-id="${albaOrder.orderId}"]`).waitFor();
    await page.goto(`${app.server.url}/#/user/invoices`);
    await page.getByTestId('invoice-row').filter({ hasText: albaInvoice.invoiceNumber }).waitFor();
    await page.goto(`${app.server.url}/#/user/address`);
    await page.getByTestId('address-card').filter({ hasText: alba.address }).waitFor();
    await page.goto(`${app.server.url}/#/`);
    await page.getByTestId('repurchase-block').getByTestId('product-card').first().waitFor();
    await page.goto(`${app.server.url}/#/user`);
    await page.getByRole('heading', { name: /Alba Ferrer/ }).waitFor();

    await page.getByTestId('user-signout').click();
    await page.waitForURL(/#\/$/);
    await page.getByTestId('category-block').first().waitFor();
    expect(await page.getByTestId('repurchase-block').count()).toBe(0);
  });

  it('keeps no answer of hers, nor her token, in Cache Storage once she signed out', async () => {
    const kept = await cacheStorage(alba.token);
    expect({
      customerAnswers: kept.filter((entry) => entry.url.includes('/api/customer/')).map((entry) => entry.url),
      holdingHerToken: kept.filter((entry) => entry.holdsSecret).map((entry) => entry.url),
    }).toEqual({ customerAnswers: [], holdingHerToken: [] });
  });

  it('never shows Bruno her data when he picks the phone up offline and signs in on a slow network', async () => {
    // Everything of Alba's a screen could show; watched from the first paint of every document from now on.
    const markers = { texts: [alba.name, alba.address, alba.email, albaInvoice.invoiceNumber], orderId: String(albaOrder.orderId) };
    await context.addInitScript((watched) => {
      const seen = ((window as unknown as { __albaSeen: string[] }).__albaSeen = [] as string[]);
      const look = () => {
        const text = document.body?.innerText ?? '';
        for (const marker of watched.texts) if (text.includes(marker) && !seen.includes(marker)) seen.push(marker);
        if (document.querySelector(`[data-order-id="${watched.orderId}"]`) && !seen.includes('order')) seen.push('order');
        if (document.querySelector('[data-testid="repurchase-block"]') && !seen.includes('repurchase')) seen.push('repurchase');
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
    }, markers);
    const seen = () => page.evaluate(() => (window as unknown as { __albaSeen: string[] }).__albaSeen);

    await context.setOffline(true);
    await page.goto(`${app.server.url}/#/user_orders`);
    await page.reload();
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await page.goto(`${app.server.url}/#/user`);
    await page.getByTestId('login-email').waitFor();

    await context.setOffline(false);
    slow = true;
    const codesBefore = (await codesFor(bruno.email)).length;
    await page.getByTestId('login-email').fill(bruno.email);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-code').waitFor();
    await expect.poll(async () => (await codesFor(bruno.email)).length, { timeout: 10_000 }).toBeGreaterThan(codesBefore);
    await page.getByTestId('login-code').fill((await codesFor(bruno.email))[0]!);
    await page.getByTestId('login-code-submit').click();
    await page.getByTestId('user-qr').waitFor();

    // Every screen with customer data, until his own answers have arrived over the slow network.
    const showsHisOwn = async (url: string, his: Locator) => {
      await page.goto(`${app.server.url}/${url}`);
      await expect.poll(async () => (await seen()).length > 0 || (await his.isVisible()), { timeout: 30_000 }).toBe(true);
      expect(await seen()).toEqual([]);
    };
    await showsHisOwn('#/user', page.getByRole('heading', { name: /Bruno Sanz/ }));
    await showsHisOwn('#/', page.getByTestId('category-block').first());
    await showsHisOwn('#/user_orders', page.getByTestId('orders-empty'));
    await showsHisOwn('#/user/invoices', page.getByTestId('invoices-empty'));
    await showsHisOwn('#/user/address', page.getByTestId('address-card').filter({ hasText: bruno.address }));
    slow = false;

    // And offline again, his orders screen as he sees it on the phone.
    await context.setOffline(true);
    await page.goto(`${app.server.url}/#/user_orders`);
    await page.reload();
    await page.getByTestId('orders-empty').waitFor();
    mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT });
    expect(await seen()).toEqual([]);
    await page.goto(`${app.server.url}/#/user`);
    await page.getByRole('heading', { name: /Bruno Sanz/ }).waitFor();
    expect(await seen()).toEqual([]);
    await context.setOffline(false);
  });

  it('ran without uncaught page errors', () => {
    expect(errors).toEqual([]);
  });
});
