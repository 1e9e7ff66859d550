import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AccountExportSchema } from '../../../src/api/contract/customer/accountExport';
import { accountExportJson, renderAccountSummaryPdf } from '../../../workers/accountSummaryPdf';
import { pdfWorkerApi } from '../../../workers/invoicePdf';
import { sampleExport } from '../data/accountExportFixture';

/** The strings the uncompressed PDF draws (Tj operators), unescaped, in WinAnsi (one byte a character). */
function drawnText(bytes: ArrayBuffer): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  return [...text.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) =>
    match[1]!.replace(/\\(.)/g, '$1').replace(/\x80/g, '€').replace(/\x85/g, '…').replace(/\xa0/g, ' '),
  );
}

describe('the PDF summary of a data export', () => {
  it('has a heading per section and the customer, order and invoice figures, in Spanish', () => {
    const drawn = drawnText(renderAccountSummaryPdf(sampleExport, 'es', { compress: false }));
    for (const heading of ['Tus datos en Ritmo Café', 'Cuenta', 'Direcciones', 'Pedidos', 'Facturas', 'Ritmitos', 'Invitaciones', 'Valoraciones', 'Accesos']) {
      expect(drawn, heading).toContain(heading);
    }
    for (const value of ['ana@example.com', 'RC000042', 'VA01-000001', 'ONLINE-000002', 'F2026-000001', 'R2026-000001', 'fcm.googleapis.com']) {
      expect(drawn.join('\n'), value).toContain(value);
    }
    expect(drawn).toContain('01/06/2026');
    expect(drawn).toContain('23,95 €');
    expect(drawn).toContain('-1,60 €');
    expect(drawn).toContain('Rectificativa simplificada (F2026-000001)');
    expect(drawn.join('\n')).toContain('Devolución 01/06/2026: Derramado');
    expect(drawn.join('\n')).toContain('Te invitó un amigo el 09/01/2026');
    expect(drawn).toContain('Página 1 de 1');
  });

  it('speaks English and Valencian, with money and dates as each writes them', () => {
    const english = drawnText(renderAccountSummaryPdf(sampleExport, 'en', { compress: false }));
    expect(english).toEqual(expect.arrayContaining(['Your data at Ritmo Café', 'Orders', 'Invoices', '€23.95', '01/06/2026', 'Simplified invoice']));
    const valencian = drawnText(renderAccountSummaryPdf(sampleExport, 'ca', { compress: false }));
    expect(valencian).toEqual(expect.arrayContaining(['Les teues dades a Ritmo Café', 'Comandes', 'Factures', 'Compte', 'Adreces', '23,95 €']));
  });

  it('says what an offline export lacks, and falls back to Spanish for a language it has no texts for', () => {
    const partial = { ...sampleExport, partial: true, missing: ['refunds', 'reviews'] as const };
    const drawn = drawnText(renderAccountSummaryPdf({ ...partial, missing: [...partial.missing] }, 'fr', { compress: false })).join(' ');
    expect(drawn).toContain('Hecho sin conexión');
    expect(drawn).toContain('devoluciones, valoraciones');
  });

  it('cuts a cell too long for its column instead of running over the next', () => {
    const long = { ...sampleExport, orders: [{ ...sampleExport.orders[0]!, status: 'Un estado muy largo '.repeat(8) }] };
    const drawn = drawnText(renderAccountSummaryPdf(long, 'es', { compress: false }));
    const status = drawn.find((text) => text.startsWith('Un estado muy largo'))!;
    expect(status.endsWith('…')).toBe(true);
    expect(status.length).toBeLessThan(60);
  });

  it('comes out of the worker API as a PDF file, and the JSON file parses back to the export', () => {
    const pdf = new Uint8Array(pdfWorkerApi.accountSummaryPdf(sampleExport, 'es'));
    expect(Buffer.from(pdf.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const json = new TextDecoder().decode(pdfWorkerApi.accountExportJson(sampleExport));
    expect(json).toContain('\n  "format": "ritmo-account-export"');
    expect(v.parse(AccountExportSchema, JSON.parse(json))).toEqual(sampleExport);
    expect(new TextDecoder().decode(accountExportJson(sampleExport))).toBe(json);
  });
});
