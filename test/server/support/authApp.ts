import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { Session } from '../../../src/api/contract';
import { createApp } from '../../../server/app';
import { ephemeralConfig, type AppConfig } from '../../../server/platform/config/config';
import type { Database } from '../../../server/platform/db/connect';
import { memoryLogger, type Backend, type FreshDatabase } from '../harness';
import { call, dataOf } from './customers';

/** A clock the app reads and the test moves (no sleeping). */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}

export interface AuthTestBed {
  app: Hono;
  db: Database;
  config: AppConfig;
  clock: TestClock;
  logLines: () => Record<string, unknown>[];
  fresh: FreshDatabase;
  dispose(): Promise<void>;
}

/** The whole app (createApp) on a fresh database with a known configuration and a movable clock. */
export async function authTestBed(backend: Backend, overrides: Partial<AppConfig> = {}): Promise<AuthTestBed> {
  const fresh = await backend.fresh();
  const { logger, lines } = memoryLogger();
  const config = ephemeralConfig(overrides);
  const clock = testClock();
  const app = createApp({ db: fresh.opened.db, logger, config, now: clock.now });
  return { app, db: fresh.opened.db, config, clock, logLines: lines, fresh, dispose: () => fresh.dispose() };
}

/** The headers of a call coming through the proxy from `address`. */
export const from = (address: string) => ({ 'X-Forwarded-For': address });

/** A code of the right shape that is not `code`. */
export const otherCode = (code: string) =>
  code
    .split('')
    .map((char) => (char === 'A' ? 'B' : 'A'))
    .join('');

export const post = (app: Hono, url: string, body: unknown, headers: Record<string, string> = {}) => call(app, 'POST', url, {}, body, headers);

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  createdAt: string;
}

/** The demo outbox, newest first, checked with the contract. */
export async function readOutbox(app: Hono): Promise<OutboxMail[]> {
  return dataOf('devOutbox', await call(app, 'GET', '/api/dev/outbox', {}));
}

/** The code of the latest mail sent to `email` in the demo outbox. */
export async function latestCode(app: Hono, email: string): Promise<string> {
  const mail = (await readOutbox(app)).find((entry) => entry.to === email);
  if (!mail?.code) throw new Error(`No sign-in mail for ${email}`);
  return mail.code;
}

/** The magic-link token of the latest mail sent to `email`. */
export async function latestLinkToken(app: Hono, email: string): Promise<string> {
  const mail = (await readOutbox(app)).find((entry) => entry.to === email);
  const token = mail?.link ? new URL(mail.link.replace('/#/', '/')).searchParams.get('code') : null;
  if (!token) throw new Error(`No sign-in link for ${email}`);
  return token;
}

/** login-start then login-end with the code read from the outbox: the customer's session. */
export async function signIn(app: Hono, email: string, headers: Record<string, string> = {}): Promise<Session> {
  dataOf('loginStart', await post(app, '/api/customer/login-start', { email }, headers));
  const data = dataOf('loginEnd', await post(app, '/api/customer/login-end', { email, code: await latestCode(app, email) }));
  if (data === 'error_date') throw new Error('The code expired');
  return data;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The account call as a probe of whether a token is accepted. */
export async function accountStatus(app: Hono, token: string): Promise<number> {
  const { status } = await call(app, 'GET', '/api/customer/account', bearer(token));
  return status;
}

export function expectFailure(result: { status: number; body: unknown }, status: number, code: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect(result.body).toMatchObject({ wasOk: false, error: { code } });
}
