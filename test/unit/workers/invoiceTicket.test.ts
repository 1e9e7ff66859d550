import { describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import type { Invoice, Language } from '../../../src/api/contract';
import { invoicePdfContent } from '../../../src/customer/features/invoices/invoiceView';
import { renderInvoicePdf } from '../../../workers/invoicePdf';
import { ticketRows, type InvoicePdfContent } from '../../../workers/invoiceTicket';
import { ratesInvoice, vatInvoice } from '../data/invoicesFixtures';
import es from '../../../src/i18n/es/invoices.json';
import en from '../../../src/i18n/en/invoices.json';

const longDescription = 'Café con leche de avena, doble de espresso, sirope de caramelo salado';

/** A simplified invoice at two VAT rates, with a discount and a description longer than 45 characters. */
const invoice: Invoice = {
  ...vatInvoice,
  products: [{ ...vatInvoice.products[0]!, description: longDescription }, ...vatInvoice.products.slice(1)],
  totalDiscount: 0.5,
};

async function contentIn(language: Language, of: Invoice = invoice): Promise<InvoicePdfContent> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    ns: ['invoices'],
    defaultNS: 'invoices',
    resources: { es: { invoices: es }, en: { invoices: en } },
    interpolation: { escapeValue: false },
  });
  return invoicePdfContent(of, i18n.getFixedT(language, 'invoices') as TFunction<'invoices'>, language);
}

/** The uncompressed PDF as text; jsPDF writes the standard fonts' text in WinAnsi, one byte a character. */
const pdfText = (bytes: ArrayBuffer) => Buffer.from(bytes).toString('latin1');

