import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Product, ProductExtra, ProductExtrasDic } from '../../src/api/contract';
import { REPURCHASE_HEIGHT_KEY } from '../../src/ssr/routeGuard';
import { registeredCustomer, signInContext } from './customer';
import { apiGet, launchChromium, newPhoneContext, nextOpeningMoment, shiftedClock, startTestServer, trackPageErrors, type TestServer } from './harness';
import { addToCart, payInSandbox, signedInPhone } from './shopping';

/** A drink with a bool extra, so the one-tap add can be seen to carry the extras last chosen. */
function drinkWithBoolExtra(home: HomeData, extras: ProductExtra[]): { product: Product; label: string } {
  for (const product of home.products.flatMap((group) => group.items)) {
    if (product.isOneGoods) continue;
    for (const extraId of product.extras) {
      const extra = extras.find((candidate) => candidate.id === extraId);
      if (extra?.extraType === 'bool') return { product, label: extra.conf.titles.es };
    }
  }
  throw new Error('No product with a bool extra in the demo data');
}

type Shifted = { __layoutShifts: number[] };

/** From the start of every document: the layout shifts Chromium records without a recent input (what CLS sums). */
function recordLayoutShifts(): void {
  const shifts: number[] = [];
  (window as unknown as Shifted).__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts recorded so far, once two more frames have been laid out (and their entries delivered). */
function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as Shifted).__layoutShifts))));
      }),
  );
}

// The repurchase block: after a paid order its product comes first in the catalogue, one tap puts it in
// the cart with its last extras, the block takes its place without moving anything, and goes at sign-out.
describe('the repurchase block in Chromium', () => {
  const openAt = nextOpeningMoment();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let bought: { product: Product; label: string };
  let token: string;

  const block = () => page.getByTestId('repurchase-block');

  beforeAll(async () => {
    server = await startTestServer({ now: shiftedClock(openAt) } as never);
    token = await registeredCustomer(server.url, `rosa.repurchase.${Date.now()}@example.com`, []);
    const home = await apiGet<HomeData>(server.url, '/customer/va01/home-wapp');
    const extras = (await apiGet<ProductExtrasDic>(server.url, '/customer/common/dic-product-extras/dic')).list;
    bought = drinkWithBoolExtra(home, extras);
    browser = await launchChromium();
    ({ context, page } = await signedInPhone(browser, server.url, token, openAt));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('shows a paid product first in "Volver a pedir", and one tap adds it with its extras', async () => {
    await page.goto(`${server.url}/#/`);
    await page.getByTestId('category-block').first().waitFor();
    expect(await block().count()).toBe(0);

    await addToCart(page, server.url, bought.product, { extraLabel: bought.label });
    await page.goto(`${server.url}/#/cart`);
    await payInSandbox(page);
    await page.waitForURL(/#\/pok/);

    await page.goto(`${server.url}/#/`);
    await block().getByTestId('product-card').first().waitFor();
    expect(await page.locator('.catalogue-block').first().getAttribute('data-testid')).toBe('repurchase-block');
    expect(await block().locator('h2').textContent()).toBe('Volver a pedir');
    expect(await block().getByTestId('product-card').first().getAttribute('href')).toContain(bought.product.slug);

    const badge = page.locator('.nav-badge');
    expect(await badge.count()).toBe(0);
    await block().getByTestId('add-again').first().click();
    await page.getByText(`${bought.product.title} añadido al carrito`).waitFor();
    expect(await badge.textContent()).toBe('1');

    await page.goto(`${server.url}/#/cart`);
    const line = page.getByTestId('cart-line');
    await line.first().waitFor();
    expect(await line.count()).toBe(1);
    expect(await line.first().textContent()).toContain(bought.label);
    expect(await line.first().textContent()).toContain(bought.product.title);
  });

  it('arrives after the start in the space the head reserved: no layout shift, no hydration error, a shared document', async () => {
    // The same customer on another phone, with the real clock (a fake one hides the layout-shift entries).
    const phone = await newPhoneContext(browser);
    await phone.addCookies([{ name: 'culture', value: 'es', url: server.url }]);
    await signInContext(phone, server.url, token);
    await phone.addInitScript(recordLayoutShifts);
    const other = await phone.newPage();
    const otherErrors = trackPageErrors(other);
    const otherBlock = other.getByTestId('repurchase-block');
    await other.goto(`${server.url}/#/`);
    await otherBlock.getByTestId('product-card').first().waitFor();
    const reserved = await other.evaluate((key) => localStorage.getItem(key), REPURCHASE_HEIGHT_KEY);
    expect(Number(reserved)).toBeGreaterThan(100);

    // A slower phone (4× CPU) paints the server's catalogue well before the app has read the customer's data.
    await (await phone.newCDPSession(other)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await other.reload();
    await otherBlock.getByTestId('product-card').first().waitFor();
    expect(await layoutShifts(other)).toEqual([]);
    expect(otherErrors).toEqual([]);
    await phone.close();

    // The document the server rendered for this signed-in phone is everyone's: no block in it.
    const cookies = (await context.cookies(server.url)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const document = await (await fetch(`${server.url}/`, { headers: { cookie: cookies } })).text();
    expect(document).toContain('data-testid="category-block"');
    expect(document).not.toContain('repurchase-block');
  });

  it('is gone after sign-out, with no space kept for it', async () => {
    await page.goto(`${server.url}/#/user`);
    await page.getByTestId('user-signout').click();
    await page.waitForURL(/#\/$/);
    await page.getByTestId('category-block').first().waitFor();
    expect(await block().count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), REPURCHASE_HEIGHT_KEY)).toBeNull();

    await page.reload();
    await page.getByTestId('category-block').first().waitFor();
    expect(await block().count()).toBe(0);
    expect(await page.locator('.repurchase-slot').evaluate((slot) => slot.getBoundingClientRect().height)).toBe(0);
  });
});
