import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const KEPT_ENTRIES = 120;
const SHOTS_DIR = path.join(tmpdir(), 'ritmo-e2e-failures');

/**
 * What the browser did during one test (console lines, uncaught errors, failed requests, error answers,
 * navigations, and each page's text when its context closes), printed only when the test fails: a failure
 * under CI load is then explained by its own output, not by a guess.
 */
export interface FailureTrail {
  /** Starts a new test's trail. */
  clear(): void;
  /** Prints the trail and, for each page still open, its address, its text and a screenshot's path. */
  report(testName: string): Promise<void>;
}

function pageText(page: Page): Promise<string> {
  return Promise.race([
    page.evaluate(() => document.body?.innerText ?? '').catch((error: unknown) => `(no text: ${String(error)})`),
    new Promise<string>((resolve) => setTimeout(() => resolve('(no text within 2 s)'), 2_000)),
  ]).then((text) => text.replace(/\s+/g, ' ').slice(0, 600));
}

export function recordFailureTrail(browser: Browser): FailureTrail {
  let entries: string[] = [];
  let started = Date.now();
  let contextCount = 0;
  const add = (context: number, line: string) => {
    entries.push(`+${Date.now() - started} ms [context ${context}] ${line}`);
    if (entries.length > KEPT_ENTRIES) entries = entries.slice(-KEPT_ENTRIES);
  };

  function watch(context: BrowserContext): BrowserContext {
    const id = ++contextCount;
    context.on('console', (message) => add(id, `console.${message.type()}: ${message.text().slice(0, 300)}`));
    context.on('weberror', (error) => add(id, `uncaught: ${error.error().message}`));
    context.on('requestfailed', (request) => add(id, `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`));
    context.on('response', (response) => {
      if (response.status() >= 400) add(id, `answer ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
    context.on('page', (page) => {
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) add(id, `navigated: ${frame.url()}`);
      });
    });
    const close = context.close.bind(context);
    context.close = async (...args) => {
      for (const page of context.pages()) add(id, `closing ${page.url()}: ${await pageText(page)}`);
      return close(...args);
    };
    return context;
  }

  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => watch(await newContext(...args));

  return {
    clear() {
      entries = [];
      started = Date.now();
    },
    async report(testName) {
      const lines = [...entries];
      const pages = browser.contexts().flatMap((context) => context.pages());
      mkdirSync(SHOTS_DIR, { recursive: true });
      for (const [index, page] of pages.entries()) {
        const shot = path.join(SHOTS_DIR, `${testName.replace(/[^\w-]+/g, '_').slice(0, 80)}-${index}.png`);
        const saved = await page.screenshot({ path: shot, timeout: 5_000 }).then(
          () => shot,
          () => 'no screenshot',
        );
        lines.push(`open page ${page.url()} (${saved}): ${await pageText(page)}`);
      }
      console.error(`What the browser did during "${testName}":\n${lines.join('\n')}`);
    },
  };
}
