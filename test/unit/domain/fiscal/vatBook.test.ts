import { describe, expect, it } from 'vitest';
import { figures303 } from '../../../../src/domain/fiscal/vat303';
import { bookDate, csvAmount, csvHeader, csvLine, csvPercent, sheetValues, VAT_BOOK_COLUMNS } from '../../../../src/domain/fiscal/vatBookLayout';
import { periodDays, periodOf, returnPeriodOf } from '../../../../src/domain/fiscal/vatBookPeriod';
import { splitInvoiceNumber, totalsPerRate, vatBookBuilder, type BookInvoiceRate, type BookRow } from '../../../../src/domain/fiscal/vatBookRows';

const ticket = (number: string, day: string, percent: number, baseCents: number, vatCents: number, totalCents = baseCents + vatCents): BookInvoiceRate => ({
  number,
  type: 'F2',
  day,
  recipientNif: null,
  recipientName: null,
  related: null,
  totalCents,
  percent,
  baseCents,
  vatCents,
});

function build(inputs: BookInvoiceRate[], summarise = true): BookRow[] {
  const builder = vatBookBuilder('quarter', { summarise });
  return [...inputs.flatMap((input) => builder.push(input)), ...builder.end()];
}

describe('the VAT book period', () => {
  it('knows a whole month, quarter or year, and nothing else', () => {
    expect(periodOf('2026-10-01', '2026-12-31')).toEqual({ kind: 'quarter', from: '2026-10-01', to: '2026-12-31' });
    expect(periodOf('2026-02-01', '2026-02-28')?.kind).toBe('month');
    expect(periodOf('2028-02-01', '2028-02-29')?.kind).toBe('month');
    expect(periodOf('2026-01-01', '2026-12-31')?.kind).toBe('year');
    expect(periodOf('2026-01-01', '2026-03-31')?.kind).toBe('quarter');
    for (const [from, to] of [
      ['2026-02-01', '2026-03-31'],
      ['2026-10-02', '2026-12-31'],
      ['2026-12-01', '2027-01-31'],
      ['2026-12-31', '2026-10-01'],
      ['2026-02-01', '2026-02-29'],
      ['x', '2026-01-31'],
    ])
      expect(periodOf(from!, to!), `${from} ${to}`).toBeNull();
    expect(periodDays('quarter', 2026, 4)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });

  it("writes the return's period as the layout: quarter 1T–4T, month 01–12", () => {
    expect(returnPeriodOf('2026-11-15', 'quarter')).toBe('4T');
    expect(returnPeriodOf('2026-03-31', 'year')).toBe('1T');
    expect(returnPeriodOf('2026-11-15', 'month')).toBe('11');
  });
});

describe('the VAT book rows', () => {
  it("summarises a day's tickets per rate with the first and last number, after the day's own rows", () => {
    const f1: BookInvoiceRate = { ...ticket('F2026-000003', '2026-10-01', 10, 1000, 100), type: 'F1', recipientNif: 'B12345674', recipientName: 'Cafés' };
    const rows = build([
      ticket('F2026-000001', '2026-10-01', 10, 300, 30),
      ticket('F2026-000002', '2026-10-01', 10, 200, 20),
      ticket('F2026-000002', '2026-10-01', 21, 100, 21),
      f1,
      ticket('F2026-000004', '2026-10-01', 10, 100, 10),
      ticket('F2026-000005', '2026-10-02', 10, 100, 10),
    ]);
    expect(
      rows.map((row) => [row.type, row.day, row.percent, row.series, row.number, row.lastNumber, row.baseCents, row.vatCents, row.totalCents, row.tickets]),
    ).toEqual([
      ['F1', '2026-10-01', 10, 'F2026', '000003', '', 1000, 100, 1100, 1],
      ['F4', '2026-10-01', 10, 'F2026', '000001', '000004', 600, 60, 660, 3],
      ['F4', '2026-10-01', 21, 'F2026', '000002', '000002', 100, 21, 121, 1],
      ['F4', '2026-10-02', 10, 'F2026', '000005', '000005', 100, 10, 110, 1],
    ]);
    expect(rows[0]).toMatchObject({ recipientNif: 'B12345674', recipientName: 'Cafés', year: '2026', period: '4T' });
  });

  it('lists a ticket over 3,000 € on its own rows, and every ticket when asked to', () => {
    const rows = build([ticket('F2026-000001', '2026-10-01', 21, 250_000, 52_500), ticket('F2026-000002', '2026-10-01', 21, 100, 21)]);
    expect(rows.map((row) => row.type)).toEqual(['F2', 'F4']);
    expect(build([ticket('F2026-000001', '2026-10-01', 21, 100, 21), ticket('F2026-000002', '2026-10-01', 21, 100, 21)], false).map((row) => row.type)).toEqual(
      ['F2', 'F2'],
    );
  });

  it('keeps series apart in a summary, and rectifying invoices with their type and the invoice they rectify', () => {
    const r5: BookInvoiceRate = { ...ticket('R2026-000001', '2026-10-01', 10, -300, -30), type: 'R5', related: 'F2025-000009' };
    const rows = build([ticket('F2025-000009', '2026-10-01', 10, 300, 30), ticket('F2026-000001', '2026-10-01', 10, 100, 10), r5]);
    expect(rows.map((row) => [row.type, row.series, row.number, row.related])).toEqual([
      ['R5', 'R2026', '000001', 'F2025-000009'],
      ['F4', 'F2025', '000009', ''],
      ['F4', 'F2026', '000001', ''],
    ]);
    expect(totalsPerRate(rows)).toEqual([{ percent: 10, baseCents: 100, vatCents: 10 }]);
  });

  it('splits an invoice number into series and number', () => {
    expect(splitInvoiceNumber('F2026-000042')).toEqual({ series: 'F2026', number: '000042' });
    expect(splitInvoiceNumber('123')).toEqual({ series: '', number: '123' });
  });
});

describe('the VAT book layout', () => {
  const row = build([
    {
      ...ticket('R2026-000007', '2026-11-05', 10, -123_456, -12_346),
      type: 'R1',
      recipientNif: 'B12345674',
      recipientName: 'Cafés; "S.L."',
      related: 'F2026-000001',
    },
  ])[0]!;

  it('writes amounts with a decimal comma and dates dd/mm/aaaa', () => {
    expect([csvAmount(0), csvAmount(5), csvAmount(-123_456), csvAmount(100_000_00)]).toEqual(['0,00', '0,05', '-1234,56', '100000,00']);
    expect([csvPercent(21), csvPercent(5.5), csvPercent(0)]).toEqual(['21,00', '5,50', '0,00']);
    expect(bookDate('2026-11-05')).toBe('05/11/2026');
  });

  it("writes a CSV line in the layout's 36 columns, quoting what holds `;` or quotes", () => {
    expect(csvHeader().startsWith('\uFEFFAutoliquidación: Ejercicio;Autoliquidación: Periodo;Actividad: Código;')).toBe(true);
    expect(csvHeader().endsWith('Referencia Externa\r\n')).toBe(true);
    expect(csvLine(row)).toBe(
      '2026;4T;;;;R1;;;05/11/2026;;R2026;000007;;;;B12345674;"Cafés; ""S.L.""";01;S1;;-1358,02;-1234,56;10,00;-123,46;;;;;;;;;;;;F2026-000001\r\n',
    );
    expect(VAT_BOOK_COLUMNS).toHaveLength(36);
  });

  it('gives a spreadsheet amounts in euros as numbers', () => {
    const values = sheetValues(row);
    expect(values).toHaveLength(36);
    expect(values.slice(20, 24)).toEqual([-1358.02, -1234.56, 10, -123.46]);
    expect(values[2]).toBeNull();
  });
});

describe("form 303's figures", () => {
  it('fills the boxes of each rate, puts corrections in 14–15 and adds box 27', () => {
    const figures = figures303({
      issued: [
        { percent: 10, baseCents: 10_000, vatCents: 1_000 },
        { percent: 21, baseCents: 5_000, vatCents: 1_050 },
        { percent: 5, baseCents: 100, vatCents: 5 },
      ],
      corrections: [{ percent: 10, baseCents: -1_000, vatCents: -100 }],
    });
    expect(figures.rates.map((rate) => [rate.percent, rate.boxes?.base ?? null, rate.netBaseCents, rate.netVatCents])).toEqual([
      [5, null, 100, 5],
      [10, '04', 9_000, 900],
      [21, '07', 5_000, 1_050],
    ]);
    expect(figures.modification).toEqual({ baseCents: -1_000, vatCents: -100 });
    expect(figures.totalVatCents).toBe(1_955);
    expect(figures.netBaseCents).toBe(14_100);
  });
});
