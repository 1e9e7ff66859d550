// Size budgets, checked on the production build (`npm run build` first):
// - JavaScript the catalogue route loads before its first screen is interactive (the hydration's commit) ≤ 145 KB
//   gzip, and in all on a first visit until the network is idle (scripts and workers, as a phone really fetches
//   them: Dexie and the data layer load after the hydration) ≤ 168 KB; jsPDF and qrcode not among it; only the
//   language in use;
// - the service worker's precache ≤ 1,600 KB (three languages' texts), without jsPDF's optional html2canvas, dompurify and canvg;
// - each staff surface's first load (its JavaScript signed out and signed in) within its own budget, and
//   the customer's precache without their pages or their own chunks (scripts/surfaces.ts).
// Sizes only: they are stable from run to run, unlike timings (those are in `npm run bench`).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { BUNDLE_REPORT } from './bundleReport';
import { SURFACE_REPORT, type SurfaceFiles } from './surfaces';
import { launchChromium, newPhoneContext, startTestServer } from '../test/e2e/harness';

const KB = 1024;
const BUDGET = {
  catalogueInteractiveJsGzip: 145 * KB,
  // The catalogue's allergen filter, the allergens on its cards and the third language's fallback: 165 → 168 KB.
  catalogueJsGzip: 168 * KB,
  // Every screen's texts in Valencian too, and the account's, withdrawal's and allergens' screens: 1,536 → 1,600 KB.
  precache: 1600 * KB,
  // The staff surfaces': a little above their measured first loads (signed in, the larger).
  // The shared core with the product card's allergens and the delivery order's withdrawal schema: 182 → 186 KB.
  counterJsGzip: 186 * KB,
  // The back office's: its shell with the typed client of every section's calls (the sections load on use).
  manageJsGzip: 170 * KB,
};
const NEVER_IN_FIRST_LOAD = ['jspdf', 'qrcode'];
const NEVER_PRECACHED = /html2canvas|purify|canvg/i;
const DIST = path.resolve('dist');

function gzipSize(file: string): number {
  const precompressed = `${file}.gz`;
  return existsSync(precompressed) ? statSync(precompressed).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** A page opened on a phone in `language` with the service worker blocked, as a first visit. */
type Visit = {
  language: 'es' | 'en';
  open: (page: Page, url: string) => Promise<void>;
  /** The page keeps a live stream open (the board): the network never idles, so its scripts are counted after a pause. */
  live?: boolean;
};

/** The .js files a visit fetches: all of them, and those asked for before the app's first commit (html[data-app-started]). */
type Scripts = { all: string[]; beforeStart: string[] };

/** Notes when the app marks its first commit, on the page's clock. */
const APP_START_PROBE = `new MutationObserver((_, observer) => {
  if (!document.documentElement.hasAttribute('data-app-started')) return;
  window.__appStartedAt = performance.now();
  observer.disconnect();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-started'] });`;

/** Every .js file a visit fetches. */
async function scriptsOf(visit: Visit): Promise<Scripts> {
  const server = await startTestServer();
  const browser = await launchChromium();
  try {
    const context = await newPhoneContext(browser, visit.language === 'es' ? 'es-ES' : 'en-GB', { serviceWorkers: 'block' });
    await context.addCookies([{ name: 'culture', value: visit.language, url: server.url }]);
    const scripts = new Set<string>();
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js') && !pathname.endsWith('/sw.js')) scripts.add(path.basename(pathname));
    });
    const page = await context.newPage();
    await page.addInitScript(APP_START_PROBE);
    await visit.open(page, server.url);
    if (visit.live) await page.waitForTimeout(3000);
    else await page.waitForLoadState('networkidle');
    const beforeStart = await page.evaluate(() => {
      const startedAt = (window as { __appStartedAt?: number }).__appStartedAt ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= startedAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname.split('/').pop()!);
    });
    await context.close();
    return { all: [...scripts].sort(), beforeStart: [...new Set(beforeStart)].filter((file) => scripts.has(file)).sort() };
  } finally {
    await browser.close();
    await server.close();
  }
}

const catalogueVisit = (language: 'es' | 'en'): Visit => ({
  language,
  open: async (page, url) => {
    await page.goto(`${url}/#/`);
    await page.locator('[data-testid="product-card"]').first().waitFor({ timeout: 30_000 });
  },
});

/** The last sign-in code the demo outbox holds for `email`. */
async function mailedCode(url: string, email: string): Promise<string> {
  const answer = (await (await fetch(`${url}/api/dev/outbox`)).json()) as { data: { to: string; code: string | null }[] };
  const code = answer.data.find((mail) => mail.to === email && mail.code)?.code; // newest first
  if (!code) throw new Error(`no sign-in code was mailed to ${email}`);
  return code;
}

