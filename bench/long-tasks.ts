import type { Browser, Page } from 'playwright-core';
import type { HomeData } from '../src/api/contract';
import { apiGet, launchChromium, nextOpeningMoment } from '../test/e2e/harness';
import { seedSessionToken } from '../test/e2e/customer';
import { newBenchPhone, throttleCpu } from './lib/browser';
import { longTaskProbe, type ProbedLongTask } from './lib/longTaskProbe';
import { meetsTarget, printResult, writeResult, type BenchResult, type Figure } from './lib/report';
import { startBenchServer } from './lib/server';
import { signInDemoCustomer } from './lib/signIn';
import { median } from './lib/stats';
import { activityBreakdown, formatActivities, longTasks, pageProcess, parseTrace, TRACE_CATEGORIES } from './lib/trace';

const RUNS = 3;
const PRODUCTS = 5;
export const OPEN_AT = nextOpeningMoment();
/** By CPU slowdown: at most `count` long tasks, none longer than `longestMs`. */
const TARGETS: Record<number, { count: number; longestMs: number }> = { 4: { count: 3, longestMs: 100 }, 1: { count: 0, longestMs: 50 } };

async function step(page: Page, name: string): Promise<void> {
  await page.evaluate((value) => {
    const target = window as unknown as { __step: string; __steps?: Array<{ name: string; at: number }> };
    target.__step = value;
    (target.__steps ??= []).push({ name: value, at: performance.now() });
  }, name);
}

/**
 * The scripted journey, all inside one document (in-app links and history, no reloads): load the
 * catalogue, scroll it, open 5 products (one more unit each) and add them, open the cart from the
 * bottom bar and change quantities.
 */
async function journey(page: Page, url: string, slugs: string[]): Promise<void> {
  await page.goto(`${url}/#/va01`);
  await page.locator('.product-card-title').first().waitFor();
  await step(page, 'browse');
  for (let scroll = 0; scroll < 4; scroll += 1) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(250);
  }
  for (const [index, slug] of slugs.entries()) {
    await step(page, `product ${index + 1}`);
    await page.locator(`a.product-card[href$="/product/${slug}"]`).first().click();
    await page.getByTestId('product-title').waitFor();
    await page.getByTestId('quantity-plus').click();
    await page.getByTestId('add-to-cart').click();
    const added = page.locator('.alert-success').last();
    await added.waitFor();
    await added.locator('.alert-close').click();
    await page.goBack();
    await page.locator('.product-card-title').first().waitFor();
  }
  await step(page, 'cart');
  await page.getByTestId('bottom-nav').locator('a[href$="/cart"]').click();
  await page
    .getByTestId('cart-line')
    .nth(PRODUCTS - 1)
    .waitFor();
  for (const [index, button] of ['cart-plus', 'cart-plus', 'cart-minus', 'cart-plus'].entries()) {
    const total = await page.getByTestId('cart-total').textContent();
    await page
      .getByTestId(button)
      .nth(index % PRODUCTS)
      .click();
    await page.waitForFunction((before) => document.querySelector('[data-testid="cart-total"]')?.textContent !== before, total, { polling: 50 });
  }
  await step(page, 'settle');
  await page.waitForTimeout(1000);
}

export interface JourneyData {
  url: string;
  slugs: string[];
  /** A signed-in customer's session: the cart shows totals (and quantity changes reprice) only then. */
  token: string;
}

/** One journey in a fresh context; with `traceCategories`, a Chrome trace of it is returned too. */
export async function runJourney(browser: Browser, { url, slugs, token }: JourneyData, cpuRate: number, traceCategories?: string[]) {
  const context = await newBenchPhone(browser, url);
  await seedSessionToken(context, url, token);
  // The cart takes orders only while the shop is open: browser clock (and server clock) at an opening hour.
  await context.clock.install({ time: OPEN_AT });
  await context.addInitScript(longTaskProbe);
  const page = await context.newPage();
  await throttleCpu(page, cpuRate);
  if (traceCategories) await browser.startTracing(page, { categories: traceCategories });
  await journey(page, url, slugs);
  const { tasks, steps } = await page.evaluate(() => {
    const target = window as unknown as { __longTasks: ProbedLongTask[]; __steps?: Array<{ name: string; at: number }> };
    return { tasks: target.__longTasks, steps: target.__steps ?? [] };
  });
  const traceBuffer = traceCategories ? await browser.stopTracing() : undefined;
  await context.close();
  return { tasks, steps, traceBuffer };
}

