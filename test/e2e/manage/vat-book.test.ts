import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, gte, lte } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../server/platform/db/schema';
import { VAT_BOOK_COLUMNS } from '../../../src/domain/fiscal/vatBookLayout';
import { seriousAxeViolations } from '../axe';
import { useE2eApp } from '../fixture';
import { newPhoneContext, nextOpeningMoment, shiftedClock, trackPageErrors } from '../harness';
import { orderAndPayOneProduct } from '../shopping';
import { boardContext, staffSession } from '../staffSession';

// The owner opens the VAT book on a phone, downloads the quarter's XLSX and CSV, and the files add up, rate
// by rate, to the invoices the server issued for the customer's paid orders. VAT_BOOK_SHOTS=1 keeps the
// pictures of the section for the docs (docs/images/money-vat-book-{es,en}.png).
const OWNER = 'owner@ritmo.local';
const ISSUER = 'B98765431';
const BASE = VAT_BOOK_COLUMNS.indexOf('Base Imponible');
const RATE = VAT_BOOK_COLUMNS.indexOf('Tipo de IVA');
const VAT = VAT_BOOK_COLUMNS.indexOf('Cuota IVA Repercutida');
const TEXTS = { es: { csv: 'Descargar CSV', xlsx: 'Descargar XLSX' }, en: { csv: 'Download CSV', xlsx: 'Download XLSX' } } as const;

type PerRate = Record<string, { base: number; vat: number }>;
const add = (sums: PerRate, percent: number, base: number, vat: number) => {
  const sum = (sums[String(percent)] ??= { base: 0, vat: 0 });
  sum.base += base;
  sum.vat += vat;
};

describe('the VAT book in the back office', () => {
  const openAt = nextOpeningMoment();
  const app = useE2eApp({ server: { now: shiftedClock(openAt) }, customer: { email: `vera.book.${Date.now()}@example.com` }, phone: { at: openAt } });
  const quarter = Math.ceil((Number(openAt.toISOString().slice(5, 7)) || 1) / 3);

  let session: Awaited<ReturnType<typeof staffSession>>;

  beforeAll(async () => {
    session = await staffSession(app.server.url, OWNER);
    await orderAndPayOneProduct(app);
    await orderAndPayOneProduct(app);
  });

  /** The issuer's invoices of the quarter as the server keeps them, base and VAT in cents per rate. */
  async function serverPerRate(): Promise<PerRate> {
    const year = Number(openAt.toISOString().slice(0, 4));
    const from = `${year}-${String(quarter * 3 - 2).padStart(2, '0')}-01`;
    const to = `${year}-${String(quarter * 3).padStart(2, '0')}-31`;
    const rows = await app.server.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.issuerNif, ISSUER), gte(invoices.shopDate, from), lte(invoices.shopDate, to)));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const sums: PerRate = {};
    for (const invoice of rows) for (const rate of invoice.vatRates ?? []) add(sums, rate.percent, Math.round(rate.base * 100), Math.round(rate.vat * 100));
    return sums;
  }

  async function ownerPage(language: 'es' | 'en'): Promise<Page> {
    const context = app.closeAtEnd(await newPhoneContext(app.browser, language === 'es' ? 'es-ES' : 'en-GB', { acceptDownloads: true }));
    await context.clock.install({ time: openAt });
    await boardContext(context, app.server.url, session, 'va01', language);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/manage/`);
    await page.getByTestId('manage-nav-vat').click();
    await page.getByTestId('bo-vat-303').waitFor({ timeout: 15_000 });
    return page;
  }

  async function downloaded(page: Page, name: string): Promise<Buffer> {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
    return readFileSync((await file.path())!);
  }

  for (const language of ['es', 'en'] as const) {
    it(`downloads the quarter's XLSX and CSV whose totals per rate are the server's invoices', in ${language} at 390 px`, async () => {
      const page = await ownerPage(language);
      const errors = trackPageErrors(page);
      expect(await page.getByTestId('bo-vat-issuer').inputValue()).toBe(ISSUER);
      const expected = await serverPerRate();

      const workbook = new ExcelJS.Workbook();
      const xlsx = await downloaded(page, TEXTS[language].xlsx);
      await workbook.xlsx.load(xlsx.buffer.slice(xlsx.byteOffset, xlsx.byteOffset + xlsx.byteLength) as ArrayBuffer);
      const fromXlsx: PerRate = {};
      workbook.worksheets[0]!.eachRow((row, index) => {
        if (index === 1) return expect(row.getCell(1).value).toBe(VAT_BOOK_COLUMNS[0]);
        add(
          fromXlsx,
          row.getCell(RATE + 1).value as number,
          Math.round((row.getCell(BASE + 1).value as number) * 100),
          Math.round((row.getCell(VAT + 1).value as number) * 100),
        );
      });
      expect(fromXlsx).toEqual(expected);
      await page.getByTestId('bo-vat-result').getByText('.xlsx').waitFor();

      const csv = (await downloaded(page, TEXTS[language].csv)).toString('utf8');
      expect(csv.startsWith('\uFEFFAutoliquidación: Ejercicio;')).toBe(true);
      const fromCsv: PerRate = {};
      const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
      for (const line of csv.split('\r\n').slice(1).filter(Boolean)) {
        const fields = line.split(';');
        add(fromCsv, cents(fields[RATE]!) / 100, cents(fields[BASE]!), cents(fields[VAT]!));
      }
      expect(fromCsv).toEqual(expected);

      // The form 303 table shows the same total VAT.
      const totalVat = Object.values(expected).reduce((sum, rate) => sum + rate.vat, 0) / 100;
      const shown = await page.getByTestId('bo-vat-total-vat').textContent();
      expect(shown?.replace(/[^\d,.-]/g, '')).toContain(language === 'es' ? totalVat.toFixed(2).replace('.', ',') : totalVat.toFixed(2));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (process.env.VAT_BOOK_SHOTS) await page.screenshot({ path: path.resolve(`docs/images/money-vat-book-${language}.png`), fullPage: true });
      expect(errors).toEqual([]);
    });
  }
});
