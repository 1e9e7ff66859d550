import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Order } from '../../../src/api/contract';
import { AccountExportSchema } from '../../../src/api/contract/customer/accountExport';
import { customerPhones, useE2eApp } from '../fixture';
import { nextOpeningMoment, shiftedClock } from '../harness';
import { orderAndPayOneProduct } from '../shopping';

const SHOTS = '/work/shots/export';

/** Clicks the button and answers the download it starts, saved to disk. */
async function downloadFrom(page: Page, testId: string): Promise<{ download: Download; path: string }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByTestId(testId).click()]);
  const path = await download.path();
  return { download, path };
}

// A signed-in customer with a paid order opens "Download my data" from Account and takes their data with
// them: the JSON file and the PDF summary hold their e-mail and the order; offline, the device's copy.
describe('download my data', () => {
  const openAt = nextOpeningMoment();
  const email = `nuria.export.${Date.now()}@example.com`;
  const app = useE2eApp({ server: { now: shiftedClock(openAt) }, customer: { email }, phone: { at: openAt } });
  const phones = customerPhones(app, openAt);
  let order: Order;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    order = await orderAndPayOneProduct(app);
  });

  it('opens from the account menu and downloads the JSON file with the e-mail and the order', async () => {
    const page = app.page;
    await page.goto(`${app.server.url}/#/user`);
    await page.getByRole('link', { name: 'Descargar mis datos' }).click();
    await page.waitForURL(/#\/user\/data$/);
    await page.getByTestId('data-export-json').waitFor();
    await page.screenshot({ path: `${SHOTS}/data-export-es.png`, fullPage: true });
    const { download, path } = await downloadFrom(page, 'data-export-json');
    expect(download.suggestedFilename()).toMatch(/^ritmo-datos-RC\d{6}-\d{4}-\d{2}-\d{2}\.json$/);
    const data = v.parse(AccountExportSchema, JSON.parse(readFileSync(path, 'utf8')));
    expect(data.partial).toBe(false);
    expect(data.customer.email).toBe(email);
    expect(data.orders.map((one) => one.orderCode)).toContain(order.orderCode);
    expect(data.invoices.map((invoice) => invoice.orderCode)).toContain(order.orderCode);
    expect(readFileSync(path, 'utf8')).toContain('\n  "customer": {');
    await page.getByTestId('data-export-done').waitFor();
    expect(await page.getByTestId('data-export-done').textContent()).toBe('Descargado.');
  });

  it('downloads the PDF summary, whose text holds the e-mail and the order code', async () => {
    const { download, path } = await downloadFrom(app.page, 'data-export-pdf');
    expect(download.suggestedFilename()).toMatch(/^ritmo-datos-RC\d{6}-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Tus datos en Ritmo Café');
    expect(text).toContain(email);
    expect(text).toContain(order.orderCode);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', path, `${SHOTS}/summary-e2e-es`]);
  });

  it('offline, downloads what the device keeps, marked partial, and says so on screen', async () => {
    const page = app.page;
    await app.context.setOffline(true);
    try {
      await page.getByTestId('data-export-offline').waitFor();
      const { path } = await downloadFrom(page, 'data-export-json');
      const data = v.parse(AccountExportSchema, JSON.parse(readFileSync(path, 'utf8')));
      expect(data.partial).toBe(true);
      expect(data.missing).toContain('reviews');
      expect(data.customer.email).toBe(email);
      await expect.poll(() => page.getByTestId('data-export-done').textContent()).toContain('Descargado sin conexión');
      await page.screenshot({ path: `${SHOTS}/data-export-offline-es.png`, fullPage: true });
    } finally {
      await app.context.setOffline(false);
    }
  });

  it('speaks English', async () => {
    const page = await phones.open('en');
    await page.goto(`${app.server.url}/#/user`);
    await page.getByRole('link', { name: 'Download my data' }).click();
    await page.getByTestId('data-export-pdf').waitFor();
    expect(await page.getByTestId('data-export-pdf').textContent()).toBe('Download summary (PDF)');
    await page.screenshot({ path: `${SHOTS}/data-export-en.png`, fullPage: true });
    const { path } = await downloadFrom(page, 'data-export-pdf');
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Your data at Ritmo Café');
    expect(text).toContain(order.orderCode);
    expect(phones.errors()).toEqual([]);
    expect(app.errors).toEqual([]);
  });
});
