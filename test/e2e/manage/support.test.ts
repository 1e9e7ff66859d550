import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StaffSession } from '../../../src/api/contract/counter/staff';
import { customers } from '../../../server/platform/db/schema';
import { pay } from '../../server/support/counterBed';
import { cartLine, orderBody, SHOP_ID } from '../../server/support/orderBed';
import { seriousAxeViolations } from '../axe';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { newPhoneContext, nextOpeningMoment, shiftedClock, trackPageErrors } from '../harness';
import { staffSession } from '../staffSession';

// Customer support on a phone, as the demo manager: finds a customer by e-mail, sees their order, gives them
// ritmitos with a reason and resends their receipt to another address; the declaration page reads the
// producer and system the records name. No serious axe finding on any screen.
const MANAGER = 'manager@ritmo.local';
const EMAIL = `lucia.support.${Date.now()}@example.com`;

async function expectClean(page: Page, width = 390) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('the back office’s customer support', () => {
  const clock = shiftedClock(nextOpeningMoment());
  const app = useE2eApp({ server: { now: clock, fulfilment: 'board' }, customer: { email: EMAIL } });
  const dir = process.env.E2E_SCREENSHOTS;
  const picture = async (page: Page, name: string) => {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  };

  async function paidOrder(customerId: number): Promise<{ orderId: number; orderCode: string }> {
    const lines = await Promise.all([cartLine(app.server.db, 'P1005', 1), cartLine(app.server.db, 'P1001', 2)]);
    const body = await orderBody(app.server.db, customerId, lines, { now: clock() });
    const response = await fetch(`${app.server.url}/api/customer/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${app.token}`, 'X-Location-Id': String(SHOP_ID), 'Idempotency-Key': randomUUID() },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { wasOk: boolean; data: { order: { orderId: number; orderCode: string } } };
    if (!answer.wasOk) throw new Error(`order not created: ${JSON.stringify(answer)}`);
    await pay(app.server.db, answer.data.order.orderId, clock());
    return answer.data.order;
  }

  let session: StaffSession | undefined;
  async function managerContext(language: 'es' | 'en'): Promise<BrowserContext> {
    session ??= await staffSession(app.server.url, MANAGER);
    const context = app.closeAtEnd(await newPhoneContext(app.browser, language === 'es' ? 'es-ES' : 'en-GB'));
    await context.addCookies([{ name: 'culture', value: language, url: app.server.url }]);
    await context.addInitScript((stored) => {
      if (location.protocol.startsWith('http') && !localStorage.getItem('ritmo-staff-session')) localStorage.setItem('ritmo-staff-session', stored);
    }, JSON.stringify(session));
    return context;
  }

  it('lets a manager find a customer by e-mail, see an order, adjust ritmitos and resend a receipt, at 390 px', async () => {
    const [customer] = await app.server.db.select({ id: customers.id }).from(customers).where(eq(customers.email, EMAIL));
    const order = await paidOrder(customer!.id);
    const page = await (await managerContext('es')).newPage();
    const errors = trackPageErrors(page);

    await page.goto(`${app.server.url}/manage/#/customers`);
    await page.getByTestId('support-search').waitFor({ timeout: 15_000 });
    // Two characters: refused by the server, naming the field, nothing listed.
    await page.getByTestId('support-search').fill('lu');
    await page.getByTestId('support-search-submit').click();
    await expect.poll(() => page.getByTestId('support-search').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('support-result').count()).toBe(0);

    await page.getByTestId('support-search').fill(EMAIL.slice(0, 18));
    await page.getByTestId('support-search-submit').click();
    await page.getByTestId('support-result').first().waitFor();
    expect(await page.getByTestId('support-result').allTextContents()).toEqual([expect.stringContaining(EMAIL)]);
    await expectClean(page);

    await page.getByTestId('support-result').click();
    await page.getByTestId('support-customer').waitFor();
    await page.getByTestId('support-search').waitFor({ state: 'detached' });
    const orderLink = page.getByTestId('support-order').getByRole('link', { name: new RegExp(order.orderCode) });
    expect(await orderLink.getAttribute('href')).toBe(`#/orders/${order.orderId}`);
    const available = Number((await page.getByTestId('support-available').textContent())!.replace(/\D/g, ''));
    await expectClean(page);

    // Ritmitos: a reason is required; confirmed, the balance and the movements show the gift.
    await page.getByTestId('support-adjust-amount').fill('250');
    await page.getByTestId('support-adjust').click();
    await expect.poll(() => page.getByTestId('support-adjust-reason').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('support-adjust-reason').fill('Pedido con retraso');
    await page.getByTestId('support-adjust').click();
    await page.getByTestId('support-adjust-confirm').click();
    await expect.poll(() => page.getByTestId('support-adjust-result').textContent(), { timeout: 15_000 }).toContain('Ritmitos ajustados');
    await expect.poll(async () => Number((await page.getByTestId('support-available').textContent())!.replace(/\D/g, ''))).toBe(available + 250);
    expect(await page.getByTestId('support-movement').first().textContent()).toContain('Pedido con retraso');

    // The receipt again, to another address: queued, then in the demo outbox.
    await page.getByTestId('support-resend-to').first().fill('gestoria@example.com');
    await page.getByTestId('support-resend').first().click();
    await expect.poll(() => page.getByTestId('support-resend-result').first().textContent(), { timeout: 15_000 }).toContain('gestoria@example.com');
    await expect
      .poll(
        async () =>
          (await apiCall<{ to: string; subject: string }[]>(app.server.url, 'GET', '/dev/outbox')).some(
            (mail) => mail.to === 'gestoria@example.com' && mail.subject.includes(order.orderCode),
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await expectClean(page);
    await picture(page, 'money-support-es');

    await page.goto(`${app.server.url}/manage/#/legal`);
    await page.getByTestId('legal-declaration').waitFor();
    expect(await page.getByTestId('legal-system').textContent()).toContain('Ritmo');
    expect(await page.getByTestId('legal-signed').textContent()).toContain('Valencia');
    await expectClean(page);
    await picture(page, 'money-legal-es');
    expect(errors).toEqual([]);
  });

  it('shows the customer’s page in English', async () => {
    const [customer] = await app.server.db.select({ id: customers.id }).from(customers).where(eq(customers.email, EMAIL));
    const page = await (await managerContext('en')).newPage();
    await page.goto(`${app.server.url}/manage/#/customers/${customer!.id}`);
    await page.getByTestId('support-customer').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'Ritmitos', exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Sign-ins' }).count()).toBe(1);
    await expectClean(page);
    await picture(page, 'money-support-en');
  });
});
