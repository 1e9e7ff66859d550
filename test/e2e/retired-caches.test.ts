import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { copyBuild, type BuildCopy } from './buildCopy';
import { useE2eApp } from './fixture';
import { newPhoneContext, waitForServiceWorker } from './harness';

// Earlier versions of the service worker kept the customer's answers (`api-customer`) and session token
// (`orders-sw-state`) in Cache Storage. A device updated while nobody signs out must lose them too: the new
// worker deletes them when it activates.
describe('a new service worker on a device an older version left customer caches on', () => {
  let build: BuildCopy;
  beforeAll(() => {
    build = copyBuild();
  });
  afterAll(() => build?.remove());
  const app = useE2eApp({ server: () => ({ distDir: build.distDir }) });
  let context: BrowserContext;

  beforeAll(async () => {
    context = app.closeAtEnd(await newPhoneContext(app.browser));
  });

  it('deletes them when it activates and keeps the rest', async () => {
    const page = await context.newPage();
    await page.goto(`${app.server.url}/#/`);
    await waitForServiceWorker(page);
    await page.evaluate(async () => {
      await (await caches.open('api-customer')).put('/api/customer/orders', new Response('{"wasOk":true,"data":[{"orderId":41}]}'));
      await (await caches.open('orders-sw-state')).put('/__sw/orders-token', new Response('an-earlier-customers-token'));
    });

    build.deployChange('sw.js', '// the next release');
    const kept = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
      const next = registration.installing ?? registration.waiting;
      if (!next) return ['no new worker'];
      // The update prompt's way: the waiting worker is asked to take over.
      await new Promise<void>((resolve) => {
        const step = () => {
          if (next.state === 'installed') next.postMessage({ type: 'SKIP_WAITING' });
          if (next.state === 'activated') resolve();
        };
        next.addEventListener('statechange', step);
        step();
      });
      return caches.keys();
    });
    expect(kept).not.toContain('api-customer');
    expect(kept).not.toContain('orders-sw-state');
    expect(kept.some((name) => name.startsWith('workbox-precache'))).toBe(true);
  });
});
