import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { HomeData, Product } from '../../../src/api/contract';
import { allProducts } from '../../../src/domain/catalogue/catalogue';
import { searchProducts } from '../../../src/domain/catalogue/search';
import { useE2eApp } from '../fixture';
import { apiGet, newPhoneContext, nextOpeningMoment, shiftedClock, trackPageErrors } from '../harness';
import { addToCart, payInSandbox, signedInPhone } from '../shopping';

// A customer on a 320 px phone: no screen scrolls sideways, no word is cut in two, a photo that never
// loaded shows the neutral placeholder, the search box shows where the focus is.
const NARROW = { width: 320, height: 640 };

interface Fit {
  scrollWidth: number;
  /** Elements whose box sticks out of the screen on the right. */
  overflowing: string[];
  /** Words drawn over two lines, and numbers drawn apart from their unit ("250 / g"). */
  brokenWords: string[];
}

/** Measures the screen: the document's width and every text node's words (one line box each). */
function measureFit(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const overflowing = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= window.innerWidth + 0.5 || element.closest('[hidden], .visually-hidden')) return false;
        // Rows that scroll sideways inside the screen (a category's cards, a gallery) clip their content.
        for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
          if (getComputedStyle(ancestor).overflowX !== 'visible' && ancestor.getBoundingClientRect().right <= window.innerWidth + 0.5) return false;
        }
        return true;
      })
      .map(describe);
    // A tab's label that runs out of its tab into the next one.
    for (const label of document.querySelectorAll('.bottom-nav-item .nav-label')) {
      const tab = label.closest('.bottom-nav-item')!.getBoundingClientRect();
      const box = label.getBoundingClientRect();
      if (box.left < tab.left - 0.5 || box.right > tab.right + 0.5) overflowing.push(describe(label));
    }
    const brokenWords: string[] = [];
    const column = (document.querySelector('main') ?? document.body).clientWidth;
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    const lines = (range: Range) => new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || parent.closest('.visually-hidden, svg, [hidden], .card-row') || parent.getClientRects().length === 0) continue;
      const rangeOf = (start: number, length: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + length);
        return range;
      };
      // A number and its unit on one line.
      for (const match of text.matchAll(/\d+[\s\u00a0](?:g|kg|ml|cl|€)(?![\p{L}])/gu)) {
        if (lines(rangeOf(match.index, match[0].length)) > 1) brokenWords.push(`"${match[0]}" in ${describe(parent)}`);
      }
      // Each word on one line; it may wrap after a hyphen or a slash. An e-mail address, or a word
      // wider than the screen's column, has to break.
      for (const token of text.matchAll(/\S+/g)) {
        const width = [...rangeOf(token.index, token[0].length).getClientRects()].reduce((sum, rect) => sum + rect.width, 0);
        if (width > column || token[0].includes('@')) continue;
        for (const part of token[0].matchAll(/[^-/]+[-/]?/g)) {
          if (lines(rangeOf(token.index + part.index, part[0].length)) > 1) brokenWords.push(`"${part[0]}" in ${describe(parent)}`);
        }
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, overflowing, brokenWords };
  });
}

