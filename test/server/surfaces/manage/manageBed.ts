import { count, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createApp } from '../../../../server/app';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { ephemeralConfig } from '../../../../server/platform/config/config';
import type { Database } from '../../../../server/platform/db/connect';
import { auditLog, referenceVersions } from '../../../../server/platform/db/schema';
import { memoryLogger, type Backend } from '../../harness';
import { createStaff, type TestStaff } from '../../support/counterBed';
import { call, TEST_SECRET } from '../../support/customers';
import { OPEN_TIME } from '../../support/orderBed';

/** Ruzafa and Carmen, the seed's two shops. */
export const VA01 = 10;
export const VA02 = 11;

export type Who = 'owner' | 'manager' | 'otherManager' | 'barista';
export const EVERYONE: Who[] = ['owner', 'manager', 'otherManager', 'barista'];

export interface ManageBed {
  app: Hono;
  db: Database;
  clock: { now: Date };
  /** The owner; a manager of va01; a manager of va02; a barista of va01. */
  staff: Record<Who, TestStaff>;
  call(who: Who | TestStaff, method: string, url: string, body?: unknown): Promise<{ status: number; body: Answer }>;
  dispose(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the answer of the call it made
export type Answer = { wasOk?: boolean; data?: any; error?: { code: string; field?: string; message: string } };

/** The app on a seeded database, a movable clock, and one member of each kind. */
export async function manageBed(backend: Backend, start = OPEN_TIME): Promise<ManageBed> {
  const fresh = await backend.fresh();
  const db = fresh.opened.db;
  await seedIfEmpty(db);
  const clock = { now: start };
  const app = createApp({ db, logger: memoryLogger().logger, config: ephemeralConfig({ jwtSecret: TEST_SECRET }), now: () => clock.now });
  const staff = {
    owner: await createStaff(db, 'olga.owner@example.com', 'owner', []),
    manager: await createStaff(db, 'marta.manager@example.com', 'manager', [VA01]),
    otherManager: await createStaff(db, 'carlos.manager@example.com', 'manager', [VA02]),
    barista: await createStaff(db, 'bea.barista@example.com', 'barista', [VA01]),
  };
  return {
    app,
    db,
    clock,
    staff,
    async call(who, method, url, body) {
      const member = typeof who === 'string' ? staff[who] : who;
      return (await call(app, method, url, member.auth, body)) as { status: number; body: Answer };
    },
    dispose: () => fresh.dispose(),
  };
}

export async function auditCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog);
  return Number(row?.n ?? 0);
}

export async function lastAudit(db: Database) {
  const [row] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

export async function locationsVersion(db: Database): Promise<number> {
  const [row] = await db.select({ at: referenceVersions.updatedAt }).from(referenceVersions).where(eq(referenceVersions.area, 'locations'));
  return row?.at.getTime() ?? 0;
}
