import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../harness';
import { availabilityBed, staffCall, type AvailabilityBed } from '../support/availabilityBed';
import { call } from '../support/customers';
import { createTestKey, expectProblem, operatorCall, type TestKey } from '../support/operatorBed';
import { OPEN_TIME } from '../support/orderBed';

/** The first whole number a PostgreSQL integer column cannot hold. */
const BEYOND_INT4 = 2_147_483_648;
const YEAR_ZERO = '0000-01-01T00:00:00Z';

// Ids, stock and instants beyond what the database keeps are refused by the contract (400 naming the
// field) before any query runs, on the staff calls and the operator API alike.
describe.each(backends)('out-of-range ids, stock and instants on the staff and operator calls on $name', (backend) => {
  let bed: AvailabilityBed;
  let chain: TestKey;

  beforeAll(async () => {
    bed = await availabilityBed(backend);
    chain = await createTestKey(bed.db, ['orders:read', 'orders:write', 'availability:write'], undefined, OPEN_TIME);
  });
  afterAll(() => bed.fresh.dispose());

  const operator = (method: string, path: string, body?: unknown) => operatorCall(bed.app, method, path, chain.auth, body);

  it.each([
    ['GET', `/orders/${BEYOND_INT4}`, 'orderId', undefined],
    ['POST', '/orders/9999999999/status', 'orderId', { to: 62002, expected: 62001 }],
    ['DELETE', `/webhooks/${BEYOND_INT4}`, 'webhookId', undefined],
    ['GET', `/webhooks/${BEYOND_INT4}/deliveries`, 'webhookId', undefined],
    ['POST', `/webhooks/${BEYOND_INT4}/deliveries/1/retry`, 'webhookId', undefined],
    ['POST', `/webhooks/1/deliveries/${BEYOND_INT4}/retry`, 'deliveryId', undefined],
  ] as const)('the operator API refuses %s %s with a 400 naming %s', async (method, path, field, body) => {
    expectProblem(await operator(method, path, body), 400, 'bad_request', field);
  });

  it('the operator API answers the largest id the database holds as an unknown order (404)', async () => {
    expectProblem(await operator('GET', '/orders/2147483647'), 404, 'unknown_order');
  });

  it('the operator API refuses an updatedSince of year 0 (400 naming it), and reads one of year 2000', async () => {
    expectProblem(await operator('GET', `/orders?updatedSince=${YEAR_ZERO}`), 400, 'bad_request', 'updatedSince');
    expectProblem(await operator('GET', `/orders?updatedSince=${encodeURIComponent('9999-12-31T23:59:59-05:00')}`), 400, 'bad_request', 'updatedSince');
    expect((await operator('GET', '/orders?updatedSince=2000-01-01T00:00:00Z')).status).toBe(200);
  });

  it('the operator API refuses stock and an extra id beyond the database, and instants of year 0, and changes nothing', async () => {
    const before = (await operator('GET', '/availability?shop=va01')).body;
    expectProblem(await operator('POST', '/availability/stock', { shop: 'va01', productCode: 'P5002', stock: BEYOND_INT4 }), 400, 'bad_request', 'stock');
    expectProblem(
      await operator('POST', '/availability/sold-out', { shop: 'va01', target: { kind: 'extra', extraId: BEYOND_INT4, value: 'milk_oat' } }),
      400,
      'bad_request',
      'target.extraId',
    );
    expectProblem(
      await operator('POST', '/availability/sold-out', { shop: 'va01', target: { kind: 'product', productCode: 'P1001' }, until: YEAR_ZERO }),
      400,
      'bad_request',
      'until',
    );
    expectProblem(await operator('POST', '/availability/pause', { shop: 'va01', choice: 'until', until: YEAR_ZERO }), 400, 'bad_request', 'until');
    expect((await operator('GET', '/availability?shop=va01')).body).toEqual(before);
  });

  it("the staff calls refuse stock, ids and instants beyond the database's range with a 400 naming the field", async () => {
    const refused = async (answer: Promise<{ status: number; body: unknown }>, field: string) => {
      const { status, body } = await answer;
      expect(status, JSON.stringify(body)).toBe(400);
      expect(body).toMatchObject({ wasOk: false, error: { code: 'bad_request', field } });
    };
    await refused(staffCall(bed.app, bed.manager, 'stock', { shop: 'va01', productCode: 'P5002', stock: BEYOND_INT4 }), 'stock');
    await refused(
      staffCall(bed.app, bed.manager, 'back', { shop: 'va01', target: { kind: 'extra', extraId: BEYOND_INT4, value: 'milk_oat' } }),
      'target.extraId',
    );
    await refused(staffCall(bed.app, bed.manager, 'sold-out', { shop: 'va01', target: { kind: 'product', productCode: 'P1001' }, until: YEAR_ZERO }), 'until');
    await refused(staffCall(bed.app, bed.manager, 'pause', { shop: 'va01', choice: 'until', until: YEAR_ZERO }), 'until');
    await refused(staffCall(bed.app, bed.manager, 'back', { shop: 'va01', target: { kind: 'extra', extraId: 2, value: 'milk\u0000oat' } }), 'target.value');
    await refused(call(bed.app, 'POST', `/api/staff/orders/${BEYOND_INT4}/status`, bed.manager.auth, { to: 62002, expected: 62001 }), 'orderId');
    // The largest stock the database holds is taken.
    const kept = await staffCall(bed.app, bed.manager, 'stock', { shop: 'va01', productCode: 'P5002', stock: 2_147_483_647 });
    expect(kept.status).toBe(200);
    expect(kept.availability?.stock.P5002).toBe(2_147_483_647);
  });
});
