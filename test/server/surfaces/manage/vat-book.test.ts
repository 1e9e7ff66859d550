import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookInputs } from '../../../../server/modules/fiscal/vatBook/bookInputs';
import { invoices } from '../../../../server/platform/db/schema';
import { VAT_BOOK_COLUMNS } from '../../../../src/domain/fiscal/vatBookLayout';
import { backends } from '../../harness';
import {
  ANA_FISCAL,
  CAFES_FISCAL,
  centsOf,
  csvRows,
  download,
  invoicesPerRate,
  ISSUER,
  makeSales,
  perRate,
  recordsPerRate,
  xlsxRows,
  type BookSales,
} from '../../support/vatBookBed';
import { manageBed, type ManageBed } from './manageBed';

const Q2 = 'from=2026-04-01&to=2026-06-30';
const column = (name: (typeof VAT_BOOK_COLUMNS)[number]) => VAT_BOOK_COLUMNS.indexOf(name);
const TYPE = column('Tipo de Factura');
const SERIES = column('Identificación de la Factura: Serie');
const NUMBER = column('Identificación de la Factura: Número');
const LAST = column('Identificación de la Factura: Número-Final');
const NIF = column('NIF Destinatario: Identificación');
const NAME = column('Nombre Destinatario');
const BASE = column('Base Imponible');
const RATE = column('Tipo de IVA');
const VAT = column('Cuota IVA Repercutida');
const RELATED = column('Referencia Externa');

const full = (row: string[] | (string | number)[]) => `${row[SERIES]}-${row[NUMBER]}`;

