import type { HomeData } from '../src/api/contract';
import { apiGet, launchChromium, newPhoneContext } from '../test/e2e/harness';
import { throttleCpu } from './lib/browser';
import { startBenchServer } from './lib/server';
import { unminifiedBuild } from './lib/unminifiedBuild';
import { CPU_PROFILE_CATEGORY, formatActivities, longTasks, pageProcess, parseTrace, topFunctions, TRACE_CATEGORIES } from './lib/trace';

// Diagnosis, not a benchmark: a first visit (no cookies, as Lighthouse makes it) to the product deep link
// that `npm run bench -- --only=lighthouse` measures, on an unminified build, traced with JS sampling at
// the given CPU slowdown; prints each task over the threshold with the functions it ran.
// `node --import tsx bench/diag-deep-link.ts [--rate=4] [--min=40] [--dist=dir] [--path=/#/va01/product/x]`
// (a given dir needs its `<dir>-ssr` beside it).

const arg = (name: string) => process.argv.find((item) => item.startsWith(`--${name}=`))?.slice(name.length + 3);
const rate = Number(arg('rate') ?? 4);
const minMs = Number(arg('min') ?? 40);
const build = unminifiedBuild(arg('dist'));
const server = await startBenchServer({ distDir: build.distDir });
const browser = await launchChromium();
try {
  const home = await apiGet<HomeData>(server.url, '/customer/va01/home-wapp');
  const url = `${server.url}${arg('path') ?? `/#/va01/product/${home.products[0]!.items[0]!.slug}`}`;
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  await throttleCpu(page, rate);
  await browser.startTracing(page, { categories: [...TRACE_CATEGORIES, CPU_PROFILE_CATEGORY] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const traced = pageProcess(parseTrace(await browser.stopTracing()), new URL(server.url).host);
  await context.close();
  if (!traced) throw new Error('page not found in the trace');
  const { events, navigationStart: from } = traced;
  const end = events.reduce((latest, event) => Math.max(latest, event.ts + (event.dur ?? 0)), 0);
  for (const task of longTasks(events, from, end, minMs)) {
    const start = from + task.startMs * 1000;
    const stop = start + task.durationMs * 1000;
    console.log(`\n${task.durationMs.toFixed(0)} ms at ${task.startMs.toFixed(0)} ms: ${formatActivities(task.activities)}`);
    console.log(`  total: ${formatActivities(topFunctions(events, start, stop, 30, 'total'))}`);
    console.log(`  self: ${formatActivities(topFunctions(events, start, stop, 15, 'self'))}`);
  }
} finally {
  await browser.close();
  await server.close();
  build.remove();
}
process.exit(0);
