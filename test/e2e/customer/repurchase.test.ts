import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Product, ProductExtra, ProductExtrasDic } from '../../../src/api/contract';
import { REPURCHASE_HEIGHT_KEY } from '../../../src/data/document/routeGuard';
import { signInContext } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, newPhoneContext, nextOpeningMoment, shiftedClock, trackPageErrors } from '../harness';
import { addToCart, payInSandbox } from '../shopping';

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
  const app = useE2eApp({ server: { now: shiftedClock(openAt) }, customer: { email: `rosa.repurchase.${Date.now()}@example.com` }, phone: { at: openAt } });
  let bought: { product: Product; label: string };

  const block = () => app.page.getByTestId('repurchase-block');

  beforeAll(async () => {
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    const extras = (await apiGet<ProductExtrasDic>(app.server.url, '/customer/common/dic-product-extras/dic')).list;
    bought = drinkWithBoolExtra(home, extras);
  });

  it('shows a paid product first in "Volver a pedir", and one tap adds it with its extras', async () => {
    await app.page.goto(`${app.server.url}/#/`);
    await app.page.getByTestId('category-block').first().waitFor();
    expect(await block().count()).toBe(0);

    await addToCart(app.page, app.server.url, bought.product, { extraLabel: bought.label });
    await app.page.goto(`${app.server.url}/#/cart`);
    await payInSandbox(app.page);
    await app.page.waitForURL(/#\/pok/);

    await app.page.goto(`${app.server.url}/#/`);
    await block().getByTestId('product-card').first().waitFor();
    expect(await app.page.locator('.catalogue-block').first().getAttribute('data-testid')).toBe('repurchase-block');
    expect(await block().locator('h2').textContent()).toBe('Volver a pedir');
    expect(await block().getByTestId('product-card').first().getAttribute('href')).toContain(bought.product.slug);

    const badge = app.page.locator('.nav-badge');
    expect(await badge.count()).toBe(0);
    await block().getByTestId('add-again').first().click();
    await app.page.getByText(`${bought.product.title} añadido al carrito`).waitFor();
    expect(await badge.textContent()).toBe('1');

    await app.page.goto(`${app.server.url}/#/cart`);
    const line = app.page.getByTestId('cart-line');
    await line.first().waitFor();
    expect(await line.count()).toBe(1);
    expect(await line.first().textContent()).toContain(bought.label);
    expect(await line.first().textContent()).toContain(bought.product.title);
  });

  it('arrives after the start in the space the head reserved: no layout shift, no hydration error, a shared document', async () => {
    // The same customer on another phone, with the real clock (a fake one hides the layout-shift entries).
    const phone = await newPhoneContext(app.browser);
    await phone.addCookies([{ name: 'culture', value: 'es', url: app.server.url }]);
    await signInContext(phone, app.server.url, app.token);
    await phone.addInitScript(recordLayoutShifts);
    const other = await phone.newPage();
    const otherErrors = trackPageErrors(other);
    const otherBlock = other.getByTestId('repurchase-block');
    await other.goto(`${app.server.url}/#/`);
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
    const cookies = (await app.context.cookies(app.server.url)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const document = await (await fetch(`${app.server.url}/`, { headers: { cookie: cookies } })).text();
    expect(document).toContain('data-testid="category-block"');
    expect(document).not.toContain('repurchase-block');
  });

  it('is gone after sign-out, with no space kept for it', async () => {
    await app.page.goto(`${app.server.url}/#/user`);
    await app.page.getByTestId('user-signout').click();
    await app.page.waitForURL(/#\/$/);
    await app.page.getByTestId('category-block').first().waitFor();
    expect(await block().count()).toBe(0);
    expect(await app.page.evaluate((key) => localStorage.getItem(key), REPURCHASE_HEIGHT_KEY)).toBeNull();

    await app.page.reload();
    await app.page.getByTestId('category-block').first().waitFor();
    expect(await block().count()).toBe(0);
    expect(await app.page.locator('.repurchase-slot').evaluate((slot) => slot.getBoundingClientRect().height)).toBe(0);
  });
});
