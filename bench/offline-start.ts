import { writeFileSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, waitForServiceWorker } from '../test/e2e/harness';
import { newBenchPhone, throttleCpu, waitForStoredCatalogue } from './lib/browser';
import { firstTitleProbe, type FirstTitleStamps } from './lib/firstTitleProbe';
import { mainThreadFigures, pageSpan } from './lib/mainThread';
import { meetsTarget, printResult, resultsPath, writeResult, type BenchResult, type Figure } from './lib/report';
import { startBenchServer } from './lib/server';
import { spread } from './lib/stats';
import { CPU_PROFILE_CATEGORY, formatActivities, topFunctions, TRACE_CATEGORIES } from './lib/trace';

const RUNS = 10;
const CPU_SLOWDOWN = 4;
const PATH = '/#/va01';

interface OpenOptions {
  cpuRate: number;
  /** Trace the load with these categories (browser-wide Chrome trace). */
  trace?: { browser: Browser; categories: string[] };
}

/** Opens the catalogue in a new tab of the offline context and reads the probe's stamps. */
async function openOffline(context: BrowserContext, url: string, options: OpenOptions) {
  const page = await context.newPage();
  await throttleCpu(page, options.cpuRate);
  if (options.trace) await options.trace.browser.startTracing(page, { categories: options.trace.categories });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __firstTitle?: FirstTitleStamps }).__firstTitle?.frame != null, undefined, {
    polling: 100,
    timeout: 60_000,
  });
  await page
    .waitForFunction(() => (window as unknown as { __firstTitle: FirstTitleStamps }).__firstTitle.rendered != null, undefined, { polling: 100, timeout: 5_000 })
    .catch(() => console.warn('  (no Element Timing entry for the title in this run)'));
  const stamps = await page.evaluate(() => (window as unknown as { __firstTitle: FirstTitleStamps }).__firstTitle);
  const resources = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return `${timing.name.replace(location.origin, '')} ${timing.startTime.toFixed(0)}→${timing.responseEnd.toFixed(0)}`;
    }),
  );
  const trace = options.trace ? await options.trace.browser.stopTracing() : undefined;
  await page.close();
  return { stamps, trace, resources };
}

/**
 * Where the time goes before the first title: a 4x-throttled traced run (activities, long tasks, idle
 * time, resource timeline) and an unthrottled run with JS sampling (hot functions; sampling under
 * throttling distorts the page too much).
 */
async function profile(context: BrowserContext, browser: Browser, url: string): Promise<string[]> {
  const timeline = await openOffline(context, url, { cpuRate: CPU_SLOWDOWN, trace: { browser, categories: TRACE_CATEGORIES } });
  writeFileSync(resultsPath('offline-start.trace.json'), timeline.trace!);
  const span = pageSpan(timeline.trace!, url, timeline.stamps.frame);
  const sampled = await openOffline(context, url, { cpuRate: 1, trace: { browser, categories: [...TRACE_CATEGORIES, CPU_PROFILE_CATEGORY] } });
  const sampledSpan = pageSpan(sampled.trace!, url, sampled.stamps.frame);
  if (!span || !sampledSpan) return ['(profile: navigation or marks not found in the trace)'];
  const elapsed = (span.to - span.from) / 1000;
  const main = mainThreadFigures(span);
  return [
    `Traced run (4x CPU; tracing itself slows it): title in DOM ${timeline.stamps.inserted?.toFixed(0)} ms, frame ${timeline.stamps.frame?.toFixed(0)} ms; main thread busy ${main.busy} of ${elapsed.toFixed(0)} ms.`,
    `Main thread by activity: ${main.byActivity}`,
    `Long tasks before the title: ${main.longTasks}`,
    `Resources (ms from navigation start): ${timeline.resources.join(', ')}`,
    `Hot JS functions, unthrottled sampled run (title at ${sampled.stamps.frame?.toFixed(0)} ms; self time): ${formatActivities(topFunctions(sampledSpan.events, sampledSpan.from, sampledSpan.to, 12))}`,
    'Traces: bench/results/offline-start.trace.json (open in DevTools > Performance).',
  ];
}

export async function run(): Promise<BenchResult> {
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const context = await newBenchPhone(browser, server.url);
    await context.addInitScript(firstTitleProbe);
    const url = `${server.url}${PATH}`;
    // Online first visit: service worker installed (precache done) and the catalogue stored in Dexie.
    const first = await context.newPage();
    await first.goto(url);
    await first.locator('.product-card-title').first().waitFor();
    await waitForServiceWorker(first);
    await waitForStoredCatalogue(first);
    await first.close();
    await context.setOffline(true);

    await openOffline(context, url, { cpuRate: CPU_SLOWDOWN }); // warm-up, not counted
    const painted: number[] = [];
    const inserted: number[] = [];
    const framed: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { stamps } = await openOffline(context, url, { cpuRate: CPU_SLOWDOWN });
      painted.push(stamps.rendered!);
      inserted.push(stamps.inserted!);
      framed.push(stamps.frame!);
    }
    const unthrottled = spread(
      await (async () => {
        const values: number[] = [];
        for (let run = 0; run < 5; run += 1) values.push((await openOffline(context, url, { cpuRate: 1 })).stamps.rendered!);
        return values;
      })(),
    );
    const paint = spread(painted);
    const figures: Figure[] = [
      {
        label: `Offline start, 4x CPU: first product title painted (median of ${RUNS})`,
        value: paint.median,
        unit: 'ms',
        target: { max: 250 },
        note: `min ${paint.min.toFixed(0)}, max ${paint.max.toFixed(0)}`,
      },
      { label: 'Offline start, 4x CPU: first product title in the DOM (median)', value: spread(inserted).median, unit: 'ms' },
      { label: 'Offline start, 4x CPU: frame after insertion, rAF+task (median)', value: spread(framed).median, unit: 'ms' },
      {
        label: 'Offline start, no throttling: title painted (median of 5)',
        value: unthrottled.median,
        unit: 'ms',
        note: `min ${unthrottled.min.toFixed(0)}, max ${unthrottled.max.toFixed(0)}`,
      },
    ];
    const findings = meetsTarget(figures[0]!) === false ? await profile(context, browser, url) : [];
    await context.close();
    const result: BenchResult = {
      name: `Offline start of ${PATH} (service worker + Dexie, network off, new tab each run; ms from navigation start to the Element Timing renderTime of the first .product-card-title)`,
      figures,
      findings,
      details: { painted, inserted, framed, unthrottled },
    };
    writeResult('offline-start', result);
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printResult(await run());
