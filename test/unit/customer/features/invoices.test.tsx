import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appState } from './support/appHooks.mock';
import { setSessionToken } from './loginTestKit';
import { flatText, loadInvoicesScreen, renderInvoicesScreen, type InvoicesScreenKit } from './support/invoicesScreen';
import { loyaltyInvoice, plainInvoice, ratesInvoice, vatInvoice } from '../../data/invoicesFixtures';
import { useLocation, useNavigate } from 'react-router-dom';

/** The browser's (or Android's) Back, and the address it leads to. */
function HistoryBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button type="button" data-testid="history-back" data-address={location.pathname + location.search} onClick={() => void navigate(-1)}>
      history back
    </button>
  );
}

vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));
const pdf = vi.hoisted(() => ({ makeInvoicePdf: vi.fn(), downloadPdf: vi.fn() }));
vi.mock('../../../../src/customer/features/invoices/pdfClient', () => pdf);

let InvoicesScreen: typeof import('../../../../src/customer/features/invoices/InvoicesScreen').default;
let db: typeof import('../../../../src/data/db').db;
let mirrorInvoices: InvoicesScreenKit['mirrorInvoices'];

beforeAll(async () => {
  ({ InvoicesScreen, db, mirrorInvoices } = await loadInvoicesScreen());
});
beforeEach(async () => {
  await mirrorInvoices([plainInvoice, loyaltyInvoice]);
  pdf.makeInvoicePdf.mockReset();
  pdf.downloadPdf.mockReset();
  appState.alert.mockReset();
});
afterEach(cleanup);

describe('InvoicesScreen list (spec §2)', () => {
  it('lists the invoices newest first with number, DD/MM/YYYY date, total and points, and a back link', async () => {
    await renderInvoicesScreen(<InvoicesScreen />);
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows.map(flatText)).toEqual([
      expect.stringMatching(/F2025-000042.*14\/02\/2025.*6,50 €.*30 ritmitos/),
      expect.stringMatching(/F2025-000041.*10\/02\/2025.*2,40 €.*12 ritmitos/),
    ]);
    expect(screen.getByRole('link', { name: /Volver/ }).getAttribute('href')).toBe('/user');
  });

  it('writes the same count the same way in the list and in the detail, and the invoice number as issued', async () => {
    await db.invoices.put({ ...plainInvoice, invoiceNumber: '2190', ritmitosLoyalty: 2190, fetchedAt: Date.now() });
    await renderInvoicesScreen(<InvoicesScreen />, 'en');
    const row = (await screen.findAllByTestId('invoice-row')).find((candidate) => flatText(candidate).startsWith('2190'))!;
    expect(flatText(row)).toMatch(/^2190.*2,190 ritmitos$/);
    fireEvent.click(row);
    const detail = await screen.findByTestId('invoice-detail');
    expect(flatText(detail)).toContain('Invoice 2190');
    expect(flatText(within(detail).getByTestId('invoice-pointsEarned'))).toBe('Ritmitos earned2,190');
  });

  it('says so when there are no invoices', async () => {
    await db.invoices.clear();
    await renderInvoicesScreen(<InvoicesScreen />, 'en');
    expect((await screen.findByTestId('invoices-empty')).textContent).toContain('No invoices yet');
  });

  it('asks to sign in when signed out', async () => {
    setSessionToken(null);
    await renderInvoicesScreen(<InvoicesScreen />);
    expect(await screen.findByTestId('sign-in-first')).toBeTruthy();
    expect(screen.queryByTestId('invoice-row')).toBeNull();
  });
});