function summarise(tasks: ProbedLongTask[]) {
  const longest = tasks.reduce((max, task) => Math.max(max, task.duration), 0);
  const bySteps = new Map<string, number[]>();
  for (const task of tasks) bySteps.set(task.step, [...(bySteps.get(task.step) ?? []), Math.round(task.duration)]);
  return { count: tasks.length, longest, bySteps: Object.fromEntries(bySteps) };
}

/** The longest tasks of a traced throttled journey, each with what it spent its time on. */
async function profile(browser: Browser, data: JourneyData): Promise<string[]> {
  const { url } = data;
  const { traceBuffer, steps } = await runJourney(browser, data, 4, TRACE_CATEGORIES);
  const page = pageProcess(parseTrace(traceBuffer!), new URL(url).host);
  if (!page) return ['(profile: page not found in the trace)'];
  const end = page.events.reduce((latest, event) => Math.max(latest, event.ts + (event.dur ?? 0)), 0);
  const stepAt = (ms: number) => steps.filter((item) => item.at <= ms).at(-1)?.name ?? 'load';
  const tasks = longTasks(page.events, page.navigationStart, end).sort((a, b) => b.durationMs - a.durationMs);
  return [
    `Traced 4x journey (tracing adds overhead): ${tasks.length} tasks > 50 ms. Longest 8:`,
    ...tasks
      .slice(0, 8)
      .map((task) => `  ${task.durationMs.toFixed(0)} ms at ${task.startMs.toFixed(0)} ms (${stepAt(task.startMs)}): ${formatActivities(task.activities)}`),
    `Main thread over the whole journey: ${formatActivities(activityBreakdown(page.events, page.navigationStart, end))}`,
  ];
}

/** Five products in stock from the real seed, and a signed-in customer. */
export async function journeyData(url: string): Promise<JourneyData> {
  const home = await apiGet<HomeData>(url, '/customer/va01/home-wapp');
  const slugs = home.products
    .flatMap((group) => group.items)
    .filter((product) => product.stockCurrent > 20)
    .slice(0, PRODUCTS)
    .map((product) => product.slug);
  return { url, slugs, token: await signInDemoCustomer(url) };
}

export async function run(): Promise<BenchResult> {
  const server = await startBenchServer({ clockStart: OPEN_AT });
  const browser = await launchChromium();
  try {
    const data = await journeyData(server.url);
    const figures: Figure[] = [];
    const details: Record<string, unknown> = {};
    for (const cpuRate of [4, 1]) {
      const runs = [];
      for (let index = 0; index < RUNS; index += 1) runs.push(summarise((await runJourney(browser, data, cpuRate)).tasks));
      const label = cpuRate === 1 ? 'no throttling' : `${cpuRate}x CPU`;
      details[label] = runs;
      const longest = runs.map((item) => item.longest);
      const target = TARGETS[cpuRate]!;
      figures.push(
        {
          label: `Journey, ${label}: long tasks (> 50 ms), median of ${RUNS}`,
          value: median(runs.map((item) => item.count)),
          unit: '',
          target: { max: target.count },
          note: `runs ${runs.map((item) => item.count).join('/')}`,
        },
        {
          label: `Journey, ${label}: longest task, median of ${RUNS}`,
          value: median(longest),
          unit: 'ms',
          target: { max: target.longestMs },
          note: `max ${Math.max(...longest).toFixed(0)}`,
        },
      );
    }
    const findings = figures.some((figure) => meetsTarget(figure) === false) ? await profile(browser, data) : [];
    const result: BenchResult = {
      name: 'Main thread during a journey (catalogue, scroll, 5 products +1 unit added, cart, 4 quantity changes; PerformanceObserver longtask, whole document life)',
      figures,
      findings,
      details,
    };
    writeResult('long-tasks', result);
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printResult(await run());
