import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../harness';
import { availabilityBed, availabilityTables, staffCall, type AvailabilityBed } from '../../support/availabilityBed';
import { call, createCustomer, type TestCustomer } from '../../support/customers';
import { OPEN_TIME } from '../../support/orderBed';

const past = new Date(OPEN_TIME.getTime() - 60_000).toISOString();
const later = new Date(OPEN_TIME.getTime() + 3_600_000).toISOString();

describe.each(backends)('refused availability changes on $name', (backend) => {
  let bed: AvailabilityBed;
  let ana: TestCustomer;

  beforeAll(async () => {
    bed = await availabilityBed(backend);
    ana = await createCustomer(bed.db, 'ana@example.com');
    // Something in every table, so "unchanged" means more than "still empty".
    await staffCall(bed.app, bed.barista, 'sold-out', { shop: 'va01', target: { kind: 'product', productCode: 'P1003' }, until: null });
    await staffCall(bed.app, bed.barista, 'extra-wait', { shop: 'va01', minutes: 5 });
  });
  afterAll(async () => {
    await bed.fresh.dispose();
  });

  /** The call is refused with this status and code, and changes nothing at all (no log row either). */
  async function refused(
    answer: Promise<{ status: number; body?: { error?: { code: string; field?: string } } | undefined }>,
    status: number,
    code: string,
    field?: string,
  ) {
    const before = await availabilityTables(bed.db);
    const { status: got, body } = await answer;
    expect(got, JSON.stringify(body)).toBe(status);
    expect(body?.error?.code).toBe(code);
    if (field !== undefined) expect(body?.error?.field).toBe(field);
    expect(await availabilityTables(bed.db)).toEqual(before);
  }

  it('refuses a pause or a snooze that ends in the past', async () => {
    await refused(staffCall(bed.app, bed.barista, 'pause', { shop: 'va01', choice: 'until', until: past }), 400, 'until_in_past', 'until');
    await refused(staffCall(bed.app, bed.barista, 'pause', { shop: 'va01', choice: 'until', until: OPEN_TIME.toISOString() }), 400, 'until_in_past', 'until');
    await refused(
      staffCall(bed.app, bed.barista, 'sold-out', { shop: 'va01', target: { kind: 'product', productCode: 'P1001' }, until: past }),
      400,
      'until_in_past',
      'until',
    );
    await refused(staffCall(bed.app, bed.barista, 'pause', { shop: 'va01', choice: 'until' }), 400, 'bad_request', 'until');
    await refused(staffCall(bed.app, bed.barista, 'pause', { shop: 'va01', choice: '15min', until: later }), 400, 'bad_request', 'until');
    await refused(staffCall(bed.app, bed.barista, 'pause', { shop: 'va01', choice: 'until', until: 'tomorrow' }), 400, 'bad_request', 'until');
  });

  it('refuses negative or broken stock and a capacity out of range', async () => {
    await refused(staffCall(bed.app, bed.manager, 'stock', { shop: 'va01', productCode: 'P5002', stock: -1 }), 400, 'bad_request', 'stock');
    await refused(staffCall(bed.app, bed.manager, 'stock', { shop: 'va01', productCode: 'P5002', stock: 2.5 }), 400, 'bad_request', 'stock');
    await refused(staffCall(bed.app, bed.manager, 'slot-capacity', { shop: 'va01', capacity: 0 }), 400, 'bad_request', 'capacity');
    await refused(staffCall(bed.app, bed.barista, 'extra-wait', { shop: 'va01', minutes: 7 }), 400, 'bad_request', 'minutes');
  });

  it("refuses what the shop does not sell: another shop's product, an unknown product or extra value, stock of a drink", async () => {
    // P4003 is sold at va01 only; even a manager of every shop cannot snooze it at va02.
    for (const who of [bed.otherBarista, bed.manager]) {
      await refused(staffCall(bed.app, who, 'sold-out', { shop: 'va02', target: { kind: 'product', productCode: 'P4003' } }), 404, 'not_sold_here', 'target');
    }
    await refused(staffCall(bed.app, bed.manager, 'stock', { shop: 'va02', productCode: 'P5003', stock: 4 }), 404, 'not_sold_here', 'productCode');
    await refused(staffCall(bed.app, bed.barista, 'sold-out', { shop: 'va01', target: { kind: 'product', productCode: 'P9999' } }), 404, 'not_sold_here');
    await refused(
      staffCall(bed.app, bed.barista, 'sold-out', { shop: 'va01', target: { kind: 'extra', extraId: 2, value: 'milk_goat' } }),
      404,
      'not_sold_here',
    );
    await refused(
      staffCall(bed.app, bed.barista, 'sold-out', { shop: 'va01', target: { kind: 'extra', extraId: 99, value: 'milk_oat' } }),
      404,
      'not_sold_here',
    );
    await refused(staffCall(bed.app, bed.otherBarista, 'back', { shop: 'va02', target: { kind: 'product', productCode: 'P4003' } }), 404, 'not_sold_here');
    await refused(staffCall(bed.app, bed.manager, 'stock', { shop: 'va01', productCode: 'P1001', stock: 4 }), 409, 'not_single_goods', 'productCode');
  });

  it("refuses a shop the member does not work in, a barista's stock or capacity, a customer's token and no token", async () => {
    await refused(staffCall(bed.app, bed.otherBarista, 'pause', { shop: 'va01', choice: '15min' }), 403, 'other_shop');
    await refused(staffCall(bed.app, bed.otherBarista, 'sold-out', { shop: 'va01', target: { kind: 'product', productCode: 'P1001' } }), 403, 'other_shop');
    await refused(staffCall(bed.app, bed.barista, 'stock', { shop: 'va01', productCode: 'P5002', stock: 4 }), 403, 'manager_only');
    await refused(staffCall(bed.app, bed.barista, 'slot-capacity', { shop: 'va01', capacity: 3 }), 403, 'manager_only');
    await refused(staffCall(bed.app, bed.manager, 'pause', { shop: 'zz99', choice: '15min' }), 404, 'unknown_shop');
    await refused(staffCall(bed.app, ana, 'pause', { shop: 'va01', choice: '15min' }), 401, 'unauthorized');
    await refused(staffCall(bed.app, { auth: {} }, 'extra-wait', { shop: 'va01', minutes: 10 }), 401, 'unauthorized');
    expect((await call(bed.app, 'GET', '/api/staff/availability?shop=va01', ana.auth)).status).toBe(401);
    expect((await call(bed.app, 'GET', '/api/staff/availability?shop=va01', bed.otherBarista.auth)).status).toBe(403);
  });
});
