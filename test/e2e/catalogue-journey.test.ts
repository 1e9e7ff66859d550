import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { HomeData, Product, ProductExtra, ProductExtrasDic, Recipe } from '../../src/api/contract';
import { apiGet, fitsViewportWidth, launchChromium, newPhoneContext, startTestServer, trackPageErrors, waitForServiceWorker, type TestServer } from './harness';

// One customer's journey through the foundation: browse, customise a product, switch language, choose a
// shop, read a recipe and a page, then lose the network and reload.
describe('catalogue journey in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let home: HomeData;
  let extras: ProductExtra[];

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchChromium();
    context = await newPhoneContext(browser);
    page = await context.newPage();
    errors = trackPageErrors(page);
    home = await apiGet<HomeData>(server.url, '/customer/va01/home-wapp');
    extras = (await apiGet<ProductExtrasDic>(server.url, '/customer/common/dic-product-extras/dic')).list;
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  /** A product that offers a priced option, so choosing it must change the price. */
  function productWithPricedOption(): { product: Product; optionLabel: string } {
    for (const group of home.products) {
      for (const product of group.items) {
        for (const extraId of product.extras) {
          const extra = extras.find((candidate) => candidate.id === extraId);
          if (!extra) continue;
          if (extra.extraType === 'bool' && (product.extrasPrice[extra.extra.value]?.price ?? 0) > 0) {
            return { product, optionLabel: extra.conf.titles.es };
          }
          const option = extra.conf.extras.find((candidate) => (product.extrasPrice[candidate.value]?.price ?? 0) > 0);
          if (extra.extraType === 'extras' && option) return { product, optionLabel: option.titles.es };
        }
      }
    }
    throw new Error('The demo data has no product with a priced bool or extras option');
  }

  it('shows the catalogue: one block per category with products', async () => {
    await page.goto(`${server.url}/#/`);
    // The first blocks render at once, the rest in a following (interruptible) render.
    await page.getByTestId('category-block').nth(home.products.length - 1).waitFor();
    const accept = page.getByTestId('cookie-accept');
    if (await accept.isVisible()) await accept.click();
    expect(await page.getByTestId('category-block').count()).toBe(home.products.length);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(30);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await fitsViewportWidth(page)).toBe(true);
    expect(await page.getByTestId('bottom-nav').isVisible()).toBe(true);
  });

  it('filters categories with ?cat and offers a way home', async () => {
    const [first, second] = home.products;
    await page.goto(`${server.url}/#/?cat=${first!.categoryId},${second!.categoryId}`);
    await page.getByTestId('category-block').first().waitFor();
    // The unfiltered catalogue may stay in view while the filtered one renders.
    await expect.poll(() => page.getByTestId('category-block').count()).toBe(2);
  });

  it('recomputes the product price when quantity and extras change', async () => {
    const { product, optionLabel } = productWithPricedOption();
    await page.goto(`${server.url}/#/va01/product/${product.slug}`);
    await page.getByTestId('product-title').waitFor();
    expect(await page.getByTestId('product-title').textContent()).toContain(product.title);
    await expect.poll(() => page.getByTestId('quantity-minus').isDisabled()).toBe(true);
    const single = await page.getByTestId('product-price').textContent();

    await page.getByTestId('quantity-plus').click();
    await expect.poll(() => page.getByTestId('product-price').textContent()).not.toBe(single);
    const double = await page.getByTestId('product-price').textContent();
    expect(await page.getByTestId('quantity-minus').isDisabled()).toBe(false);

    await page.getByLabel(optionLabel, { exact: false }).first().check();
    await expect.poll(() => page.getByTestId('product-price').textContent()).not.toBe(double);
    await page.getByTestId('similar-products').waitFor();
    expect(await fitsViewportWidth(page)).toBe(true);
  });

  it('says when a product does not exist', async () => {
    await page.goto(`${server.url}/#/va01/product/no-such-thing-ZZ999`);
    await page.getByTestId('product-not-found').waitFor();
    expect(await page.getByTestId('product-not-found').textContent()).toMatch(/no encontrado/i);
  });

  it('opens a recipe with cup options and a content page', async () => {
    const recipes = await apiGet<Recipe[]>(server.url, '/customer/recipes');
    const coffee = recipes.find((recipe) => recipe.type === 'coffee' && recipe.cups.length > 1)!;
    await page.goto(`${server.url}/#/recipes`);
    await page.getByTestId('recipe-card').first().waitFor();
    await page.getByTestId('recipe-card').filter({ hasText: coffee.name }).first().click();
    await page.getByTestId('recipe-title').waitFor();
    expect(await page.getByTestId('recipe-title').textContent()).toContain(coffee.name);
    await page.getByTestId('recipe-cups').waitFor();

    await page.goto(`${server.url}/#/page/legal`);
    await page.getByTestId('page-title').waitFor();
    expect((await page.getByTestId('page-title').textContent())?.length).toBeGreaterThan(3);
  });

  it('chooses another shop and shows its catalogue', async () => {
    await page.goto(`${server.url}/#/locations`);
    await page.getByTestId('location-card').first().waitFor();
    const other = page.getByTestId('location-card').filter({ has: page.getByRole('button', { name: /elegir/i }) });
    const otherCard = other.filter({ hasText: /va02|Ruzafa|Russafa|Madrid|tienda|shop/i }).first();
    await (await otherCard.count() ? otherCard : other.first()).getByRole('button', { name: /elegir/i }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('location'))).not.toBe(null);
    const chosen = await page.evaluate(() => localStorage.getItem('location'));
    expect(chosen).not.toBe('VA01');
    await page.getByTestId('category-block').first().waitFor();
    expect(page.url().toLowerCase()).toContain(`#/${chosen!.toLowerCase()}`);
  });

  it('switches to English and keeps the choice in the culture cookie', async () => {
    await page.goto(`${server.url}/#/options`);
    await page.getByTestId('language-en').click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'culture')?.value).toBe('en');
    const english = await apiGet<HomeData>(server.url, '/customer/va01/home-wapp', 'en');
    await page.goto(`${server.url}/#/va01`);
    await page.getByTestId('category-block').first().waitFor();
    await expect.poll(() => page.getByTestId('category-block').first().locator('h2').textContent()).toContain(english.products[0]!.title);
  });

  it('still shows catalogue, product and recipe offline after a reload', async () => {
    const product = home.products[0]!.items[0]!;
    const recipes = await apiGet<Recipe[]>(server.url, '/customer/recipes', 'en');
    // Visit online first so Dexie and the caches hold them, in the language now in use.
    await page.goto(`${server.url}/#/va01/product/${product.productCode}`);
    await page.getByTestId('product-title').waitFor();
    await page.goto(`${server.url}/#/recipes?id=${recipes[0]!.id}`);
    await page.getByTestId('recipe-title').waitFor();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.goto(`${server.url}/#/va01`);
    await page.reload();
    await page.getByTestId('category-block').nth(home.products.length - 1).waitFor();
    expect(await page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(30);
    await page.getByTestId('offline-indicator').waitFor();

    await page.goto(`${server.url}/#/va01/product/${product.productCode}`);
    await page.reload();
    await page.getByTestId('product-title').waitFor();

    await page.goto(`${server.url}/#/recipes?id=${recipes[0]!.id}`);
    await page.reload();
    await page.getByTestId('recipe-title').waitFor();
    expect(await page.getByTestId('recipe-title').textContent()).toContain(recipes[0]!.name);
    await context.setOffline(false);
  });

  it('ran without uncaught page errors', () => {
    expect(errors).toEqual([]);
  });
});
