import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData } from '../../../src/api/contract';
import { useE2eApp } from '../fixture';
import { apiGet, newPhoneContext } from '../harness';

/** What the customer does while the rendered catalogue is still being hydrated. */
type Move = { kind: 'card' } | { kind: 'tab'; nav: string } | { kind: 'hash'; hash: string };

interface EarlyTap {
  move: Move;
  /** After DOMContentLoaded. */
  delayMs: number;
  /** The selector of the screen the customer went to. */
  target: string;
}

interface TapRecord {
  tappedAt: number;
  targetAt: number | null;
  /** A skeleton (the shell's or the catalogue's) showed in #root after the first paint. */
  skeletonShown: boolean;
  /** The server-rendered frame (top bar, screen, bottom navigation), kept to see whether it was hydrated or replaced. */
  serverFrame: Element | null;
}

/**
 * Before any script of the page: does the move `delayMs` after DOMContentLoaded (an element's click
 * follows a link as a tap does, whether or not the app has started), and records when the target screen
 * shows and whether a skeleton took the catalogue's place after the first paint: the flash when React
 * gives up the server's nodes and renders the catalogue again (or the screen's code is awaited in view).
 */
const EARLY_TAP = ({ move, delayMs, target }: EarlyTap) => {
  const record: TapRecord = { tappedAt: -1, targetAt: null, skeletonShown: false, serverFrame: null };
  (window as unknown as { __tap: TapRecord }).__tap = record;
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  new MutationObserver(() => {
    record.serverFrame ??= document.querySelector('#root .app-shell');
    if (record.targetAt === null && document.querySelector(target)) record.targetAt = performance.now();
    if (painted() && document.querySelector('#root .screen-fallback, #root [aria-busy="true"] .card-row .skeleton')) {
      record.skeletonShown = true;
    }
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    setTimeout(() => {
      record.tappedAt = performance.now();
      if (move.kind === 'hash') window.location.hash = move.hash;
      else {
        const selector = move.kind === 'card' ? '#root [data-testid="product-card"]' : `#root [data-nav="${move.nav}"]`;
        document.querySelector<HTMLElement>(selector)!.click();
      }
    }, delayMs);
  });
};

/** Uncaught errors, and console errors about the hydration (React's #418 in production). */
function trackHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /418|hydrat/i.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Opens the rendered catalogue in a new page at 4× CPU, makes the early move and waits for its screen. */
async function openWithEarlyTap(context: BrowserContext, baseUrl: string, tap: EarlyTap) {
  const page = await context.newPage();
  const errors = trackHydrationErrors(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(EARLY_TAP, tap);
  await page.goto(`${baseUrl}/#/`, { waitUntil: 'commit' });
  await page.waitForSelector('html[data-app-started]');
  await page.locator(tap.target).first().waitFor();
  const { serverFrame, skeletonShown, tappedAt, targetAt } = await page.evaluate(() => {
    const { serverFrame: frame, ...rest } = (window as unknown as { __tap: TapRecord }).__tap;
    return { ...rest, serverFrame: frame?.isConnected === true };
  });
  const started = await page.getAttribute('html', 'data-app-started');
  await page.close();
  return {
    outcome: { move: tap.move, delayMs: tap.delayMs, errors, started, skeletonShown, serverFrameKept: serverFrame },
    tapToTargetMs: Math.round(targetAt! - tappedAt),
  };
}

describe('a tap while the rendered catalogue is being hydrated (4× CPU)', () => {
  const app = useE2eApp();
  let taps: EarlyTap[];

  beforeAll(async () => {
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp', 'es');
    const first = home.products[0]!.items[0]!;
    const other = home.products[0]!.items[1]!;
    const productOf = (slug: string) => `[data-testid="product-title"][data-slug="${slug}"]`;
    const locations = '[data-testid="location-card"]';
    taps = [
      { move: { kind: 'card' }, delayMs: 0, target: productOf(first.slug) },
      { move: { kind: 'hash', hash: '#/options' }, delayMs: 0, target: '.options-screen' },
      { move: { kind: 'tab', nav: 'locations' }, delayMs: 50, target: locations },
      { move: { kind: 'hash', hash: `#/va01/product/${other.slug}` }, delayMs: 50, target: productOf(other.slug) },
      { move: { kind: 'card' }, delayMs: 100, target: productOf(first.slug) },
      { move: { kind: 'tab', nav: 'options' }, delayMs: 100, target: '.options-screen' },
      { move: { kind: 'hash', hash: '#/cart' }, delayMs: 200, target: '[data-testid="cart-empty"]' },
      { move: { kind: 'card' }, delayMs: 200, target: productOf(first.slug) },
      { move: { kind: 'tab', nav: 'locations' }, delayMs: 500, target: locations },
      { move: { kind: 'hash', hash: '#/locations' }, delayMs: 500, target: locations },
    ];
  });

  it('hydrates what the server rendered, then shows the screen tapped, with no error and no flash of the catalogue', async () => {
    const context = await newPhoneContext(app.browser, 'es-ES');
    // Two pages at a time: the file stays quick, and a busier CPU only widens the hydration's window.
    const lanes = [taps.filter((_, index) => index % 2 === 0), taps.filter((_, index) => index % 2 === 1)];
    const results = new Map<EarlyTap, Awaited<ReturnType<typeof openWithEarlyTap>>>();
    await Promise.all(
      lanes.map(async (lane) => {
        for (const tap of lane) results.set(tap, await openWithEarlyTap(context, app.server.url, tap));
      }),
    );
    await context.close();
    console.info(taps.map((tap) => `${JSON.stringify(tap.move)} at ${tap.delayMs} ms: target after ${results.get(tap)!.tapToTargetMs} ms`).join('\n'));
    expect(taps.map((tap) => results.get(tap)!.outcome)).toEqual(
      taps.map((tap) => ({ move: tap.move, delayMs: tap.delayMs, errors: [], started: 'hydrated', skeletonShown: false, serverFrameKept: true })),
    );
  });
});
