import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });
await context.addInitScript(() => {
  const log = (window.__icu = []);
  const wrap = (owner, name, label) => {
    const original = owner[name];
    owner[name] = new Proxy(original, {
      construct(target, args) { const t = performance.now(); const r = Reflect.construct(target, args); log.push([label, +(performance.now() - t).toFixed(1), +t.toFixed(0), new Error().stack.split('\n').slice(2, 5).join(' | ')]); return r; },
      apply(target, self, args) { const t = performance.now(); const r = Reflect.apply(target, self, args); log.push([label, +(performance.now() - t).toFixed(1), +t.toFixed(0), new Error().stack.split('\n').slice(2, 5).join(' | ')]); return r; },
    });
  };
  for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat', 'ListFormat']) wrap(Intl, name, name);
  wrap(String.prototype, 'localeCompare', 'localeCompare');
  wrap(Number.prototype, 'toLocaleString', 'num.toLocaleString');
  wrap(Date.prototype, 'toLocaleString', 'date.toLocaleString');
  wrap(Date.prototype, 'toLocaleDateString', 'toLocaleDateString');
  wrap(Date.prototype, 'toLocaleTimeString', 'toLocaleTimeString');
});
const page = await context.newPage();
await page.goto(url);
await page.waitForTimeout(5000);
const log = await page.evaluate(() => window.__icu);
const seen = new Map();
for (const [label, ms, at, stack] of log) { const key = label + stack; const e = seen.get(key) ?? { label, count: 0, ms: 0, first: at, stack }; e.count++; e.ms += ms; seen.set(key, e); }
for (const e of [...seen.values()].sort((a, b) => a.first - b.first)) console.log(`${e.first}ms ${e.label} x${e.count} ${e.ms.toFixed(1)}ms  ${e.stack}`);
await browser.close();
