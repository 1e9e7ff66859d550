import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../axe';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, fitsViewportWidth, newPhoneContext, trackPageErrors } from '../harness';
import { smallTouchTargets } from '../touchTargets';

// The back office's catalogue on a phone: the owner changes a price, creates a product and gives it a photo
// through the crop step; a manager without the catalogue grant reads it and runs only their shops' settings.
// E2E_SCREENSHOTS=dir keeps a picture of each screen.
const OWNER = 'owner@ritmo.local';
const MANAGER = 'manager@ritmo.local';

type HomeProduct = { productCode: string; price: number; photo: { url250: string } };

async function signIn(page: Page, baseUrl: string, email: string, language: 'es' | 'en'): Promise<void> {
  const texts =
    language === 'es'
      ? { email: 'Correo electrónico', send: 'Enviar código', code: 'Código', enter: 'Entrar' }
      : { email: 'E-mail', send: 'Send code', code: 'Code', enter: 'Sign in' };
  await page.goto(`${baseUrl}/manage/`);
  await page.getByLabel(texts.email).fill(email);
  await page.getByRole('button', { name: texts.send }).click();
  await page.getByLabel(texts.code).waitFor();
  const outbox = await apiCall<{ to: string; code: string | null }[]>(baseUrl, 'GET', '/dev/outbox');
  await page.getByLabel(texts.code).fill(outbox.filter((mail) => mail.to === email && mail.code).at(-1)!.code!);
  await page.getByRole('button', { name: texts.enter, exact: true }).click();
  await page.getByTestId('manage-nav-catalogue').waitFor({ timeout: 15_000 });
}

async function customerProduct(baseUrl: string, code: string): Promise<HomeProduct | undefined> {
  const home = await apiGet<{ products: { items: HomeProduct[] }[] }>(baseUrl, '/customer/va01/home-wapp');
  return home.products.flatMap((group) => group.items).find((product) => product.productCode === code);
}

