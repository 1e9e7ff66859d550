import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../src/api/contract/statuses';
import { shopDateOf } from '../../../src/domain/schedule/shopTime';
import { orderRow, pay } from '../../server/support/counterBed';
import { cartLine, orderBody, SHOP_ID } from '../../server/support/orderBed';
import { seriousAxeViolations } from '../axe';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { newPhoneContext, nextOpeningMoment, shiftedClock, trackPageErrors } from '../harness';
import { staffSession } from '../staffSession';

// The day's close from the back office on a phone: a paid order is never collected, the manager closes
// the day at 390 px after confirming, the order leaves the board as not collected, the PDF downloads and
// the owner's mail arrives (the demo outbox). SHOOT_DOCS=1 also writes docs/images/money-close-{es,en}.png.
const MANAGER = 'manager@ritmo.local';
const OWNER = 'owner@ritmo.local';

describe('the day’s close in the back office', () => {
  const openAt = nextOpeningMoment();
  const clock = shiftedClock(openAt);
  const app = useE2eApp({ server: { now: clock, fulfilment: 'board' }, customer: { email: `cierre.${Date.now()}@example.com` } });
  let customerId: number;

  async function paidOrder(): Promise<number> {
    const lines = [await cartLine(app.server.db, 'P1005', 1), await cartLine(app.server.db, 'P1001', 2)];
    const body = await orderBody(app.server.db, customerId, lines, { now: clock() });
    const response = await fetch(`${app.server.url}/api/customer/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${app.token}`, 'X-Location-Id': String(SHOP_ID), 'Idempotency-Key': randomUUID() },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { wasOk: boolean; data: { order: { orderId: number } } };
    if (!answer.wasOk) throw new Error(`order not created: ${JSON.stringify(answer)}`);
    await pay(app.server.db, answer.data.order.orderId, clock());
    return answer.data.order.orderId;
  }

  async function managerPage(language: 'es' | 'en', token: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = app.closeAtEnd(await newPhoneContext(app.browser, language === 'es' ? 'es-ES' : 'en-GB'));
    await context.addCookies([{ name: 'culture', value: language, url: app.server.url }]);
    await context.addInitScript((stored) => {
      if (location.protocol.startsWith('http') && !localStorage.getItem('ritmo-staff-session')) localStorage.setItem('ritmo-staff-session', stored);
    }, token);
    const page = await context.newPage();
    return { context, page, errors: trackPageErrors(page) };
  }

  beforeAll(async () => {
    customerId = (await apiCall<{ id: number }>(app.server.url, 'GET', '/customer/account', app.token)).id;
  });

  it('closes the day at 390 px: the uncollected order leaves the board, the PDF downloads, the owner is mailed', async () => {
    const orderId = await paidOrder();
    const session = await staffSession(app.server.url, MANAGER);
    const boardIds = async () =>
      (await apiCall<{ tickets: { orderId: number; statusId: number }[] }>(app.server.url, 'GET', '/staff/board?shop=va01', session.token)).tickets
        .filter((ticket) => ticket.statusId !== ORDER_STATUS.notCollected)
        .map((ticket) => ticket.orderId);
    expect(await boardIds()).toContain(orderId);

    const { page, errors } = await managerPage('es', JSON.stringify(session));
    await page.goto(`${app.server.url}/manage/#/closes`);
    await page.getByTestId('bo-close-pick').waitFor({ timeout: 15_000 });
    const day = shopDateOf(clock(), 'Europe/Madrid');
    await page.getByTestId('bo-close-date').fill(day);
    await page.getByTestId('bo-close-day').click();
    await page.getByTestId('bo-close-confirm').click();
    await page.getByTestId('bo-close-summary').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('bo-close-result').textContent()).toContain('Día cerrado');
    await page.getByTestId(`bo-not-collected-${orderId}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);

    expect((await orderRow(app.server.db, orderId)).statusId).toBe(ORDER_STATUS.notCollected);
    expect(await boardIds()).not.toContain(orderId);

    const download = page.waitForEvent('download');
    await page.getByTestId('bo-close-pdf').click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 4).toString()).toBe('%PDF');

    await expect
      .poll(
        async () =>
          (await apiCall<{ to: string; subject: string }[]>(app.server.url, 'GET', '/dev/outbox')).filter(
            (mail) => mail.to === OWNER && mail.subject.startsWith('Cierre de caja'),
          ).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);

    if (process.env.SHOOT_DOCS) await page.screenshot({ path: 'docs/images/money-close-es.png', fullPage: true });
    await page.getByTestId(`bo-keep-${orderId}`).click();
    await expect.poll(() => page.getByTestId(`bo-not-collected-${orderId}`).textContent()).toContain('Se mantiene como venta');
    expect(errors).toEqual([]);

    if (process.env.SHOOT_DOCS) {
      const english = await managerPage('en', JSON.stringify(session));
      await english.page.goto(`${app.server.url}/manage/#/closes`);
      await english.page.getByTestId('bo-close-pick').waitFor({ timeout: 15_000 });
      await english.page.getByTestId('bo-close-date').fill(day);
      await english.page.getByTestId('bo-close-summary').waitFor({ timeout: 15_000 });
      await english.page.screenshot({ path: 'docs/images/money-close-en.png', fullPage: true });
    }
  });
});
