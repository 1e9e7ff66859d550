import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData } from '../../../src/api/contract';
import { registeredCustomer, signInContext } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, newPhoneContext, trackConsole, waitForServiceWorker } from '../harness';

/**
 * Before any script of the page: keeps the first product title the document brought (to see whether the
 * hydration kept the server's nodes) and records, before every frame, whether a catalogue block showed.
 */
const PROBE = () => {
  const probe = { firstTitle: null as Element | null, catalogueShown: false };
  (window as unknown as { __probe: typeof probe }).__probe = probe;
  new MutationObserver(() => {
    probe.firstTitle ??= document.querySelector('#root .product-card-title');
  }).observe(document, { childList: true, subtree: true });
  const frame = () => {
    const block = document.querySelector('#root [data-testid="category-block"]');
    if (block && block.checkVisibility()) probe.catalogueShown = true;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

async function openHydrated(context: BrowserContext, url: string): Promise<{ page: Page; messages: string[] }> {
  const page = await context.newPage();
  const messages = trackConsole(page);
  await page.addInitScript(PROBE);
  await page.goto(url);
  await page.waitForSelector('html[data-app-started]');
  // The deferred category blocks and Dexie's answers render after the hydration: let them settle.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="category-block"]').length > 2);
  await page.waitForTimeout(500);
  return { page, messages };
}

describe('first screen from the server', () => {
  const app = useE2eApp();
  let home: { es: HomeData; en: HomeData };

  beforeAll(async () => {
    home = {
      es: await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp', 'es'),
      en: await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp', 'en'),
    };
  });

  for (const [locale, language] of [
    ['es-ES', 'es'],
    ['en-GB', 'en'],
  ] as const) {
    it(`hydrates the rendered catalogue in ${language} without a mismatch, keeping the server's nodes`, async () => {
      const context = await newPhoneContext(app.browser, locale);
      const { page, messages } = await openHydrated(context, `${app.server.url}/#/`);
      expect(await page.getAttribute('html', 'data-app-started')).toBe('hydrated');
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      const kept = await page.evaluate(() => {
        const first = (window as unknown as { __probe: { firstTitle: Element | null } }).__probe.firstTitle;
        return { text: first?.textContent, connected: first?.isConnected, same: first === document.querySelector('#root .product-card-title') };
      });
      expect(kept).toEqual({ text: home[language].products[0]!.items[0]!.title, connected: true, same: true });
      // Links are hash links, as the browser's router writes them.
      const hrefs = await page.$$eval('#root a[href]', (links) => links.map((link) => link.getAttribute('href')!));
      expect(hrefs.filter((href) => !href.startsWith('#/') && href !== '#main' && !href.startsWith('http'))).toEqual([]);
      expect(messages).toEqual([]);
      await context.close();
    });
  }

  it('hydrates without a mismatch for a signed-in customer with a cart', async () => {
    const token = await registeredCustomer(app.server.url, 'hydration@example.com', []);
    const context = await newPhoneContext(app.browser, 'es-ES');
    await signInContext(context, app.server.url, token);
    const first = await openHydrated(context, `${app.server.url}/#/`);
    // Put a product in the cart (its badge shows: it is stored), then start again: badges and the session come
    // from Dexie after the hydration.
    await first.page.getByTestId('product-card').first().click();
    await first.page.getByTestId('add-to-cart').click();
    await first.page.locator('.nav-badge').waitFor();
    await first.page.close();
    const { page, messages } = await openHydrated(context, `${app.server.url}/#/`);
    expect(await page.getAttribute('html', 'data-app-started')).toBe('hydrated');
    expect(await page.locator('.cookie-banner').count()).toBe(0);
    await page.locator('.nav-badge').waitFor();
    expect(messages).toEqual([]);
    await context.close();
  });

  it('opens a product from the rendered catalogue with the details its document left out: long text and extras', async () => {
    const context = await newPhoneContext(app.browser, 'es-ES');
    const { page, messages } = await openHydrated(context, `${app.server.url}/#/`);
    const product = home.es.products[0]!.items[0]!;
    expect(product.descriptionLong).not.toBe('');
    expect(product.extras.length).toBeGreaterThan(0);
    // The document carries the first screen's fields only.
    const seeded = await page.$eval('#boot-data', (script) => (JSON.parse(script.textContent!) as { seeds: { table: string; data: HomeData }[] }).seeds);
    expect(seeded.find((seed) => seed.table === 'homes')!.data.products[0]!.items[0]).toMatchObject({ title: product.title, descriptionLong: '', extras: [] });
    await page.getByTestId('product-card').first().click();
    await expect(page.getByTestId('product-title').textContent()).resolves.toBe(product.title);
    await page.locator('.product-long').getByText(product.descriptionLong.split(/\n+/)[0]!).waitFor();
    expect(await page.locator('.product-extras input').count()).toBeGreaterThan(0);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('never shows the catalogue first when the hash names another screen', async () => {
    const context = await newPhoneContext(app.browser, 'es-ES');
    const product = home.es.products[0]!.items[0]!;
    for (const hash of ['#/locations', `#/va01/product/${product.slug}`, '#/user', '#/?cat=2']) {
      const page = await context.newPage();
      await page.addInitScript(PROBE);
      await page.goto(`${app.server.url}/${hash}`);
      // A product's hash moves to its own server-rendered page, which hydrates; any other screen renders.
      await page.waitForSelector('html[data-app-started]');
      await page.waitForTimeout(300);
      const shown = await page.evaluate(() => (window as unknown as { __probe: { catalogueShown: boolean } }).__probe.catalogueShown);
      expect({ hash, shown }).toEqual({ hash, shown: hash === '#/?cat=2' });
      await page.close();
    }
    await context.close();
  });

  it('follows a link taken before the app started (the rendered links are hash links)', async () => {
    const context = await newPhoneContext(app.browser, 'es-ES');
    for (const delayMs of [0, 150, 400]) {
      const page = await context.newPage();
      await page.goto(`${app.server.url}/#/`);
      await page.getByTestId('product-card').first().waitFor();
      await page.waitForTimeout(delayMs);
      await page.getByTestId('bottom-nav').locator('a[data-nav="locations"]').click();
      await page.getByTestId('location-card').first().waitFor();
      await page.waitForSelector('html[data-app-started]');
      await page.waitForTimeout(300);
      expect({ delayMs, hash: new URL(page.url()).hash, cards: await page.getByTestId('location-card').count() }).toMatchObject({
        delayMs,
        hash: '#/locations',
      });
      await page.close();
    }
    await context.close();
  });

  it('starts offline from the kept document: the first response already has the product titles', async () => {
    const context = await newPhoneContext(app.browser, 'es-ES');
    const first = await context.newPage();
    await first.goto(`${app.server.url}/#/`);
    await waitForServiceWorker(first);
    // The worker keeps the document when it activates.
    await first.waitForFunction(async () => (await (await caches.open('documents')).keys()).length > 0);
    await first.close();
    await context.setOffline(true);
    const page = await context.newPage();
    const response = await page.goto(`${app.server.url}/#/`);
    expect(response?.fromServiceWorker()).toBe(true);
    const html = await response!.text();
    for (const item of home.es.products[0]!.items.slice(0, 3)) expect(html).toContain(`>${item.title}<`);
    await page.waitForSelector('html[data-app-started="hydrated"]');
    await expect(page.locator('.product-card-title').first().textContent()).resolves.toBe(home.es.products[0]!.items[0]!.title);
    await context.close();
  });
});