/** A staff surface's page at its sign-in form, and then signed in through it as the demo member given (all its scripts). */
const staffVisit = (surface: 'counter' | 'manage', signIn?: { email: string; shown: string }): Visit => ({
  language: 'es',
  live: surface === 'counter' && signIn !== undefined,
  open: async (page, url) => {
    await page.goto(`${url}/${surface}/`);
    const email = page.locator('input[name="email"]');
    await email.waitFor({ timeout: 30_000 });
    if (!signIn) return;
    await email.fill(signIn.email);
    await page.locator('button[type="submit"]').click();
    await page.locator('input[name="code"]').fill(await mailedCode(url, signIn.email));
    await page.locator('button[type="submit"]').click();
    await page.locator(signIn.shown).first().waitFor({ timeout: 30_000 });
  },
});

function precacheEntries(): string[] {
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
}

const failures: string[] = [];
const chunkModules = JSON.parse(readFileSync(BUNDLE_REPORT, 'utf8')) as Record<string, string[]>;
const format = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Prints a first load's scripts and their total, and fails it over its budget. */
function checkFirstLoad(title: string, scripts: string[], budget: number): void {
  const sizes = scripts.map((file) => ({ file, gzip: gzipSize(path.join(DIST, 'assets', file)) }));
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  console.log(`\n${title}: ${scripts.length} scripts, ${format(total)} gzip = ${total} bytes (budget ${format(budget)})`);
  for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${format(gzip).padStart(9)}  ${file}`);
  if (total > budget) failures.push(`${title}: JavaScript is ${format(total)} gzip, over ${format(budget)}`);
}

for (const language of ['es', 'en'] as const) {
  const { all: scripts, beforeStart } = await scriptsOf(catalogueVisit(language));
  checkFirstLoad(`Customer: catalogue route, ${language}, until interactive (hydrated)`, beforeStart, BUDGET.catalogueInteractiveJsGzip);
  checkFirstLoad(`Customer: catalogue route, ${language}, the whole first visit`, scripts, BUDGET.catalogueJsGzip);
  const otherLanguage = language === 'es' ? 'en' : 'es';
  for (const file of scripts) {
    const modules = chunkModules[file];
    if (!modules) {
      failures.push(`${file} is loaded but missing from the bundle report (rebuild with npm run build)`);
      continue;
    }
    const banned = modules.filter((owner) => NEVER_IN_FIRST_LOAD.includes(owner));
    if (banned.length) failures.push(`${file} (first load) bundles ${banned.join(', ')}`);
    if (modules.some((owner) => owner.startsWith(`src/i18n/${otherLanguage}/`)))
      failures.push(`${file} (first load, ${language}) carries ${otherLanguage} translations`);
  }
}

// The staff surfaces: each page's first load, at its sign-in and signed in (the demo barista's board, the demo manager's shell).
checkFirstLoad('Counter: sign-in', (await scriptsOf(staffVisit('counter'))).all, BUDGET.counterJsGzip);
checkFirstLoad(
  'Counter: signed in, the board',
  (await scriptsOf(staffVisit('counter', { email: 'barista@ritmo.local', shown: '[data-testid="staff-ticket"], #staff-board' }))).all,
  BUDGET.counterJsGzip,
);
checkFirstLoad('Back office: sign-in', (await scriptsOf(staffVisit('manage'))).all, BUDGET.manageJsGzip);
checkFirstLoad(
  'Back office: signed in, the shell',
  (await scriptsOf(staffVisit('manage', { email: 'manager@ritmo.local', shown: '[data-testid="manage-member-name"]' }))).all,
  BUDGET.manageJsGzip,
);

const entries = precacheEntries();
const precacheBytes = entries.reduce((sum, url) => sum + statSync(path.join(DIST, url)).size, 0);
console.log(`\nPrecache: ${entries.length} entries, ${format(precacheBytes)} (budget ${format(BUDGET.precache)})`);
if (precacheBytes > BUDGET.precache) failures.push(`precache is ${format(precacheBytes)}, over ${format(BUDGET.precache)}`);
for (const url of entries.filter((entry) => NEVER_PRECACHED.test(entry))) failures.push(`precache holds ${url}`);

// The customer's precache is the customer's: none of the counter's or the back office's pages or own chunks.
const surfaces = JSON.parse(readFileSync(SURFACE_REPORT, 'utf8')) as SurfaceFiles;
const notCustomers = new Set(surfaces.notCustomers);
const othersPrecached = entries.filter((url) => notCustomers.has(url) || /^(counter|manage)\//.test(url));
console.log(
  `Customer precache without the other surfaces' files: ${othersPrecached.length === 0 ? 'yes' : 'no'} (${notCustomers.size} files are theirs alone)`,
);
for (const url of othersPrecached) failures.push(`the customer's precache holds ${url}, another surface's`);
if (notCustomers.size === 0) failures.push(`${SURFACE_REPORT} names no file of the counter or the back office (rebuild with npm run build)`);

if (failures.length) {
  console.error(`\nBudget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll size budgets met.');
