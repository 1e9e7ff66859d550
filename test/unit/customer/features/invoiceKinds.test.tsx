import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Invoice } from '../../../../src/api/contract';
import { verificationUrl } from '../../../../src/domain/fiscal/verifactuQr';
import { flatText, loadInvoicesScreen, renderInvoicesScreen, type InvoicesScreenKit } from './support/invoicesScreen';
import { plainInvoice } from '../../data/invoicesFixtures';

vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));
const pdf = vi.hoisted(() => ({ makeInvoicePdf: vi.fn(), downloadPdf: vi.fn() }));
vi.mock('../../../../src/customer/features/invoices/pdfClient', () => pdf);

let InvoicesScreen: typeof import('../../../../src/customer/features/invoices/InvoicesScreen').default;
let db: typeof import('../../../../src/data/db').db;
let mirrorInvoices: InvoicesScreenKit['mirrorInvoices'];

const urlOf = (number: string, total: string) => verificationUrl('test', { issuerNif: 'B12345678', number, issueDate: '10-02-2025', total });
const recipient = { taxId: 'B12345674', name: 'Talleres Eva S.L.', address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid' };
const ticket: Invoice = { ...plainInvoice, invoiceType: 'F2', verificationUrl: urlOf('F2025-000041', '2.40') };
const fullInvoice: Invoice = {
  ...plainInvoice,
  invoiceNumber: 'F2025-000050',
  invoiceDate: '2025-02-11T09:30:00.000Z',
  invoiceType: 'F3',
  recipient,
  relatedInvoiceNumber: 'F2025-000041',
  verificationUrl: urlOf('F2025-000050', '2.40'),
};
const correction: Invoice = {
  ...plainInvoice,
  invoiceNumber: 'R2025-000001',
  invoiceDate: '2025-02-12T09:30:00.000Z',
  invoiceType: 'R5',
  relatedInvoiceNumber: 'F2025-000041',
  products: [{ quantity: 2, description: 'Espresso', price: -1.2, total: -2.4 }],
  totalPrice: -2.4,
  totalPriceNet: -2.18,
  totalPriceVat: -0.22,
  ritmitosLoyalty: 0,
  verificationUrl: urlOf('R2025-000001', '-2.40'),
};

async function open(number: string, language: 'es' | 'en' = 'es') {
  await renderInvoicesScreen(<InvoicesScreen />, language);
  const row = (await screen.findAllByTestId('invoice-row')).find((one) => flatText(one).startsWith(number))!;
  fireEvent.click(row);
  return screen.findByTestId('invoice-detail');
}

beforeAll(async () => {
  ({ InvoicesScreen, db, mirrorInvoices } = await loadInvoicesScreen());
  // The screen's first import compiles its whole feature: slow on a busy machine.
}, 120_000);
beforeEach(async () => {
  await mirrorInvoices([ticket, fullInvoice, correction]);
  pdf.makeInvoicePdf.mockReset().mockResolvedValue(new ArrayBuffer(8));
  pdf.downloadPdf.mockReset();
});
afterEach(cleanup);

describe('the invoices of one order, each by its kind', () => {
  it('lists the ticket, the full invoice replacing it and the correction, the last two named', async () => {
    await renderInvoicesScreen(<InvoicesScreen />);
    const rows = (await screen.findAllByTestId('invoice-row')).map(flatText);
    expect(rows).toEqual([
      expect.stringMatching(/R2025-000001.*Factura rectificativa de F2025-000041.*-2,40 €/),
      expect.stringMatching(/F2025-000050.*Factura.*2,40 €/),
      expect.stringMatching(/F2025-000041.*2,40 €/),
    ]);
    expect(screen.getAllByTestId('invoice-row-kind')).toHaveLength(2);
  });

  it('a ticket: "Factura simplificada", no recipient, and the agency QR with the VERI*FACTU legend', async () => {
    const detail = await open('F2025-000041');
    expect(flatText(within(detail).getByTestId('invoice-kind'))).toBe('Factura simplificada');
    expect(within(detail).queryByTestId('invoice-recipient')).toBeNull();
    const qr = await within(detail).findByTestId('invoice-verification-qr');
    expect(qr.getAttribute('data-url')).toBe(ticket.verificationUrl);
    expect(qr.querySelector('svg')?.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(flatText(within(detail).getByTestId('invoice-verification'))).toContain('VERI*FACTU');
    expect(flatText(within(detail).getByTestId('invoice-verification'))).toContain('Factura verificable en la sede electrónica de la AEAT');
  });

  it('an F3: "Factura", the ticket it replaces and the recipient block, on screen and in the PDF', async () => {
    const detail = await open('F2025-000050');
    expect(flatText(within(detail).getByTestId('invoice-kind'))).toBe('Factura');
    expect(flatText(within(detail).getByTestId('invoice-replaces'))).toBe('Sustituye a la factura simplificada F2025-000041');
    expect(within(detail).getByTestId('invoice-recipient').textContent).toBe('DestinatarioTalleres Eva S.L.NIF: B12345674Calle Mayor 128013 Madrid');
    fireEvent.click(within(detail).getByTestId('invoice-download'));
    await waitFor(() => expect(pdf.makeInvoicePdf).toHaveBeenCalled());
    const content = pdf.makeInvoicePdf.mock.calls[0]![0];
    expect(content.title).toBe('Factura');
    expect(content.header).toEqual(
      expect.arrayContaining([
        'Sustituye a la factura simplificada F2025-000041',
        'Destinatario',
        'Talleres Eva S.L.',
        'NIF: B12345674',
        'Calle Mayor 1',
        '28013 Madrid',
      ]),
    );
    expect(content.verification).toEqual({ url: fullInvoice.verificationUrl, legend: ['VERI*FACTU', 'Factura verificable en la sede electrónica de la AEAT'] });
  });

  it('an R5 in English: the Spanish title with its gloss, negative amounts, and its own QR', async () => {
    const detail = await open('R2025-000001', 'en');
    expect(flatText(within(detail).getByTestId('invoice-kind'))).toBe('Factura rectificativa de F2025-000041 (Corrective invoice of F2025-000041)');
    expect(flatText(within(detail).getByTestId('invoice-grandTotal'))).toMatch(/-€2\.40/);
    const qr = await within(detail).findByTestId('invoice-verification-qr');
    expect(qr.getAttribute('data-url')).toMatch(/numserie=R2025-000001&fecha=10-02-2025&importe=-2\.40$/);
  });

  it('an invoice kept from before it carried a URL shows no QR', async () => {
    await db.invoices.put({ ...plainInvoice, invoiceNumber: 'F2024-000001', fetchedAt: Date.now() });
    const detail = await open('F2024-000001');
    expect(within(detail).queryByTestId('invoice-verification')).toBeNull();
  });
});
