/**
 * Screenshots of every customer route at the phone's width, in Spanish and English, with the layout
 * shift of each page, and a pixel comparison of two such runs (before and after a change to the first
 * paint, the stylesheets or the data the document embeds).
 *
 *   node --import tsx bench/screens.ts --out DIR [--app DIR] [--only=name,name] [--lang=es,en] [--at ISO] [--runs N]
 *   node --import tsx bench/screens.ts --compare BEFORE_DIR AFTER_DIR [--diff DIR] [--tolerance N]
 *   npm run bench -- --only=screens          (screenshots into bench/results/screens/)
 *
 * Capture: the built app of `--app` (this checkout by default; `npm run build` there first) on its own
 * server code, in a child process, demo data on a fresh PGlite, the server's clock stopped at an opening
 * moment of the demo shops (`--at`, the next ordinary Wednesday 10:00 in València by default) and the
 * browser's Date fixed at the same instant. Each screen is a fresh phone context (390×844, DPR 2,
 * locale and `culture` cookie of the language), so each final load is a first visit of the server's
 * document with a cold HTTP cache; service workers are blocked (a worker would answer later loads from
 * its precache instead of the server's document). Animations, transitions and the caret are off. A screen
 * is taken once the app has started, shows the asked path, its fonts and images are in, no skeleton or
 * busy region shows, and two screenshots in a row are identical. CLS is the sum of the document's
 * `layout-shift` entries without recent input (PerformanceObserver added before any script of the page).
 * Output: DIR/<lang>-<screen>.png and DIR/report.json.
 *
 * Compare: pairs of PNGs of the same name; a pixel differs when a channel differs by more than the
 * tolerance (8 of 255 by default, anti-aliasing); a different size counts the area outside the other
 * image as differing. Diff images (differing pixels red over a faded copy of the after image) go to
 * `--diff` (AFTER_DIR/diff by default).
 */
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import type { HomeData, Product, ProductExtrasDic, Recipe } from '../src/api/contract';
import { apiCall, registeredCustomer, signInContext } from '../test/e2e/customer';
import { apiGet, launchChromium, newPhoneContext, nextOpeningMoment } from '../test/e2e/harness';
import { checkOutDelivery } from '../test/e2e/shopping';
import { NAME_SHIM } from './lib/browser';
import { RESULTS_DIR, writeResult, type BenchResult } from './lib/report';

type Language = 'es' | 'en';
const LANGUAGES: Language[] = ['es', 'en'];
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_CHILD = path.join(ROOT, 'bench', 'lib', 'screens-server-child.ts');
const CUSTOMER_EMAIL = 'lucia.marin@example.com';
const SCREEN_TIMEOUT_MS = 20_000;
const STABLE_TRIES = 8;

// ───────────────────────────── the server ─────────────────────────────

interface ScreensServer {
  url: string;
  close(): Promise<void>;
}

