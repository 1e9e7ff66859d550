import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Location, Product } from '../../../src/api/contract';
import { formatProductPrice } from '../../../src/domain/pricing/money';
import { addDays, shopMomentOf, SHOP_TIME_ZONE, type ShopDay } from '../../../src/domain/schedule/shopTime';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, newPhoneContext, nextOpeningMoment, shiftedClock, trackPageErrors } from '../harness';

// The back office end to end, as the owner lives it on a Wednesday morning: on a phone she changes a
// price, adds a product with a real photo cropped to square and sells it at Ruzafa, closes the shop today and
// opens a short day later on, and gives the barista a second shop. A customer's catalogue, open all along in
// another browser, shows the new price and the photo without a reload; the customer's order today meets the
// closed message; the barista signs in and picks the second shop's board.
const OWNER = 'owner@ritmo.local';
const BARISTA = 'barista@ritmo.local';
const SHOP = 'va01';
const two = (value: number) => String(value).padStart(2, '0');
const isoDay = (day: ShopDay) => `${day.year}-${two(day.month)}-${two(day.day)}`;

async function signInWithCode(page: Page, baseUrl: string, email: string, enter: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByLabel('Código').waitFor();
  const outbox = await apiCall<{ to: string; code: string | null }[]>(baseUrl, 'GET', '/dev/outbox');
  await page.getByLabel('Código').fill(outbox.filter((mail) => mail.to === email && mail.code).at(-1)!.code!);
  await page.getByRole('button', { name: enter, exact: true }).click();
}

