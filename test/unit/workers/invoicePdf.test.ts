import { describe, expect, it } from 'vitest';
import { expose, wrap } from 'comlink';
import { cutDescription, PDF_DESCRIPTION_MAX, pdfWorkerApi, renderInvoicePdf, type InvoicePdfContent, type PdfWorkerApi } from '../../../workers/invoicePdf';

const longDescription = 'Café con leche de avena, doble de espresso, sirope de caramelo salado';

const content: InvoicePdfContent = {
  header: ['Ritmo Café SL', 'Calle Colón 12', '46004 Valencia', 'NIF: B12345678', '', 'Factura F2025-000042', 'Fecha: 14/02/2025'],
  products: [
    { quantity: 2, description: 'Espresso', amount: '2,40 €' },
    { quantity: 1, description: longDescription, amount: '4,10 €' },
  ],
  totals: [
    { label: 'Base imponible', value: '5,91 €' },
    { label: 'IVA', value: '0,59 €' },
    { label: 'Total', value: '6,50 €' },
  ],
  points: [
    { label: 'Ritmitos acumulados', value: '30' },
    { label: 'Ritmitos usados', value: '0' },
  ],
};

/** The uncompressed PDF as text; jsPDF writes the standard fonts' text in WinAnsi, one byte a character. */
function pdfText(bytes: ArrayBuffer): string {
  return Buffer.from(bytes).toString('latin1');
}

/** Strings drawn with the Tj operator, unescaped. */
function drawnStrings(text: string): string[] {
  return [...text.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
}

describe('cutDescription (spec §9: 45 characters plus an ellipsis)', () => {
  it('keeps a description of 45 characters or fewer whole', () => {
    const exactly45 = 'x'.repeat(PDF_DESCRIPTION_MAX);
    expect(cutDescription('Espresso')).toBe('Espresso');
    expect(cutDescription(exactly45)).toBe(exactly45);
  });

  it('cuts a longer one at 45 characters and adds an ellipsis', () => {
    expect(cutDescription(longDescription)).toBe('Café con leche de avena, doble de espresso, s…');
    expect(Array.from(cutDescription('y'.repeat(46)))).toHaveLength(46);
  });
});

describe('renderInvoicePdf (spec §9 geometry)', () => {
  it('makes a PDF with one 400 × 600 pt page, 12 pt text and every line', () => {
    const text = pdfText(renderInvoicePdf(content, { compress: false }));
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toMatch(/\/MediaBox \[0 0 400\.? 600\.?\]/);
    expect(text).toMatch(/\/F\d+ 12 Tf/);
    const strings = drawnStrings(text);
    for (const line of [
      'Ritmo Café SL',
      'Calle Colón 12',
      '46004 Valencia',
      'NIF: B12345678',
      'Factura F2025-000042',
      'Fecha: 14/02/2025',
      'Espresso',
      'Total',
      'Ritmitos usados',
    ]) {
      expect(strings).toContain(line);
    }
    // The euro sign and the ellipsis are WinAnsi bytes 0x80 and 0x85 (the font's encoding).
    expect(strings).toContain('2,40 \x80');
    expect(strings).toContain('Café con leche de avena, doble de espresso, s\x85');
    expect(strings.some((s) => s.includes('caramelo'))).toBe(false);
  });

  it('steps 15 pt from line to line', () => {
    const text = pdfText(renderInvoicePdf(content, { compress: false }));
    const ys = [...text.matchAll(/BT\n\/F\d+ 12 Tf\n[\d.]+ TL\n0 g\n[\d.]+ ([\d.]+) Td\n\((Ritmo Café SL|Calle Colón 12)\) Tj/g)].map((m) => Number(m[1]));
    expect(ys).toHaveLength(2);
    expect(ys[0]! - ys[1]!).toBeCloseTo(15, 5);
  });

  it('starts a new page of the same size when the lines do not fit', () => {
    const many: InvoicePdfContent = {
      ...content,
      products: Array.from({ length: 60 }, (_, index) => ({ quantity: 1, description: `Producto ${index + 1}`, amount: '1,00 €' })),
    };
    const text = pdfText(renderInvoicePdf(many, { compress: false }));
    const pages = text.match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(text.match(/\/MediaBox \[0 0 400\.? 600\.?\]/g)).toHaveLength(pages.length);
    const strings = drawnStrings(text);
    expect(strings).toContain('Producto 1');
    expect(strings).toContain('Producto 60');
    expect(strings).toContain('Ritmitos usados');
  });
});

describe('PDF worker contract (Comlink over a MessageChannel)', () => {
  it('answers invoicePdf with the PDF bytes as an ArrayBuffer', async () => {
    const { port1, port2 } = new MessageChannel();
    expose(pdfWorkerApi, port1);
    const remote = wrap<PdfWorkerApi>(port2);
    try {
      const bytes = await remote.invoicePdf(content);
      // Checked by tag: the structured clone makes it in Node's realm, not jsdom's.
      expect(Object.prototype.toString.call(bytes)).toBe('[object ArrayBuffer]');
      expect(pdfText(bytes).startsWith('%PDF-')).toBe(true);
      expect(bytes.byteLength).toBeGreaterThan(500);
    } finally {
      port1.close();
      port2.close();
    }
  });
});
