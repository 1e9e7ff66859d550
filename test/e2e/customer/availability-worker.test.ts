import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { HomeData, Product } from '../../../src/api/contract';
import type { StaffSession } from '../../../src/api/contract/counter/staff';
import { createStaff } from '../../server/support/counterBed';
import { SHOP_ID } from '../../server/support/orderBed';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, nextOpeningMoment, shiftedClock, trackPageErrors, waitForServiceWorker } from '../harness';
import { staffSession } from '../staffSession';

const BARISTA = 'pau.worker@ritmo.local';

// The service worker answers a start with the document it kept, which carries the shop's availability as it
// was then. A product sold out since must show as sold out all the same: at once when the network answers,
// and offline from what the phone last heard.
describe('availability after the service worker answers with a kept document, in Chromium', () => {
  const openAt = nextOpeningMoment();
  const clock = shiftedClock(openAt);
  const app = useE2eApp({ server: { now: clock, fulfilment: 'board' }, phone: 'visitor' });
  let session: StaffSession;
  let cappuccino: Product;
  let page: Page;
  let errors: string[];

  const card = (on: Page) => on.locator(`[data-testid="product-card"][href$="/product/${cappuccino.slug}"]`).first();
  const soldOut = (productCode: string) =>
    apiCall(app.server.url, 'POST', '/staff/availability/sold-out', session.token, { shop: 'va01', target: { kind: 'product', productCode }, until: null });
  const back = (productCode: string) =>
    apiCall(app.server.url, 'POST', '/staff/availability/back', session.token, { shop: 'va01', target: { kind: 'product', productCode } });
  /** The documents the worker keeps, as [cache key, body, headers]. */
  const keptDocuments = () =>
    page.evaluate(async () => {
      const cache = await caches.open('documents');
      return Promise.all(
        (await cache.keys()).map(async (request) => {
          const response = (await cache.match(request))!;
          return [request.url, await response.text(), [...response.headers]] as [string, string, [string, string][]];
        }),
      );
    });
  const keepDocuments = (documents: [string, string, [string, string][]][]) =>
    page.evaluate(async (kept) => {
      const cache = await caches.open('documents');
      for (const [url, body, headers] of kept) await cache.put(url, new Response(body, { headers }));
    }, documents);
  /** The product codes a document's boot data says are sold out. */
  const soldOutIn = (html: string) => {
    const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    const boot = JSON.parse(json) as { availability?: { soldOut: { kind: string; productCode?: string }[] } };
    return (boot.availability?.soldOut ?? []).map((item) => item.productCode);
  };
  let availableDocuments: [string, string, [string, string][]][];
  const reopen = async () => {
    await page.close();
    page = await app.context.newPage();
    errors = trackPageErrors(page);
    return page.goto(`${app.server.url}/#/va01`);
  };

  beforeAll(async () => {
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    cappuccino = home.products.flatMap((group) => group.items).find((product) => product.productCode === 'P1005')!;
    await createStaff(app.server.db, BARISTA, 'barista', [SHOP_ID], clock());
    session = await staffSession(app.server.url, BARISTA);
    await app.context.addCookies([{ name: 'cookie_consent', value: openAt.toISOString(), url: app.server.url }]);
    page = app.page;
    errors = app.errors;
    await page.goto(`${app.server.url}/#/va01`);
    await waitForServiceWorker(page);
    await card(page).waitFor();
    expect(await card(page).getAttribute('data-sold-out')).toBeNull();
    availableDocuments = await keptDocuments();
    expect(availableDocuments.length).toBeGreaterThan(0);
    expect(availableDocuments.every(([, html]) => !soldOutIn(html).includes(cappuccino.productCode))).toBe(true);
  });

  it('shows a product sold out while the app was closed, though the kept document says it was available', async () => {
    await soldOut(cappuccino.productCode);
    const response = await reopen();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect.poll(() => card(page).getAttribute('data-sold-out'), { timeout: 5_000 }).toBe('counter');
    expect(await card(page).textContent()).toContain('Agotado hoy');
  });

  it('keeps it sold out offline, from what the phone last heard, though the kept document says available', async () => {
    await keepDocuments(availableDocuments);
    await app.context.setOffline(true);
    try {
      const response = await reopen();
      expect(response?.fromServiceWorker()).toBe(true);
      await card(page).waitFor();
      await expect.poll(() => card(page).getAttribute('data-sold-out'), { timeout: 5_000 }).toBe('counter');
    } finally {
      await app.context.setOffline(false);
    }
  });

  it('shows it back once the counter brings it back, on the next start', async () => {
    await back(cappuccino.productCode);
    await reopen();
    await expect.poll(() => card(page).getAttribute('data-sold-out'), { timeout: 5_000 }).toBeNull();
    expect(errors).toEqual([]);
  });
});
