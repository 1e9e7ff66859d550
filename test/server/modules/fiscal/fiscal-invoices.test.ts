import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID } from '../../support/paidSettings';
import { customers, invoices, orders } from '../../../../server/platform/db/schema';
import { markOrderPaid } from '../../../../server/modules/orders/paymentState';
import { backends } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { addAddress, deliveryBody, deliveryLine, postDeliveryOrder } from '../../support/deliveryBed';
import { OPEN_TIME, cartLine, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from '../../support/orderBed';

const ANA_FISCAL = { taxId: '12345678Z', name: 'Ana García López', address: 'Carrer de Sueca 1, 3º', postalCode: '46006', city: 'València' };
const COMPANY_FISCAL = { taxId: 'b-1234567-4', name: 'Cafés del Turia S.L.', address: 'Avinguda del Port 10', postalCode: '46023', city: 'València' };

describe.each(backends)('fiscal details and full invoices on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  let bea: TestCustomer;
  let carla: TestCustomer;
  const fiscalOf = async (who: TestCustomer) => dataOf('fiscal', await call(bed.app, 'GET', '/api/customer/fiscal', who.auth));
  const putFiscal = (who: TestCustomer, body: unknown) => call(bed.app, 'PUT', '/api/customer/fiscal', who.auth, body);
  const askFullInvoice = (who: TestCustomer, invoiceNumber: string) =>
    call(bed.app, 'POST', `/api/customer/invoices/${invoiceNumber}/full-invoice`, who.auth, {}, { 'X-Language': 'en' });
  const invoiceRows = (orderId: number) => bed.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id);

  /** A paid pick-up order of `who` (its F2 or F1 issued by the payment); its order id. */
  async function paidOrder(who: TestCustomer, fullInvoice?: boolean): Promise<number> {
    const body = { ...(await orderBody(bed.db, who.id, [await cartLine(bed.db, 'P1001', 1)])), ...(fullInvoice === undefined ? {} : { fullInvoice }) };
    const { order } = dataOf('orderCreate', await postOrder(bed.app, who, body));
    await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID));
    return order.orderId;
  }

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana' });
    bea = await createCustomer(bed.db, 'bea@example.com', { name: 'Bea' });
    carla = await createCustomer(bed.db, 'carla@example.com', { name: 'Carla' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('answers null until details are saved, saves them normalised, replaces and deletes them', async () => {
    expect(await fiscalOf(ana)).toBeNull();
    expect(dataOf('fiscalSave', await putFiscal(ana, { ...ANA_FISCAL, taxId: '12.345.678-z', name: '  Ana García López ' }))).toEqual(ANA_FISCAL);
    expect(await fiscalOf(ana)).toEqual(ANA_FISCAL);
    expect(dataOf('fiscalSave', await putFiscal(ana, COMPANY_FISCAL))).toEqual({ ...COMPANY_FISCAL, taxId: 'B12345674' });
    expect(await fiscalOf(bea)).toBeNull();
    expect(dataOf('fiscalDelete', await call(bed.app, 'DELETE', '/api/customer/fiscal', ana.auth))).toBeNull();
    expect(await fiscalOf(ana)).toBeNull();
  });

  it('refuses bad details with 400 naming the field, and stores nothing', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ taxId: '12345678A' }, 'taxId'], // the letter of 12345678 is Z
      [{ taxId: 'X1234567A' }, 'taxId'], // the NIE's letter is L
      [{ taxId: 'B12345675' }, 'taxId'], // the CIF's control digit is 4
      [{ name: '   ' }, 'name'],
      [{ address: '' }, 'address'],
      [{ postalCode: '4600' }, 'postalCode'],
      [{ city: 'x'.repeat(81) }, 'city'],
    ];
    for (const [change, field] of cases) {
      const answer = await putFiscal(bea, { ...ANA_FISCAL, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body?.error?.field).toBe(field);
    }
    expect(await fiscalOf(bea)).toBeNull();
  });

  it('needs a session', async () => {
    expect((await call(bed.app, 'GET', '/api/customer/fiscal', {})).status).toBe(401);
    expect((await call(bed.app, 'PUT', '/api/customer/fiscal', {}, ANA_FISCAL)).status).toBe(401);
  });

  it('refuses fullInvoice: true without stored details, on pick-up and delivery orders, writing no order', async () => {
    const before = await bed.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, bea.id));
    const pickup = await postOrder(bed.app, bea, { ...(await orderBody(bed.db, bea.id, [await cartLine(bed.db, 'P1001', 1)])), fullInvoice: true });
    expect(pickup.status).toBe(409);
    expect(pickup.body?.error?.code).toBe('fiscal_details_missing');
    const home = await addAddress(bed.db, bea);
    const delivery = await postDeliveryOrder(bed.app, bea, {
      ...(await deliveryBody(bed.db, bea, [await deliveryLine(bed.db, 'P8004', 1)], home)),
      fullInvoice: true,
    });
    expect(delivery.status).toBe(409);
    expect(delivery.body?.error?.code).toBe('fiscal_details_missing');
    expect(await bed.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, bea.id))).toEqual(before);
  });

  it('a paid order that asked for a full invoice gets an F1 made out to the details stored at payment', async () => {
    await putFiscal(carla, ANA_FISCAL);
    const body = { ...(await orderBody(bed.db, carla.id, [await cartLine(bed.db, 'P1001', 1)])), fullInvoice: true };
    const { order } = dataOf('orderCreate', await postOrder(bed.app, carla, body));
    const [stored] = await bed.db.select({ fullInvoice: orders.fullInvoice }).from(orders).where(eq(orders.id, order.orderId));
    expect(stored?.fullInvoice).toBe(true);
    // Changed between the order and its payment: the invoice names the details of the moment it is issued.
    await putFiscal(carla, COMPANY_FISCAL);
    await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID));
    const rows = await invoiceRows(order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ invoiceType: 'F1', recipient: { ...COMPANY_FISCAL, taxId: 'B12345674' }, relatedInvoiceId: null });
    // Later changes to the customer's details leave the issued invoice as it was.
    await putFiscal(carla, ANA_FISCAL);
    expect((await invoiceRows(order.orderId))[0]?.recipient).toMatchObject({ taxId: 'B12345674' });
    const listed = dataOf('invoices', await call(bed.app, 'GET', '/api/customer/invoices', carla.auth)).find((one) => one.orderId === order.orderId);
    expect(listed?.invoiceType).toBe('F1');
  });

  it('an order without fullInvoice, or whose details were removed before payment, gets a simplified ticket (F2)', async () => {
    await putFiscal(carla, ANA_FISCAL);
    const plain = await paidOrder(carla, false);
    expect((await invoiceRows(plain)).map((row) => [row.invoiceType, row.recipient])).toEqual([['F2', null]]);
    const body = { ...(await orderBody(bed.db, carla.id, [await cartLine(bed.db, 'P1001', 1)])), fullInvoice: true };
    const { order } = dataOf('orderCreate', await postOrder(bed.app, carla, body));
    await bed.db.update(customers).set({ fiscal: null }).where(eq(customers.id, carla.id));
    await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID));
    expect((await invoiceRows(order.orderId)).map((row) => row.invoiceType)).toEqual(['F2']);
  });

  it('replaces a ticket by an F3 once: 409 already_replaced the second time, 404 for another customer', async () => {
    await putFiscal(ana, ANA_FISCAL);
    const orderId = await paidOrder(ana);
    const [ticket] = await invoiceRows(orderId);
    expect(ticket?.invoiceType).toBe('F2');

    const stranger = await askFullInvoice(bea, ticket!.invoiceNumber);
    expect(stranger.status).toBe(404);

    const f3 = dataOf('invoiceFullRequest', await askFullInvoice(ana, ticket!.invoiceNumber));
    expect(f3.invoiceNumber).toMatch(/^F2026-\d{6}$/);
    expect(f3.invoiceNumber).not.toBe(ticket!.invoiceNumber);
    expect(f3).toMatchObject({ orderId, invoiceType: 'F3' });
    const rows = await invoiceRows(orderId);
    expect(rows.map((row) => row.invoiceType)).toEqual(['F2', 'F3']);
    expect(rows[1]).toMatchObject({ recipient: ANA_FISCAL, relatedInvoiceId: ticket!.id, customerId: ana.id });

    const again = await askFullInvoice(ana, ticket!.invoiceNumber);
    expect(again.status).toBe(409);
    expect(again.body?.error?.code).toBe('already_replaced');
    expect(await invoiceRows(orderId)).toHaveLength(2);

    const listed = dataOf('invoices', await call(bed.app, 'GET', '/api/customer/invoices', ana.auth));
    expect(
      listed
        .filter((one) => one.orderId === orderId)
        .map((one) => one.invoiceNumber)
        .sort(),
    ).toEqual([ticket!.invoiceNumber, f3.invoiceNumber].sort());
  });

  it('two requests at once issue one F3', async () => {
    const orderId = await paidOrder(ana);
    const [ticket] = await invoiceRows(orderId);
    const answers = await Promise.all([askFullInvoice(ana, ticket!.invoiceNumber), askFullInvoice(ana, ticket!.invoiceNumber)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await invoiceRows(orderId)).map((row) => row.invoiceType)).toEqual(['F2', 'F3']);
  });

  it('refuses without fiscal details (409 fiscal_details_missing), an F1 or F3 (409 not_replaceable), an unknown number (404)', async () => {
    const beaOrder = await paidOrder(bea);
    const [beaTicket] = await invoiceRows(beaOrder);
    const missing = await askFullInvoice(bea, beaTicket!.invoiceNumber);
    expect(missing.status).toBe(409);
    expect(missing.body?.error?.code).toBe('fiscal_details_missing');
    expect(await invoiceRows(beaOrder)).toHaveLength(1);

    const fullOrder = await paidOrder(ana, true);
    const [f1] = await invoiceRows(fullOrder);
    expect(f1?.invoiceType).toBe('F1');
    const notTicket = await askFullInvoice(ana, f1!.invoiceNumber);
    expect(notTicket.status).toBe(409);
    expect(notTicket.body?.error?.code).toBe('not_replaceable');

    const orderId = await paidOrder(ana);
    const [ticket] = await invoiceRows(orderId);
    const f3 = dataOf('invoiceFullRequest', await askFullInvoice(ana, ticket!.invoiceNumber));
    expect((await askFullInvoice(ana, f3.invoiceNumber)).body?.error?.code).toBe('not_replaceable');

    expect((await askFullInvoice(ana, 'F2026-999999')).status).toBe(404);
    const badNumber = await askFullInvoice(ana, 'nope');
    expect(badNumber.status).toBe(400);
    expect(badNumber.body?.error?.field).toBe('invoiceNumber');
  });
});
