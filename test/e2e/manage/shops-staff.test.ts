import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../axe';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { newPhoneContext, trackPageErrors } from '../harness';
import { staffSession } from '../staffSession';
import type { Location } from '../../../src/api/contract/customer/locations';
import { addDays, shopMomentOf, type ShopDay } from '../../../src/domain/schedule/shopTime';

// The back office's shops, staff and activity on a phone, as the demo owner: closes a shop on a date and
// opens a short day on another, and the calendar of the next 60 days shows both before and after saving;
// adds the barista to a second shop; the activity lists both changes. No serious axe finding on any screen.
const OWNER = 'owner@ritmo.local';
const BARISTA = 'barista@ritmo.local';
const two = (value: number) => String(value).padStart(2, '0');
const iso = (day: ShopDay) => `${day.year}-${two(day.month)}-${two(day.day)}`;

async function expectClean(page: Page, width = 390) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('the back office’s shops, hours, staff and activity', () => {
  const app = useE2eApp();

  it('lets the owner set special days, add a barista to a second shop and read the activity, at 390 px', async () => {
    const session = await staffSession(app.server.url, OWNER);
    const context = app.closeAtEnd(await newPhoneContext(app.browser, 'es-ES'));
    await context.addCookies([{ name: 'culture', value: 'es', url: app.server.url }]);
    await context.addInitScript((stored) => {
      if (location.protocol.startsWith('http') && !localStorage.getItem('ritmo-staff-session')) localStorage.setItem('ritmo-staff-session', stored);
    }, JSON.stringify(session));
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    // The list: every shop with today's hours, and the way to its hours.
    await page.goto(`${app.server.url}/manage/#/shops`);
    await page.getByTestId('bo-shop-va01').waitFor({ timeout: 15_000 });
    await expectClean(page);

    // Two days without an exception yet, in the shop's zone.
    const locations = await apiCall<Location[]>(app.server.url, 'GET', '/customer/locations');
    const before = locations.find((location) => location.code === 'va01')!;
    const today = shopMomentOf(new Date(), before.timeZone);
    const free = Array.from({ length: 50 }, (_, offset) => addDays(today, offset + 5)).filter(
      (day) => !(`${day.year}-${day.month}-${day.day}` in before.schedule.exceptions),
    );
    const [closedDay, shortDay] = [free[0]!, free[3]!];

    await page.getByTestId('bo-shop-hours-va01').click();
    await page.getByTestId('bo-hours-form').waitFor();
    const rows = await page.locator('[data-testid^="bo-exception-"][data-testid$="-date"]').count();

    // Closed all day: a new special day is closed until opened.
    await page.getByTestId('bo-exception-add').click();
    await page.getByTestId(`bo-exception-${rows}-date`).fill(iso(closedDay));
    const closedCell = page.getByTestId(`bo-cal-${iso(closedDay)}`);
    await expect.poll(() => closedCell.getAttribute('data-closed')).toBe('true');
    expect(await closedCell.getAttribute('data-exception')).toBe('true');

    // A short day: opened, 10:00–13:00.
    await page.getByTestId('bo-exception-add').click();
    await page.getByTestId(`bo-exception-${rows + 1}-date`).fill(iso(shortDay));
    await page.getByTestId(`bo-exception-${rows + 1}-open`).check();
    await page.getByTestId(`bo-exception-${rows + 1}-r0-from`).fill('10:00');
    await page.getByTestId(`bo-exception-${rows + 1}-r0-to`).fill('13:00');
    const shortCell = page.getByTestId(`bo-cal-${iso(shortDay)}`);
    await expect.poll(() => shortCell.textContent()).toContain('10:00–13:00');
    expect(await shortCell.getAttribute('data-exception')).toBe('true');
    await expectClean(page);

    await page.getByTestId('bo-hours-save').click();
    await expect.poll(() => page.getByTestId('bo-hours-result').textContent(), { timeout: 15_000 }).toContain('Horario guardado');
    // What customers read now.
    const after = (await apiCall<Location[]>(app.server.url, 'GET', '/customer/locations')).find((location) => location.code === 'va01')!;
    expect(after.schedule.exceptions[`${closedDay.year}-${closedDay.month}-${closedDay.day}`]).toEqual([]);
    expect(after.schedule.exceptions[`${shortDay.year}-${shortDay.month}-${shortDay.day}`]).toEqual([['10:00', '13:00']]);
    // Read again from the server, the calendar still shows both.
    await page.reload();
    await page.getByTestId('bo-hours-form').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId(`bo-cal-${iso(closedDay)}`).getAttribute('data-closed')).toBe('true');
    expect(await page.getByTestId(`bo-cal-${iso(shortDay)}`).textContent()).toContain('10:00–13:00');

    // Staff: the barista of va01 also works at va02 from now on.
    await page.getByTestId('manage-nav-staff').click();
    const card = page.getByTestId(`bo-staff-${BARISTA}`);
    await card.waitFor({ timeout: 15_000 });
    await expectClean(page);
    await card.getByRole('button', { name: /Cambiar/ }).click();
    await card.getByTestId('bo-staff-shop-va02').check();
    await card.getByTestId('bo-staff-save').click();
    await expect.poll(() => card.getByTestId('bo-staff-shops').textContent(), { timeout: 15_000 }).toContain('El Carmen');
    await expectClean(page);

    // Activity: both changes, newest first, with what changed.
    await page.getByTestId('manage-nav-audit').click();
    await page.getByTestId('bo-audit-rows').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('bo-audit-row').count()).toBeGreaterThanOrEqual(2);
    const text = await page.getByTestId('bo-audit-rows').textContent();
    expect(text).toContain(BARISTA);
    expect(text).toContain('va01, va02');
    expect(text).toContain('Cambia el horario');
    expect(text).toContain('10:00–13:00');
    await expectClean(page);
    expect(errors).toEqual([]);
  });
});