/** Strings drawn with the Tj operator, unescaped, each with its font size and baseline. */
function drawn(text: string): Array<{ text: string; size: number; y: number }> {
  return [...text.matchAll(/\/F\d+ (\d+(?:\.\d+)?) Tf\n[\d.]+ TL\n0 g\n[\d.-]+ ([\d.-]+) Td\n\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => ({
    size: Number(m[1]),
    y: Number(m[2]),
    text: m[3]!.replace(/\\(.)/g, '$1'),
  }));
}

describe('ticketRows (the simplified invoice top to bottom)', () => {
  it('starts with the title in bold, then the issuer, the number and the date', async () => {
    const rows = ticketRows(await contentIn('es'));
    expect(rows.slice(0, 5)).toEqual([
      { kind: 'text', text: 'Factura simplificada', bold: true },
      { kind: 'text', text: 'Ritmo Café SL' },
      { kind: 'text', text: 'Calle Colón 12' },
      { kind: 'text', text: '46004 Valencia' },
      { kind: 'text', text: 'NIF: B12345678' },
    ]);
    expect(rows).toContainEqual({ kind: 'text', text: 'Factura F2025-000043' });
  });

  it('gives each line its quantity and description cut at 45 characters, then unit price, VAT rate and amount', async () => {
    const rows = ticketRows(await contentIn('es'));
    const first = rows.findIndex((row) => row.kind === 'figure' && row.prefix === '2');
    expect(rows[first]).toEqual({ kind: 'figure', prefix: '2', left: 'Café con leche de avena, doble de espresso, s…', right: '' });
    expect(rows[first + 1]).toEqual({
      kind: 'figure',
      left: expect.stringMatching(/^2 × 2,20\s€ · IVA 10 %$/),
      right: expect.stringMatching(/^4,40\s€$/),
      indented: true,
    });
    expect(rows).toContainEqual({
      kind: 'figure',
      left: expect.stringMatching(/^1 × 12,00\s€ · IVA 21 %$/),
      right: expect.stringMatching(/^12,00\s€$/),
      indented: true,
    });
    expect(rows[first - 1]).toEqual({ kind: 'figure', prefix: 'Cant.', left: 'Descripción', right: 'Importe', bold: true });
  });

  it('breaks the VAT down per rate, then the discount, the totals and the grand total in bold', async () => {
    const rows = ticketRows(await contentIn('es'));
    const columns = rows.filter((row) => row.kind === 'columns').map((row) => row.cells.map((cell) => cell.replace(/\s/g, ' ')));
    expect(columns).toEqual([
      ['Tipo IVA', 'Base imponible', 'Cuota'],
      ['10 %', '4,00 €', '0,40 €'],
      ['21 %', '9,92 €', '2,08 €'],
    ]);
    const figures = rows.flatMap((row) =>
      row.kind === 'figure' && row.prefix === undefined && !row.indented ? [`${row.left}=${row.right.replace(/\s/g, ' ')}${row.bold ? '!' : ''}`] : [],
    );
    expect(figures).toEqual([
      'Pagado con ritmitos=1,50 €',
      'Descuento=0,50 €',
      'Base imponible=13,92 €',
      'IVA=2,48 €',
      'Total (IVA incluido)=16,40 €!',
      'Ritmitos acumulados=82',
      'Ritmitos usados=150',
    ]);
  });

  it('has no VAT table for an invoice stored without VAT figures', async () => {
    const stored: Invoice = {
      ...invoice,
      products: invoice.products.map(({ quantity, description, price, total }) => ({ quantity, description, price, total })),
    };
    const rows = ticketRows(await contentIn('es', stored));
    expect(rows.some((row) => row.kind === 'columns')).toBe(false);
    expect(rows).toContainEqual({ kind: 'figure', left: expect.stringMatching(/^2 × 2,20\s€$/), right: expect.stringMatching(/^4,40\s€$/), indented: true });
  });
});

describe('renderInvoicePdf of a simplified invoice (spec §9 geometry)', () => {
  it('keeps one 400 × 600 pt page, 12 pt text and a 15 pt step, with title, rates, unit prices and total', async () => {
    const text = pdfText(renderInvoicePdf(await contentIn('es'), { compress: false }));
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toMatch(/\/MediaBox \[0 0 400\.? 600\.?\]/);
    const sizes = new Set([...text.matchAll(/\/F\d+ (\d+(?:\.\d+)?) Tf/g)].map((m) => Number(m[1])));
    expect([...sizes]).toEqual([12]);
    const strings = drawn(text);
    const texts = strings.map((s) => s.text.replace(/\xa0/g, ' '));
    for (const expected of [
      'Factura simplificada',
      'NIF: B12345678',
      'Café con leche de avena, doble de espresso, s\x85',
      '2 × 2,20 \x80 · IVA 10 %',
      '1 × 12,00 \x80 · IVA 21 %',
      'Cuota',
      '10 %',
      '21 %',
      'Descuento',
      'Total (IVA incluido)',
      '16,40 \x80',
    ]) {
      expect(texts).toContain(expected);
    }
    expect(texts.some((s) => s.includes('caramelo'))).toBe(false);
    const y = (wanted: string) => strings.find((s) => s.text.replace(/\xa0/g, ' ') === wanted)!.y;
    expect(y('Café con leche de avena, doble de espresso, s\x85') - y('2 × 2,20 \x80 · IVA 10 %')).toBeCloseTo(15, 5);
    expect(y('Factura simplificada') - y('Ritmo Café SL')).toBeCloseTo(15, 5);
  });

  it('prints the English gloss beside the Spanish legal title', async () => {
    const texts = drawn(pdfText(renderInvoicePdf(await contentIn('en'), { compress: false }))).map((s) => s.text);
    expect(texts).toContain('Factura simplificada (Simplified invoice)');
    expect(texts).toContain('2 × \x802.20 · VAT 10%');
    expect(texts).toContain('Total (VAT included)');
  });
});

describe('the PDF of an invoice that carries its VAT per rate', () => {
  it("prints the rate's base and VAT (7,90 € at 10 %: 7,18 € + 0,72 €) in the VAT table and the totals", async () => {
    const texts = drawn(pdfText(renderInvoicePdf(await contentIn('es', ratesInvoice), { compress: false }))).map((s) => s.text.replace(/\xa0/g, ' '));
    const row = texts.indexOf('10 %');
    expect(texts.slice(row, row + 3)).toEqual(['10 %', '7,18 \x80', '0,72 \x80']);
    const totals = texts.lastIndexOf('Base imponible');
    expect(texts.slice(totals, totals + 6)).toEqual(['Base imponible', '7,18 \x80', 'IVA', '0,72 \x80', 'Total (IVA incluido)', '7,90 \x80']);
    expect(texts).toContain('4 × 1,60 \x80 · IVA 10 %');
  });
});
