import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { HomeData, Product, ProductExtrasDic, Recipe } from '../../../src/api/contract';
import { seriousAxeViolations } from '../axe';
import { apiCall, signInContext } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, newPhoneContext, nextOpeningMoment, shiftedClock } from '../harness';
import { smallTouchTargets } from '../touchTargets';
import { placeDeliveryOrder as placeDeliveryOrderOf, type SandboxDecision } from '../shopping';

type Language = 'es' | 'en';

/** One screen state to audit: reach it (from wherever the previous one left the page), then wait for it. */
interface Screen {
  name: string;
  open(page: Page): Promise<void>;
}

// axe-core (WCAG 2.x A/AA and best practices) and 44 px touch targets on every screen of the route table,
// in Spanish and English, at the phone viewport: signed out (cookie banner, login box) and signed in
// (cart with lines in an open shop, orders, account, the three delivery checkout steps, dialogs).
describe('accessibility of every screen in Chromium', () => {
  const openAt = nextOpeningMoment();
  const email = `lucia.marin.${Date.now()}@example.com`;
  const app = useE2eApp({
    server: { now: shiftedClock(openAt), fulfilmentStepSeconds: 3600 },
    customer: { email, addresses: ['Carrer de Sueca 23', 'Carrer de Cadis 8'] },
  });
  let home: HomeData;
  let pickUpProduct: Product;
  let deliveryProduct: Product;
  let coffeeRecipe: Recipe;
  let otherRecipe: Recipe;
  let orderId: number;

  const api = <T>(method: string, path: string) => apiCall<T>(app.server.url, method, path, app.token);

  /** A product with at least one extra, so the product screen shows its options. */
  function productWithExtras(data: HomeData, extras: ProductExtrasDic): Product {
    const known = new Set(extras.list.map((extra) => extra.id));
    const product = data.products.flatMap((group) => group.items).find((item) => item.extras.some((id) => known.has(id)) && item.stockCurrent > 5);
    if (!product) throw new Error('No product with extras in the demo data');
    return product;
  }

  async function newContext(signedIn: boolean, language: Language): Promise<BrowserContext> {
    const context = await newPhoneContext(app.browser, language === 'es' ? 'es-ES' : 'en-GB');
    await context.clock.install({ time: openAt });
    await context.addCookies([{ name: 'culture', value: language, url: app.server.url }]);
    if (signedIn) await signInContext(context, app.server.url, app.token);
    context.setDefaultTimeout(15_000);
    return context;
  }

  /** Pays one pick-up order through the sandbox gateway, so the orders, order and invoice screens have content. */
  async function placeOrder(page: Page) {
    await page.goto(`${app.server.url}/#/va01/product/${pickUpProduct.slug}`);
    await page.getByTestId('add-to-cart').click();
    await page.goto(`${app.server.url}/#/cart`);
    await page.getByTestId('pay-card').click();
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/#\/pok/);
    const orders = await api<{ orderId: number }[]>('GET', '/customer/orders');
    orderId = orders[0]!.orderId;
  }

  /** A delivery order through the three checkout steps, paid or with a failed payment. */
  const placeDeliveryOrder = (page: Page, decision: SandboxDecision) => placeDeliveryOrderOf(page, app.server.url, deliveryProduct, decision);

  beforeAll(async () => {
    home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    const extras = await apiGet<ProductExtrasDic>(app.server.url, '/customer/common/dic-product-extras/dic');
    pickUpProduct = productWithExtras(home, extras);
    const online = await apiGet<HomeData>(app.server.url, '/customer/ONLINE/home-wapp');
    deliveryProduct = online.products.flatMap((group) => group.items).find((item) => item.stockCurrent >= 5 && item.price < 30)!;
    const recipes = await apiGet<Recipe[]>(app.server.url, '/customer/recipes');
    coffeeRecipe = recipes.find((recipe) => recipe.type === 'coffee' && recipe.cups.length > 1)!;
    otherRecipe = recipes.find((recipe) => recipe.type !== 'coffee') ?? recipes.find((recipe) => recipe.id !== coffeeRecipe.id)!;
    const context = await newContext(true, 'es');
    const page = await context.newPage();
    await placeOrder(page);
    await placeDeliveryOrder(page, 'sandbox-pay');
    // The gateway's notification marks it paid (then it opens its detail); wait for it before the failed one.
    const paid = async () =>
      (await api<{ paymentStatus: { id: number } }[]>('GET', '/customer/delivery-orders')).some((order) => order.paymentStatus.id === 11001);
    await vi.waitFor(async () => expect(await paid()).toBe(true), { timeout: 15_000, interval: 250 });
    await placeDeliveryOrder(page, 'sandbox-fail');
    await context.close();
  });

  const go = (page: Page, hashPath: string, ready: string) => async () => {
    await page.goto(`${app.server.url}/#${hashPath}`);
    await page.getByTestId(ready).first().waitFor();
  };

  function signedOutScreens(page: Page): Screen[] {
    return [
      {
        name: 'catalogue home with cookie banner',
        open: async () => {
          await go(page, '/va01', 'product-card')();
          await page.getByTestId('cookie-accept').waitFor();
        },
      },
      { name: 'login box step 0 (e-mail)', open: go(page, '/user', 'login-email') },
      {
        name: 'login box step 1 (code)',
        open: async () => {
          await page.getByTestId('login-email').fill(`visitor.${Date.now()}@example.com`);
          await page.getByTestId('login-submit').click();
          await page.getByTestId('login-code').waitFor();
        },
      },
      {
        name: 'cart signed out, with a line',
        open: async () => {
          await go(page, `/va01/product/${pickUpProduct.slug}`, 'add-to-cart')();
          await page.getByTestId('add-to-cart').click();
          await go(page, '/cart', 'cart-sign-in')();
        },
      },
      { name: 'user_login_error', open: go(page, '/user_login_error', 'login-error') },
    ];
  }

  function signedInScreens(page: Page): Screen[] {
    const pageCodes = ['legal', 'privacy', 'cookies', 'about', 'address', 'allergens'];
    return [
      { name: 'catalogue home', open: go(page, '/va01', 'product-card') },
      {
        name: 'search autocomplete open',
        open: async () => {
          await page.getByTestId('search-input').fill(pickUpProduct.title.slice(0, 4));
          await page.getByRole('option').first().waitFor();
        },
      },
      { name: 'category', open: go(page, `/va01/cats/${home.products[0]!.categoryId}`, 'product-card') },
      { name: 'product with extras', open: go(page, `/va01/product/${pickUpProduct.slug}`, 'similar-products') },
      { name: 'locations', open: go(page, '/locations', 'location-card') },
      { name: 'options', open: go(page, '/options', 'language-es') },
      { name: 'content page index', open: go(page, '/page', 'page-title') },
      ...pageCodes.map((code) => ({ name: `content page ${code}`, open: go(page, `/page/${code}`, 'page-title') })),
      { name: 'recipes', open: go(page, '/recipes', 'recipe-card') },
      { name: 'coffee recipe', open: go(page, `/recipes?id=${coffeeRecipe.id}`, 'recipe-cups') },
      { name: 'other recipe', open: go(page, `/recipes?id=${otherRecipe.id}`, 'recipe-title') },
      { name: 'cart empty', open: go(page, '/cart/clear', 'cart-empty') },
      {
        name: 'cart with lines (shop open)',
        open: async () => {
          await go(page, `/va01/product/${pickUpProduct.slug}`, 'add-to-cart')();
          await page.getByTestId('add-to-cart').click();
          await go(page, '/cart', 'pay-card')();
        },
      },
      { name: 'user area', open: go(page, '/user', 'user-qr') },
      { name: 'settings', open: go(page, '/user/settings', 'settings-name') },
      { name: 'loyalty', open: go(page, '/user/loyalty', 'loyalty-balance') },
      { name: 'addresses', open: go(page, '/user/address', 'address-card') },
      {
        name: 'delete-address confirmation',
        open: async () => {
          await page.getByTestId('address-card').nth(1).getByTestId('address-delete').click();
          await page.getByTestId('address-delete-confirm').waitFor();
        },
      },
      {
        name: 'addresses after the confirmation is dismissed',
        open: async () => {
          await page.keyboard.press('Escape');
          await page.getByTestId('address-delete-confirm').waitFor({ state: 'hidden' });
        },
      },
      {
        name: 'address form',
        open: async () => {
          await go(page, '/user/address', 'address-add')();
          await page.getByTestId('address-add').click();
          // Save shows after the first change.
          await page.getByTestId('address-contactFullName').fill('Lucía');
          await page.getByTestId('address-save').waitFor();
        },
      },
      { name: 'recommend friends', open: go(page, '/user/recommend_friends', 'friend-email') },
      { name: 'invoices', open: go(page, '/user/invoices', 'invoice-row') },
      {
        name: 'invoice detail',
        open: async () => {
          await page.getByTestId('invoice-row').first().click();
          await page.getByTestId('invoice-detail').waitFor();
        },
      },
      { name: 'pending orders', open: go(page, '/user_orders', 'order-card') },
      { name: 'order (QR and status)', open: async () => go(page, `/order/${orderId}`, 'order-qr')() },
      { name: 'payment ok (pok)', open: go(page, '/pok', 'pok-continue') },
      { name: 'payment failed (pko)', open: go(page, '/pko', 'pko-continue') },
      { name: 'delivery payment ok (pdok)', open: go(page, '/pdok', 'pdok-continue') },
      { name: 'delivery payment failed (pdko)', open: go(page, '/pdko', 'pdko-continue') },
      { name: 'not found', open: go(page, '/no/such/screen', 'route-not-found') },
      { name: 'delivery orders (paid and unpaid)', open: go(page, '/user/deliver_orders', 'delivery-order-pay') },
      {
        name: 'cancel-order confirmation',
        open: async () => {
          await page.getByTestId('delivery-order-cancel').first().click();
          await page.getByTestId('delivery-order-cancel-confirm').waitFor();
        },
      },
      {
        name: 'delivery orders after the confirmation is dismissed',
        open: async () => {
          await page.keyboard.press('Escape');
          await page.getByTestId('delivery-order-cancel-confirm').waitFor({ state: 'hidden' });
        },
      },
      {
        name: 'delivery order detail',
        open: async () => {
          await page.locator('[data-testid="delivery-order-card"][role="button"]').first().click();
          await page.getByTestId('delivery-order-detail').waitFor();
        },
      },
      {
        name: 'delivery checkout step 1 (products)',
        open: async () => {
          await go(page, '/cart/clear', 'cart-empty')();
          await go(page, `/ONLINE/product/${deliveryProduct.slug}`, 'add-to-cart')();
          await page.getByTestId('add-to-cart').click();
          await go(page, '/cart', 'delivery-continue')();
        },
      },
      {
        name: 'delivery checkout step 2 (address)',
        open: async () => {
          await page.getByTestId('delivery-continue').click();
          await page.getByTestId('delivery-address-option').first().waitFor();
        },
      },
      {
        name: 'delivery checkout step 3 (pay)',
        open: async () => {
          await page.getByTestId('delivery-address-option').first().click();
          await page.getByTestId('delivery-transport').waitFor({ timeout: 15_000 });
        },
      },
    ];
  }

  const axeFindings: string[] = [];
  const smallTargets: string[] = [];
  let screensAudited = 0;

  async function audit(page: Page, screens: Screen[], language: Language) {
    for (const screen of screens) {
      const where = `${screen.name} [${language}]`;
      try {
        await screen.open(page);
      } catch (error) {
        // Reported with the findings so one broken screen does not hide the others.
        const lines = String(error)
          .split('\n')
          .filter((line) => line.trim());
        axeFindings.push(`${where} could not be opened: ${[lines[0], ...lines.slice(-2)].join(' / ')}`);
        continue;
      }
      screensAudited += 1;
      for (const finding of await seriousAxeViolations(page)) {
        axeFindings.push(`${where} ${finding.rule} (${finding.impact}): ${finding.targets.join(' | ')}`);
      }
      for (const small of await smallTouchTargets(page)) smallTargets.push(`${where} ${small.target} ${small.width}x${small.height}`);
    }
  }

  for (const language of ['es', 'en'] as const) {
    it(`audits every screen in ${language}`, async () => {
      const signedOut = await newContext(false, language);
      const page = await signedOut.newPage();
      await audit(page, signedOutScreens(page), language);
      await signedOut.close();

      const signedIn = await newContext(true, language);
      const signedInPage = await signedIn.newPage();
      await audit(signedInPage, signedInScreens(signedInPage), language);
      expect(await signedInPage.locator('html').getAttribute('lang')).toBe(language);
      await signedIn.close();
    }, 150_000);
  }

  it('found no serious or critical axe violation', () => {
    expect(screensAudited).toBeGreaterThan(70);
    expect(axeFindings).toEqual([]);
  });

  it('found no touch target under 44x44 px', () => {
    expect(smallTargets).toEqual([]);
  });
});