describe('InvoicesScreen detail (spec §2)', () => {
  it('shows the legal header, number, date, lines, loyalty and discount rows, totals and points', async () => {
    await renderInvoicesScreen(<InvoicesScreen />);
    fireEvent.click((await screen.findAllByTestId('invoice-row'))[0]!);
    const detail = await screen.findByTestId('invoice-detail');
    const legal = within(detail).getByTestId('invoice-legal');
    expect(flatText(legal)).toContain('Ritmo Café SL');
    expect(flatText(legal)).toContain('Calle Colón 12');
    expect(flatText(legal)).toContain('46004 Valencia');
    expect(flatText(legal)).toContain('NIF: B12345678');
    expect(flatText(detail)).toContain('Factura F2025-000042');
    expect(flatText(detail)).toContain('Fecha: 14/02/2025');
    const lines = within(detail).getAllByTestId('invoice-line').map(flatText);
    expect(lines[0]).toMatch(/^1.*Café con leche de avena.*caramelo salado.*1 × 4,10 €.*4,10 €$/);
    expect(lines[1]).toMatch(/^3.*Croissant.*3 × 1,50 €.*4,50 €$/);
    expect(flatText(within(detail).getByTestId('invoice-loyaltyAmount'))).toBe('Pagado con ritmitos1,60 €');
    expect(flatText(within(detail).getByTestId('invoice-discount'))).toBe('Descuento0,50 €');
    expect(flatText(within(detail).getByTestId('invoice-totalNet'))).toBe('Base imponible5,91 €');
    expect(flatText(within(detail).getByTestId('invoice-totalVat'))).toBe('IVA0,59 €');
    expect(flatText(within(detail).getByTestId('invoice-grandTotal'))).toBe('Total (IVA incluido)6,50 €');
    expect(flatText(within(detail).getByTestId('invoice-pointsEarned'))).toBe('Ritmitos acumulados30');
    expect(flatText(within(detail).getByTestId('invoice-pointsUsed'))).toBe('Ritmitos usados160');
  });

  it('hides the loyalty and discount rows when they are 0, and Back returns to the list', async () => {
    await renderInvoicesScreen(<InvoicesScreen />, 'en');
    fireEvent.click((await screen.findAllByTestId('invoice-row'))[1]!);
    const detail = await screen.findByTestId('invoice-detail');
    expect(within(detail).queryByTestId('invoice-loyaltyAmount')).toBeNull();
    expect(within(detail).queryByTestId('invoice-discount')).toBeNull();
    expect(flatText(within(detail).getByTestId('invoice-grandTotal'))).toBe('Total (VAT included)€2.40');
    fireEvent.click(within(detail).getByRole('button', { name: /Back/ }));
    expect(await screen.findAllByTestId('invoice-row')).toHaveLength(2);
    expect(screen.queryByTestId('invoice-detail')).toBeNull();
  });
});

describe('an invoice detail has its own address', () => {
  it('opens at ?invoice=<number>, and the browser’s Back returns to the list', async () => {
    await renderInvoicesScreen(
      <>
        <InvoicesScreen />
        <HistoryBack />
      </>,
    );
    fireEvent.click((await screen.findAllByTestId('invoice-row'))[1]!);
    expect(flatText(await screen.findByTestId('invoice-detail'))).toContain('F2025-000041');
    expect(screen.getByTestId('history-back').dataset.address).toBe('/user/invoices?invoice=F2025-000041');
    fireEvent.click(screen.getByTestId('history-back'));
    expect(await screen.findAllByTestId('invoice-row')).toHaveLength(2);
    expect(screen.queryByTestId('invoice-detail')).toBeNull();
    expect(screen.getByTestId('history-back').dataset.address).toBe('/user/invoices');
  });

  it('opens the detail straight from its address, as after a reload', async () => {
    await renderInvoicesScreen(<InvoicesScreen />, 'es', '/user/invoices?invoice=F2025-000042');
    expect(flatText(await screen.findByTestId('invoice-detail'))).toContain('Factura F2025-000042');
  });
});

describe('a simplified invoice (factura simplificada) with VAT figures', () => {
  beforeEach(async () => {
    await db.invoices.put({ ...vatInvoice, fetchedAt: Date.now() });
  });

  it("shows the title, each line's unit price and VAT rate, and the base and VAT per rate", async () => {
    await renderInvoicesScreen(<InvoicesScreen />);
    fireEvent.click((await screen.findAllByTestId('invoice-row'))[0]!);
    const detail = await screen.findByTestId('invoice-detail');
    expect(flatText(within(detail).getByTestId('invoice-kind'))).toBe('Factura simplificada');
    const lines = within(detail).getAllByTestId('invoice-line').map(flatText);
    expect(lines[0]).toMatch(/2 × 2,20 € · IVA 10 %.*4,40 €$/);
    expect(lines[1]).toMatch(/1 × 12,00 € · IVA 21 %.*12,00 €$/);
    expect(within(detail).getAllByTestId('invoice-vat-rate').map(flatText)).toEqual(['10 %4,00 €0,40 €', '21 %9,92 €2,08 €']);
  });

  it('keeps the Spanish legal title with an English gloss, and prints the breakdown in English', async () => {
    pdf.makeInvoicePdf.mockResolvedValue(new ArrayBuffer(8));
    await renderInvoicesScreen(<InvoicesScreen />, 'en');
    fireEvent.click((await screen.findAllByTestId('invoice-row'))[0]!);
    expect(flatText(await screen.findByTestId('invoice-kind'))).toBe('Factura simplificada (Simplified invoice)');
    fireEvent.click(screen.getByTestId('invoice-download'));
    await waitFor(() => expect(pdf.downloadPdf).toHaveBeenCalled());
    const content = pdf.makeInvoicePdf.mock.calls[0]![0];
    expect(content.title).toBe('Factura simplificada (Simplified invoice)');
    expect(content.products.map((line: { detail: string }) => line.detail)).toEqual(['2 × €2.20 · VAT 10%', '1 × €12.00 · VAT 21%', '1 × €1.50 · VAT 10%']);
    expect(content.vatTable).toEqual({
      head: ['VAT rate', 'Net', 'VAT'],
      rows: [
        ['10%', '€4.00', '€0.40'],
        ['21%', '€9.92', '€2.08'],
      ],
    });
    expect(content.totals.at(-1)).toEqual({ label: 'Total (VAT included)', value: '€16.40' });
  });
});

