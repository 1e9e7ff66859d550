import type { Hono } from 'hono';
import { createApp } from '../../../server/app';
import { seedIfEmpty } from '../../../server/modules/catalogue/demoCatalogue';
import { ephemeralConfig } from '../../../server/platform/config/config';
import type { Database } from '../../../server/platform/db/connect';
import { availabilityLog, locationProducts, shopControls, soldOutItems } from '../../../server/platform/db/schema';
import type { ShopAvailability } from '../../../src/api/contract/counter/availability';
import { memoryLogger, type Backend, type FreshDatabase } from '../harness';
import { createStaff, type TestStaff } from './counterBed';
import { call, TEST_SECRET } from './customers';
import { OPEN_TIME, SHOP_ID } from './orderBed';

/** va02, the seed's other shop: it sells neither P4003 nor P5003. */
export const OTHER_SHOP_ID = 11;

export interface AvailabilityBed {
  app: Hono;
  db: Database;
  fresh: FreshDatabase;
  clock: { now: Date };
  /** A barista of va01, one of va02, and a manager of every shop. */
  barista: TestStaff & { email: string };
  otherBarista: TestStaff & { email: string };
  manager: TestStaff & { email: string };
}

/** The real app on a seeded database, listening for availability changes as a server does, with a movable clock. */
export async function availabilityBed(backend: Backend, now?: () => Date, distDir?: string): Promise<AvailabilityBed> {
  const fresh = await backend.fresh();
  await seedIfEmpty(fresh.opened.db);
  const clock = { now: OPEN_TIME };
  const app = createApp({
    db: fresh.opened.db,
    logger: memoryLogger().logger,
    distDir,
    config: ephemeralConfig({ jwtSecret: TEST_SECRET }),
    now: now ?? (() => clock.now),
    watchAvailabilityChanges: (listener) => fresh.opened.onAvailabilityChange(listener).then(() => true),
    watchOrderEvents: (listener) => fresh.opened.onOrderEvent(listener).then(() => true),
  });
  const member = async (email: string, role: 'barista' | 'manager', shops: number[] | 'every') => ({
    ...(await createStaff(fresh.opened.db, email, role, shops)),
    email,
  });
  return {
    app,
    db: fresh.opened.db,
    fresh,
    clock,
    barista: await member('barista@ritmo.local', 'barista', [SHOP_ID]),
    otherBarista: await member('other@ritmo.local', 'barista', [OTHER_SHOP_ID]),
    manager: await member('boss@ritmo.local', 'manager', 'every'),
  };
}

/** A staff call of the availability API; the answer's data as a ShopAvailability when it succeeded. */
export async function staffCall(app: Hono, who: { auth: Record<string, string> }, action: string, body: unknown) {
  const answer = await call(app, 'POST', `/api/staff/availability/${action}`, who.auth, body);
  return { ...answer, availability: answer.body?.data as ShopAvailability | undefined };
}

/** Everything availability writes, as sorted JSON lines: compared before and after a refused call. */
export async function availabilityTables(db: Database) {
  const dump = async (rows: Promise<unknown[]>) => (await rows).map((row) => JSON.stringify(row)).sort();
  return {
    soldOut: await dump(db.select().from(soldOutItems)),
    controls: await dump(db.select().from(shopControls)),
    log: await dump(db.select().from(availabilityLog)),
    stock: await dump(db.select().from(locationProducts)),
  };
}
