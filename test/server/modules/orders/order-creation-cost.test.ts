import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpReferenceVersion } from '../../../../server/modules/catalogue/referenceVersion';
import type { Database } from '../../../../server/platform/db/connect';
import * as schema from '../../../../server/platform/db/schema';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { backends, type FreshDatabase } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { OPEN_TIME, SHOP_ID, cartLine, orderBody, ordersTestApp, postOrder } from '../../support/orderBed';

/**
 * Issue 11 order creation under load: statements sent per pick-up order once the shop's reference data is
 * cached: the guard's customer read (this test app does not listen for session changes, so it reads), the
 * customer lock, one statement reading the key, the ledger and the order id, and one statement writing the
 * numbered order, its lines and the stored answer (BEGIN and COMMIT are not counted: they bypass drizzle).
 */
const STATEMENTS_PER_ORDER = 4;
/**
 * Issue 25: an order of single goods also locks their stock rows and takes its units (two statements); a
 * shop capping its pick-up slots adds the slot's lock and count (two more). Both are sent together, one
 * more round trip on PostgreSQL, and only by the orders that need them.
 */
const STOCK_STATEMENTS = 2;
const SLOT_STATEMENTS = 2;

/**
 * The same database seen through a drizzle instance that counts the statements it sends; `orderStatements`
 * leaves out the reference versions, which this test app (listening for no reference change) re-reads
 * at most once a second, so a slow run may read them inside any order.
 */
function countingDatabase(fresh: FreshDatabase): { db: Database; statements: () => number; orderStatements: () => number } {
  let sent = 0;
  let versions = 0;
  const logger = {
    logQuery: (query: string) => {
      sent += 1;
      if (query.includes('from "reference_versions"')) versions += 1;
    },
  };
  const client = (fresh.opened.db as unknown as { $client: unknown }).$client;
  const db = (fresh.opened.engine === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzlePostgres({ client: client as postgres.Sql, schema, logger })) as unknown as Database;
  return { db, statements: () => sent, orderStatements: () => sent - versions };
}

describe.each(backends)('order creation cost on $name', (backend) => {
  let fresh: FreshDatabase;
  let counted: ReturnType<typeof countingDatabase>;
  let app: ReturnType<typeof ordersTestApp>;
  let eva: TestCustomer;

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    counted = countingDatabase(fresh);
    app = ordersTestApp(counted.db, () => OPEN_TIME);
    eva = await createCustomer(fresh.opened.db, 'eva@example.com', { name: 'Eva', phone: '600000009' });
  });
  afterAll(async () => {
    await fresh.dispose();
  });

  const latte = async () =>
    orderBody(fresh.opened.db, eva.id, [
      await cartLine(fresh.opened.db, 'P1005', 2, { 2: ['milk_oat'], 5: ['syrup_vanilla'] }),
      await cartLine(fresh.opened.db, 'P1001', 1),
    ]);

  it(`sends at most ${STATEMENTS_PER_ORDER} statements per order once the shop's reference data is cached`, async () => {
    dataOf('orderCreate', await postOrder(app, eva, await latte()));
    const body = await latte();
    const before = counted.statements();
    dataOf('orderCreate', await postOrder(app, eva, body));
    expect(counted.statements() - before).toBeLessThanOrEqual(STATEMENTS_PER_ORDER);
  });

  it(`sends ${STOCK_STATEMENTS} more for an order of single goods and ${SLOT_STATEMENTS} more when the shop caps its slots`, async () => {
    const beans = async () => orderBody(fresh.opened.db, eva.id, [await cartLine(fresh.opened.db, 'P5001', 1), await cartLine(fresh.opened.db, 'P1001', 1)]);
    const cost = async (body: Awaited<ReturnType<typeof beans>>) => {
      const before = counted.orderStatements();
      dataOf('orderCreate', await postOrder(app, eva, body));
      return counted.orderStatements() - before;
    };
    expect(await cost(await beans())).toBeLessThanOrEqual(STATEMENTS_PER_ORDER + STOCK_STATEMENTS);
    await fresh.opened.db.insert(schema.shopControls).values({ locationId: SHOP_ID, slotCapacity: 100 });
    try {
      expect(await cost(await latte())).toBeLessThanOrEqual(STATEMENTS_PER_ORDER + SLOT_STATEMENTS);
      expect(await cost(await beans())).toBeLessThanOrEqual(STATEMENTS_PER_ORDER + STOCK_STATEMENTS + SLOT_STATEMENTS);
    } finally {
      await fresh.opened.db.delete(schema.shopControls);
    }
  });

  it('answers the order exactly as it reads back from the database', async () => {
    const created = dataOf('orderCreate', await postOrder(app, eva, await latte(), undefined, undefined, 'en'));
    const stored = dataOf('orderStatus', await call(app, 'POST', `/api/customer/order-status/${created.order.orderId}`, eva.auth, {}, { 'X-Language': 'en' }));
    expect(created.order).toEqual(stored);
    expect(created.order.dailyNumber).toBeGreaterThan(0);
  });

  it('prices with a changed catalogue once its reference version moved (the cached data is dropped)', async () => {
    dataOf('orderCreate', await postOrder(app, eva, await latte()));
    const [espresso] = await fresh.opened.db.select().from(schema.products).where(eq(schema.products.productCode, 'P1001'));
    const oldBody = await latte();
    await fresh.opened.db
      .update(schema.products)
      .set({ price: (espresso?.price ?? 0) + 1 })
      .where(eq(schema.products.productCode, 'P1001'));
    await bumpReferenceVersion(fresh.opened.db, 'catalogue', new Date());
    // Without change notifications the versions are re-read at most once a second (server/modules/catalogue/homeCache.ts).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const refused = await postOrder(app, eva, oldBody);
    expect(refused.status).toBe(409);
    dataOf('orderCreate', await postOrder(app, eva, await latte()));
  });
});
