import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Product, ProductExtra, ProductExtrasDic, Recipe } from '../../../src/api/contract';
import { useE2eApp } from '../fixture';
import { apiGet, fitsViewportWidth, waitForServiceWorker } from '../harness';

// One customer's journey through the foundation: browse, customise a product, switch language, choose a
// shop, read a recipe and a page, then lose the network and reload.
describe('catalogue journey in Chromium', () => {
  const app = useE2eApp({ phone: 'visitor' });
  let home: HomeData;
  let extras: ProductExtra[];

  beforeAll(async () => {
    home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    extras = (await apiGet<ProductExtrasDic>(app.server.url, '/customer/common/dic-product-extras/dic')).list;
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
    await app.page.goto(`${app.server.url}/#/`);
    // The first blocks render at once, the rest in a following (interruptible) render.
    await app.page
      .getByTestId('category-block')
      .nth(home.products.length - 1)
      .waitFor();
    const accept = app.page.getByTestId('cookie-accept');
    if (await accept.isVisible()) await accept.click();
    expect(await app.page.getByTestId('category-block').count()).toBe(home.products.length);
    expect(await app.page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(30);
    expect(await app.page.locator('html').getAttribute('lang')).toBe('es');
    expect(await fitsViewportWidth(app.page)).toBe(true);
    expect(await app.page.getByTestId('bottom-nav').isVisible()).toBe(true);
  });

  it('filters categories with ?cat and offers a way home', async () => {
    const [first, second] = home.products;
    await app.page.goto(`${app.server.url}/#/?cat=${first!.categoryId},${second!.categoryId}`);
    await app.page.getByTestId('category-block').first().waitFor();
    // The unfiltered catalogue may stay in view while the filtered one renders.
    await expect.poll(() => app.page.getByTestId('category-block').count()).toBe(2);
  });

  it('recomputes the product price when quantity and extras change', async () => {
    const { product, optionLabel } = productWithPricedOption();
    await app.page.goto(`${app.server.url}/#/va01/product/${product.slug}`);
    await app.page.getByTestId('product-title').waitFor();
    expect(await app.page.getByTestId('product-title').textContent()).toContain(product.title);
    await expect.poll(() => app.page.getByTestId('quantity-minus').isDisabled()).toBe(true);
    const single = await app.page.getByTestId('product-price').textContent();

    await app.page.getByTestId('quantity-plus').click();
    await expect.poll(() => app.page.getByTestId('product-price').textContent()).not.toBe(single);
    const double = await app.page.getByTestId('product-price').textContent();
    expect(await app.page.getByTestId('quantity-minus').isDisabled()).toBe(false);

    await app.page.getByLabel(optionLabel, { exact: false }).first().check();
    await expect.poll(() => app.page.getByTestId('product-price').textContent()).not.toBe(double);
    await app.page.getByTestId('similar-products').waitFor();
    expect(await fitsViewportWidth(app.page)).toBe(true);
  });

  it('says when a product does not exist', async () => {
    await app.page.goto(`${app.server.url}/#/va01/product/no-such-thing-ZZ999`);
    await app.page.getByTestId('product-not-found').waitFor();
    expect(await app.page.getByTestId('product-not-found').textContent()).toMatch(/no encontrado/i);
  });

  it('opens a recipe with cup options and a content page', async () => {
    const recipes = await apiGet<Recipe[]>(app.server.url, '/customer/recipes');
    const coffee = recipes.find((recipe) => recipe.type === 'coffee' && recipe.cups.length > 1)!;
    await app.page.goto(`${app.server.url}/#/recipes`);
    await app.page.getByTestId('recipe-card').first().waitFor();
    await app.page.getByTestId('recipe-card').filter({ hasText: coffee.name }).first().click();
    await app.page.getByTestId('recipe-title').waitFor();
    expect(await app.page.getByTestId('recipe-title').textContent()).toContain(coffee.name);
    await app.page.getByTestId('recipe-cups').waitFor();

    await app.page.goto(`${app.server.url}/#/page/legal`);
    await app.page.getByTestId('page-title').waitFor();
    expect((await app.page.getByTestId('page-title').textContent())?.length).toBeGreaterThan(3);
  });

  it('chooses another shop and shows its catalogue', async () => {
    await app.page.goto(`${app.server.url}/#/locations`);
    await app.page.getByTestId('location-card').first().waitFor();
    const other = app.page.getByTestId('location-card').filter({ has: app.page.getByRole('button', { name: /elegir/i }) });
    const otherCard = other.filter({ hasText: /va02|Ruzafa|Russafa|Madrid|tienda|shop/i }).first();
    await ((await otherCard.count()) ? otherCard : other.first()).getByRole('button', { name: /elegir/i }).click();
    await expect.poll(() => app.page.evaluate(() => localStorage.getItem('location'))).not.toBe(null);
    const chosen = await app.page.evaluate(() => localStorage.getItem('location'));
    expect(chosen).not.toBe('VA01');
    await app.page.getByTestId('category-block').first().waitFor();
    expect(app.page.url().toLowerCase()).toContain(`#/${chosen!.toLowerCase()}`);
  });

  it('switches to English and keeps the choice in the culture cookie', async () => {
    await app.page.goto(`${app.server.url}/#/options`);
    await app.page.getByTestId('language-en').click();
    await expect.poll(() => app.page.locator('html').getAttribute('lang')).toBe('en');
    const cookies = await app.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'culture')?.value).toBe('en');
    const english = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp', 'en');
    await app.page.goto(`${app.server.url}/#/va01`);
    await app.page.getByTestId('category-block').first().waitFor();
    await expect.poll(() => app.page.getByTestId('category-block').first().locator('h2').textContent()).toContain(english.products[0]!.title);
  });

  it('still shows catalogue, product and recipe offline after a reload', async () => {
    const product = home.products[0]!.items[0]!;
    const recipes = await apiGet<Recipe[]>(app.server.url, '/customer/recipes', 'en');
    // Visit online first so Dexie and the caches hold them, in the language now in use.
    await app.page.goto(`${app.server.url}/#/va01/product/${product.productCode}`);
    await app.page.getByTestId('product-title').waitFor();
    await app.page.goto(`${app.server.url}/#/recipes?id=${recipes[0]!.id}`);
    await app.page.getByTestId('recipe-title').waitFor();
    await waitForServiceWorker(app.page);

    await app.context.setOffline(true);
    await app.page.goto(`${app.server.url}/#/va01`);
    await app.page.reload();
    await app.page
      .getByTestId('category-block')
      .nth(home.products.length - 1)
      .waitFor();
    expect(await app.page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(30);
    await app.page.getByTestId('offline-indicator').waitFor();

    await app.page.goto(`${app.server.url}/#/va01/product/${product.productCode}`);
    await app.page.reload();
    await app.page.getByTestId('product-title').waitFor();

    await app.page.goto(`${app.server.url}/#/recipes?id=${recipes[0]!.id}`);
    await app.page.reload();
    await app.page.getByTestId('recipe-title').waitFor();
    expect(await app.page.getByTestId('recipe-title').textContent()).toContain(recipes[0]!.name);
    await app.context.setOffline(false);
  });

  it('ran without uncaught page errors', () => {
    expect(app.errors).toEqual([]);
  });
});