async function expectFits(page: Page, where: string): Promise<void> {
  const fit = await measureFit(page);
  expect({ where, overflowing: fit.overflowing, brokenWords: fit.brokenWords }).toEqual({ where, overflowing: [], brokenWords: [] });
  expect(fit.scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(NARROW.width);
}

/** Opens a hash route and waits for the screen's heading. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // A navigation keeps the screen before until the next one's code is in: wait for the one asked for.
  const { pathname } = new URL(new URL(url).hash.slice(1) || '/', 'http://route');
  await page.locator(`html[data-shown-path="${pathname}"] main h1`).first().waitFor();
  await page.evaluate(() => document.fonts.ready);
}

/** WCAG relative luminance contrast of two CSS rgb() colours. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((channel) => {
        const value = channel / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('narrow screens (320 px), offline photos and the search focus ring', () => {
  const openAt = nextOpeningMoment();
  const app = useE2eApp({
    server: { now: shiftedClock(openAt) },
    customer: { email: `estrecho.${Date.now()}@example.com`, addresses: ['Calle de Sant Vicent Màrtir 12'] },
  });
  let home: HomeData;
  let homeInEnglish: HomeData;
  const pageErrors: string[][] = [];

  beforeAll(async () => {
    home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    homeInEnglish = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp', 'en');
  });

  type Language = 'es' | 'en';
  const product = (predicate: (item: Product) => boolean, language: Language) => allProducts(language === 'es' ? home : homeInEnglish).find(predicate)!;
  const cappuccino = (language: Language = 'es') => product((item) => item.productCode === 'P1005', language);
  const groundBeans = (language: Language = 'es') => product((item) => / 250 g$/.test(item.title) && item.extras.length > 0, language);
  const discounted = () => product((item) => item.priceOld != null && item.priceOld > item.price, 'es');

  async function anonymousPage(viewport = NARROW, language: Language = 'es'): Promise<Page> {
    const context = await newPhoneContext(app.browser, language === 'es' ? 'es-ES' : 'en-GB', { viewport });
    app.closeAtEnd(context);
    await context.clock.install({ time: openAt });
    await context.addCookies([{ name: 'culture', value: language, url: app.server.url }]);
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    pageErrors.push(trackPageErrors(page));
    return page;
  }

  it('fits every screen of an anonymous visitor into 320 px, in Spanish and English', async () => {
    const routes = {
      es: [
        '',
        'va01/product/' + cappuccino('es').slug,
        'va01/product/' + groundBeans('es').slug,
        'locations',
        'options',
        'page/about',
        'page/address',
        'recipes',
        'user',
        'cart',
        'user_login_error',
        'user/loyalty',
      ],
      en: ['', 'va01/product/' + groundBeans('en').slug, 'locations', 'user', 'page/address'],
    };
    for (const language of ['es', 'en'] as const) {
      const page = await anonymousPage(NARROW, language);
      for (const route of routes[language]) {
        await open(page, `${app.server.url}/#/${route}`);
        await expectFits(page, `${language} #/${route}`);
      }
      // The pick-up / delivery switch: both choices whole, inside the screen.
      await open(page, `${app.server.url}/#/locations`);
      const kinds = await page
        .locator('.location-kinds button')
        .evaluateAll((buttons) => buttons.map((button) => ({ right: button.getBoundingClientRect().right, clipped: button.scrollWidth > button.clientWidth })));
      expect(kinds).toEqual([
        { right: expect.any(Number), clipped: false },
        { right: expect.any(Number), clipped: false },
      ]);
      for (const kind of kinds) expect(kind.right).toBeLessThanOrEqual(NARROW.width);
    }
  });

  it('fits the signed-in screens, the pick-up cart with extras and a 250 g product, the order QR and the delivery checkout', async () => {
    const { context, page, errors } = await signedInPhone(app.browser, app.server.url, app.token, openAt, 'es');
    app.closeAtEnd(context);
    pageErrors.push(errors);
    context.setDefaultTimeout(20_000);
    await page.setViewportSize(NARROW);
    await addToCart(page, app.server.url, cappuccino('es'), { extraLabel: 'Canela' });
    await addToCart(page, app.server.url, groundBeans('es'));
    await open(page, `${app.server.url}/#/cart`);
    await page.getByTestId('cart-line').nth(1).waitFor();
    await expectFits(page, 'es pick-up cart');
    // The same cart, and the rest of the customer's screens, in English.
    await context.addCookies([{ name: 'culture', value: 'en', url: app.server.url }]);
    await page.reload();
    await page.getByTestId('cart-line').nth(1).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expectFits(page, 'en pick-up cart');
    for (const route of ['user', 'user/loyalty', 'user/address', 'user/settings', 'user/recommend_friends', 'user/deliver_orders', 'options']) {
      await open(page, `${app.server.url}/#/${route}`);
      await expectFits(page, `en signed in #/${route}`);
    }
    await open(page, `${app.server.url}/#/cart`);
    await payInSandbox(page);
    await page.waitForURL(/#\/(pok|order\/)/);
    await open(page, `${app.server.url}/#/user_orders`);
    await expectFits(page, 'en orders');
    const orderLink = await page.locator('a[href*="#/order/"]').first().getAttribute('href');
    await open(page, `${app.server.url}/${orderLink}`);
    await expectFits(page, 'en order QR');
    await open(page, `${app.server.url}/#/user/invoices`);
    await page.getByTestId('invoice-row').first().click();
    await page.getByTestId('invoice-download').waitFor();
    await expectFits(page, 'en invoice');
    // Home delivery: the cart and the three checkout steps.
    await page.goto(`${app.server.url}/#/ONLINE/product/${groundBeans('en').slug}`);
    await page.getByTestId('add-to-cart').click();
    await open(page, `${app.server.url}/#/cart`);
    await expectFits(page, 'en delivery cart');
    await page.getByTestId('delivery-continue').click();
    await page.getByTestId('delivery-address-option').first().waitFor();
    await expectFits(page, 'en delivery address step');
    await page.getByTestId('delivery-address-option').first().click();
    await page.getByTestId('delivery-pay-card').waitFor();
    await expectFits(page, 'en delivery pay step');
    // Six tabs (a pending order and a cart), the longest label in bold.
    await open(page, `${app.server.url}/#/locations`);
    await expectFits(page, 'en locations with six tabs');
  });

  it('shows the placeholder, not a broken image with its alt text, for a photo that never loads', async () => {
    const page = await anonymousPage({ width: 390, height: 844 });
    await page.route(/\/media\/products\//, (route) => route.abort('internetdisconnected'));
    await page.goto(`${app.server.url}/#/va01`);
    const offer = page.locator('.product-card', { has: page.locator('.product-card-badge') }).first();
    await offer.waitFor();
    await offer.scrollIntoViewIfNeeded();
    const brokenShown = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('main img')]
          .filter((image) => image.complete && image.naturalWidth === 0 && image.getClientRects().length > 0 && getComputedStyle(image).visibility !== 'hidden')
          .map((image) => image.alt),
      );
    await expect.poll(() => offer.locator('.photo-missing').count()).toBeGreaterThan(0);
    await expect.poll(brokenShown).toEqual([]);
    // The placeholder keeps the photo's square, and the badge stays readable on it.
    const box = await offer.locator('.product-card-photo').boundingBox();
    expect(box!.height).toBeGreaterThan(box!.width * 0.9);
    await page.goto(`${app.server.url}/#/va01/product/${discounted().slug}`);
    await page.locator(`[data-testid="product-title"][data-slug="${discounted().slug}"]`).waitFor();
    await expect.poll(() => page.locator('.product-gallery .photo-missing').count()).toBeGreaterThan(0);
    await expect.poll(brokenShown).toEqual([]);
  });

  it('at 320 px: the search says "1 de 1 resultado" in the singular, its focus ring shows on the top bar (3:1), and the shop name stays whole beside the offline badge', async () => {
    const page = await anonymousPage();
    await page.goto(`${app.server.url}/#/va01`);
    await page.locator('.product-card').first().waitFor();
    const products = allProducts(home);
    const single = products.map((item) => item.title).find((title) => searchProducts(products, title, 10).total === 1)!;
    const search = page.getByTestId('search-input');
    await search.fill(single);
    await expect.poll(() => page.locator('.search-note').textContent()).toBe('Mostrando 1 de 1 resultado');
    await search.fill('caf');
    await expect.poll(() => page.locator('.search-note').textContent()).toMatch(/^Mostrando \d+ de \d+ resultados$/);

    const ring = await search.evaluate((input) => {
      const style = getComputedStyle(input);
      return {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        color: style.outlineColor,
        bar: getComputedStyle(input.closest('.top-bar')!).backgroundColor,
      };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.color, ring.bar)).toBeGreaterThanOrEqual(3);

    await search.fill('');
    await search.blur();
    await page.context().setOffline(true);
    await page.getByTestId('offline-indicator').waitFor();
    const name = await page
      .locator('.brand-name')
      .evaluate((element) => ({ text: element.textContent, clipped: element.scrollWidth > element.clientWidth + 0.5, width: element.clientWidth }));
    expect(name.clipped, `"${name.text}" is cut`).toBe(false);
    expect(name.width).toBeGreaterThan(0);
    await expectFits(page, 'offline catalogue');
    await page.context().setOffline(false);
  });

  it('ran without uncaught page errors', () => {
    expect(pageErrors.flat()).toEqual([]);
  });
});
