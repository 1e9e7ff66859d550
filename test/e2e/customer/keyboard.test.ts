import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { HomeData, Product, ProductExtrasDic } from '../../../src/api/contract';
import { signInContext } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, newPhoneContext, nextOpeningMoment, shiftedClock } from '../harness';

/** What has focus, and whether it is drawn (an outline or a box-shadow ring). */
interface FocusState {
  onBody: boolean;
  description: string;
  ringVisible: boolean;
  inMain: boolean;
  inDialog: boolean;
  testId: string | null;
  nav: string | null;
  label: string;
  checked: boolean | null;
}

// A customer with only a keyboard: skip link, catalogue → product, an extra, quantity, add to cart, the
// cart through the bottom navigation; focus always drawn and never dropped on <body>; dialogs keep focus
// inside and give it back when they close.
describe('keyboard-only customer in Chromium', () => {
  const openAt = nextOpeningMoment();
  const app = useE2eApp({
    server: { now: shiftedClock(openAt) },
    customer: { email: `teclado.${Date.now()}@example.com`, addresses: ['Carrer de Sueca 23', 'Carrer de Cadis 8'] },
  });
  let context: BrowserContext;
  let page: Page;
  let product: Product;
  let extraLabel: string;

  beforeAll(async () => {
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    const extras = (await apiGet<ProductExtrasDic>(app.server.url, '/customer/common/dic-product-extras/dic')).list;
    // The first product on the home screen with an on/off extra: the fewest Tab presses to reach it.
    for (const candidate of home.products.flatMap((group) => group.items)) {
      const bool = extras.find((extra) => candidate.extras.includes(extra.id) && extra.extraType === 'bool');
      if (bool && candidate.stockCurrent > 5) {
        product = candidate;
        extraLabel = bool.conf.titles.es;
        break;
      }
    }
    context = app.closeAtEnd(await newPhoneContext(app.browser));
    await context.clock.install({ time: openAt });
    await signInContext(context, app.server.url, app.token, false);
    page = await context.newPage();
  });

  async function focusState(): Promise<FocusState> {
    return page.evaluate(() => {
      const element = document.activeElement ?? document.body;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const input = element instanceof HTMLInputElement ? element : null;
      return {
        onBody: element === document.body || !element.isConnected,
        description: `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        ringVisible: outline || style.boxShadow !== 'none',
        inMain: element.closest('#main') !== null,
        inDialog: element.closest('dialog') !== null,
        testId: element.getAttribute('data-testid'),
        nav: element.getAttribute('data-nav'),
        label: (input?.labels?.[0]?.textContent ?? element.textContent ?? '').trim(),
        checked: input ? input.checked : null,
      };
    });
  }

  /** Presses Tab until `found` holds, checking on the way that every stop shows its focus. */
  async function tabTo(found: (state: FocusState) => boolean, limit = 150): Promise<FocusState> {
    for (let presses = 0; presses < limit; presses += 1) {
      await page.keyboard.press('Tab');
      const state = await focusState();
      expect(state.onBody, 'Tab left focus on <body>').toBe(false);
      expect(state.ringVisible, `no visible focus on ${state.description}`).toBe(true);
      if (found(state)) return state;
    }
    throw new Error(`Not reached with ${limit} Tab presses`);
  }

  it('skips to the content, then tabs from the catalogue to a product and opens it', async () => {
    await page.goto(`${app.server.url}/#/va01`);
    await page.getByTestId('product-card').first().waitFor();
    const skip = await tabTo(() => true);
    expect(skip.description).toMatch(/^a /);
    expect(await page.locator('.skip-link').boundingBox()).not.toBeNull();
    await page.keyboard.press('Enter');
    expect((await focusState()).inMain).toBe(true);

    await tabTo((state) => state.testId === 'product-card' && state.label.includes(product.title));
    await page.keyboard.press('Enter');
    await page.getByTestId('product-title').waitFor();
    expect(await page.getByTestId('product-title').textContent()).toContain(product.title);
    expect((await focusState()).onBody).toBe(false);
  });

  /**
   * Waits until the screen has what it loads after its first paint (the extras, the signed-in customer's
   * data): a Tab pressed while a late answer re-renders the screen can land on a node being replaced.
   */
  async function screenSettled(): Promise<void> {
    let last = -1;
    for (let stableChecks = 0; stableChecks < 3;) {
      await page.waitForTimeout(150);
      const requests = await page.evaluate(() => performance.getEntriesByType('resource').length);
      stableChecks = requests === last ? stableChecks + 1 : 0;
      last = requests;
    }
  }

  it('chooses an extra with Space, raises the quantity and adds to the cart', async () => {
    await page.getByLabel(extraLabel, { exact: false }).first().waitFor({ state: 'attached' });
    await screenSettled();
    const extra = await tabTo((state) => state.checked !== null && state.label.includes(extraLabel));
    expect(extra.checked).toBe(false);
    await page.keyboard.press('Space');
    expect((await focusState()).checked).toBe(true);

    await tabTo((state) => state.testId === 'quantity-plus');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('product-quantity').textContent()).toBe('2');

    await tabTo((state) => state.testId === 'add-to-cart');
    await page.keyboard.press('Enter');
    await page.locator('[data-nav="cart"] .nav-badge').waitFor();
  });

  it('opens the cart from the bottom navigation and lands on the cart, not on <body>', async () => {
    await tabTo((state) => state.nav === 'cart');
    await page.keyboard.press('Enter');
    await page.getByTestId('cart-line').first().waitFor();
    expect(page.url()).toMatch(/#\/cart$/);
    expect(await page.getByTestId('cart-line').first().textContent()).toContain(product.title);
    const landed = await focusState();
    expect(landed.onBody).toBe(false);
    expect(landed.inMain).toBe(true);
    // The next Tab goes into the cart, not back to the navigation.
    expect((await tabTo(() => true)).inMain).toBe(true);
  });

  it('accepts the cookie banner by keyboard without losing focus', async () => {
    await page.goto(`${app.server.url}/#/options`);
    // A Back, Forward or typed hash renders in the next task (src/customer/app/App.tsx): the customer sees the screen first.
    await page.getByTestId('language-es').waitFor();
    await page.getByTestId('cookie-accept').waitFor();
    await tabTo((state) => state.testId === 'cookie-accept');
    await page.keyboard.press('Enter');
    await page.getByTestId('cookie-accept').waitFor({ state: 'detached' });
    expect((await focusState()).onBody).toBe(false);
  });

  it('keeps focus inside the delete-address dialog and gives it back on Escape', async () => {
    await page.goto(`${app.server.url}/#/user/address`);
    await page.getByTestId('address-card').nth(1).waitFor();
    const opener = await tabTo((state) => state.testId === 'address-delete');
    await page.keyboard.press('Enter');
    await page.getByTestId('address-delete-confirm').waitFor();
    expect((await focusState()).inDialog).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const state = await focusState();
      expect(state.inDialog, `Tab left the dialog for ${state.description}`).toBe(true);
      expect(state.ringVisible).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('address-delete-confirm').waitFor({ state: 'detached' });
    expect((await focusState()).description).toBe(opener.description);
    expect(await page.getByTestId('address-card').count()).toBe(2);
  });

  it('puts focus on the payment-result dialog and, after Continue, on the orders screen', async () => {
    await page.goto(`${app.server.url}/#/pko`);
    await page.getByTestId('pko-continue').waitFor();
    expect((await focusState()).testId).toBe('pko-continue');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/user_orders/);
    const after = await focusState();
    expect(after.onBody).toBe(false);
    expect(after.inMain).toBe(true);
  });
});