/** A 1600×1200 JPEG, left half red, right half blue: the crop shows in the stored square. */
function photoJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1d4ed8' } })
    .composite([{ input: { create: { width: 800, height: 1200, channels: 3, background: '#dc2626' } }, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe('the owner runs a shop from the back office; customers and staff see it at once', () => {
  const openAt = nextOpeningMoment();
  const clock = shiftedClock(openAt);
  const app = useE2eApp({ server: { now: clock }, customer: { email: `olga.client.${Date.now()}@example.com` } });
  let product: Product;
  let owner: Page;
  let customer: Page;
  let newCode: string;
  const today = shopMomentOf(openAt, SHOP_TIME_ZONE);
  const shortDay = addDays(today, 2);

  beforeAll(async () => {
    const home = await apiGet<HomeData>(app.server.url, `/customer/${SHOP}/home-wapp`);
    product = home.products.flatMap((group) => group.items).find((item) => !item.isOneGoods && item.stockCurrent > 10)!;

    const customerSide = app.closeAtEnd(await newPhoneContext(app.browser, 'es-ES'));
    await customerSide.clock.install({ time: openAt });
    await customerSide.addCookies([
      { name: 'culture', value: 'es', url: app.server.url },
      { name: 'cookie_consent', value: openAt.toISOString(), url: app.server.url },
    ]);
    customer = await customerSide.newPage();
    await customer.goto(`${app.server.url}/#/${SHOP}`);
    await customer.locator('[data-testid="product-card"]').first().waitFor({ timeout: 20_000 });

    const ownerSide = app.closeAtEnd(await newPhoneContext(app.browser, 'es-ES'));
    await ownerSide.addCookies([{ name: 'culture', value: 'es', url: app.server.url }]);
    owner = await ownerSide.newPage();
    await owner.goto(`${app.server.url}/manage/`);
    await signInWithCode(owner, app.server.url, OWNER, 'Entrar');
    await owner.getByTestId('manage-nav-catalogue').waitFor({ timeout: 15_000 });
  });

  it('changes a price: the customer’s open catalogue shows it without a reload', async () => {
    const errors = trackPageErrors(owner);
    await owner.getByTestId('manage-nav-catalogue').click();
    await owner.getByTestId(`catalogue-product-${product.productCode}`).click();
    await owner.getByTestId('product-form').waitFor();
    // Half a euro more: the catalogue shows prices with one decimal.
    const newPrice = Math.round((product.price + 0.5) * 100) / 100;
    await owner.getByTestId('product-price').fill(String(newPrice).replace('.', ','));
    await owner.getByTestId('product-save').click();
    await expect.poll(() => owner.getByTestId('product-status').textContent()).toBe('Cambios guardados.');

    const card = customer.locator(`[data-testid="product-card"][href$="/${SHOP}/product/${product.slug}"]`);
    const shown = formatProductPrice(newPrice, 'es');
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain(shown);
    expect(errors).toEqual([]);
  });

  it('adds a product with a photo cropped to square and sells it at the shop: the customer sees both', async () => {
    await owner.getByRole('link', { name: /Volver al catálogo/ }).click();
    await owner.getByTestId('catalogue-new').click();
    await owner.getByTestId('product-title-es').fill('Tostada de tomate');
    await owner.getByTestId('product-title-en').fill('Tomato toast');
    await owner.getByTestId('product-price').fill('2,80');
    await owner.getByTestId('product-save').click();
    await owner.waitForURL(/#\/catalogue\/product\/[^/]+$/, { timeout: 15_000 });
    newCode = decodeURIComponent(owner.url().split('/').at(-1)!);

    await owner.getByTestId('photo-file').setInputFiles({ name: 'tostada.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg() });
    await owner.getByTestId('photo-crop-square').waitFor();
    await owner.getByTestId('photo-use').click();
    await owner.getByTestId('photo-item').first().waitFor({ timeout: 30_000 });

    // The switch sells it here at once, at the product's own price.
    await owner.getByTestId(`shop-${SHOP}-sold`).check();

    const card = customer.locator(`[data-testid="product-card"][href$="-${newCode}"]`);
    await card.waitFor({ timeout: 10_000 });
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/media\/p\/[0-9a-f]{64}-250$/);
    await expect.poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(250);
    // Square: the stored photo is as high as it is wide.
    const photo = await fetch(`${app.server.url}${await card.locator('img').getAttribute('src')}`, { headers: { Accept: 'image/jpeg' } });
    const size = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([250, 250]);
  });

  it('closes the shop today and opens a short day later on: today’s order meets the closed message', async () => {
    await owner.getByTestId('manage-nav-shops').click();
    await owner.getByTestId(`bo-shop-hours-${SHOP}`).click();
    await owner.getByTestId('bo-hours-form').waitFor({ timeout: 15_000 });
    const rows = await owner.locator('[data-testid^="bo-exception-"][data-testid$="-date"]').count();
    await owner.getByTestId('bo-exception-add').click();
    await owner.getByTestId(`bo-exception-${rows}-date`).fill(isoDay(today));
    await owner.getByTestId('bo-exception-add').click();
    await owner.getByTestId(`bo-exception-${rows + 1}-date`).fill(isoDay(shortDay));
    await owner.getByTestId(`bo-exception-${rows + 1}-open`).check();
    await owner.getByTestId(`bo-exception-${rows + 1}-r0-from`).fill('10:00');
    await owner.getByTestId(`bo-exception-${rows + 1}-r0-to`).fill('14:00');
    await owner.getByTestId('bo-hours-save').click();
    await expect.poll(() => owner.getByTestId('bo-hours-result').textContent(), { timeout: 15_000 }).toContain('Horario guardado');

    const location = (await apiCall<Location[]>(app.server.url, 'GET', '/customer/locations')).find((shop) => shop.code === SHOP)!;
    expect(location.schedule.exceptions[`${today.year}-${today.month}-${today.day}`]).toEqual([]);
    expect(location.schedule.exceptions[`${shortDay.year}-${shortDay.month}-${shortDay.day}`]).toEqual([['10:00', '14:00']]);

    // The customer's cart says so in the spec's words and offers no payment (the server refuses one too:
    // test/server/surfaces/manage/hours.test.ts).
    await customer.goto(`${app.server.url}/#/${SHOP}/product/${product.slug}`);
    await customer.getByTestId('add-to-cart').click();
    await customer.goto(`${app.server.url}/#/cart`);
    await expect.poll(() => customer.getByTestId('cart-closed').textContent(), { timeout: 10_000 }).toContain('En este momento estamos cerrados');
    expect(await customer.getByTestId('pay-card').count()).toBe(0);
  });

  it('gives the barista a second shop: she signs in and opens its board', async () => {
    await owner.getByTestId('manage-nav-staff').click();
    const card = owner.getByTestId(`bo-staff-${BARISTA}`);
    await card.waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: /Cambiar/ }).click();
    await card.getByTestId('bo-staff-shop-va02').check();
    await card.getByTestId('bo-staff-save').click();
    await expect.poll(() => card.getByTestId('bo-staff-shops').textContent(), { timeout: 15_000 }).toContain('El Carmen');

    const counter = await app.closeAtEnd(await app.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'es-ES' })).newPage();
    await counter.context().addCookies([{ name: 'culture', value: 'es', url: app.server.url }]);
    await counter.goto(`${app.server.url}/counter/`);
    await signInWithCode(counter, app.server.url, BARISTA, 'Entrar y empezar turno');
    await counter.locator('[data-shop="va02"]').click({ timeout: 15_000 });
    await counter.locator('#staff-board').waitFor({ timeout: 15_000 });
  });
});
