// Size budgets of issue 6, checked on the production build (`npm run build` first):
// - JavaScript the catalogue route loads (scripts and workers, as a phone really fetches them on a
//   first visit) ≤ 160 KB gzip; jsPDF and qrcode not among it; only the language in use;
// - the service worker's precache ≤ 1.5 MB, without jsPDF's optional html2canvas, dompurify and canvg.
// Sizes only: they are stable from run to run, unlike timings (those are in `npm run bench`).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLE_REPORT } from './bundleReport';
import { launchChromium, newPhoneContext, startTestServer } from '../test/e2e/harness';

const KB = 1024;
const BUDGET = { catalogueJsGzip: 160 * KB, precache: 1.5 * KB * KB };
const NEVER_IN_FIRST_LOAD = ['jspdf', 'qrcode'];
const NEVER_PRECACHED = /html2canvas|purify|canvg/i;
const DIST = path.resolve('dist');

function gzipSize(file: string): number {
  const precompressed = `${file}.gz`;
  return existsSync(precompressed) ? statSync(precompressed).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Every .js file the catalogue route fetches, in the language `language`, with the service worker blocked. */
async function catalogueScripts(language: 'es' | 'en'): Promise<string[]> {
  const server = await startTestServer();
  const browser = await launchChromium();
  try {
    const context = await newPhoneContext(browser, language === 'es' ? 'es-ES' : 'en-GB', { serviceWorkers: 'block' });
    await context.addCookies([{ name: 'culture', value: language, url: server.url }]);
    const scripts = new Set<string>();
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js') && !pathname.endsWith('/sw.js')) scripts.add(path.basename(pathname));
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/#/`);
    await page.locator('[data-testid="product-card"]').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await context.close();
    return [...scripts].sort();
  } finally {
    await browser.close();
    await server.close();
  }
}

function precacheEntries(): string[] {
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
}

const failures: string[] = [];
const chunkModules = JSON.parse(readFileSync(BUNDLE_REPORT, 'utf8')) as Record<string, string[]>;
const format = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

for (const language of ['es', 'en'] as const) {
  const scripts = await catalogueScripts(language);
  const sizes = scripts.map((file) => ({ file, gzip: gzipSize(path.join(DIST, 'assets', file)) }));
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  console.log(`\nCatalogue route, ${language}: ${scripts.length} scripts, ${format(total)} gzip (budget ${format(BUDGET.catalogueJsGzip)})`);
  for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${format(gzip).padStart(9)}  ${file}`);
  if (total > BUDGET.catalogueJsGzip) failures.push(`catalogue JavaScript (${language}) is ${format(total)} gzip, over ${format(BUDGET.catalogueJsGzip)}`);
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

const entries = precacheEntries();
const precacheBytes = entries.reduce((sum, url) => sum + statSync(path.join(DIST, url)).size, 0);
console.log(`\nPrecache: ${entries.length} entries, ${format(precacheBytes)} (budget ${format(BUDGET.precache)})`);
if (precacheBytes > BUDGET.precache) failures.push(`precache is ${format(precacheBytes)}, over ${format(BUDGET.precache)}`);
for (const url of entries.filter((entry) => NEVER_PRECACHED.test(entry))) failures.push(`precache holds ${url}`);

if (failures.length) {
  console.error(`\nBudget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll size budgets met.');
