import type { BookRow } from './vatBookRows';

/**
 * The columns of the AEAT's "Libro registro de facturas expedidas" in its normalised layout for the VAT
 * books (Libros registro de IVA e IRPF, formato de los libros registro, sheet of issued invoices), in
 * its order and with its names. Columns the chain has nothing to write in (the income-tax ones, cash
 * accounting, equivalence surcharge, withholding, property) stay in place, empty, so the file imports as
 * the layout expects. docs/using/money-vat-book.md maps each one.
 */
export const VAT_BOOK_COLUMNS = [
  'Autoliquidación: Ejercicio',
  'Autoliquidación: Periodo',
  'Actividad: Código',
  'Actividad: Tipo',
  'Actividad: Epígrafe IAE',
  'Tipo de Factura',
  'Concepto de Ingreso',
  'Ingreso Computable',
  'Fecha Expedición',
  'Fecha Operación',
  'Identificación de la Factura: Serie',
  'Identificación de la Factura: Número',
  'Identificación de la Factura: Número-Final',
  'NIF Destinatario: Tipo',
  'NIF Destinatario: Código País',
  'NIF Destinatario: Identificación',
  'Nombre Destinatario',
  'Clave de Operación',
  'Calificación de la Operación',
  'Operación Exenta',
  'Total Factura',
  'Base Imponible',
  'Tipo de IVA',
  'Cuota IVA Repercutida',
  'Tipo de Recargo eq.',
  'Cuota Recargo eq.',
  'Cobro: Fecha',
  'Cobro: Importe',
  'Cobro: Medio Utilizado',
  'Cobro: Identificación Medio Utilizado',
  'Tipo Retención del IRPF',
  'Importe Retenido del IRPF',
  'Registro Acuerdo Facturación',
  'Inmueble: Situación',
  'Inmueble: Referencia Catastral',
  'Referencia Externa',
] as const;

/** ClaveRegimen 01: operation under the general regime. */
export const OPERATION_KEY = '01';
/** Calificación S1: subject to VAT, not exempt, no reverse charge. */
export const OPERATION_QUALIFICATION = 'S1';

/** A cell: text, or an amount in cents, or a rate in percent (numbers the spreadsheet can add). */
export type VatBookCell = string | { cents: number } | { percent: number };

/** The layout writes dates dd/mm/aaaa. */
export function bookDate(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** The row's cells, one per column of VAT_BOOK_COLUMNS. */
export function vatBookCells(row: BookRow): VatBookCell[] {
  return [
    row.year,
    row.period,
    '',
    '',
    '',
    row.type,
    '',
    '',
    bookDate(row.day),
    '',
    row.series,
    row.number,
    row.lastNumber,
    '',
    '',
    row.recipientNif,
    row.recipientName,
    OPERATION_KEY,
    OPERATION_QUALIFICATION,
    '',
    { cents: row.totalCents },
    { cents: row.baseCents },
    { percent: row.percent },
    { cents: row.vatCents },
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    row.related,
  ];
}

/** Cents as the Spanish write them in a CSV: decimal comma, two decimals, no thousands mark ("-1234,50"). */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A rate in percent with two decimals and a decimal comma ("21,00", "5,50"). */
export function csvPercent(percent: number): string {
  return csvAmount(Math.round(percent * 100));
}

/** Spanish spreadsheets split on `;` (the comma is their decimal mark) and read UTF-8 only after a BOM. */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/** One field, quoted when it holds the separator, a quote or a line break; quotes inside are doubled. */
export function csvText(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function csvCell(cell: VatBookCell): string {
  if (typeof cell === 'string') return csvText(cell);
  return 'cents' in cell ? csvAmount(cell.cents) : csvPercent(cell.percent);
}

/** The CSV's first line: the BOM and the column names. */
export function csvHeader(): string {
  return CSV_BOM + VAT_BOOK_COLUMNS.map(csvText).join(CSV_SEPARATOR) + CSV_LINE_END;
}

/** One row as a CSV line, with its line end. */
export function csvLine(row: BookRow): string {
  return vatBookCells(row).map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END;
}

/** The row's cells for a spreadsheet: amounts as numbers in euros, so its sums add up; an empty cell left out (null). */
export function sheetValues(row: BookRow): (string | number | null)[] {
  return vatBookCells(row).map((cell) => (typeof cell === 'string' ? cell || null : 'cents' in cell ? cell.cents / 100 : cell.percent));
}

/** The file's name: the issuer and the days it covers. */
export function vatBookFileName(issuer: string, from: string, to: string, format: 'csv' | 'xlsx'): string {
  return `libro-iva-expedidas-${issuer}-${from}-${to}.${format}`;
}
