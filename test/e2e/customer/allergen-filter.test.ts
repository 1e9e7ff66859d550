import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Product } from '../../../src/api/contract';
import { useE2eApp } from '../fixture';
import { apiGet, fitsViewportWidth } from '../harness';

// A customer who avoids gluten: the catalogue's allergen filter hides (then marks) what has it, the choice
// outlives a reload, and a product's page lists its allergens before its Add button.
describe('the allergen filter in Chromium', () => {
  const app = useE2eApp({ phone: 'visitor' });
  let products: Product[];
  let withGluten: Product;
  let withoutGluten: Product;

  beforeAll(async () => {
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    products = home.products.flatMap((group) => group.items);
    withGluten = products.find((product) => product.allergenCodes.includes('gluten'))!;
    withoutGluten = products.find((product) => !product.allergenCodes.includes('gluten') && product.allergenCodes.length > 0)!;
  });

  const cards = () => app.page.getByTestId('product-card');
  const card = (product: Product) => app.page.locator(`[data-testid="product-card"][href$="/${product.slug}"]`);

  async function openCatalogue() {
    await app.page.goto(`${app.server.url}/#/va01`);
    await app.page.getByTestId('category-block').first().waitFor();
    const accept = app.page.getByTestId('cookie-accept');
    if (await accept.isVisible()) await accept.click();
    // Every product's card is there (the blocks render a few at a time).
    await expect.poll(() => cards().count()).toBe(products.length);
  }

  it('shows each card’s allergens with icons and their names', async () => {
    await openCatalogue();
    const line = card(withGluten).first().getByTestId('card-allergens');
    expect((await line.locator('li').first().textContent())?.trim()).toBe('Gluten');
    expect(await line.locator('li svg use').first().getAttribute('href')).toBe('/allergens.svg#gluten');
    expect(await fitsViewportWidth(app.page)).toBe(true);
  });

  it('hides the products with gluten when the customer asks for "sin gluten", and says how many', async () => {
    await openCatalogue();
    const glutenCards = products.filter((product) => product.allergenCodes.includes('gluten')).length;
    expect(glutenCards).toBeGreaterThan(0);

    await app.page.getByTestId('allergen-filter-open').click();
    const sheet = app.page.getByTestId('allergen-sheet');
    await sheet.getByRole('switch', { name: 'Sin gluten' }).check();
    await sheet.getByTestId('allergen-filter-done').click();

    await expect.poll(() => cards().count()).toBe(products.length - glutenCards);
    expect(await card(withGluten).count()).toBe(0);
    expect(await card(withoutGluten).count()).toBe(1);
    expect(await app.page.getByTestId('allergen-chip').textContent()).toContain('Sin gluten');
    expect(await app.page.getByTestId('allergen-filter-status').textContent()).toBe(`${glutenCards} productos ocultos`);
  });

  it('keeps the filter on after a reload, and marks instead of hiding when asked', async () => {
    await app.page.reload();
    await app.page.getByTestId('category-block').first().waitFor();
    await expect.poll(() => app.page.getByTestId('allergen-chip').count()).toBe(1);
    await expect.poll(() => card(withGluten).count()).toBe(0);

    await app.page.getByTestId('allergen-filter-open').click();
    const sheet = app.page.getByTestId('allergen-sheet');
    await sheet.getByRole('radio', { name: 'Mostrarlos con un aviso' }).check();
    await sheet.getByTestId('allergen-filter-done').click();

    await expect.poll(() => cards().count()).toBe(products.length);
    const warning = card(withGluten).first().getByTestId('allergen-warning');
    expect(await warning.textContent()).toContain('Contiene gluten');
    expect(await warning.isVisible()).toBe(true);
    expect(await card(withoutGluten).getByTestId('allergen-warning').count()).toBe(0);
  });

  it('lists a product’s allergens before its Add button', async () => {
    await app.page.goto(`${app.server.url}/#/va01/product/${withGluten.slug}`);
    const block = app.page.getByTestId('product-allergens');
    await block.waitFor();
    expect(await block.locator('li[data-allergen]').evaluateAll((items) => items.map((item) => item.getAttribute('data-allergen')))).toEqual(
      withGluten.allergenCodes,
    );
    expect(await block.textContent()).toContain('Gluten');
    const before = await block.evaluate((section) => {
      const add = document.querySelector('[data-testid="add-to-cart"]')!;
      return Boolean(section.compareDocumentPosition(add) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(before).toBe(true);
  });
});