describe.each(backends)('the VAT book on $name', (backend) => {
  let bed: ManageBed;
  let sales: BookSales;
  beforeAll(async () => {
    bed = await manageBed(backend);
    sales = await makeSales(bed);
  });
  afterAll(async () => {
    await bed?.dispose();
  });

  it('writes the CSV as the AEAT layout: BOM, `;`, the layout header, dates dd/mm/aaaa, decimal commas', async () => {
    const file = await download(bed, `issuer=${ISSUER}&${Q2}&format=csv`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="libro-iva-expedidas-${ISSUER}-2026-04-01-2026-06-30.csv"`);
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(file.bytes);
    const [header, ...rows] = csvRows(text);
    expect(header).toEqual([...VAT_BOOK_COLUMNS]);
    expect(text.split('\r\n')[0]).toContain('Autoliquidación: Ejercicio;Autoliquidación: Periodo;');
    for (const row of rows) {
      expect(row).toHaveLength(36);
      expect(row[0]).toBe('2026');
      expect(row[1]).toBe('2T');
      expect(row[column('Fecha Expedición')]).toMatch(/^1[78]\/06\/2026$/);
      expect(row[BASE]).toMatch(/^-?\d+,\d\d$/);
      expect(row[VAT]).toMatch(/^-?\d+,\d\d$/);
      expect(row[RATE]).toMatch(/^\d+,\d\d$/);
      expect(row[column('Clave de Operación')]).toBe('01');
      expect(row[column('Calificación de la Operación')]).toBe('S1');
    }
    // A full invoice with its customer's NIF and name (quoted: it holds `;` and quotes).
    const f1 = rows.find((row) => full(row) === sales.f1)!;
    expect(f1[TYPE]).toBe('F1');
    expect([f1[NIF], f1[NAME]]).toEqual([CAFES_FISCAL.taxId, CAFES_FISCAL.name]);
    expect(text).toContain(';"Cafés del Turia; ""S.L."""');
    // The F3 names the ticket it replaces; that ticket is in no row, alone or summarised.
    const f3 = rows.find((row) => full(row) === sales.f3)!;
    expect([f3[TYPE], f3[NIF], f3[NAME], f3[RELATED]]).toEqual(['F3', ANA_FISCAL.taxId, ANA_FISCAL.name, sales.replaced]);
    const r5 = rows.find((row) => full(row) === sales.r5)!;
    expect([r5[TYPE], r5[RELATED]]).toEqual(['R5', sales.rectified]);
    expect(centsOf(r5[BASE]!)).toBeLessThan(0);
    expect(rows.filter((row) => row[TYPE] === 'F2')).toHaveLength(0);
  });

  it("summarises each day's tickets per rate in one F4 row with the first and last number", async () => {
    const text = new TextDecoder().decode((await download(bed, `issuer=${ISSUER}&${Q2}&format=csv`)).bytes);
    const summaries = csvRows(text)
      .slice(1)
      .filter((row) => row[TYPE] === 'F4');
    expect(summaries.map((row) => [row[column('Fecha Expedición')], row[RATE]])).toEqual([
      ['17/06/2026', '10,00'],
      ['18/06/2026', '10,00'],
    ]);
    for (const [index, day] of ['2026-06-17', '2026-06-18'].entries()) {
      const numbers = [...sales.tickets[day]!].sort();
      expect(full(summaries[index]!)).toBe(numbers[0]);
      expect(`${summaries[index]![SERIES]}-${summaries[index]![LAST]}`).toBe(numbers.at(-1));
    }
    expect(sales.tickets['2026-06-17']).not.toContain(sales.replaced);
  });

  it('adds up per rate to the invoices and to their VeriFactu records, the replaced ticket counted once', async () => {
    const rows = csvRows(new TextDecoder().decode((await download(bed, `issuer=${ISSUER}&${Q2}&format=csv`)).bytes)).slice(1);
    const book = perRate(rows.map((row) => ({ percent: centsOf(row[RATE]!) / 100, base: centsOf(row[BASE]!), vat: centsOf(row[VAT]!) })));
    const expected = await invoicesPerRate(bed, '2026-04-01', '2026-06-30');
    expect(book).toEqual(expected);
    const numbers = [...Object.values(sales.tickets).flat(), sales.f1, sales.f3, sales.r5, sales.replaced];
    expect(await recordsPerRate(bed, numbers, [sales.replaced])).toEqual(expected);
    // Each ticket on its own rows adds up the same.
    const each = csvRows(new TextDecoder().decode((await download(bed, `issuer=${ISSUER}&${Q2}&format=csv&tickets=each`)).bytes)).slice(1);
    expect(each.filter((row) => row[TYPE] === 'F2')).toHaveLength(Object.values(sales.tickets).flat().length);
    expect(perRate(each.map((row) => ({ percent: centsOf(row[RATE]!) / 100, base: centsOf(row[BASE]!), vat: centsOf(row[VAT]!) })))).toEqual(expected);
  });

  it('writes the XLSX that ExcelJS reads back with the same rows and totals, amounts as numbers', async () => {
    const file = await download(bed, `issuer=${ISSUER}&${Q2}&format=xlsx`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toContain('.xlsx"');
    const [header, ...rows] = await xlsxRows(file.bytes);
    expect(header).toEqual([...VAT_BOOK_COLUMNS]);
    const csv = csvRows(new TextDecoder().decode((await download(bed, `issuer=${ISSUER}&${Q2}&format=csv`)).bytes)).slice(1);
    expect(rows.map(full)).toEqual(csv.map(full));
    expect(typeof rows[0]![BASE]).toBe('number');
    const book = perRate(
      rows.map((row) => ({ percent: row[RATE] as number, base: Math.round((row[BASE] as number) * 100), vat: Math.round((row[VAT] as number) * 100) })),
    );
    expect(book).toEqual(await invoicesPerRate(bed, '2026-04-01', '2026-06-30'));
  });

  it("gives the quarter's form 303 figures: the rate's boxes, corrections in 14–15, the net as the book", async () => {
    const answer = await bed.call('owner', 'GET', `/api/manage/vat-book/303?issuer=${ISSUER}&year=2026&quarter=2`);
    expect(answer.status).toBe(200);
    const figures = answer.body.data;
    const expected = await invoicesPerRate(bed, '2026-04-01', '2026-06-30');
    expect(figures).toMatchObject({ issuer: ISSUER, year: 2026, quarter: 2, from: '2026-04-01', to: '2026-06-30' });
    const ten = figures.rates.find((rate: { percent: number }) => rate.percent === 10);
    expect(ten.boxes).toEqual({ base: '04', rate: '05', vat: '06' });
    expect(Math.round(ten.netBase * 100)).toBe(expected['10']!.base);
    expect(Math.round(ten.netVat * 100)).toBe(expected['10']!.vat);
    expect(ten.correctionBase).toBeLessThan(0);
    expect(figures.modification.vat).toBe(ten.correctionVat);
    expect(Math.round(figures.totalVat * 100)).toBe(Object.values(expected).reduce((sum, rate) => sum + rate.vat, 0));
    expect(figures.invoices).toBe(Object.values(sales.tickets).flat().length + 3);
  });

  it("is the owner's alone", async () => {
    for (const who of ['manager', 'otherManager', 'barista'] as const) {
      const file = await bed.app.request(`/api/manage/vat-book?issuer=${ISSUER}&${Q2}&format=csv`, { headers: bed.staff[who].auth });
      expect(file.status, who).toBe(403);
      expect((await bed.call(who, 'GET', `/api/manage/vat-book/303?issuer=${ISSUER}&year=2026&quarter=2`)).status).toBe(403);
      expect((await bed.call(who, 'GET', '/api/manage/vat-book/issuers')).status).toBe(403);
    }
    const issuers = await bed.call('owner', 'GET', '/api/manage/vat-book/issuers');
    expect(issuers.body.data).toContainEqual({ nif: ISSUER, name: expect.any(String) });
  });

  it('refuses a bad query with a 4xx naming the field', async () => {
    const cases: [string, number, string, string?][] = [
      [`${Q2}&format=csv`, 400, 'issuer'],
      [`issuer=B9&${Q2}&format=csv`, 400, 'issuer'],
      [`issuer=${ISSUER}&${Q2}&format=pdf`, 400, 'format'],
      [`issuer=${ISSUER}&from=2026-04-01&format=csv`, 400, 'to'],
      [`issuer=${ISSUER}&from=2026-04-01&to=2026-05-15&format=csv`, 400, 'to'],
      [`issuer=${ISSUER}&from=2026-12-01&to=2027-02-28&format=csv`, 400, 'to'],
      [`issuer=${ISSUER}&from=2026-06-30&to=2026-04-01&format=csv`, 400, 'to'],
      [`issuer=B00000034&${Q2}&format=csv`, 404, 'issuer', 'unknown_issuer'],
      [`issuer=${ISSUER}&from=2025-01-01&to=2025-12-31&format=xlsx`, 404, 'issuer', 'no_records'],
    ];
    for (const [query, status, field, code] of cases) {
      const response = await bed.app.request(`/api/manage/vat-book?${query}`, { headers: bed.staff.owner.auth });
      const body = (await response.json()) as { error: { field?: string; code: string } };
      expect([query, response.status, body.error.field]).toEqual([query, status, field]);
      if (code) expect(body.error.code).toBe(code);
    }
    for (const [query, field] of [
      [`issuer=${ISSUER}&year=2026&quarter=5`, 'quarter'],
      [`issuer=${ISSUER}&year=26&quarter=2`, 'year'],
      [`year=2026&quarter=2`, 'issuer'],
      [`issuer=${ISSUER}&year=2026&quarter=1`, 'issuer'],
    ] as const) {
      const answer = await bed.call('owner', 'GET', `/api/manage/vat-book/303?${query}`);
      expect([query, answer.status >= 400 && answer.status < 500, answer.body.error?.field]).toEqual([query, true, field]);
    }
  });

  it('reads the same invoice rates in batches of 3 as in one, in day, number and rate order', async () => {
    const read = async (batch: number) => {
      const out = [];
      for await (const input of bookInputs(bed.db, { issuer: ISSUER, from: '2026-04-01', to: '2026-06-30' }, batch)) out.push(input);
      return out;
    };
    const whole = await read(2000);
    expect(whole.length).toBeGreaterThan(6);
    expect(await read(3)).toEqual(whole);
    const keys = whole.map((input) => `${input.day} ${input.number} ${String(input.percent).padStart(5, '0')}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('stops when the client goes away, and answers the next download', async () => {
    for (const format of ['xlsx', 'csv']) {
      const response = await bed.app.request(`/api/manage/vat-book?issuer=${ISSUER}&${Q2}&format=${format}&tickets=each`, { headers: bed.staff.owner.auth });
      const reader = response.body!.getReader();
      await reader.read();
      await reader.cancel();
    }
    expect((await download(bed, `issuer=${ISSUER}&${Q2}&format=csv`)).status).toBe(200);
  });

  // Last: it adds an invoice the tests above do not expect.
  it("lists a partial refund's R1 of a full invoice with its type and the invoice it rectifies, in the totals", async () => {
    const [f1] = await bed.db.select().from(invoices).where(eq(invoices.invoiceNumber, sales.f1));
    const rate = f1!.vatRates![0]!;
    await bed.db.insert(invoices).values({
      orderId: f1!.orderId,
      customerId: f1!.customerId,
      invoiceNumber: 'R2026-000900',
      invoiceType: 'R1',
      recipient: f1!.recipient,
      relatedInvoiceId: f1!.id,
      refundId: 900,
      locationId: f1!.locationId,
      shopDate: '2026-06-18',
      issuerNif: ISSUER,
      total: -1.1,
      vatTotal: -0.1,
      vatRates: [{ percent: rate.percent, base: -1, vat: -0.1 }],
    });
    const rows = csvRows(new TextDecoder().decode((await download(bed, `issuer=${ISSUER}&${Q2}&format=csv`)).bytes)).slice(1);
    const r1 = rows.find((row) => full(row) === 'R2026-000900')!;
    expect([r1[TYPE], r1[RELATED], r1[NIF], r1[BASE], r1[VAT]]).toEqual(['R1', sales.f1, CAFES_FISCAL.taxId, '-1,00', '-0,10']);
    const book = perRate(rows.map((row) => ({ percent: centsOf(row[RATE]!) / 100, base: centsOf(row[BASE]!), vat: centsOf(row[VAT]!) })));
    expect(book).toEqual(await invoicesPerRate(bed, '2026-04-01', '2026-06-30'));
    const figures = (await bed.call('owner', 'GET', `/api/manage/vat-book/303?issuer=${ISSUER}&year=2026&quarter=2`)).body.data;
    expect(Math.round(figures.totalVat * 100)).toBe(Object.values(book).reduce((sum, sums) => sum + sums.vat, 0));
  });
});
