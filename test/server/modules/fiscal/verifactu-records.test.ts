import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../src/api/contract/statuses';
import { invoices, orders, verifactuQueue, verifactuRecords } from '../../../../server/platform/db/schema';
import { issueInvoice } from '../../../../server/modules/orders/invoiceNumbers';
import { appendCancellationRecord } from '../../../../server/modules/orders/verifactuCancellationRecord';
import { altaHashInput, anulacionHashInput, huellaOf } from '../../../../server/modules/fiscal/verifactu/huella';
import type { AltaRecord, VerifactuRecord } from '../../../../server/platform/db/verifactuRecordTypes';
import { backends } from '../../harness';
import { createCustomer, type TestCustomer } from '../../support/customers';
import { createStaff, move, newPickupOrder, pay } from '../../support/counterBed';
import { OPEN_TIME, ordersTestBed, type OrdersTestBed } from '../../support/orderBed';
import { PAID } from '../../support/paidSettings';

const hashOf = (record: VerifactuRecord) => huellaOf(record.kind === 'alta' ? altaHashInput(record) : anulacionHashInput(record));

describe.each(backends)('VeriFactu records of invoices on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  const recordsOf = async (orderId: number) =>
    bed.db
      .select({
        id: verifactuRecords.id,
        previousId: verifactuRecords.previousId,
        huella: verifactuRecords.huella,
        fields: verifactuRecords.fields,
        invoiceType: invoices.invoiceType,
      })
      .from(verifactuRecords)
      .innerJoin(invoices, eq(invoices.id, verifactuRecords.invoiceId))
      .where(eq(invoices.orderId, orderId))
      .orderBy(asc(verifactuRecords.id));

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana', phone: '600000001' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('a paid order gets one F2 issue record with the agency fields, its hash recomputes, and it is queued', async () => {
    const order = await newPickupOrder(bed, ana);
    await pay(bed.db, order.orderId, OPEN_TIME);
    const [row, ...others] = await recordsOf(order.orderId);
    expect(others).toHaveLength(0);
    const record = row!.fields as AltaRecord;
    const [invoice] = await bed.db.select().from(invoices).where(eq(invoices.orderId, order.orderId));
    expect(record).toMatchObject({
      kind: 'alta',
      id: { issuerNif: 'B98765431', number: invoice!.invoiceNumber, issueDate: '17-06-2026' },
      issuerName: 'Ritmo Café S.L.',
      invoiceType: 'F2',
      description: `Venta de productos de cafetería, pedido ${order.orderCode}`,
      total: order.totalPrice.toFixed(2),
      vatTotal: order.totalPriceVat.toFixed(2),
      generatedAt: '2026-06-17T10:00:00+02:00',
      hashType: '01',
      system: { name: 'Ritmo', id: 'RT', installationNumber: '1', producerNif: 'B98765431' },
    });
    expect(record.recipient).toBeUndefined();
    expect(record.breakdown).toEqual([{ rate: '10.00', base: expect.stringMatching(/^\d+\.\d\d$/), vat: expect.stringMatching(/^\d+\.\d\d$/) }]);
    const [line] = record.breakdown;
    expect(Math.round((Number(line!.base) + Number(line!.vat)) * 100)).toBe(Math.round(order.totalPrice * 100));
    expect(row!.huella).toMatch(/^[0-9A-F]{64}$/);
    expect(hashOf(record)).toBe(row!.huella);
    expect(record.huella).toBe(row!.huella);
    const [queued] = await bed.db.select().from(verifactuQueue).where(eq(verifactuQueue.recordId, row!.id));
    expect(queued).toMatchObject({ state: 'pending', issuerNif: 'B98765431' });
  });

  it('a second paid order chains to the record before it; paying again adds nothing', async () => {
    const first = await newPickupOrder(bed, ana);
    const second = await newPickupOrder(bed, ana);
    await pay(bed.db, first.orderId, OPEN_TIME);
    await pay(bed.db, second.orderId, OPEN_TIME);
    await pay(bed.db, second.orderId, OPEN_TIME);
    const [before] = await recordsOf(first.orderId);
    const [after, ...more] = await recordsOf(second.orderId);
    expect(more).toHaveLength(0);
    expect(after!.previousId).toBe(before!.id);
    expect(after!.fields.chain).toEqual({ first: false, previous: before!.fields.id, previousHuella: before!.huella });
    expect(hashOf(after!.fields)).toBe(after!.huella);
  });

  it('the database refuses to change or delete a record', async () => {
    const order = await newPickupOrder(bed, ana);
    await pay(bed.db, order.orderId, OPEN_TIME);
    const [row] = await recordsOf(order.orderId);
    await expect(bed.db.execute(sql`update verifactu_records set huella = 'X' where id = ${row!.id}`)).rejects.toThrow();
    await expect(bed.db.execute(sql`delete from verifactu_records where id = ${row!.id}`)).rejects.toThrow();
    expect((await recordsOf(order.orderId))[0]!.huella).toBe(row!.huella);
  });

  it('a paid order the shop cancels gets an R5 correcting its F2 by differences, chained', async () => {
    const order = await newPickupOrder(bed, ana);
    await pay(bed.db, order.orderId, OPEN_TIME);
    bed.clock.now = new Date(OPEN_TIME.getTime() + 60_000);
    const manager = await createStaff(bed.db, `manager-${order.orderId}@ritmo.test`, 'manager', 'every');
    expect((await move(bed.app, manager, order.orderId, ORDER_STATUS.cancel, ORDER_STATUS.pending)).status).toBe(200);
    bed.clock.now = OPEN_TIME;
    const [sale, correction, ...more] = await recordsOf(order.orderId);
    expect(more).toHaveLength(0);
    expect(sale!.invoiceType).toBe('F2');
    expect(correction!.invoiceType).toBe('R5');
    const record = correction!.fields as AltaRecord;
    expect(record).toMatchObject({
      invoiceType: 'R5',
      id: { number: expect.stringMatching(/^R2026-\d{6}$/), issueDate: '17-06-2026' },
      corrects: sale!.fields.id,
      total: (-order.totalPrice).toFixed(2),
      vatTotal: (-order.totalPriceVat).toFixed(2),
      generatedAt: '2026-06-17T10:01:00+02:00',
    });
    for (const line of record.breakdown) expect(Number(line.base)).toBeLessThan(0);
    expect(record.description).toContain(sale!.fields.id.number);
    expect(correction!.previousId).not.toBeNull();
    expect(hashOf(record)).toBe(correction!.huella);
    const [r5] = await bed.db.select().from(invoices).where(eq(invoices.invoiceNumber, record.id.number));
    expect(r5?.relatedInvoiceId).toBe((await bed.db.select().from(invoices).where(eq(invoices.invoiceNumber, sale!.fields.id.number)))[0]!.id);
  });

  it('an order asking for a full invoice, with the customer fiscal details, is issued as an F1 naming the recipient', async () => {
    const order = await newPickupOrder(bed, ana);
    await bed.db.update(orders).set({ fullInvoice: true }).where(eq(orders.id, order.orderId));
    const recipient = { taxId: 'B12345674', name: 'Cafés Ana S.L.', address: 'Carrer de Sueca, 1', postalCode: '46006', city: 'València' };
    const issued = await bed.db.transaction((tx) =>
      issueInvoice(tx, { orderId: order.orderId, customerId: ana.id, type: 'F1', recipient }, OPEN_TIME, PAID.issuer),
    );
    expect(issued.issued).toBe(true);
    const [row] = await recordsOf(order.orderId);
    expect(row!.fields).toMatchObject({ invoiceType: 'F1', recipient: { name: 'Cafés Ana S.L.', nif: 'B12345674' }, id: { number: issued.invoiceNumber } });
    expect(hashOf(row!.fields)).toBe(row!.huella);
    // Asking again returns the same invoice and writes no second record.
    const again = await bed.db.transaction((tx) =>
      issueInvoice(tx, { orderId: order.orderId, customerId: ana.id, type: 'F1', recipient }, OPEN_TIME, PAID.issuer),
    );
    expect(again).toEqual({ ...issued, issued: false });
    expect(await recordsOf(order.orderId)).toHaveLength(1);
  });

  it('a cancellation record names the invoice as its record did, chained after the last record', async () => {
    const order = await newPickupOrder(bed, ana);
    await pay(bed.db, order.orderId, OPEN_TIME);
    const [sale] = await recordsOf(order.orderId);
    const [last] = await bed.db
      .select({ id: verifactuRecords.id })
      .from(verifactuRecords)
      .orderBy(sql`${verifactuRecords.id} desc`)
      .limit(1);
    const [invoice] = await bed.db.select().from(invoices).where(eq(invoices.orderId, order.orderId));
    const appended = await bed.db.transaction((tx) => appendCancellationRecord(tx, invoice!.id, new Date('2026-11-27T09:15:00Z'), PAID.issuer));
    expect(appended.record).toMatchObject({ kind: 'anulacion', id: sale!.fields.id, generatedAt: '2026-11-27T10:15:00+01:00', hashType: '01' });
    const [row] = await bed.db.select().from(verifactuRecords).where(eq(verifactuRecords.id, appended.id));
    expect(row!.previousId).toBe(last!.id);
    expect(hashOf(row!.fields)).toBe(row!.huella);
  });
});