/** The app of `appDir` (its server code and its dist/) in a child process, its clock stopped at `clock`. */
export async function startAppServer(appDir: string, clock: Date): Promise<ScreensServer> {
  if (!existsSync(path.join(appDir, 'dist', 'index.html')) || !existsSync(path.join(appDir, 'dist-ssr'))) {
    throw new Error(`${appDir} has no build: run \`npm run build\` there first.`);
  }
  const child = fork(SERVER_CHILD, [], {
    cwd: appDir,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, SCREENS_APP_DIR: appDir, SCREENS_CLOCK: clock.toISOString() },
    // Its stdout carries the app's remote log lines (e.g. the blocked service worker's registration): not ours.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`The server of ${appDir} exited early (code ${String(code)})`)));
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}

// ───────────────────────────── the data ─────────────────────────────

interface LanguageData {
  home: HomeData;
  /** A product of va01 with options (extras) and stock, for the product page and the pick-up cart. */
  pickUp: Product;
  /** A product of the delivery shop (ONLINE), for the delivery cart and checkout. */
  delivery: Product;
  coffeeRecipe: Recipe;
  otherRecipe: Recipe;
}

export interface Fixture {
  url: string;
  token: string;
  /** The paid pick-up order. */
  orderId: number;
  data: Record<Language, LanguageData>;
}

function allItems(home: HomeData): Product[] {
  return home.products.flatMap((group) => group.items);
}

async function languageData(url: string, language: Language): Promise<LanguageData> {
  const home = await apiGet<HomeData>(url, '/customer/va01/home-wapp', language);
  const extras = await apiGet<ProductExtrasDic>(url, '/customer/common/dic-product-extras/dic', language);
  const known = new Set(extras.list.map((extra) => extra.id));
  const pickUp = allItems(home).find((item) => item.extras.some((id) => known.has(id)) && item.stockCurrent > 5);
  const online = await apiGet<HomeData>(url, '/customer/ONLINE/home-wapp', language);
  const delivery = allItems(online).find((item) => item.stockCurrent >= 5 && item.price < 30);
  const recipes = await apiGet<Recipe[]>(url, '/customer/recipes', language);
  const coffeeRecipe = recipes.find((recipe) => recipe.type === 'coffee' && recipe.cups.length > 1) ?? recipes[0];
  const otherRecipe = recipes.find((recipe) => recipe.type !== 'coffee') ?? recipes.find((recipe) => recipe.id !== coffeeRecipe?.id);
  if (!pickUp || !delivery || !coffeeRecipe || !otherRecipe)
    throw new Error(`The demo data lacks a product with extras, a delivery product or recipes (${language})`);
  return { home, pickUp, delivery, coffeeRecipe, otherRecipe };
}

/** A phone context in `language`, its Date fixed at `at`, service workers blocked, with the page probes. */
export async function newScreenContext(browser: Browser, fixture: { url: string; token?: string }, language: Language, at: Date, options: ScreenAccess) {
  const context = await newPhoneContext(browser, language === 'es' ? 'es-ES' : 'en-GB', { serviceWorkers: 'block' });
  context.setDefaultTimeout(SCREEN_TIMEOUT_MS);
  await context.clock.setFixedTime(at);
  await context.addInitScript({ content: NAME_SHIM });
  await context.addInitScript({ content: PAGE_PROBES });
  await context.addCookies([{ name: 'culture', value: language, url: fixture.url }]);
  if (options.signedIn) {
    if (!fixture.token) throw new Error('A signed-in screen needs the customer');
    await signInContext(context, fixture.url, fixture.token, options.cookies !== false);
  } else if (options.cookies !== false) {
    await context.addCookies([{ name: 'cookie_consent', value: at.toISOString(), url: fixture.url }]);
  }
  return context;
}

/** Waits until the cart holds a line (the bottom bar's badge), then for the write to settle. */
async function addToCartOnProductPage(page: Page, url: string, shop: string, product: Product): Promise<void> {
  await page.goto(`${url}/#/${shop}/product/${product.slug}`);
  await page.locator(`[data-testid="product-title"][data-slug="${product.slug}"]`).waitFor();
  await page.locator('[data-testid="add-to-cart"]:enabled').click();
  await page.locator('[data-testid="bottom-nav"] .nav-badge').waitFor();
  // Dexie's write (the cart's row) ends after the badge shows; the next document reads it.
  await page.waitForTimeout(300);
}

/**
 * The customer (fixed e-mail, name, phone, two addresses) and the orders the account's screens show: a
 * paid pick-up order, a paid and an unpaid delivery order, placed through the app and the sandbox gateway.
 */
export async function makeFixture(browser: Browser, url: string, at: Date): Promise<Fixture> {
  const token = await registeredCustomer(url, CUSTOMER_EMAIL, ['Carrer de Sueca 23', 'Carrer de Cadis 8']);
  const data = { es: await languageData(url, 'es'), en: await languageData(url, 'en') };
  const context = await newScreenContext(browser, { url, token }, 'es', at, { signedIn: true });
  const page = await context.newPage();
  try {
    await addToCartOnProductPage(page, url, 'va01', data.es.pickUp);
    await page.goto(`${url}/#/cart`);
    await page.getByTestId('pay-card').click();
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/#\/pok/);
    const orders = await apiCall<{ orderId: number }[]>(url, 'GET', '/customer/orders', token);
    const orderId = orders[0]!.orderId;
    for (const decision of ['sandbox-pay', 'sandbox-fail'] as const) {
      await addToCartOnProductPage(page, url, 'ONLINE', data.es.delivery);
      await checkOutDelivery(page, url, decision);
      if (decision === 'sandbox-pay') {
        // The gateway's notification marks it paid; wait for it so the list's order is the same every run.
        const deadline = Date.now() + 15_000;
        for (;;) {
          const delivery = await apiCall<{ paymentStatus: { id: number } }[]>(url, 'GET', '/customer/delivery-orders', token);
          if (delivery.some((order) => order.paymentStatus.id === 11001)) break;
          if (Date.now() > deadline) throw new Error('The paid delivery order was never marked paid');
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    }
    return { url, token, orderId, data };
  } finally {
    await context.close();
  }
}

// ───────────────────────────── the screens ─────────────────────────────

interface ScreenAccess {
  signedIn: boolean;
  /** False: the cookie banner shows (no consent yet). */
  cookies?: boolean;
}

interface Screen extends ScreenAccess {
  name: string;
  /** Steps in an earlier document of the same context (e.g. adding to the cart). */
  prepare?: (page: Page) => Promise<void>;
  /** What the final, fresh document loads: a path from the site's root (`/#/cart`, `/va01/p/…`). */
  path: string;
  /** The route the app must show (html[data-shown-path]); the hash's path by default. */
  shownPath?: string | null;
  /** Taps on the loaded screen (a step of a flow, a dialog). */
  then?: (page: Page) => Promise<void>;
  /** What must be on screen (CSS selector) before the screenshot. */
  ready?: string;
}

const testId = (id: string) => `[data-testid="${id}"]`;

function screensFor(fixture: Fixture, language: Language): Screen[] {
  const { home, pickUp, delivery, coffeeRecipe, otherRecipe } = fixture.data[language];
  const [firstGroup, secondGroup] = home.products;
  const visitor = { signedIn: false };
  const customer = { signedIn: true };
  const addPickUp = (page: Page) => addToCartOnProductPage(page, fixture.url, 'va01', pickUp);
  const addDelivery = (page: Page) => addToCartOnProductPage(page, fixture.url, 'ONLINE', delivery);
  const pages = ['legal', 'privacy', 'cookies', 'about', 'address', 'allergens'];
  return [
    // A visitor's first visit: the cookie banner over the server's first paint.
    {
      name: 'visitor-catalogue-cookie-banner',
      ...visitor,
      cookies: false,
      path: '/',
      shownPath: '/',
      ready: `${testId('product-card')}, ${testId('cookie-accept')}`,
    },
    { name: 'visitor-shared-product-cookie-banner', ...visitor, cookies: false, path: `/va01/p/${pickUp.slug}`, shownPath: null, ready: testId('add-to-cart') },
    { name: 'catalogue', ...visitor, path: '/', shownPath: '/', ready: testId('product-card') },
    { name: 'catalogue-home', ...visitor, path: '/#/home', ready: testId('product-card') },
    { name: 'shop-catalogue', ...visitor, path: '/#/va01', ready: testId('product-card') },
    { name: 'shop-category', ...visitor, path: `/#/va01/cats/${firstGroup!.categoryId}`, ready: testId('product-card') },
    {
      name: 'catalogue-category-filter',
      ...visitor,
      path: `/#/?cat=${firstGroup!.categoryId},${(secondGroup ?? firstGroup)!.categoryId}`,
      shownPath: '/',
      ready: testId('product-card'),
    },
    { name: 'delivery-shop-catalogue', ...visitor, path: '/#/ONLINE', ready: testId('product-card') },
    { name: 'product-hash-route', ...visitor, path: `/#/va01/product/${pickUp.slug}`, ready: testId('similar-products') },
    { name: 'product-shared-path', ...visitor, path: `/va01/p/${pickUp.slug}`, shownPath: null, ready: testId('similar-products') },
    { name: 'product-delivery-shop', ...visitor, path: `/#/ONLINE/product/${delivery.slug}`, ready: testId('add-to-cart') },
    { name: 'product-not-found', ...visitor, path: '/#/va01/product/no-such-thing-ZZ999', ready: testId('product-not-found') },
    { name: 'cart-empty', ...visitor, path: '/#/cart', ready: testId('cart-empty') },
    { name: 'cart-visitor-with-item', ...visitor, prepare: addPickUp, path: '/#/cart', ready: testId('cart-sign-in') },
    { name: 'delivery-cart-visitor-with-item', ...visitor, prepare: addDelivery, path: '/#/cart', ready: testId('delivery-sign-in') },
    { name: 'sign-in-email', ...visitor, path: '/#/user', ready: testId('login-email') },
    {
      name: 'sign-in-code',
      ...visitor,
      path: '/#/user',
      then: async (page) => {
        await page.getByTestId('login-email').fill(`visitor.${language}@example.com`);
        await page.getByTestId('login-submit').click();
      },
      ready: testId('login-code'),
    },
    { name: 'sign-in-error', ...visitor, path: '/#/user_login_error', ready: testId('login-error') },
    // The e-mailed link and the social sign-in's return with a code the server refuses: where they end.
    { name: 'sign-in-link-refused', ...visitor, path: '/#/user_login_link?code=ZZZZZ', shownPath: '/user_login_error', ready: testId('login-error') },
    { name: 'social-sign-in-refused', ...visitor, path: '/#/user_login?code=ZZZZZ', shownPath: '/', ready: testId('product-card') },
    { name: 'locations', ...visitor, path: '/#/locations', ready: testId('location-card') },
    { name: 'options', ...visitor, path: '/#/options', ready: testId(`language-${language}`) },
    { name: 'page-index', ...visitor, path: '/#/page', ready: testId('page-title') },
    ...pages.map((code) => ({ name: `page-${code}`, ...visitor, path: `/#/page/${code}`, ready: testId('page-title') })),
    { name: 'page-unknown', ...visitor, path: '/#/page/no-such-page', ready: testId('page-not-found') },
    { name: 'recipes', ...visitor, path: '/#/recipes', ready: testId('recipe-card') },
    { name: 'recipe-coffee', ...visitor, path: `/#/recipes?id=${coffeeRecipe.id}`, shownPath: '/recipes', ready: testId('recipe-cups') },
    { name: 'recipe-other', ...visitor, path: `/#/recipes?id=${otherRecipe.id}`, shownPath: '/recipes', ready: testId('recipe-title') },
    { name: 'not-found', ...visitor, path: '/#/no/such/screen', ready: testId('route-not-found') },
    { name: 'unknown-shop', ...visitor, path: '/#/zz99', ready: testId('unknown-shop') },
    { name: 'unknown-shop-shared-path', ...visitor, path: `/zz99/p/${pickUp.slug}`, shownPath: null, ready: 'main h1' },
    { name: 'user-orders-visitor', ...visitor, path: '/#/user_orders', ready: 'main h1' },

    // The signed-in customer (session seeded, cookies accepted) with a paid pick-up order and two delivery orders.
    { name: 'signed-in-catalogue', ...customer, path: '/', shownPath: '/', ready: `${testId('product-card')}, ${testId('repurchase-block')}` },
    { name: 'signed-in-shop-catalogue', ...customer, path: '/#/va01', ready: testId('repurchase-block') },
    { name: 'signed-in-product', ...customer, path: `/#/va01/product/${pickUp.slug}`, ready: testId('similar-products') },
    { name: 'signed-in-cart-empty', ...customer, path: '/#/cart', ready: testId('cart-empty') },
    { name: 'signed-in-cart-with-item', ...customer, prepare: addPickUp, path: '/#/cart', ready: testId('pay-card') },
    { name: 'cart-clear', ...customer, prepare: addPickUp, path: '/#/cart/clear', shownPath: '/cart', ready: testId('cart-empty') },
    { name: 'delivery-checkout-1-products', ...customer, prepare: addDelivery, path: '/#/cart', ready: testId('delivery-continue') },
    {
      name: 'delivery-checkout-2-address',
      ...customer,
      prepare: addDelivery,
      path: '/#/cart',
      then: (page) => page.getByTestId('delivery-continue').click(),
      ready: testId('delivery-address-option'),
    },
    {
      name: 'delivery-checkout-3-pay',
      ...customer,
      prepare: addDelivery,
      path: '/#/cart',
      then: async (page) => {
        await page.getByTestId('delivery-continue').click();
        await page.getByTestId('delivery-address-option').first().click();
      },
      ready: testId('delivery-transport'),
    },
    { name: 'account', ...customer, path: '/#/user', ready: testId('user-qr') },
    { name: 'account-settings', ...customer, path: '/#/user/settings', ready: testId('settings-name') },
    { name: 'account-loyalty', ...customer, path: '/#/user/loyalty', ready: testId('loyalty-balance') },
    { name: 'account-addresses', ...customer, path: '/#/user/address', ready: testId('address-card') },
    {
      name: 'account-address-delete-dialog',
      ...customer,
      path: '/#/user/address',
      then: (page) => page.getByTestId('address-card').nth(1).getByTestId('address-delete').click(),
      ready: testId('address-delete-confirm'),
    },
    {
      name: 'account-address-form',
      ...customer,
      path: '/#/user/address',
      then: async (page) => {
        await page.getByTestId('address-add').click();
        await page.getByTestId('address-contactFullName').fill('Lucía');
      },
      ready: testId('address-save'),
    },
    { name: 'account-recommend-friends', ...customer, path: '/#/user/recommend_friends', ready: testId('friend-email') },
    { name: 'account-locations', ...customer, path: '/#/user/locations', ready: testId('location-card') },
    { name: 'invoices', ...customer, path: '/#/user/invoices', ready: testId('invoice-row') },
    {
      name: 'invoice-detail',
      ...customer,
      path: '/#/user/invoices',
      then: (page) => page.getByTestId('invoice-row').first().click(),
      ready: testId('invoice-detail'),
    },
    { name: 'orders', ...customer, path: '/#/user_orders', ready: '.order-card' },
    { name: 'order-tracker', ...customer, path: `/#/order/${fixture.orderId}`, ready: testId('order-qr') },
    { name: 'order-not-found', ...customer, path: '/#/order/999999', ready: testId('order-not-found') },
    { name: 'payment-ok', ...customer, path: '/#/pok', ready: testId('pok-continue') },
    { name: 'payment-failed', ...customer, path: '/#/pko', ready: testId('pko-continue') },
    { name: 'delivery-payment-ok', ...customer, path: '/#/pdok', ready: testId('pdok-continue') },
    { name: 'delivery-payment-failed', ...customer, path: '/#/pdko', ready: testId('pdko-continue') },
    { name: 'delivery-orders', ...customer, path: '/#/user/deliver_orders', ready: testId('delivery-order-pay') },
    {
      name: 'delivery-order-detail',
      ...customer,
      path: '/#/user/deliver_orders',
      then: (page) => page.locator('[data-testid="delivery-order-card"][role="button"]').first().click(),
      ready: testId('delivery-order-detail'),
    },
    {
      name: 'delivery-order-cancel-dialog',
      ...customer,
      path: '/#/user/deliver_orders',
      then: (page) => page.getByTestId('delivery-order-cancel').first().click(),
      ready: testId('delivery-order-cancel-confirm'),
    },
    { name: 'signed-in-not-found', ...customer, path: '/#/no/such/screen', ready: testId('route-not-found') },
  ];
}

// ───────────────────────────── in the page ─────────────────────────────

/**
 * Before any script of each document: the layout-shift observer (sum of the shifts without recent input,
 * with the elements that moved) and a style turning animations, transitions and the caret off.
 */
const PAGE_PROBES = `(() => {
  const probe = { cls: 0, shifts: [] };
  window.__screens = probe;
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : '?';
    const id = node.getAttribute('data-testid');
    const classes = [...node.classList].slice(0, 3).join('.');
    return node.tagName.toLowerCase() + (id ? '[data-testid=' + id + ']' : '') + (classes ? '.' + classes : '');
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        probe.cls += entry.value;
        probe.shifts.push({
          at: Math.round(entry.startTime),
          value: Number(entry.value.toFixed(4)),
          sources: (entry.sources || []).map((source) =>
            describe(source.node) + ' x' + Math.round(source.previousRect.x) + '→' + Math.round(source.currentRect.x) + ' y' + Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.y) +
            ' w' + Math.round(source.previousRect.width) + '→' + Math.round(source.currentRect.width) + ' h' + Math.round(source.previousRect.height) + '→' + Math.round(source.currentRect.height)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
  const style = document.createElement('style');
  style.setAttribute('data-screens-probe', '');
  style.textContent = '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
  const place = () => {
    const head = document.head;
    if (!head) return false;
    head.appendChild(style);
    return true;
  };
  if (!place()) {
    const observer = new MutationObserver(() => { if (place()) observer.disconnect(); });
    observer.observe(document, { childList: true, subtree: true });
  }
})();`;

interface PageProbe {
  cls: number;
  shifts: { at: number; value: number; sources: string[] }[];
}

/** Waits, at most SCREEN_TIMEOUT_MS, until `pending` (run in the page) lists nothing; throws with what is left. */
async function waitUntilNone(page: Page, pending: () => string[]): Promise<void> {
  const deadline = Date.now() + SCREEN_TIMEOUT_MS;
  for (;;) {
    const left = await page.evaluate(pending);
    if (left.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Still waiting for ${left.slice(0, 5).join(', ')}`);
    await page.waitForTimeout(200);
  }
}

const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The screen as first shown: fonts in, no skeleton or busy region, the images in the viewport loaded. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await waitUntilNone(page, () => {
    const name = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    const placeholders = [...document.querySelectorAll('.skeleton, [aria-busy="true"], .route-skeleton')]
      .filter((element) => element.checkVisibility())
      .map(name);
    const inView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    };
    const images = [...document.images].filter((image) => !image.complete && inView(image)).map((image) => `img ${image.currentSrc || image.src}`);
    return [...placeholders, ...images];
  });
  await nextFrames(page);
}

/**
 * The whole page, as a customer scrolling down sees it: scrolled through a viewport at a time (the
 * catalogue's blocks below the fold skip layout and paint, `content-visibility: auto`, and their photos are
 * lazy until near), back to the top, every photo loaded (lazy ones made eager: rows that scroll sideways
 * hold some far off screen).
 */
async function revealWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(innerHeight / 2)) {
      scrollTo(0, y);
      await frame();
    }
    scrollTo(0, 0);
    await frame();
    for (const image of document.images) {
      if (image.loading !== 'lazy') continue;
      image.loading = 'eager';
      // A deferred image does not always start on the attribute's change: setting its source again does.
      if (!image.complete) {
        const { srcset, src } = image;
        if (srcset) image.srcset = srcset;
        else if (src) image.src = src;
      }
    }
  });
  await waitUntilNone(page, () => [...document.images].filter((image) => !image.complete).map((image) => `img ${image.currentSrc || image.src}`));
  await settle(page);
}

/** Regions whose content differs from run to run whatever the code (random numbers, QR codes of them). */
function volatileRegions(page: Page): Locator[] {
  // The gateway's order number has a random tail; the pick-up QR holds the order's secret; the Verifactu QR its chained hash.
  return [page.locator([testId('order-gateway-number'), testId('order-qr'), testId('invoice-verification-qr')].join(', '))];
}

/** Full-page screenshots until two in a row are identical (late images, fonts, a last render). */
async function stableScreenshot(page: Page): Promise<{ png: Buffer; stable: boolean }> {
  const shoot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', mask: volatileRegions(page), maskColor: '#ff00ff' });
  let previous = await shoot();
  for (let attempt = 1; attempt < STABLE_TRIES; attempt += 1) {
    await page.waitForTimeout(300);
    const next = await shoot();
    if (next.equals(previous)) return { png: next, stable: true };
    previous = next;
  }
  return { png: previous, stable: false };
}

// ───────────────────────────── capture ─────────────────────────────

export interface ScreenRecord {
  route: string;
  lang: Language;
  /** The address loaded. */
  url: string;
  /** Where the page was when taken (a product's hash link may move to its path and back). */
  finalUrl?: string;
  file?: string;
  /** CSS pixels of the full page, and of the PNG (device pixels). */
  size?: string;
  pngSize?: string;
  /** The largest of the loads when there were several (`--runs`). */
  cls?: number;
  clsRuns?: number[];
  shifts?: PageProbe['shifts'];
  /** 'hydrated' (the server's markup was kept) or 'rendered'. */
  appStarted?: string | null;
  /** False when the page was still changing after the last try. */
  stable?: boolean;
  /** The documents the final load asked for (a product's hash link moving to its path makes two). */
  documents?: string[];
  errors: string[];
  error?: string;
}

async function captureScreen(browser: Browser, fixture: Fixture, language: Language, at: Date, screen: Screen, outDir: string): Promise<ScreenRecord> {
  const url = `${fixture.url}${screen.path}`;
  const record: ScreenRecord = { route: screen.name, lang: language, url: screen.path, errors: [] };
  const context = await newScreenContext(browser, fixture, language, at, screen);
  const page = await context.newPage();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url().replace(fixture.url, ''));
  });
  const inFlight = new Set<string>();
  page.on('request', (request) => inFlight.add(request.url()));
  page.on('requestfinished', (request) => inFlight.delete(request.url()));
  page.on('requestfailed', (request) => inFlight.delete(request.url()));
  page.on('pageerror', (error) => record.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') record.errors.push(`console: ${message.text().slice(0, 300)}`);
  });
  try {
    if (screen.prepare) {
      await screen.prepare(page);
      // The final screen is a document of its own, loaded afresh as a customer's next visit.
      await page.goto('about:blank');
    }
    documents.length = 0;
    await page.goto(url);
    await page.waitForSelector('html[data-app-started]');
    const shownPath = screen.shownPath === undefined ? new URL(new URL(url).hash.slice(1) || '/', 'http://route').pathname : screen.shownPath;
    // The shop's code may come back in either case (a product's path names it in lower case).
    if (shownPath !== null) {
      await page.waitForFunction((expected) => document.documentElement.dataset.shownPath?.toLowerCase() === expected.toLowerCase(), shownPath);
    }
    if (screen.then) {
      await settle(page);
      await screen.then(page);
    }
    if (screen.ready) await page.locator(screen.ready).first().waitFor();
    await settle(page);
    // The layout shift of the screen as shown, before the bench scrolls it.
    const probe = await page.evaluate(() => (window as unknown as { __screens: PageProbe }).__screens);
    await revealWholePage(page);
    const { png, stable } = await stableScreenshot(page);
    const file = `${language}-${screen.name}.png`;
    writeFileSync(path.join(outDir, file), png);
    const meta = await sharp(png).metadata();
    const box = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
    Object.assign(record, {
      finalUrl: page.url().replace(fixture.url, ''),
      file,
      size: `${box[0]}×${box[1]}`,
      pngSize: `${meta.width}×${meta.height}`,
      cls: Number(probe.cls.toFixed(4)),
      shifts: probe.shifts,
      appStarted: await page.getAttribute('html', 'data-app-started'),
      stable,
      documents: [...documents],
    });
  } catch (error) {
    record.finalUrl = page.url().replace(fixture.url, '');
    record.documents = [...documents];
    record.error = String(error instanceof Error ? error.message : error)
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 3)
      .join(' / ');
    const pending = [...inFlight].map((address) => address.replace(fixture.url, ''));
    if (pending.length) record.error += ` (requests in flight: ${pending.join(', ')})`;
    await page.screenshot({ fullPage: true, path: path.join(outDir, `${language}-${screen.name}.failed.png`) }).catch(() => undefined);
  } finally {
    await context.close();
  }
  return record;
}

export interface CaptureOptions {
  outDir: string;
  appDir?: string;
  only?: string[];
  languages?: Language[];
  at?: Date;
  /** Loads of each screen (its CLS varies with what arrives first); 1 by default. */
  runs?: number;
}

export interface CaptureReport {
  appDir: string;
  at: string;
  takenAt: string;
  screens: ScreenRecord[];
}

export async function capture(options: CaptureOptions): Promise<CaptureReport> {
  const appDir = path.resolve(options.appDir ?? ROOT);
  const at = options.at ?? nextOpeningMoment();
  mkdirSync(options.outDir, { recursive: true });
  const server = await startAppServer(appDir, at);
  const browser = await launchChromium();
  const screens: ScreenRecord[] = [];
  try {
    console.log(`App ${appDir} at ${server.url}, clock stopped at ${at.toISOString()}`);
    const fixture = await makeFixture(browser, server.url, at);
    for (const language of options.languages ?? LANGUAGES) {
      for (const screen of screensFor(fixture, language)) {
        if (options.only && !options.only.includes(screen.name)) continue;
        const started = Date.now();
        // Several loads when asked (the layout shift depends on what arrives first): the last one's screenshot, the largest CLS.
        const runs: ScreenRecord[] = [];
        for (let run = 0; run < (options.runs ?? 1); run += 1) runs.push(await captureScreen(browser, fixture, language, at, screen, options.outDir));
        const record = runs.find((one) => one.error) ?? runs.at(-1)!;
        if (runs.length > 1 && !record.error) {
          record.clsRuns = runs.map((one) => one.cls ?? 0);
          record.cls = Math.max(...record.clsRuns);
          record.shifts = runs.find((one) => one.cls === record.cls)?.shifts ?? record.shifts;
        }
        screens.push(record);
        const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
        const clsRuns = record.clsRuns ? ` (${record.clsRuns.map((value) => value.toFixed(4)).join(' ')})` : '';
        console.log(
          record.error
            ? `  ✗ ${language} ${screen.name}: ${record.error}`
            : `  ${record.stable ? '✓' : '~'} ${language} ${screen.name.padEnd(38)} ${record.size!.padEnd(10)} CLS ${record.cls!.toFixed(4)}${clsRuns}  ${took}${record.errors.length ? `  (${record.errors.length} error(s))` : ''}`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const report: CaptureReport = { appDir, at: at.toISOString(), takenAt: new Date().toISOString(), screens };
  writeFileSync(path.join(options.outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

// ───────────────────────────── compare ─────────────────────────────

export interface PairDifference {
  file: string;
  route: string;
  lang: string;
  before?: string;
  after?: string;
  /** Differing pixels over the larger of the two areas (the part outside the smaller image counts). */
  differing?: number;
  share?: number;
  /** Rows (CSS pixels, DPR 2) of the first and last differing pixel. */
  rows?: string;
  clsBefore?: number;
  clsAfter?: number;
  diffFile?: string;
}

async function rawImage(file: string) {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function readReport(dir: string): Map<string, ScreenRecord> {
  const file = path.join(dir, 'report.json');
  if (!existsSync(file)) return new Map();
  const report = JSON.parse(readFileSync(file, 'utf8')) as CaptureReport;
  return new Map(report.screens.filter((screen) => screen.file).map((screen) => [screen.file!, screen]));
}

export async function compare(beforeDir: string, afterDir: string, options: { diffDir?: string; tolerance?: number } = {}): Promise<PairDifference[]> {
  const tolerance = options.tolerance ?? 8;
  const diffDir = options.diffDir ?? path.join(afterDir, 'diff');
  mkdirSync(diffDir, { recursive: true });
  const beforeReport = readReport(beforeDir);
  const afterReport = readReport(afterDir);
  const pngs = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.png') && !file.endsWith('.failed.png'));
  const files = [...new Set([...pngs(beforeDir), ...pngs(afterDir)])].sort();
  const rows: PairDifference[] = [];
  for (const file of files) {
    const [lang = '', ...rest] = file.replace(/\.png$/, '').split('-');
    const row: PairDifference = {
      file,
      route: rest.join('-'),
      lang,
      clsBefore: beforeReport.get(file)?.cls,
      clsAfter: afterReport.get(file)?.cls,
    };
    rows.push(row);
    const beforePath = path.join(beforeDir, file);
    const afterPath = path.join(afterDir, file);
    if (!existsSync(beforePath) || !existsSync(afterPath)) continue;
    const before = await rawImage(beforePath);
    const after = await rawImage(afterPath);
    row.before = `${before.width}×${before.height}`;
    row.after = `${after.width}×${after.height}`;
    const width = Math.max(before.width, after.width);
    const height = Math.max(before.height, after.height);
    const diff = Buffer.alloc(width * height * 4);
    let differing = 0;
    let first = -1;
    let last = -1;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const out = (y * width + x) * 4;
        const inBefore = x < before.width && y < before.height;
        const inAfter = x < after.width && y < after.height;
        let differs = !inBefore || !inAfter;
        if (!differs) {
          const b = (y * before.width + x) * 4;
          const a = (y * after.width + x) * 4;
          for (let channel = 0; channel < 4; channel += 1) {
            if (Math.abs(before.data[b + channel]! - after.data[a + channel]!) > tolerance) {
              differs = true;
              break;
            }
          }
        }
        if (differs) {
          differing += 1;
          if (first < 0) first = y;
          last = y;
          diff[out] = 255;
          diff[out + 1] = 0;
          diff[out + 2] = 0;
          diff[out + 3] = 255;
        } else {
          // A faded grey copy of the after image, so the red stands out where it is.
          const a = (y * after.width + x) * 4;
          const grey = 0.299 * after.data[a]! + 0.587 * after.data[a + 1]! + 0.114 * after.data[a + 2]!;
          const faded = Math.round(255 - (255 - grey) * 0.35);
          diff[out] = faded;
          diff[out + 1] = faded;
          diff[out + 2] = faded;
          diff[out + 3] = 255;
        }
      }
    }
    row.differing = differing;
    row.share = differing / (width * height);
    if (differing > 0) {
      row.rows = `${Math.floor(first / 2)}–${Math.ceil(last / 2)}`;
      row.diffFile = path.join(diffDir, file);
      await sharp(diff, { raw: { width, height, channels: 4 } })
        .png()
        .toFile(row.diffFile);
    }
  }
  return rows;
}

export function formatComparison(rows: PairDifference[]): string {
  const header = ['route', 'lang', 'before (px)', 'after (px)', 'differing', 'rows (css px)', 'CLS before', 'CLS after'];
  const cls = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(4));
  const lines = rows.map((row) => [
    row.route,
    row.lang,
    row.before ?? 'missing',
    row.after ?? 'missing',
    row.share === undefined ? '—' : row.differing === 0 ? '0' : `${(row.share * 100).toFixed(3)} %`,
    row.rows ?? '',
    cls(row.clsBefore),
    cls(row.clsAfter),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}

// ───────────────────────────── bench runner and command line ─────────────────────────────

/** `npm run bench -- --only=screens`: this checkout's screens into bench/results/screens/. */
export async function run(): Promise<BenchResult> {
  const outDir = path.join(RESULTS_DIR, 'screens');
  const report = await capture({ outDir });
  const taken = report.screens.filter((screen) => screen.file);
  const failed = report.screens.filter((screen) => screen.error);
  const worst = taken.reduce<ScreenRecord | undefined>((max, screen) => (!max || (screen.cls ?? 0) > (max.cls ?? 0) ? screen : max), undefined);
  const result: BenchResult = {
    name: `Screens of every customer route at 390 px, es and en (PNGs and report.json in ${path.relative(process.cwd(), outDir)}/; compare two runs with --compare)`,
    figures: [
      { label: 'Screens taken', value: taken.length, unit: '' },
      { label: 'Screens that could not be reached', value: failed.length, unit: '', target: { max: 0 } },
      {
        label: 'Largest CLS of a screen',
        value: worst?.cls ?? 0,
        unit: '',
        target: { max: 0.02 },
        ...(worst ? { note: `${worst.lang} ${worst.route}` } : {}),
      },
      { label: 'Screens still changing after the last screenshot', value: taken.filter((screen) => !screen.stable).length, unit: '' },
    ],
    findings: failed.map((screen) => `${screen.lang} ${screen.route}: ${screen.error ?? ''}`),
    details: report,
  };
  writeResult('screens', result);
  return result;
}

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const compareAt = args.indexOf('--compare');
  if (compareAt >= 0) {
    const [beforeDir, afterDir] = args.slice(compareAt + 1, compareAt + 3);
    if (!beforeDir || !afterDir) throw new Error('--compare BEFORE_DIR AFTER_DIR');
    const tolerance = option('tolerance');
    const diffDir = option('diff');
    const rows = await compare(beforeDir, afterDir, { ...(tolerance ? { tolerance: Number(tolerance) } : {}), ...(diffDir ? { diffDir } : {}) });
    console.log(formatComparison(rows));
    const differing = rows.filter((row) => row.differing !== 0);
    console.log(`\n${rows.length} pairs, ${differing.length} differing or missing; diff images in ${diffDir ?? path.join(afterDir, 'diff')}`);
    return;
  }
  const outDir = option('out');
  if (!outDir)
    throw new Error(
      'Usage: --out DIR [--app DIR] [--only=a,b] [--lang=es,en] [--at ISO] [--runs N] | --compare BEFORE_DIR AFTER_DIR [--diff DIR] [--tolerance N]',
    );
  const only = option('only')?.split(',');
  const languages = option('lang')?.split(',') as Language[] | undefined;
  const at = option('at');
  const appDir = option('app');
  const runs = option('runs');
  const report = await capture({
    ...(runs ? { runs: Number(runs) } : {}),
    outDir: path.resolve(outDir),
    ...(appDir ? { appDir } : {}),
    ...(only ? { only } : {}),
    ...(languages ? { languages } : {}),
    ...(at ? { at: new Date(at) } : {}),
  });
  const failed = report.screens.filter((screen) => screen.error);
  console.log(`\n${report.screens.length - failed.length} screens in ${outDir}, ${failed.length} not reached`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Chromium children can keep handles open: the run is over either way.
  await main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
