import { count, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopAvailabilitySchema } from '../../../../src/api/contract/counter/availability';
import { CatalogueImportedSchema } from '../../../../src/api/contract/operator/operator';
import { demoCatalogue } from '../../../../server/modules/catalogue/demoCatalogue';
import { auditLog, availabilityLog, products } from '../../../../server/platform/db/schema';
import type { SeedData } from '../../../../server/platform/db/seed/types';
import { backends } from '../../harness';
import { availabilityBed, availabilityTables, type AvailabilityBed } from '../../support/availabilityBed';
import { call } from '../../support/customers';
import { createTestKey, expectProblem, operatorCall, type TestKey } from '../../support/operatorBed';
import { OPEN_TIME } from '../../support/orderBed';

const CLOSING = '2026-06-17T11:30:00.000Z';

describe.each(backends)('the operator API on availability and the catalogue on $name', (backend) => {
  let bed: AvailabilityBed;
  let till: TestKey;
  let chain: TestKey;
  let otherTill: TestKey;
  let ordersOnly: TestKey;

  const change = (key: TestKey, action: string, body: unknown) => operatorCall(bed.app, 'POST', `/availability/${action}`, key.auth, body);
  const availabilityIn = (answer: { status: number; body: unknown }) => {
    expect(answer.status).toBe(200);
    return v.parse(ShopAvailabilitySchema, answer.body);
  };
  const lastLog = async () => (await bed.db.select().from(availabilityLog).orderBy(desc(availabilityLog.id)).limit(1))[0];

  beforeAll(async () => {
    bed = await availabilityBed(backend);
    till = await createTestKey(bed.db, ['availability:write'], 'va01', OPEN_TIME);
    chain = await createTestKey(bed.db, ['availability:write', 'catalogue:write'], undefined, OPEN_TIME);
    otherTill = await createTestKey(bed.db, ['availability:write', 'catalogue:write'], 'va02', OPEN_TIME);
    ordersOnly = await createTestKey(bed.db, ['orders:read', 'orders:write'], 'va01', OPEN_TIME);
  });
  afterAll(() => bed.fresh.dispose());

  it('marks sold out and back, pauses, adds a wait and sets stock as the counter does, each recorded as the key', async () => {
    const soldOut = availabilityIn(await change(till, 'sold-out', { shop: 'va01', target: { kind: 'product', productCode: 'P1001' } }));
    expect(soldOut.soldOut).toEqual([{ kind: 'product', productCode: 'P1001', until: CLOSING }]);
    expect(await lastLog()).toMatchObject({ actorKind: 'operator', actor: till.prefix, action: 'sold_out' });
    // The counter's own reading agrees.
    const staffView = await call(bed.app, 'GET', '/api/staff/availability?shop=va01', bed.barista.auth);
    expect((staffView.body?.data as { soldOut: unknown[] }).soldOut).toEqual(soldOut.soldOut);

    expect(availabilityIn(await change(till, 'back', { shop: 'va01', target: { kind: 'product', productCode: 'P1001' } })).soldOut).toEqual([]);
    expect(await lastLog()).toMatchObject({ actorKind: 'operator', actor: till.prefix, action: 'back' });

    const paused = availabilityIn(await change(till, 'pause', { shop: 'va01', choice: '15min' }));
    expect(paused.controls.pausedUntil).toBe(new Date(OPEN_TIME.getTime() + 15 * 60_000).toISOString());
    expect(availabilityIn(await change(till, 'pause', { shop: 'va01', choice: 'off' })).controls.pausedUntil).toBeNull();

    expect(availabilityIn(await change(chain, 'extra-wait', { shop: 'va01', minutes: 10 })).controls.extraWaitMinutes).toBe(10);
    expect(await lastLog()).toMatchObject({ actorKind: 'operator', actor: chain.prefix, action: 'extra_wait' });

    expect(availabilityIn(await change(till, 'stock', { shop: 'va01', productCode: 'P5002', stock: 7 })).stock.P5002).toBe(7);
    expect(await lastLog()).toMatchObject({ actorKind: 'operator', actor: till.prefix, action: 'stock', detail: { productCode: 'P5002', to: 7 } });

    expect(availabilityIn(await operatorCall(bed.app, 'GET', '/availability', till.auth)).stock.P5002).toBe(7);
    expect(availabilityIn(await operatorCall(bed.app, 'GET', '/availability?shop=va02', chain.auth)).shop).toBe('va02');
  });

  it('refuses another shop, a missing scope, a bad key and a body failing the contract, and changes nothing', async () => {
    const before = await availabilityTables(bed.db);
    const target = { kind: 'product', productCode: 'P1002' };
    expectProblem(await change(till, 'sold-out', { shop: 'va02', target }), 403, 'other_shop');
    expectProblem(await operatorCall(bed.app, 'GET', '/availability?shop=va02', till.auth), 403, 'other_shop');
    expectProblem(await operatorCall(bed.app, 'GET', '/availability', chain.auth), 400, 'bad_request', 'shop');
    expectProblem(await change(ordersOnly, 'sold-out', { shop: 'va01', target }), 403, 'forbidden_scope');
    expectProblem(await change({ ...till, auth: { Authorization: `Bearer ${till.key}x` } }, 'sold-out', { shop: 'va01', target }), 401, 'unauthorized');
    expectProblem(await change(till, 'sold-out', { shop: 'va01', target: { kind: 'product' } }), 400, 'bad_request', 'target');
    expectProblem(await change(till, 'stock', { shop: 'va01', productCode: 'P5002', stock: -1 }), 400, 'bad_request', 'stock');
    expectProblem(await change(till, 'stock', { shop: 'va01', productCode: 'P5002' }), 400, 'bad_request', 'stock');
    expectProblem(await change(till, 'extra-wait', { shop: 'va01', minutes: 7 }), 400, 'bad_request', 'minutes');
    expectProblem(await change(till, 'pause', { shop: 'va01', choice: 'until', until: '2020-01-01T00:00:00Z' }), 400, 'until_in_past', 'until');
    expectProblem(await change(till, 'stock', { shop: 'va01', productCode: 'P1001', stock: 3 }), 409, 'not_single_goods');
    expectProblem(await change(chain, 'sold-out', { shop: 'zz99', target }), 404, 'unknown_shop');
    expect(await availabilityTables(bed.db)).toEqual(before);
  });

  it('imports the catalogue for a chain key with the import checks, and a failing file or a shop key writes nothing', async () => {
    const file = JSON.parse(JSON.stringify(demoCatalogue)) as SeedData;
    const productRows = async () => (await bed.db.select().from(products).orderBy(products.productCode)).map((row) => JSON.stringify(row));
    const before = await productRows();
    const put = (key: TestKey, body: unknown) => operatorCall(bed.app, 'PUT', '/catalogue', key.auth, body);

    const badPrice = structuredClone(file);
    (badPrice.products[3] as unknown as { price: unknown }).price = 'cheap';
    expectProblem(await put(chain, badPrice), 400, 'bad_request', 'products.3.price');
    expectProblem(await put(chain, { ...file, colour: 'red' }), 400, 'bad_request', 'colour');
    expectProblem(await put(chain, { products: [] }), 400, 'bad_request', 'categories');
    expectProblem(await put(otherTill, file), 403, 'other_shop');
    expectProblem(await put(till, file), 403, 'forbidden_scope');
    const foreignNif = structuredClone(file);
    foreignNif.locations[0]!.legal = { ...foreignNif.locations[0]!.legal, vatNumber: 'B12345674' };
    expectProblem(await put(chain, foreignNif), 409, 'catalogue_refused', 'locations.0.legal.vatNumber');
    expect(await productRows()).toEqual(before);

    const renamed = structuredClone(file);
    const first = renamed.products[0]!;
    first.title = { es: 'Café de la casa', en: 'House coffee' };
    const imported = await put(chain, renamed);
    expect(imported.status).toBe(200);
    expect(v.parse(CatalogueImportedSchema, imported.body).counts.products).toBe(file.products.length);
    const [row] = await bed.db.select().from(products).where(eq(products.productCode, first.productCode));
    expect(row?.title).toEqual({ es: 'Café de la casa', en: 'House coffee' });
    expect((await bed.db.select({ n: count() }).from(products))[0]?.n).toBe(file.products.length);
    const audit = await bed.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.import'));
    expect(audit.map((entry) => entry.actor)).toEqual([`operator key ${chain.prefix}`]);
  });
});
