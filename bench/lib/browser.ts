import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { newPhoneContext } from '../../test/e2e/harness';

/**
 * tsx compiles with keepNames, so functions handed to page.evaluate/addInitScript call `__name`,
 * which pages do not have: every bench context defines it first.
 */
export const NAME_SHIM = 'globalThis.__name ??= (fn) => fn;';

/** A phone context (harness) for a returning customer: cookies already accepted, so no banner. */
export async function newBenchPhone(browser: Browser, serverUrl: string): Promise<BrowserContext> {
  const context = await newPhoneContext(browser);
  await context.addInitScript({ content: NAME_SHIM });
  await context.addCookies([{ name: 'cookie_consent', value: new Date().toISOString(), url: serverUrl }]);
  return context;
}

/** DevTools CPU throttling of the page's main thread (rate 1 = none). Workers are not slowed. */
export async function throttleCpu(page: Page, rate: number): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  return session;
}

/** Resolves when the app's Dexie database holds the shop's catalogue (the `homes` table). */
export async function waitForStoredCatalogue(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('ritmo-cafe');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('homes')) {
            db.close();
            resolve(false);
            return;
          }
          const count = db.transaction('homes').objectStore('homes').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result > 0);
          };
          count.onerror = () => resolve(false);
        };
      }),
    undefined,
    { polling: 250, timeout: 30_000 },
  );
}
