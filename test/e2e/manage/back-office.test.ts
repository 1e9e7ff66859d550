import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { newPhoneContext, trackPageErrors, waitForServiceWorker } from '../harness';

// The back office at /manage/ on a phone: the demo manager signs in with the e-mail code and sees the
// signed-in shell (their name, role and shops, and the sections their role opens), in Spanish and in English. The staff
// surfaces' pages are never the customer's document, and the counter's old address leads to its page.
// E2E_SCREENSHOTS=dir keeps a picture of each step.
const MANAGER = 'manager@ritmo.local';
const TEXTS = {
  es: {
    email: 'Correo electrónico',
    send: 'Enviar código',
    code: 'Código',
    enter: 'Entrar',
    role: 'Encargado',
    catalogue: 'Catálogo',
    staff: 'Personal',
    signOut: 'Cerrar sesión',
  },
  en: { email: 'E-mail', send: 'Send code', code: 'Code', enter: 'Sign in', role: 'Manager', catalogue: 'Catalogue', staff: 'Staff', signOut: 'Sign out' },
} as const;

describe('the back office, and the staff surfaces’ own pages', () => {
  const app = useE2eApp();
  const dir = process.env.E2E_SCREENSHOTS;

  for (const language of ['es', 'en'] as const) {
    it(`signs the demo manager in with the e-mail code and shows the shell, in ${language} at 390 px`, async () => {
      const texts = TEXTS[language];
      const context = app.closeAtEnd(await newPhoneContext(app.browser, language === 'es' ? 'es-ES' : 'en-GB'));
      await context.addCookies([{ name: 'culture', value: language, url: app.server.url }]);
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      const picture = async (name: string) => {
        if (!dir) return;
        mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: path.join(dir, `manage-${name}-${language}-390.png`), fullPage: true });
      };

      await page.goto(`${app.server.url}/manage/`);
      await page.getByLabel(texts.email).fill(MANAGER);
      await picture('signed-out');
      await page.getByRole('button', { name: texts.send }).click();
      await page.getByLabel(texts.code).waitFor();
      const outbox = await apiCall<{ to: string; code: string | null }[]>(app.server.url, 'GET', '/dev/outbox');
      await page.getByLabel(texts.code).fill(outbox.find((mail) => mail.to === MANAGER && mail.code)!.code!);
      await page.getByRole('button', { name: texts.enter, exact: true }).click();

      await expect.poll(() => page.getByTestId('manage-member-name').textContent(), { timeout: 15_000 }).toBe('Marta');
      expect(await page.getByTestId('manage-member-role').textContent()).toBe(texts.role);
      // A manager without the catalogue grant still reads the catalogue, and runs their shops' staff.
      await page.getByRole('link', { name: texts.catalogue }).waitFor();
      await page.getByRole('link', { name: texts.staff }).waitFor();
      expect(await page.locator('.manage-shops li').count()).toBeGreaterThan(1);
      // Phone-first: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await picture('signed-in');

      await page.getByRole('button', { name: texts.signOut }).click();
      await page.getByLabel(texts.email).waitFor();
      expect(errors).toEqual([]);
    });
  }

  it('tells a barista their role does not open the back office (its calls answer 403)', async () => {
    const barista = 'barista@ritmo.local';
    const texts = TEXTS.en;
    const context = app.closeAtEnd(await newPhoneContext(app.browser, 'en-GB'));
    await context.addCookies([{ name: 'culture', value: 'en', url: app.server.url }]);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/manage/`);
    await page.getByLabel(texts.email).fill(barista);
    await page.getByRole('button', { name: texts.send }).click();
    await page.getByLabel(texts.code).waitFor();
    const outbox = await apiCall<{ to: string; code: string | null }[]>(app.server.url, 'GET', '/dev/outbox');
    await page.getByLabel(texts.code).fill(outbox.filter((mail) => mail.to === barista && mail.code).at(-1)!.code!);
    await page.getByRole('button', { name: texts.enter, exact: true }).click();
    await page.getByTestId('manage-not-allowed').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: texts.catalogue }).count()).toBe(0);
    // The staff session the sign-in kept (src/data/staffSession.ts) is refused by the back office's guard.
    const status = await page.evaluate(async (key) => {
      const { token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string };
      return (await fetch('/api/manage/me', { headers: { Authorization: `Bearer ${token}` } })).status;
    }, 'ritmo-staff-session');
    expect(status).toBe(403);
  });

  it('is its own page: not the customer document, no service worker, nothing of it in the customer precache', async () => {
    const page = await (await app.browser.newContext()).newPage();
    const answer = await page.goto(`${app.server.url}/manage`);
    expect(new URL(page.url()).pathname).toBe('/manage/');
    expect(await answer?.text()).not.toContain('app-shell');
    const customerWorker = await (await fetch(`${app.server.url}/sw.js`)).text();
    expect(customerWorker).not.toMatch(/"url":"(counter|manage)\//);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await page.context().close();
  });

  it('is answered from the network under the customer’s service worker, never with the customer’s document', async () => {
    const page = await (await app.browser.newContext()).newPage();
    await page.goto(`${app.server.url}/`);
    await waitForServiceWorker(page);
    for (const surface of ['manage', 'counter']) {
      await page.goto(`${app.server.url}/${surface}/`);
      await page.locator('input[name="email"]').waitFor();
      expect(await page.locator('.app-shell').count(), surface).toBe(0);
    }
    await page.context().close();
  });

  it('sends /#/staff… to the counter’s own page at /counter/', async () => {
    const page = await (await app.browser.newContext()).newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${app.server.url}/#/staff`);
    await page.waitForURL(/\/counter\/#\/$/);
    await page.locator('input[name="email"]').waitFor();
    await page.goto(`${app.server.url}/#/staff?shop=va01`);
    await page.waitForURL(/\/counter\/#\/\?shop=va01$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
