import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { verificationUrl } from '../../../src/domain/fiscal/verifactuQr';
import { renderInvoicePdf, type InvoicePdfContent } from '../../../workers/invoicePdf';
import { ticketRows } from '../../../workers/invoiceTicket';
import { verificationQrSvg } from '../../../workers/qr';
import { VERIFICATION_QR_PT } from '../../../workers/verificationQrPdf';
import { pdfQrCode } from '../../server/support/pdfQr';
import { pdfStreams, pdfStrings } from '../../server/support/pdfText';

const URL_OF_TICKET = verificationUrl('test', { issuerNif: 'B98765431', number: 'F2026-000042', issueDate: '18-06-2026', total: '3.20' });
const MM = 72 / 25.4;

const content: InvoicePdfContent = {
  title: 'Factura simplificada',
  header: ['Ritmo Café S.L.', 'NIF: B98765431', '', 'Factura F2026-000042', 'Fecha: 18/06/2026'],
  products: [{ quantity: 2, description: 'Café con leche', amount: '3,20 €' }],
  totals: [{ label: 'Total (IVA incluido)', value: '3,20 €' }],
  points: [{ label: 'Ritmitos acumulados', value: '3' }],
  verification: { url: URL_OF_TICKET, legend: ['VERI*FACTU', 'Factura verificable en la sede electrónica de la AEAT'] },
};

/** Paints an SVG path of unit squares ("Mx yh1v1h-1z") into pixels with a quiet zone and decodes it. */
function decodeSvg(svg: string): string | undefined {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const quiet = 4;
  const scale = 4;
  const pixels = (size + quiet * 2) * scale;
  const image = new Uint8ClampedArray(pixels * pixels * 4).fill(255);
  for (const [, col, row] of svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let y = (Number(row) + quiet) * scale; y < (Number(row) + quiet + 1) * scale; y += 1) {
      for (let x = (Number(col) + quiet) * scale; x < (Number(col) + quiet + 1) * scale; x += 1) image.fill(0, (y * pixels + x) * 4, (y * pixels + x) * 4 + 3);
    }
  }
  return jsQR(image, pixels, pixels)?.data;
}

describe('the verification QR on screen (workers/qr.ts)', () => {
  it('draws every dark module of an error-correction-M code, with no logo over it, and decodes to the URL', () => {
    const svg = verificationQrSvg(URL_OF_TICKET, 'QR');
    const { modules } = QRCode.create(URL_OF_TICKET, { errorCorrectionLevel: 'M' });
    expect(svg).toContain(`viewBox="0 0 ${modules.size} ${modules.size}"`);
    expect(svg.match(/h1v1h-1z/g)).toHaveLength(Array.from(modules.data).filter(Boolean).length);
    expect(svg).not.toContain('qr-logo');
    // No size of its own: the page sets it in millimetres.
    expect(svg).not.toMatch(/<svg[^>]* width=/);
    expect(decodeSvg(svg)).toBe(URL_OF_TICKET);
  });
});

describe('the verification QR in the invoice PDF (workers/verificationQrPdf.ts)', () => {
  it('comes last in the ticket, after the ritmitos, and not at all without a URL', () => {
    expect(ticketRows(content).at(-1)).toEqual({ kind: 'verification', ...content.verification });
    const { verification: _none, ...withoutUrl } = content;
    expect(ticketRows(withoutUrl).some((row) => row.kind === 'verification')).toBe(false);
  });

  it('draws a 35 mm code that decodes to the URL, and the VERI*FACTU mark and legend', () => {
    const pdf = Buffer.from(renderInvoicePdf(content));
    const qr = pdfQrCode(pdf);
    expect(qr?.text).toBe(URL_OF_TICKET);
    expect(qr!.sidePt).toBeCloseTo(VERIFICATION_QR_PT, 3);
    expect(qr!.sidePt / MM).toBeGreaterThanOrEqual(30);
    expect(qr!.sidePt / MM).toBeLessThanOrEqual(40);
    expect(pdfStrings(pdf)).toEqual(expect.arrayContaining(['VERI*FACTU', 'Factura verificable en la sede electrónica de la AEAT']));
  });

  it('keeps the code and its legend together on a new page when the ticket fills the first', () => {
    const long = { ...content, products: Array.from({ length: 22 }, (_, index) => ({ quantity: 1, description: `Producto ${index}`, amount: '1,00 €' })) };
    const pdf = Buffer.from(renderInvoicePdf(long, { compress: false }));
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(pdfQrCode(pdf)?.text).toBe(URL_OF_TICKET);
    const [first, second] = pdfStreams(pdf);
    expect(first).toContain('(Producto 0)');
    expect(first).not.toMatch(/ re\s+f\b/);
    expect(first).not.toContain('VERI*FACTU');
    // The second page holds all of the code's rectangles and the legend under them.
    expect(second).toMatch(/ re\s+f\b/);
    expect(second).toContain('(Factura verificable en la sede electr\xf3nica de la AEAT) Tj');
  });
});
