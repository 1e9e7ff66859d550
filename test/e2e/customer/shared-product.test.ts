import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Product } from '../../../src/api/contract';
import { useE2eApp } from '../fixture';
import { apiGet, newPhoneContext, trackConsole, waitForServiceWorker } from '../harness';

/** Before any script of the page: records, frame by frame, whether the product's title showed before the app started. */
const PROBE = () => {
  const probe = { titleBeforeStart: false, historyLength: history.length };
  (window as unknown as { __probe: typeof probe }).__probe = probe;
  const frame = () => {
    if (document.documentElement.dataset.appStarted) return;
    if (document.querySelector('#root [data-testid="product-title"]')?.checkVisibility()) probe.titleBeforeStart = true;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

describe('a shared product link (/{location}/p/{slug})', () => {
  const app = useE2eApp();
  let product: { es: Product; en: Product };

  beforeAll(async () => {
    const [es, en] = await Promise.all([
      apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp', 'es'),
      apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp', 'en'),
    ]);
    product = { es: es.products[0]!.items[1]!, en: en.products[0]!.items[1]! };
  });

  it('paints the product from the document, then moves to its hash route without a reload or a mismatch', async () => {
    const context = await newPhoneContext(app.browser, 'es-ES');
    const page = await context.newPage();
    const messages = trackConsole(page);
    await page.addInitScript(PROBE);
    const response = await page.goto(`${app.server.url}/va01/p/${product.es.slug}`);
    expect(response?.status()).toBe(200);
    expect(await response!.text()).toContain(`<h1 data-testid="product-title" data-slug="${product.es.slug}">${product.es.title}</h1>`);
    await page.waitForSelector('html[data-app-started]');
    expect(await page.getAttribute('html', 'data-app-started')).toBe('hydrated');
    expect(page.url()).toBe(`${app.server.url}/#/va01/product/${product.es.slug}`);
    expect(await page.evaluate(() => (window as unknown as { __probe: { titleBeforeStart: boolean } }).__probe.titleBeforeStart)).toBe(true);
    // The same document all along: the URL changed in place, adding no history entry.
    expect(await page.evaluate(() => [performance.getEntriesByType('navigation').length, history.length])).toEqual([
      1,
      await page.evaluate(() => (window as unknown as { __probe: { historyLength: number } }).__probe.historyLength),
    ]);
    expect(await page.getByTestId('product-title').textContent()).toBe(product.es.title);

    // The app runs on: another product, then back to the shared one.
    await page.getByTestId('similar-products').locator('a').first().click();
    await page.waitForURL((url) => url.hash.startsWith('#/va01/product/') && !url.hash.endsWith(product.es.slug));
    await page.goBack();
    await page.waitForURL(`${app.server.url}/#/va01/product/${product.es.slug}`);
    // Back renders in a transition after the popstate: wait for the shared product's screen.
    await page.locator('[data-testid="product-title"]', { hasText: product.es.title }).waitFor();
    expect(messages).toEqual([]);
    await context.close();
  });

  it('adds its product to the cart on a first visit, and shows the whole catalogue once the app has fetched it', async () => {
    const whole = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp', 'es');
    const context = await newPhoneContext(app.browser, 'es-ES');
    const page = await context.newPage();
    const messages = trackConsole(page);
    // The app's fetch of the whole home is held until the catalogue has been opened.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/customer/va01/home-wapp', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${app.server.url}/va01/p/${product.es.slug}`);
    await page.waitForSelector('html[data-app-started]');
    expect(await page.getAttribute('html', 'data-app-started')).toBe('hydrated');
    await page.getByTestId('add-to-cart').click();
    await page.locator('.alert', { hasText: 'Añadido al carrito' }).waitFor();

    await page.evaluate(() => (location.hash = '#/va01'));
    // The catalogue's skeleton: the page's copy lists only its product and those it suggests.
    await page.locator('#root [aria-busy="true"] .card-row').first().waitFor();
    expect(await page.getByTestId('category-block').count()).toBe(0);
    release();
    const groups = whole.products.filter((group) => group.items.length > 0).length;
    await page.waitForFunction((count) => document.querySelectorAll('[data-testid="category-block"]').length === count, groups);
    expect(await page.getByTestId('product-card').count()).toBe(whole.products.reduce((sum, group) => sum + group.items.length, 0));
    expect(messages).toEqual([]);
    await context.close();
  });

  it('Share copies the shared address where the phone has no share sheet, and says so, in English', async () => {
    const context = await newPhoneContext(app.browser, 'en-GB', { permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const messages = trackConsole(page);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    await page.goto(`${app.server.url}/va01/p/${product.en.slug}`);
    await page.waitForSelector('html[data-app-started]');
    await page.getByTestId('share-product').click();
    await page.locator('.alert', { hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${app.server.url}/va01/p/${product.en.slug}`);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("moves a product's hash link to its rendered path before anything loads, and paints it from that page", async () => {
    const context = await newPhoneContext(app.browser, 'en-GB');
    const page = await context.newPage();
    const messages = trackConsole(page);
    await page.addInitScript(PROBE);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto(`${app.server.url}/#/va01/product/${product.en.slug}`);
    await page.waitForSelector('html[data-app-started]');
    expect(documents).toEqual(['/', `/va01/p/${product.en.slug}`]);
    expect(await page.getAttribute('html', 'data-rendered-path')).toBe(`/va01/product/${product.en.slug}`);
    expect(await page.getAttribute('html', 'data-app-started')).toBe('hydrated');
    expect(await page.evaluate(() => (window as unknown as { __probe: { titleBeforeStart: boolean } }).__probe.titleBeforeStart)).toBe(true);
    expect(page.url()).toBe(`${app.server.url}/#/va01/product/${product.en.slug}`);
    expect(await page.getByTestId('product-title').textContent()).toBe(product.en.title);
    // The catalogue's document was replaced, not kept in the history: as many entries as a page opened once.
    const once = await context.newPage();
    await once.goto(`${app.server.url}/#/`);
    expect(await page.evaluate(() => history.length)).toBe(await once.evaluate(() => history.length));
    expect(messages).toEqual([]);
    await context.close();
  });

  it('Share opens the share sheet with the shared address from the hash route too', async () => {
    const context = await newPhoneContext(app.browser, 'es-ES');
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { __shared: ShareData[] }).__shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', { value: (data: ShareData) => (shared.push(data), Promise.resolve()), configurable: true });
    });
    await page.goto(`${app.server.url}/#/va01/product/${product.es.slug}`);
    await page.waitForSelector('html[data-app-started]');
    await page.getByTestId('share-product').click();
    await page.waitForFunction(() => (window as unknown as { __shared: ShareData[] }).__shared.length > 0);
    expect(await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared)).toEqual([
      { title: product.es.title, text: product.es.description, url: `${app.server.url}/va01/p/${product.es.slug}` },
    ]);
    await context.close();
  });

  it('opens offline from the installed app: the product on its hash route', async () => {
    const context: BrowserContext = await newPhoneContext(app.browser, 'es-ES');
    const first = await context.newPage();
    await first.goto(`${app.server.url}/#/`);
    await waitForServiceWorker(first);
    await first.waitForFunction(async () => (await (await caches.open('documents')).keys()).length > 0);
    await first.getByTestId('product-card').first().waitFor();
    await first.close();
    await context.setOffline(true);
    const page = await context.newPage();
    const messages = trackConsole(page);
    await page.goto(`${app.server.url}/va01/p/${product.es.slug}`);
    await page.waitForURL(`${app.server.url}/#/va01/product/${product.es.slug}`);
    await page.waitForSelector('html[data-app-started]');
    await page.getByTestId('product-title').waitFor();
    expect(await page.getByTestId('product-title').textContent()).toBe(product.es.title);
    expect(messages.filter((message) => message.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });
});
