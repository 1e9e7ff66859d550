import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ORDER_STATUS } from '../../../src/api/contract/statuses';
import { markOrderPaid } from '../../../server/modules/orders/paymentState';
import { invoices, verifactuRecords } from '../../../server/platform/db/schema';
import type { AltaRecord } from '../../../server/platform/db/verifactuRecordTypes';
import type { ManageBed } from '../surfaces/manage/manageBed';
import { move } from './counterBed';
import { call, createCustomer, dataOf, type TestCustomer } from './customers';
import { cartLine, orderBody, postOrder } from './orderBed';
import { PAID } from './paidSettings';

export const ISSUER = 'B98765431';
export const ANA_FISCAL = { taxId: '12345678Z', name: 'Ana García López', address: 'Carrer de Sueca 1', postalCode: '46006', city: 'València' };
export const CAFES_FISCAL = { taxId: 'B12345674', name: 'Cafés del Turia; "S.L."', address: 'Avinguda del Port 10', postalCode: '46023', city: 'València' };

/** The sales the VAT book tests read: what each invoice is, by number. */
export interface BookSales {
  /** Ticket numbers per shop day. */
  tickets: Record<string, string[]>;
  f1: string;
  /** The F3 and the ticket it replaced. */
  f3: string;
  replaced: string;
  /** The R5 of a paid order the shop cancelled, and the ticket it rectifies. */
  r5: string;
  rectified: string;
}

const at = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);

/**
 * Sales through the real calls on two shop days of June 2026 (the second quarter): tickets paid, a full
 * invoice (F1) paid with the customer's details, a ticket replaced by an F3 on the customer's request, and a
 * paid order the shop cancels (its R5).
 */
export async function makeSales(bed: ManageBed): Promise<BookSales> {
  const ana = await createCustomer(bed.db, 'ana.book@example.com', { name: 'Ana' });
  const cafes = await createCustomer(bed.db, 'cafes.book@example.com', { name: 'Cafés' });
  for (const [who, details] of [
    [ana, ANA_FISCAL],
    [cafes, CAFES_FISCAL],
  ] as const)
    if ((await call(bed.app, 'PUT', '/api/customer/fiscal', who.auth, details)).status !== 200) throw new Error('fiscal details refused');

  const sale = async (
    who: TestCustomer,
    fullInvoice = false,
    lines: [string, number][] = [
      ['P1005', 1],
      ['P1001', 2],
    ],
  ) => {
    const cart = await Promise.all(lines.map(([code, quantity]) => cartLine(bed.db, code, quantity)));
    const body = { ...(await orderBody(bed.db, who.id, cart, { now: bed.clock.now })), ...(fullInvoice ? { fullInvoice } : {}) };
    const { order } = dataOf('orderCreate', await postOrder(bed.app, who, body));
    await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, bed.clock.now, PAID));
    const issued = await bed.db.select().from(invoices).where(eq(invoices.orderId, order.orderId));
    return { orderId: order.orderId, number: issued[0]!.invoiceNumber };
  };

  const tickets: Record<string, string[]> = { '2026-06-17': [], '2026-06-18': [] };
  bed.clock.now = at('2026-06-17', '09:00');
  for (let n = 0; n < 3; n += 1) tickets['2026-06-17']!.push((await sale(ana, false, [['P1001', n + 1]])).number);
  const f1 = (await sale(cafes, true)).number;
  const toReplace = await sale(ana);
  const cancelled = await sale(ana);
  bed.clock.now = at('2026-06-17', '09:05');
  const moved = await move(bed.app, bed.staff.manager, cancelled.orderId, ORDER_STATUS.cancel, ORDER_STATUS.pending);
  if (moved.status !== 200) throw new Error(`cancel refused: ${moved.status}`);

  bed.clock.now = at('2026-06-18', '10:00');
  for (let n = 0; n < 2; n += 1) tickets['2026-06-18']!.push((await sale(cafes)).number);
  const asked = await call(bed.app, 'POST', `/api/customer/invoices/${toReplace.number}/full-invoice`, ana.auth, {});
  if (asked.status !== 200) throw new Error(`F3 refused: ${asked.status}`);
  tickets['2026-06-17']!.push(cancelled.number);

  const [r5] = await bed.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, cancelled.orderId), eq(invoices.invoiceType, 'R5')));
  const [f3] = await bed.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, toReplace.orderId), eq(invoices.invoiceType, 'F3')));
  return { tickets, f1, f3: f3!.invoiceNumber, replaced: toReplace.number, r5: r5!.invoiceNumber, rectified: cancelled.number };
}

