import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR, { type QRCode } from 'jsqr';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { HomeData, Invoice, Order, Product } from '../../../src/api/contract';
import { shopDateOf } from '../../../src/domain/schedule/shopTime';
import { agencyAmount, agencyDate, VERIFACTU_LEGEND, VERIFACTU_MARK, verificationUrl } from '../../../src/domain/fiscal/verifactuQr';
import { VERIFICATION_QR_PT } from '../../../workers/verificationQrPdf';
import { pdfQrCode } from '../../server/support/pdfQr';
import { apiCall } from '../customer';
import { customerPhones, useE2eApp } from '../fixture';
import { apiGet, nextOpeningMoment, shiftedClock } from '../harness';
import { addToCart, payInSandbox } from '../shopping';

const SHOTS = '/tmp/qr-shots';
const PDF_SHOTS = '/tmp/pdf-shots';
const MM = 72 / 25.4;
const PRINT_DPI = 150;

/**
 * Reads a PNG the way a phone's camera app would: Chromium decodes the image into pixels (no PNG library
 * here), jsQR finds and decodes the code in them. The pixels come back as base64 because a whole printed
 * page is millions of bytes, too many for a JSON array of numbers.
 */
async function readQrInPng(page: Page, png: Buffer): Promise<QRCode | null> {
  const { width, height, rgba } = await page.evaluate(
    async (dataUrl) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const bytes = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let binary = '';
      for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  return jsQR(new Uint8ClampedArray(Buffer.from(rgba, 'base64')), width, height);
}

async function decodePng(page: Page, png: Buffer): Promise<string | undefined> {
  return (await readQrInPng(page, png))?.data;
}

/** The PDF's first page printed by poppler (pdftoppm) at PRINT_DPI, and all its text as pdftotext lays it out. */
function printPdf(pdf: Buffer): { png: Buffer; text: string } {
  const folder = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
  try {
    const file = join(folder, 'invoice.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', String(PRINT_DPI), '-f', '1', '-singlefile', file, join(folder, 'page')]);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    return { png: readFileSync(join(folder, 'page.png')), text };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The printed width of a code jsQR found, from its outer corners, in millimetres. */
function printedWidthMm(code: QRCode, dpi: number): number {
  const { topLeftCorner: tl, topRightCorner: tr, bottomLeftCorner: bl, bottomRightCorner: br } = code.location;
  const pixels = (Math.hypot(tr.x - tl.x, tr.y - tl.y) + Math.hypot(br.x - bl.x, br.y - bl.y)) / 2;
  return (pixels / dpi) * 25.4;
}

// A customer pays by card through the sandbox gateway and opens the invoice: its QR, read from the screen
// and from the PDF the app makes, is the tax agency's verification URL of exactly this invoice.
describe('a VERI*FACTU ticket: the QR on screen and in the PDF', () => {
  const openAt = nextOpeningMoment();
  const app = useE2eApp({ server: { now: shiftedClock(openAt) }, customer: { email: `irene.sanz.${Date.now()}@example.com` } });
  let drink: Product;
  let invoice: Invoice;
  let expectedUrl: string;
  const phones = customerPhones(app, openAt);

  async function openInvoice(page: Page): Promise<void> {
    await page.goto(`${app.server.url}/#/user/invoices`);
    await page.getByTestId('invoice-row').filter({ hasText: invoice.invoiceNumber }).click();
    await page.getByTestId('invoice-verification-qr').locator('svg').waitFor();
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    drink = home.products.flatMap((group) => group.items).find((product) => !product.isOneGoods && product.stockCurrent > 10 && product.price >= 1)!;
  });

  it("pays by card in the sandbox; the invoice answer carries the agency's URL of this invoice", async () => {
    const page = await phones.open('es');
    await addToCart(page, app.server.url, drink, { quantity: 2 });
    await page.goto(`${app.server.url}/#/cart`);
    await page.getByTestId('cart-line').first().waitFor();
    await payInSandbox(page);
    await page.waitForURL(/#\/pok/);
    const paid = async () => (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token))[0]!;
    await expect.poll(async () => (await paid()).paymentStatus.id, { timeout: 15_000 }).toBe(11001);
    const order = await paid();
    invoice = (await apiCall<Invoice[]>(app.server.url, 'GET', '/customer/invoices', app.token)).find((candidate) => candidate.orderId === order.orderId)!;
    expect(invoice.invoiceType).toBe('F2');
    expect(invoice.totalPrice).toBeCloseTo(2 * drink.price, 2);
    // Worked out here from the invoice's own figures: the seeded shops keep Madrid's calendar.
    expectedUrl = verificationUrl('test', {
      issuerNif: invoice.legal.vatNumber,
      number: invoice.invoiceNumber,
      issueDate: agencyDate(shopDateOf(new Date(invoice.invoiceDate), 'Europe/Madrid')),
      total: agencyAmount(invoice.totalPrice),
    });
    expect(expectedUrl).toMatch(
      /^https:\/\/prewww2\.aeat\.es\/wlpl\/TIKE-CONT\/ValidarQR\?nif=B\d{8}&numserie=F\d{4}-\d{6}&fecha=\d\d-\d\d-\d{4}&importe=\d+\.\d\d$/,
    );
    expect(invoice.verificationUrl).toBe(expectedUrl);
  });

  it('shows the QR on the invoice screen, 35 mm wide, and a screenshot of it decodes to that URL', async () => {
    const page = await phones.open('es');
    await openInvoice(page);
    const qr = page.getByTestId('invoice-verification-qr');
    const box = (await qr.locator('svg').boundingBox())!;
    // CSS millimetres: 96 px per inch.
    expect(box.width / (96 / 25.4)).toBeCloseTo(35, 0);
    expect(await decodePng(page, await qr.screenshot())).toBe(expectedUrl);
    const legend = page.getByTestId('invoice-verification');
    await expect.poll(() => legend.textContent()).toContain(VERIFACTU_LEGEND);
    expect(await legend.textContent()).toContain(VERIFACTU_MARK);
    expect(await page.getByTestId('invoice-kind').textContent()).toBe('Factura simplificada');
    await qr.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/invoice-es-390x844.png` });
    await page.screenshot({ path: `${SHOTS}/invoice-es-390x844-full.png`, fullPage: true });
  });

  it('shows the same QR and the Spanish legend in English', async () => {
    const page = await phones.open('en');
    await openInvoice(page);
    const qr = page.getByTestId('invoice-verification-qr');
    expect(await decodePng(page, await qr.screenshot())).toBe(expectedUrl);
    expect(await page.getByTestId('invoice-kind').textContent()).toBe('Factura simplificada (Simplified invoice)');
    await qr.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/invoice-en-390x844.png` });
    await page.screenshot({ path: `${SHOTS}/invoice-en-390x844-full.png`, fullPage: true });
  });

  it('the PDF made in the app, printed by poppler, shows the same QR at 35 mm, the mark and the legend', async () => {
    const page = await phones.open('es');
    await openInvoice(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // What the PDF draws: the code as rectangles of exactly the intended side.
    const drawn = pdfQrCode(pdf);
    expect(drawn?.text).toBe(expectedUrl);
    expect(drawn!.sidePt).toBeCloseTo(VERIFICATION_QR_PT, 2);
    // What a printer puts on paper: poppler renders the page, the code is read from its pixels and measured.
    const { png, text } = printPdf(pdf);
    mkdirSync(PDF_SHOTS, { recursive: true });
    writeFileSync(`${PDF_SHOTS}/invoice-es-${PRINT_DPI}dpi.png`, png);
    const printed = await readQrInPng(page, png);
    expect(printed?.data).toBe(expectedUrl);
    const widthMm = printedWidthMm(printed!, PRINT_DPI);
    expect(widthMm).toBeGreaterThanOrEqual(30);
    expect(widthMm).toBeLessThanOrEqual(40);
    expect(widthMm).toBeCloseTo(VERIFICATION_QR_PT / MM, 0);
    const words = text.replace(/\s+/g, ' ');
    for (const shown of ['Factura simplificada', VERIFACTU_MARK, VERIFACTU_LEGEND, `Factura ${invoice.invoiceNumber}`]) expect(words).toContain(shown);
  });

  it('raised no page errors', () => {
    expect(phones.errors()).toEqual([]);
  });
});
