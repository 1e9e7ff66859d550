import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, waitForServiceWorker } from '../test/e2e/harness';
import { journeyData, OPEN_AT, runJourney } from './long-tasks';
import { newBenchPhone, waitForStoredCatalogue } from './lib/browser';
import { firstTitleProbe, type FirstTitleStamps } from './lib/firstTitleProbe';
import { mainThreadFigures, pageSpan } from './lib/mainThread';
import { printResult, writeResult, type BenchResult } from './lib/report';
import { startBenchServer } from './lib/server';
import { activityBreakdown, CPU_PROFILE_CATEGORY, formatActivities, pageProcess, parseTrace, topFunctions, TRACE_CATEGORIES } from './lib/trace';

// Diagnosis, not a benchmark: builds the app WITHOUT minification (function names readable; same
// code and chunks otherwise) into a temp dir, then samples the JS of a cold catalogue load and of an
// offline start (no throttling: sampling under DevTools throttling distorts the page) and prints
// where the main thread's time goes. `node --import tsx bench/profile-load.ts`

async function tracedLoad(browser: Browser, context: BrowserContext, url: string): Promise<string[]> {
  const page = await context.newPage();
  await browser.startTracing(page, { categories: [...TRACE_CATEGORIES, CPU_PROFILE_CATEGORY] });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __firstTitle?: FirstTitleStamps }).__firstTitle?.frame != null, undefined, {
    polling: 100,
    timeout: 60_000,
  });
  const stamps = await page.evaluate(() => (window as unknown as { __firstTitle: FirstTitleStamps }).__firstTitle);
  const trace = await browser.stopTracing();
  await page.close();
  const span = pageSpan(trace, url, stamps.frame);
  if (!span) {
    const all = parseTrace(trace);
    const starts = all.filter((event) => event.name === 'navigationStart').map((event) => `${event.pid} ${String(event.args?.data?.documentLoaderURL)}`);
    const marks = all.filter((event) => event.name.startsWith('bench:')).map((event) => `${event.pid} ${event.name}`);
    return [`(trace without the page or its marks: navigation starts ${starts.join(', ')}; marks ${marks.join(', ')})`];
  }
  const { events, from, to } = span;
  const main = mainThreadFigures(span);
  return [
    `title in DOM ${stamps.inserted?.toFixed(0)} ms, painted ${stamps.rendered?.toFixed(0)} ms; main thread busy ${main.busy} of ${((to - from) / 1000).toFixed(0)} ms`,
    `by activity: ${main.byActivity}`,
    `long tasks: ${main.longTasks}`,
    `JS total time (function + callees): ${formatActivities(topFunctions(events, from, to, 25, 'total'))}`,
    `JS self time: ${formatActivities(topFunctions(events, from, to, 15, 'self'))}`,
  ];
}

/** The long-task journey, unthrottled and sampled: which functions its main-thread time goes to. */
async function tracedJourney(browser: Browser, url: string): Promise<string[]> {
  const { traceBuffer, steps } = await runJourney(browser, await journeyData(url), 1, [...TRACE_CATEGORIES, CPU_PROFILE_CATEGORY]);
  const traced = pageProcess(parseTrace(traceBuffer!), new URL(url).host);
  if (!traced) return ['(trace without the page)'];
  const { events, navigationStart: from } = traced;
  const browseAt = from + (steps.find((step) => step.name === 'browse')?.at ?? 0) * 1000;
  const to = events.reduce((latest, event) => Math.max(latest, event.ts + (event.dur ?? 0)), 0);
  return [
    `after the first load (from 'browse' on): main thread by activity: ${formatActivities(activityBreakdown(events, browseAt, to))}`,
    `JS total time: ${formatActivities(topFunctions(events, browseAt, to, 25, 'total'))}`,
    `JS self time: ${formatActivities(topFunctions(events, browseAt, to, 15, 'self'))}`,
  ];
}

export async function run(): Promise<BenchResult> {
  const distDir = mkdtempSync(path.join(tmpdir(), 'ritmo-diag-dist-'));
  const build = spawnSync('npx', ['vite', 'build', '--minify', 'false', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('unminified build failed');
  const server = await startBenchServer({ distDir, clockStart: OPEN_AT });
  const browser = await launchChromium();
  try {
    const context = await newBenchPhone(browser, server.url);
    await context.addInitScript(firstTitleProbe);
    const url = `${server.url}/#/va01`;
    const cold = await tracedLoad(browser, context, url);
    const first = await context.newPage();
    await first.goto(url);
    await waitForServiceWorker(first);
    await waitForStoredCatalogue(first);
    await first.close();
    await context.setOffline(true);
    const offline = await tracedLoad(browser, context, url);
    await context.close();
    const journey = await tracedJourney(browser, server.url);
    const result: BenchResult = {
      name: 'Load profile, unminified build, no throttling (diagnosis)',
      figures: [],
      findings: [
        ...cold.map((line) => `[cold load, online] ${line}`),
        ...offline.map((line) => `[offline start] ${line}`),
        ...journey.map((line) => `[journey] ${line}`),
      ],
      details: {},
    };
    writeResult('profile-load', result);
    return result;
  } finally {
    await browser.close();
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printResult(await run());
