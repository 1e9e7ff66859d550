import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { expect } from 'vitest';
import type { EndpointName } from '../../../src/api/contract';
import { endpoints } from '../../../src/api/contract/endpoints';
import { createApp } from '../../../server/app';
import { signSessionToken } from '../../../server/modules/people/signIn/tokens';
import { ephemeralConfig } from '../../../server/platform/config/config';
import type { Database } from '../../../server/platform/db/connect';
import { customers } from '../../../server/platform/db/schema';
import { seedIfEmpty } from '../../../server/modules/catalogue/demoCatalogue';
import { memoryLogger, type Backend } from '../harness';

/** The secret the account tests sign their tokens with (the app's JWT secret in these tests). */
export const TEST_SECRET = new TextEncoder().encode('account-tests-secret-0123456789abcdef');

export interface TestCustomer {
  id: number;
  code: string;
  email: string;
  token: string;
  /** Authorization header for the customer's requests. */
  auth: Record<string, string>;
}

/** Inserts a customer (as a first sign-in would) and mints its session token. */
export async function createCustomer(
  db: Database,
  email: string,
  details: { name?: string; phone?: string; createdAt?: Date } = {},
  secret = TEST_SECRET,
): Promise<TestCustomer> {
  const [row] = await db
    .insert(customers)
    .values({ code: `pending-${randomUUID()}`, email, name: details.name ?? '', phone: details.phone ?? '', createdAt: details.createdAt ?? new Date() })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer not inserted');
  const code = `RC${String(row.id).padStart(6, '0')}`;
  await db.update(customers).set({ code }).where(eq(customers.id, row.id));
  const token = await signSessionToken(secret, { id: row.id, code, email });
  return { id: row.id, code, email, token, auth: { Authorization: `Bearer ${token}` } };
}

/** The real app (all routes, the app's middleware and error envelope) with a known token secret and clock. */
export function accountTestApp(db: Database, options: { now?: () => Date; secret?: Uint8Array } = {}): Hono {
  const { logger } = memoryLogger();
  return createApp({ db, logger, config: ephemeralConfig({ jwtSecret: options.secret ?? TEST_SECRET }), now: options.now });
}

/** A JSON request to the test app. */
export async function call(app: Hono, method: string, url: string, auth: Record<string, string>, body?: unknown, headers: Record<string, string> = {}) {
  const response = await app.request(url, {
    method,
    headers: { ...auth, ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = response.status === 304 ? undefined : ((await response.json()) as { wasOk: boolean; data?: unknown; error?: { code: string; field?: string } });
  return { status: response.status, body: json, response };
}

export interface AccountTestBed {
  app: Hono;
  db: Database;
  /** The clock the app reads; tests move it. */
  clock: { now: Date };
  dispose(): Promise<void>;
}

/** A fresh seeded database of the backend behind accountTestApp, with a movable clock. */
export async function accountTestBed(backend: Backend, start = new Date()): Promise<AccountTestBed> {
  const fresh = await backend.fresh();
  await seedIfEmpty(fresh.opened.db);
  const clock = { now: start };
  const app = accountTestApp(fresh.opened.db, { now: () => clock.now });
  return { app, db: fresh.opened.db, clock, dispose: () => fresh.dispose() };
}

/** The `data` of a successful answer, checked against the call's contract answer schema. */
export function dataOf<N extends EndpointName>(name: N, result: { status: number; body: unknown }) {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const answer = v.parse(endpoints[name].answer, result.body);
  expect(answer.wasOk).toBe(true);
  return answer.data as NonNullable<v.InferOutput<(typeof endpoints)[N]['answer']>['data']>;
}
