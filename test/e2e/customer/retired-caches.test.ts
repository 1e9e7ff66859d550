import { describe, expect, it } from 'vitest';
import { useE2eAppOnBuildCopy } from '../fixture';
import { waitForServiceWorker } from '../harness';

// Earlier versions of the service worker kept the customer's answers (`api-customer`) and session token
// (`orders-sw-state`) in Cache Storage. A device updated while nobody signs out must lose them too: the new
// worker deletes them when it activates.
describe('a new service worker on a device an older version left customer caches on', () => {
  const release = useE2eAppOnBuildCopy();

  it('deletes them when it activates and keeps the rest', async () => {
    const page = await release.context.newPage();
    await page.goto(`${release.app.server.url}/#/`);
    await waitForServiceWorker(page);
    await page.evaluate(async () => {
      await (await caches.open('api-customer')).put('/api/customer/orders', new Response('{"wasOk":true,"data":[{"orderId":41}]}'));
      await (await caches.open('orders-sw-state')).put('/__sw/orders-token', new Response('an-earlier-customers-token'));
    });

    release.build.deployChange('sw.js', '// the next release');
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
