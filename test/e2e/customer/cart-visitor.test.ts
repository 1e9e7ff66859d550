import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { HomeData, Product } from '../../../src/api/contract';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, newPhoneContext, trackPageErrors } from '../harness';
import { signedInPhone } from '../shopping';

// The home-delivery cart as a visitor sees it (lines, ± and emptying, the sign-in prompt in place of the
// checkout), and a customer's checkout: the default address chosen by Continue and named on step 3,
// the address form pre-filled with the contact details and the postal code held to 5 digits.
describe('the delivery cart for a visitor and the default address', () => {
  const app = useE2eApp({ customer: { email: `lucia.default.${Date.now()}@example.com`, addresses: ['Calle de Colón 1'] } });
  let beans: Product;

  beforeAll(async () => {
    const online = await apiGet<HomeData>(app.server.url, '/customer/ONLINE/home-wapp');
    beans = online.products.flatMap((group) => group.items).find((product) => product.stockCurrent >= 5 && product.price < 30)!;
    await apiCall(app.server.url, 'POST', '/customer/addresses/0', app.token, {
      addressId: 0,
      contactFullName: 'Lucía Marín',
      contactPhone: '611223344',
      addressLine1: 'Avenida del Puerto 22',
      cp: '46023',
      city: { code: '46250' },
      province: { code: '46' },
      isDefault: true,
    });
  });

  async function deliveryCartWith(page: Page): Promise<void> {
    await page.goto(`${app.server.url}/#/ONLINE/product/${beans.slug}`);
    await page.getByTestId('add-to-cart').click();
    await page.goto(`${app.server.url}/#/cart`);
  }

  describe('a visitor', () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      context = await newPhoneContext(app.browser);
      await context.addCookies([{ name: 'cookie_consent', value: new Date().toISOString(), url: app.server.url }]);
      page = await context.newPage();
      errors = trackPageErrors(page);
    });

    afterAll(() => context?.close());

    it('sees the lines and the total, with the sign-in prompt in place of the checkout', async () => {
      await deliveryCartWith(page);
      await page.getByTestId('delivery-sign-in').waitFor();
      expect(await page.getByTestId('cart-line').count()).toBe(1);
      expect(await page.getByTestId('cart-line').innerText()).toContain(beans.title);
      expect(await page.getByTestId('cart-total').innerText()).toMatch(/€/);
      expect(await page.getByTestId('delivery-step-1').count()).toBe(0);
    });

    it('changes the quantity with + and −', async () => {
      const total = page.getByTestId('cart-total');
      const before = await total.innerText();
      await page.getByTestId('cart-plus').click();
      await expect.poll(() => page.getByTestId('cart-line').locator('[aria-live]').innerText()).toBe('2');
      await expect.poll(() => total.innerText()).not.toBe(before);
      await page.getByTestId('cart-minus').click();
      await expect.poll(() => total.innerText()).toBe(before);
    });

    it('empties the cart', async () => {
      await page.getByTestId('delivery-empty-cart').click();
      // An emptied cart goes to the catalogue; the cart, opened again, stays empty.
      await page.waitForURL((url) => url.hash === '' || url.hash === '#/');
      await page.goto(`${app.server.url}/#/cart`);
      await page.getByTestId('delivery-empty').waitFor();
      expect(errors).toEqual([]);
    });
  });

  describe('a customer with two addresses, the second the default', () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      ({ context, page, errors } = await signedInPhone(app.browser, app.server.url, app.token, new Date()));
    });

    afterAll(() => context?.close());

    it('preselects the default address and names it on step 3', async () => {
      await deliveryCartWith(page);
      await page.getByTestId('delivery-continue').click();
      await page.getByTestId('delivery-address-option').nth(1).waitFor();
      expect(await page.getByTestId('delivery-address-option').nth(1).isChecked()).toBe(true);
      await page.getByTestId('delivery-continue').click();
      await page.getByTestId('delivery-transport').waitFor();
      expect(await page.getByTestId('delivery-address-summary').innerText()).toContain('Avenida del Puerto 22');
    });

    it('pre-fills the address form with the contact details and keeps a sixth postcode digit for the form to call too long', async () => {
      await page.getByTestId('delivery-step-2').click();
      await page.getByTestId('delivery-address-add').click();
      expect(await page.getByTestId('address-contactFullName').inputValue()).toBe('Lucía Marín');
      expect(await page.getByTestId('address-contactPhone').inputValue()).toBe('611223344');
      await page.getByTestId('address-cp').pressSequentially('460231');
      expect(await page.getByTestId('address-cp').inputValue()).toBe('460231');
      expect(errors).toEqual([]);
    });
  });
});
