import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { StaffSession } from '../../../src/api/contract/counter/staff';
import { instantAt, shopDateOf } from '../../../src/domain/schedule/shopTime';
import { parseDay } from '../../../src/domain/reports/period';
import { saleWithRefund } from '../../server/support/salesData';
import { seriousAxeViolations } from '../axe';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { newPhoneContext, trackPageErrors } from '../harness';
import { staffSession } from '../staffSession';

// The sales screen on a phone, as the demo owner, in Spanish and English: today holds a paid ticket and a
// refund of one of its units (its R5 correction), so gross is the sale less the refund; both charts draw
// and their figures are also tables. Screenshots for the docs when DOC_SCREENSHOTS is set.
const OWNER = 'owner@ritmo.local';
const VA01 = 10;

/** True once Chart.js drew something on the canvas. */
const drawn = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) return false;
      return context.getImageData(0, 0, canvas.width, canvas.height).data.some((value) => value !== 0);
    });

describe('the back office’s sales', () => {
  const app = useE2eApp({ customer: { email: 'sales.buyer@example.com' } });
  let session: StaffSession | undefined;

  it.each([
    ['es', 'es-ES', '2,50 €', 'Ventas'],
    ['en', 'en-GB', '€2.50', 'Sales'],
  ] as const)('shows today’s sale and refund, with charts, in %s at 390 px', async (language, locale, half, title) => {
    if (language === 'es') {
      const customerId = (await apiCall<{ id: number }>(app.server.url, 'GET', '/customer/account', app.token)).id;
      const today = shopDateOf(new Date());
      const early = new Date(Date.now() - 5 * 60_000);
      const at = shopDateOf(early) === today ? early : instantAt(parseDay(today)!, 1);
      await saleWithRefund(app.server.db, customerId, VA01, at);
    }
    session ??= await staffSession(app.server.url, OWNER);
    const context = app.closeAtEnd(await newPhoneContext(app.browser, locale));
    await context.addCookies([{ name: 'culture', value: language, url: app.server.url }]);
    await context.addInitScript((stored) => {
      if (location.protocol.startsWith('http') && !localStorage.getItem('ritmo-staff-session')) localStorage.setItem('ritmo-staff-session', stored);
    }, JSON.stringify(session));
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    await page.goto(`${app.server.url}/manage/#/sales`);
    await page.getByTestId('bo-sales-report').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    const figure = (key: string) =>
      page
        .getByTestId(`bo-sales-${key}`)
        .locator('dd')
        .textContent()
        .then((text) => text?.replace(/\s/g, ' '));
    expect(await figure('gross')).toBe(half);
    expect(await figure('refunds')).toBe(half);
    expect(await figure('orders')).toBe('1');
    await expect.poll(() => drawn(page, 'bo-sales-by-hour'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => drawn(page, 'bo-sales-by-day'), { timeout: 10_000 }).toBe(true);
    // The charts' figures as tables: the day's row holds the gross.
    expect(await page.getByTestId('bo-sales-by-day').locator('tbody tr').count()).toBe(1);
    expect(await page.getByTestId('bo-sales-products-row').count()).toBe(1);
    expect(await page.getByTestId('bo-sales-loyalty').isVisible()).toBe(true);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (process.env.DOC_SCREENSHOTS) writeFileSync(`docs/images/money-sales-${language}.png`, await page.screenshot({ fullPage: true }));
    expect(errors).toEqual([]);
  });
});