describe('an invoice that carries its VAT per rate', () => {
  beforeEach(async () => {
    await db.invoices.put({ ...ratesInvoice, fetchedAt: Date.now() });
  });

  it("shows the rate's base and VAT, 7,18 € + 0,72 € for 7,90 € at 10 %, and the same in the totals and the PDF content", async () => {
    pdf.makeInvoicePdf.mockResolvedValue(new ArrayBuffer(8));
    await renderInvoicesScreen(<InvoicesScreen />);
    fireEvent.click((await screen.findAllByTestId('invoice-row'))[0]!);
    const detail = await screen.findByTestId('invoice-detail');
    expect(within(detail).getAllByTestId('invoice-vat-rate').map(flatText)).toEqual(['10 %7,18 €0,72 €']);
    expect(flatText(detail)).toMatch(/Base imponible\s*7,18 €\s*IVA\s*0,72 €\s*Total \(IVA incluido\)\s*7,90 €/);
    fireEvent.click(screen.getByTestId('invoice-download'));
    await waitFor(() => expect(pdf.downloadPdf).toHaveBeenCalled());
    const content = pdf.makeInvoicePdf.mock.calls[0]![0];
    expect(content.vatTable.rows.map((row: string[]) => row.map((cell) => cell.replace(/\s/g, ' ')))).toEqual([['10 %', '7,18 €', '0,72 €']]);
  });
});

describe('invoice PDF download', () => {
  it('sends the invoice as printed to the worker and downloads invoice-<number>.pdf', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.3 test').buffer;
    pdf.makeInvoicePdf.mockResolvedValue(bytes);
    await renderInvoicesScreen(<InvoicesScreen />);
    fireEvent.click((await screen.findAllByTestId('invoice-row'))[0]!);
    fireEvent.click(await screen.findByTestId('invoice-download'));
    await waitFor(() => expect(pdf.downloadPdf).toHaveBeenCalledWith(bytes, 'invoice-F2025-000042.pdf'));
    const content = pdf.makeInvoicePdf.mock.calls[0]![0];
    expect(content.header).toEqual(['Ritmo Café SL', 'Calle Colón 12', '46004 Valencia', 'NIF: B12345678', '', 'Factura F2025-000042', 'Fecha: 14/02/2025']);
    expect(content.products).toEqual([
      {
        quantity: 1,
        description: loyaltyInvoice.products[0]!.description,
        amount: expect.stringMatching(/^4,10\s€$/),
        detail: expect.stringMatching(/^1 × 4,10\s€$/),
      },
      { quantity: 3, description: 'Croissant', amount: expect.stringMatching(/^4,50\s€$/), detail: expect.stringMatching(/^3 × 1,50\s€$/) },
    ]);
    // Stored before invoices carried VAT figures: no rates to break down, the totals stand alone.
    expect(content.title).toBe('Factura simplificada');
    expect(content.vatTable).toBeNull();
    expect(content.totals.map((row: { label: string }) => row.label)).toEqual([
      'Pagado con ritmitos',
      'Descuento',
      'Base imponible',
      'IVA',
      'Total (IVA incluido)',
    ]);
    expect(content.points).toEqual([
      { label: 'Ritmitos acumulados', value: '30' },
      { label: 'Ritmitos usados', value: '160' },
    ]);
    expect(appState.alert).not.toHaveBeenCalled();
  });

  it('shows the danger alert when the PDF cannot be made', async () => {
    pdf.makeInvoicePdf.mockRejectedValue(new Error('worker crashed'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderInvoicesScreen(<InvoicesScreen />, 'en');
    fireEvent.click((await screen.findAllByTestId('invoice-row'))[0]!);
    fireEvent.click(await screen.findByTestId('invoice-download'));
    await waitFor(() => expect(appState.alert).toHaveBeenCalledWith({ type: 'danger', text: 'Error generating the pdf, contact the administrator.' }));
    expect(pdf.downloadPdf).not.toHaveBeenCalled();
    expect((screen.getByTestId('invoice-download') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('downloadPdf (the page makes the file, DESIGN §8)', () => {
  it('offers the bytes as a Blob URL download with the given name', async () => {
    const { downloadPdf } = await vi.importActual<typeof import('../../../../src/customer/features/invoices/pdfClient')>(
      '../../../../src/customer/features/invoices/pdfClient',
    );
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:invoice';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    downloadPdf(new TextEncoder().encode('%PDF-1.3').buffer, 'invoice-F1.pdf');
    click.mockRestore();
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('invoice-F1.pdf');
    expect(clicked[0]!.href).toBe('blob:invoice');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(blobs[0]!.type).toBe('application/pdf');
    expect(await blobs[0]!.text()).toBe('%PDF-1.3');
  });
});