/** A 1600×1200 JPEG, its left half red and its right half blue, so the crop shows in the stored photo. */
function photoJpeg(): Promise<Buffer> {
  const half = { width: 800, height: 1200, channels: 3 as const };
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1d4ed8' } })
    .composite([{ input: { create: { ...half, background: '#dc2626' } }, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe('the back office’s catalogue', () => {
  const app = useE2eApp();
  const dir = process.env.E2E_SCREENSHOTS;
  const picture = async (page: Page, name: string) => {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `catalogue-${name}.png`), fullPage: true });
  };

  it('lets the owner change a price, create a product and give it a cropped photo, at 390 px', async () => {
    const context = app.closeAtEnd(await newPhoneContext(app.browser, 'es-ES'));
    await context.addCookies([{ name: 'culture', value: 'es', url: app.server.url }]);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, app.server.url, OWNER, 'es');

    await page.getByTestId('manage-nav-catalogue').click();
    await page.getByTestId('catalogue-new').waitFor();
    expect(await fitsViewportWidth(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
    await picture(page, 'list-es-390');

    // A price: the first product the customer's shop sells.
    const link = page.locator('[data-testid^="catalogue-product-"]').first();
    const code = (await link.getAttribute('data-testid'))!.replace('catalogue-product-', '');
    const before = await customerProduct(app.server.url, code);
    await link.click();
    await page.getByTestId('product-form').waitFor();
    const price = page.getByTestId('product-price');
    await price.fill('0,015');
    await page.getByTestId('product-save').click();
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    // The server's refusal, by the field it names; the form stays as typed.
    await price.fill('999999999');
    await page.getByTestId('product-save').click();
    await expect.poll(() => page.getByTestId('product-status').textContent()).toMatch(/^No se ha guardado: /);
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    expect(await price.inputValue()).toBe('999999999');
    await price.fill('3,45');
    await expect.poll(() => page.getByTestId('product-vat-split').textContent()).toMatch(/IVA/);
    await page.getByTestId('product-save').click();
    await expect.poll(() => page.getByTestId('product-status').textContent()).toBe('Cambios guardados.');
    expect(await price.getAttribute('aria-invalid')).toBeNull();
    if (before) expect((await customerProduct(app.server.url, code))?.price).toBe(3.45);
    expect(await fitsViewportWidth(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
    await picture(page, 'editor-es-390');

    // A new product: its names and price, then it opens at its own address for photos.
    await page.getByRole('link', { name: /Volver al catálogo/ }).click();
    await page.getByTestId('catalogue-new').click();
    await page.getByTestId('product-title-es').fill('Tostada de prueba');
    await page.getByTestId('product-title-en').fill('Test toast');
    await page.getByTestId('product-price').fill('2,20');
    await page.getByTestId('product-save').click();
    await page.waitForURL(/#\/catalogue\/product\/[^/]+$/, { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('product-status').textContent()).toMatch(/Producto creado/);
    const created = decodeURIComponent(page.url().split('/').at(-1)!);

    // Its Valencian name: optional, with the hint that Spanish shows while it is empty; kept after a reload.
    await page.getByTestId('product-title-ca').fill('Torrada de prova');
    expect(await page.getByText('Si está vacío se muestra el castellano.').first().isVisible()).toBe(true);
    await page.getByTestId('product-save').click();
    await expect.poll(() => page.getByTestId('product-status').textContent()).toBe('Cambios guardados.');
    await page.reload();
    await expect.poll(() => page.getByTestId('product-title-ca').inputValue()).toBe('Torrada de prova');
    await page.getByTestId('product-title-ca').scrollIntoViewIfNeeded();
    expect(await fitsViewportWidth(page)).toBe(true);
    await picture(page, 'editor-valencian-es-390');

    // Its photo: chosen, framed (moved right, zoomed in), uploaded with the crop.
    await page.getByTestId('photo-file').setInputFiles({ name: 'tostada.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg() });
    await page.getByTestId('photo-crop-square').waitFor();
    await page.getByTestId('photo-zoom').fill('1.5');
    await page.getByTestId('photo-crop-square').focus();
    await page.keyboard.press('Shift+ArrowRight');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await picture(page, 'crop-es-390');
    await page.getByTestId('photo-use').click();
    await page.getByTestId('photo-item').first().waitFor({ timeout: 30_000 });
    const image = page.getByTestId('photo-item').first().locator('img');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(250);
    await picture(page, 'photo-es-390');

    // The list shows the photo as its thumbnail.
    await page.getByRole('link', { name: /Volver al catálogo/ }).click();
    expect(await page.getByTestId(`catalogue-product-${created}`).locator('img').getAttribute('src')).toMatch(/\/media\/p\//);
    expect(errors).toEqual([]);
  });

  it('shows a manager without the catalogue grant no edit controls, only their shops’ settings', async () => {
    const context = app.closeAtEnd(await newPhoneContext(app.browser, 'en-GB'));
    await context.addCookies([{ name: 'culture', value: 'en', url: app.server.url }]);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, app.server.url, MANAGER, 'en');
    await page.getByTestId('manage-nav-catalogue').click();
    await page.locator('[data-testid^="catalogue-product-"]').first().waitFor();
    expect(await page.getByTestId('catalogue-new').count()).toBe(0);
    expect(await page.getByTestId('catalogue-categories').count()).toBe(0);
    await page.locator('[data-testid^="catalogue-product-"]').first().click();
    await page.getByTestId('product-form').waitFor();
    expect(await page.getByTestId('product-save').count()).toBe(0);
    expect(await page.getByTestId('product-remove').count()).toBe(0);
    expect(await page.getByTestId('photo-add').count()).toBe(0);
    expect(await page.getByTestId('product-price').isDisabled()).toBe(true);
    expect(await page.locator('[data-testid$="-sold"]').count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await picture(page, 'editor-read-only-en-390');
    expect(errors).toEqual([]);
  });
});
