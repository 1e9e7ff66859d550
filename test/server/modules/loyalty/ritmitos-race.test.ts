import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRitmitos, loyaltySummary } from '../../../../server/modules/loyalty/summary';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import type { Database } from '../../../../server/platform/db/connect';
import { backends, type FreshDatabase } from '../../harness';
import { createCustomer, type TestCustomer } from '../../support/customers';
import { cartLine, OPEN_TIME, orderBody, ordersTestApp, postOrder } from '../../support/orderBed';

/** Two of P1010 (2,80 €): a line worth 560 ritmitos, so a balance of 693 pays it once and never twice. */
const LINE = 'P1010';
const BALANCE = 693;
const ORDERS = 20;
const ROUNDS = 10;

describe.each(backends)('orders spending the same ritmitos at once on $name', (backend) => {
  let fresh: FreshDatabase;
  let db: Database;
  let app: Hono;
  // The clock runs as a real one does, from a time the shop is open: every request reads its own moment.
  const started = Date.now();
  const now = () => new Date(OPEN_TIME.getTime() + Date.now() - started);

  beforeAll(async () => {
    fresh = await backend.fresh();
    db = fresh.opened.db;
    await seedIfEmpty(db);
    app = ordersTestApp(db, now);
  });
  afterAll(async () => {
    await fresh.dispose();
  });

  const customerWithBalance = async (round: number): Promise<TestCustomer> => {
    const customer = await createCustomer(db, `spender${round}@example.com`, { name: `Spender ${round}`, phone: `6000002${String(round).padStart(2, '0')}` });
    await creditRitmitos(db, customer.id, BALANCE, 'Welcome', null, new Date(OPEN_TIME.getTime() - 60_000));
    return customer;
  };

  it(`accepts one of ${ORDERS} orders paying the same line in ritmitos, ${ROUNDS} rounds, and refuses the others with 409`, async () => {
    const accepted: number[] = [];
    const refusedStatuses = new Set<number>();
    const balances: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const customer = await customerWithBalance(round);
      const body = await orderBody(db, customer.id, [await cartLine(db, LINE, 2)], { useRitmitos: true, now: now() });
      expect(body.products[0]).toMatchObject({ useRitmitos: true, price: 0 });
      const results = await Promise.all(Array.from({ length: ORDERS }, () => postOrder(app, customer, body)));
      accepted.push(results.filter((result) => result.status === 200).length);
      for (const result of results) if (result.status !== 200) refusedStatuses.add(result.status);
      const loyalty = await loyaltySummary(db, customer.id, now());
      balances.push(loyalty.ritmitosAvailable - loyalty.ritmitosInOrders);
    }
    expect(accepted).toEqual(Array.from({ length: ROUNDS }, () => 1));
    expect([...refusedStatuses]).toEqual([409]);
    expect(balances).toEqual(Array.from({ length: ROUNDS }, () => BALANCE - 560));
  });
});