/** A file of the book as the owner downloads it. */
export async function download(bed: ManageBed, query: string) {
  const response = await bed.app.request(`/api/manage/vat-book?${query}`, { headers: bed.staff.owner.auth });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Cents of an amount written "-12,34". */
export const centsOf = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

/** Base and VAT in cents per rate of a list of rows. */
export function perRate(rows: { percent: number; base: number; vat: number }[]): Record<string, { base: number; vat: number }> {
  const out: Record<string, { base: number; vat: number }> = {};
  for (const row of rows) {
    const sum = (out[String(row.percent)] ??= { base: 0, vat: 0 });
    sum.base += row.base;
    sum.vat += row.vat;
  }
  return out;
}

/** The CSV's rows (header left out) split into fields; fields quoted by the writer unquoted. */
export function csvRows(text: string): string[][] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  return lines.map((line) => {
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < line.length; i += 1) {
      const char = line[i]!;
      if (quoted) {
        if (char === '"' && line[i + 1] === '"') {
          field += '"';
          i += 1;
        } else if (char === '"') quoted = false;
        else field += char;
      } else if (char === '"') quoted = true;
      else if (char === ';') {
        fields.push(field);
        field = '';
      } else field += char;
    }
    fields.push(field);
    return fields;
  });
}

/** The XLSX's rows as values, read back with ExcelJS. */
export async function xlsxRows(bytes: Uint8Array): Promise<(string | number)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: (string | number)[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: (string | number)[] = [];
    for (let column = 1; column <= 36; column += 1) {
      const value = row.getCell(column).value;
      values.push(typeof value === 'number' ? value : value === null || value === undefined ? '' : String(value));
    }
    rows.push(values);
  });
  return rows;
}

/** Base and VAT in cents per rate of the issuer's invoices as the database keeps them, a replaced ticket left out. */
export async function invoicesPerRate(bed: ManageBed, from: string, to: string) {
  const all = await bed.db.select().from(invoices).where(eq(invoices.issuerNif, ISSUER));
  const replaced = new Set(all.filter((invoice) => invoice.invoiceType === 'F3').map((invoice) => invoice.relatedInvoiceId));
  const counted = all.filter((invoice) => invoice.shopDate! >= from && invoice.shopDate! <= to && !replaced.has(invoice.id));
  return perRate(
    counted.flatMap((invoice) =>
      (invoice.vatRates ?? []).map((rate) => ({ percent: rate.percent, base: Math.round(rate.base * 100), vat: Math.round(rate.vat * 100) })),
    ),
  );
}

/** The same from the invoices' VeriFactu issue records (the agency's breakdown), a replaced ticket's record left out. */
export async function recordsPerRate(bed: ManageBed, numbers: readonly string[], replaced: readonly string[]) {
  const kept = numbers.filter((number) => !replaced.includes(number));
  const rows = await bed.db
    .select({ fields: verifactuRecords.fields })
    .from(verifactuRecords)
    .innerJoin(invoices, eq(invoices.id, verifactuRecords.invoiceId))
    .where(and(eq(verifactuRecords.kind, 'alta'), inArray(invoices.invoiceNumber, [...kept])));
  return perRate(
    rows.flatMap(({ fields }) =>
      (fields as AltaRecord).breakdown.map((line) => ({
        percent: Number(line.rate),
        base: Math.round(Number(line.base) * 100),
        vat: Math.round(Number(line.vat) * 100),
      })),
    ),
  );
}
