import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import type { Language } from '../../src/api/contract';
import type { Database } from '../../server/platform/db/connect';
import { startServer } from '../../server/start';
import { copyPgliteTemplate } from '../server/pgliteTemplate';
import { addDays, instantAt, SHOP_TIME_ZONE, shopMomentOf, type ShopDay } from '../../src/domain/schedule/shopTime';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const DIST_DIR = path.resolve('dist');

export interface TestServer {
  url: string;
  /** The server's database, to change data behind the app's back (e.g. a price). */
  db: Database;
  /** Its data folder: the admin commands (`npm run staff`, `npm run operator`) reach the running server through it. */
  dataDir: string;
  close(): Promise<void>;
}

export type TestServerOptions = Omit<Parameters<typeof startServer>[0], 'port' | 'dataDir' | 'distDir'> & {
  /** A copy of the build (copyBuild) for a test that deploys a new one; dist/ by default. */
  distDir?: string;
};

/** Starts the real server on a free port with a fresh temporary data folder (embedded PGlite, from the migrated template). */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const distDir = options.distDir ?? DIST_DIR;
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests (npm test does).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-e2e-'));
  copyPgliteTemplate(dataDir);
  const server = await startServer({ quiet: true, ...options, port: 0, dataDir, distDir });
  return {
    url: server.url,
    db: server.db,
    dataDir,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function requireChromium(): void {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`Chromium not found at ${CHROME_PATH}: install Debian's chromium or set CHROME_PATH.`);
  }
}

export async function launchChromium(): Promise<Browser> {
  requireChromium();
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
}

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * A phone-sized browser with a real profile on disk. Chromium refuses to offer installation in an
 * incognito-like context (the default of browser.newContext), so installability checks need this.
 */
export async function launchPersistentPhone(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  requireChromium();
  const profileDir = mkdtempSync(path.join(tmpdir(), 'ritmo-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
    ...PHONE,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** A phone-sized context, as most customers see the app. */
export async function newPhoneContext(browser: Browser, locale = 'es-ES', options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, locale, ...options });
}

/** Collects uncaught page errors so a test can assert the app ran clean. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Console errors and warnings (React reports hydration mismatches there) and uncaught errors. */
export function trackConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/**
 * Waits until the service worker controls the page and has finished precaching the shell. A page whose
 * navigation was answered while the worker was still installing is never claimed (clients.claim skips
 * documents not yet running when the worker activates), so such a page is reloaded once, as a customer's
 * next start would be.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  const controlled = () =>
    page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return true;
      return new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
        setTimeout(() => resolve(Boolean(navigator.serviceWorker.controller)), 2000);
      });
    });
  if (await controlled()) return;
  await page.reload();
  if (!(await controlled())) throw new Error('The service worker does not control the page after a reload');
}

/** Reads an API answer the way the app does, to pick test data from the real seed. */
export async function apiGet<T>(baseUrl: string, apiPath: string, language: Language = 'es'): Promise<T> {
  const response = await fetch(`${baseUrl}/api${apiPath}`, { headers: { 'X-Language': language } });
  const body = (await response.json()) as { wasOk: boolean; data: T };
  if (!body.wasOk) throw new Error(`API ${apiPath} answered not ok`);
  return body.data;
}

/** True when the page is no wider than the phone: overflow would push fixed bars off screen. */
export async function fitsViewportWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * A moment when the demo shops are open: the next ordinary Wednesday at 10:00 in València, the shops'
 * zone (away from the seeded holiday exceptions). Order tests shift the server clock and the browser
 * clock to it, so they pass whatever the hour CI runs at and whatever its time zone.
 */
export function nextOpeningMoment(from = new Date()): Date {
  const today = shopMomentOf(from, SHOP_TIME_ZONE);
  let wednesday = addDays(today, (3 - today.weekday + 7) % 7 || 7);
  const isHolidaySeason = ({ month, day }: ShopDay) =>
    (month === 12 && day >= 20) || (month === 1 && day <= 7) || (month === 3 && day === 19) || month === 4 || (month === 8 && day === 15);
  while (isHolidaySeason(wednesday)) wednesday = addDays(wednesday, 7);
  return instantAt(wednesday, 10 * 60, SHOP_TIME_ZONE);
}

/** A clock that runs at real speed from `start` (timers and expiries keep working). */
export function shiftedClock(start: Date): () => Date {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
