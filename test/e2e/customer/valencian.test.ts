import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { HomeData, Order, Product } from '../../../src/api/contract';
import { withFallback } from '../../../src/i18n/fallbackBundle';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, fitsViewportWidth, nextOpeningMoment, shiftedClock } from '../harness';
import { addToCart, productShown } from '../shopping';

// A signed-in customer picks Valencià in Options: the page reloads in Valencian (culture=ca, the document
// declared ca-ES-valencia) and the journey — catalogue, product, cart, the payment gateway, the paid order,
// the account and the orders — reads in Valencian. Screenshots of each screen go to SHOTS_DIR.
const SHOTS_DIR = process.env.VALENCIAN_SHOTS_DIR ?? path.join(tmpdir(), 'valencian-shots');

function bundle(language: string, namespace: string): Record<string, unknown> {
  const file = path.resolve(`src/i18n/${language}/${namespace}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
}

/** A text of the app as a Valencian reader gets it: its Valencian bundle's, else the Spanish one. */
function valencian(namespace: string, key: string): string {
  const merged = withFallback(bundle('ca', namespace), bundle('es', namespace));
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], merged);
  if (typeof text !== 'string') throw new Error(`No text ${namespace}:${key}`);
  return text;
}

describe('a customer reads the app in Valencian', () => {
  const openAt = nextOpeningMoment();
  const app = useE2eApp({
    server: { now: shiftedClock(openAt) },
    customer: { email: `vicent.valencia.${Date.now()}@example.com` },
    phone: { at: openAt, language: 'es' },
  });
  let page: Page;
  let product: Product;

  const shot = async (name: string, top = true) => {
    if (top) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: false });
  };
  const documentLang = () => page.evaluate(() => document.documentElement.lang);

  beforeAll(async () => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    page = app.page;
    const home = await apiCall<HomeData>(app.server.url, 'GET', '/customer/va01/home-wapp');
    product = home.products.flatMap((group) => group.items).find((candidate) => !candidate.isOneGoods && candidate.stockCurrent > 5)!;
    await app.context.addCookies([{ name: 'location', value: 'va01', url: app.server.url }]);
  });

  it('picks Valencià in Options: the page reloads in Valencian and the culture cookie says ca', async () => {
    await page.goto(`${app.server.url}/#/options`);
    await page.getByTestId('language-ca').waitFor();
    expect(await page.getByTestId('language-es').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('language-ca').textContent()).toContain('Valencià');
    await page.getByTestId('language-ca').scrollIntoViewIfNeeded();
    expect(await fitsViewportWidth(page)).toBe(true);
    await shot('picker-es', false);
    await Promise.all([page.waitForEvent('load'), page.getByTestId('language-ca').click()]);
    await expect.poll(() => page.getByTestId('language-ca').getAttribute('aria-pressed')).toBe('true');
    const cookies = await app.context.cookies(app.server.url);
    expect(cookies.find((cookie) => cookie.name === 'culture')?.value).toBe('ca');
    expect(await documentLang()).toBe('ca-ES-valencia');
    expect(await page.locator('h1').first().textContent()).toBe(valencian('options', 'title'));
    await shot('options');
    await page.getByTestId('language-ca').scrollIntoViewIfNeeded();
    await shot('picker-ca', false);
  });

  it('shows the catalogue in Valencian, server-rendered and hydrated', async () => {
    const response = await page.goto(`${app.server.url}/`);
    expect(await response!.text()).toMatch(/<html lang="ca-ES-valencia"/);
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp', 'ca');
    const first = home.products[0]!.items[0]!;
    await page.getByText(first.title, { exact: true }).first().waitFor();
    const nav = page.getByRole('navigation', { name: valencian('app', 'nav.label') });
    await expect.poll(() => nav.textContent()).toContain(valencian('app', 'nav.cart'));
    expect(await nav.textContent()).toContain(valencian('app', 'nav.options'));
    expect(await documentLang()).toBe('ca-ES-valencia');
    await shot('catalogue');
  });

  it('shows a product and fills the cart in Valencian', async () => {
    await addToCart(page, app.server.url, product);
    await page.goto(`${app.server.url}/#/va01/product/${product.slug}`);
    await productShown(page, product.slug);
    await shot('product');
    await page.goto(`${app.server.url}/#/cart`);
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('pay-card').textContent()).toContain(valencian('cart', 'payByCard'));
    await shot('cart');
  });

  it('pays through the gateway page in Valencian and lands on the paid order in Valencian', async () => {
    await page.getByTestId('pay-card').click();
    await page.getByTestId('sandbox-pay').waitFor();
    expect(await documentLang()).toBe('ca-ES-valencia');
    expect(await page.locator('h1').textContent()).toBe('Passarel·la de pagament de proves');
    await shot('gateway');
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/#\/pok/);
    await page.getByText(valencian('orders', 'paymentOk.title')).first().waitFor();
    await shot('paid');
    const [order] = await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token);
    expect(order).toBeTruthy();
  });

  it('shows the orders and the account in Valencian, with the server’s status names', async () => {
    await page.goto(`${app.server.url}/#/user_orders`);
    await page.getByTestId('order-card').first().waitFor();
    expect(await page.locator('h1').first().textContent()).toBe(valencian('orders', 'title'));
    await expect.poll(() => page.getByTestId('order-card').first().textContent(), { timeout: 15_000 }).toMatch(/Pagada|Pendent|En cua|En preparació|Preparada/);
    await shot('orders');
    await page.goto(`${app.server.url}/#/user`);
    await page.getByTestId('user-email').waitFor();
    expect(await page.getByTestId('user-signout').textContent()).toBe(valencian('user', 'signOut'));
    await shot('account');
    expect(app.errors).toEqual([]);
  });
});
