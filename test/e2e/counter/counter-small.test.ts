import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useE2eApp } from '../fixture';
import { newPhoneContext, trackPageErrors } from '../harness';
import { registeredCustomer, signInContext } from '../customer';

// Issue 15 "At the counter": four smaller defects a customer met on the sign-in, address and shop screens.
describe('at the counter: sign-in, address form and unknown shop in Chromium', () => {
  // No OIDC settings: the social sign-in is not configured on this server.
  const app = useE2eApp();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeEach(async () => {
    context = await newPhoneContext(app.browser, 'en-GB');
    page = await context.newPage();
    errors = trackPageErrors(page);
  });
  afterEach(async () => {
    expect(errors).toEqual([]);
    await context?.close();
  });

  async function acceptCookies() {
    const accept = page.getByTestId('cookie-accept');
    if (await accept.isVisible()) await accept.click();
  }

  it('a) without social sign-in configured, the login box does not offer it and its old link comes back to the app', async () => {
    await page.goto(`${app.server.url}/#/user`);
    await page.getByTestId('login-email').waitFor();
    expect(await page.getByRole('link', { name: 'Sign in with Google' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign in with Google' }).count()).toBe(0);

    // A page opened before (or a bookmark) still links to the server: it lands on the app's own screen.
    await page.goto(`${app.server.url}/api/login/gs/home`);
    await page.getByTestId('login-error').waitFor();
    expect(await page.locator('.top-bar').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in with Google is not available');
    await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
    await page.getByTestId('login-email').waitFor();
  });

  it('b) a reload on the code step keeps the step and the e-mail until the code expires; Cancel forgets it', async () => {
    await context.clock.install();
    const email = `reload.${Date.now()}@example.com`;
    await page.goto(`${app.server.url}/#/user`);
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-code').waitFor();

    await page.reload();
    await page.getByTestId('login-code').waitFor();
    expect(await page.locator('.login-box').textContent()).toContain(email);

    // Nine minutes later the code still works: the step stays.
    await page.clock.fastForward('09:00');
    await page.reload();
    await page.getByTestId('login-code').waitFor();

    // Past the code's ten minutes the box says so and asks for the e-mail again, which is kept; so does a reload.
    await page.clock.fastForward('01:30');
    await page.getByTestId('login-code-expired').waitFor();
    expect(await page.getByTestId('login-code-expired').textContent()).toBe('The code has expired, you have to request it again.');
    await page.reload();
    await page.getByTestId('login-email').waitFor();
    expect(await page.getByTestId('login-code').count()).toBe(0);
    expect(await page.getByTestId('login-email').inputValue()).toBe(email);

    // A new code, then Cancel: a reload stays on the e-mail step.
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-code').waitFor();
    await page.getByTestId('login-cancel').click();
    await page.getByTestId('login-email').waitFor();
    await page.reload();
    await page.getByTestId('login-email').waitFor();
    expect(await page.getByTestId('login-code').count()).toBe(0);
  });

  it('c) the address form names the wrong fields and marks them', async () => {
    const token = await registeredCustomer(app.server.url, `address.${Date.now()}@example.com`, ['Calle Mayor 1']);
    await signInContext(context, app.server.url, token);
    await page.goto(`${app.server.url}/#/user/address`);
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-contactFullName').fill('Ana García');
    await page.getByTestId('address-contactPhone').fill('61234');
    await page.getByTestId('address-addressLine1').fill('Calle Mayor 2');
    await page.getByTestId('address-province').selectOption('46');
    await expect.poll(() => page.getByTestId('address-city').locator('option[value="46250"]').count(), { timeout: 10_000 }).toBe(1);
    await page.getByTestId('address-city').selectOption('46250');
    await page.getByTestId('address-cp').fill('123');
    await page.getByTestId('address-save').click();

    const warning = page.locator('.alert-stack .alert-warning');
    await warning.waitFor();
    const text = await warning.textContent();
    expect(text).toContain('Contact phone: at least 9 numbers');
    expect(text).toContain('Postcode: 4 or 5 digits');
    expect(text).not.toContain('Contact full name');

    for (const [field, message] of [
      ['contactPhone', 'minimum of 9 numbers'],
      ['cp', '4 or 5 digits'],
    ] as const) {
      const input = page.getByTestId(`address-${field}`);
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      const described = await input.getAttribute('aria-describedby');
      expect(described).toBeTruthy();
      expect(await page.locator(`[id="${described}"]`).textContent()).toContain(message);
    }
    expect(await page.getByTestId('address-contactFullName').getAttribute('aria-invalid')).toBeNull();
  });

  it('d) an unknown shop in the path is refused: not shown as the current shop, not saved', async () => {
    await page.goto(`${app.server.url}/#/nowhere`);
    await acceptCookies();
    await page.getByTestId('unknown-shop').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('NOWHERE');
    expect(await page.locator('.top-bar-location-name').textContent()).not.toContain('NOWHERE');
    expect(await page.evaluate(() => localStorage.getItem('location'))).not.toBe('NOWHERE');
    expect((await context.cookies()).find((cookie) => cookie.name === 'location')?.value).not.toBe('NOWHERE');

    // A reload (the server-rendered first screen) does not pass the default catalogue off as that shop.
    await page.reload();
    await page.getByTestId('unknown-shop').waitFor();
    expect(await page.locator('.top-bar-location-name').textContent()).not.toContain('NOWHERE');
    expect(await page.evaluate(() => localStorage.getItem('location'))).not.toBe('NOWHERE');

    await page.getByRole('button', { name: 'See our locations' }).click();
    await page.waitForURL(/#\/locations$/);
    await page.getByTestId('unknown-shop').waitFor({ state: 'detached' }); // the screen before stays until the transition is done

    // Offline, the shops list saved on the device is enough to refuse another unknown code.
    await context.setOffline(true);
    await page.evaluate(() => {
      window.location.hash = '#/elsewhere/cats/1';
    });
    await page.getByTestId('unknown-shop').waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('ELSEWHERE');
    expect(await page.locator('.top-bar-location-name').textContent()).not.toContain('ELSEWHERE');
    expect(await page.evaluate(() => localStorage.getItem('location'))).not.toBe('ELSEWHERE');
    await context.setOffline(false);
  });
});
