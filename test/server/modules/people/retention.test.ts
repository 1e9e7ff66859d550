import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginCodes,
  mailOutbox,
  oauthStates,
  rateEvents,
  runOnce,
  socialLoginCodes,
  soldOutItems,
  staffLoginCodes,
  operatorKeys,
  webhookDeliveries,
  webhookSubscriptions,
} from '../../../../server/platform/db/schema';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { purgeExpired, RETENTION_MS } from '../../../../server/modules/retention/purge';
import { backends, type FreshDatabase } from '../../harness';
import { createCustomer } from '../../support/customers';

const NOW = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;

// Issue 11: expired sign-in secrets and old replay records are purged; nothing inside its window is.
describe.each(backends)('retention purge on $name', (backend) => {
  let fresh: FreshDatabase;
  const rows = async () => {
    const { db } = fresh.opened;
    const counted = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return {
      loginCodes: await counted(loginCodes),
      staffLoginCodes: await counted(staffLoginCodes),
      oauthStates: await counted(oauthStates),
      socialLoginCodes: await counted(socialLoginCodes),
      rateEvents: await counted(rateEvents),
      idempotencyKeys: (await db.select({ n: count() }).from(runOnce).where(eq(runOnce.scope, 'order')))[0]?.n ?? 0,
      clientMutations: (await db.select({ n: count() }).from(runOnce).where(eq(runOnce.scope, 'mutation')))[0]?.n ?? 0,
      demoMail: await counted(mailOutbox),
      endedSoldOut: await counted(soldOutItems),
      deliveredWebhooks: await counted(webhookDeliveries),
    };
  };

  beforeAll(async () => {
    fresh = await backend.fresh();
    const { db } = fresh.opened;
    const customer = await createCustomer(db, 'kept@example.com', { name: 'Kept', phone: '600000000' });
    const justPast = RETENTION_MS.expiredSignInSecrets + MINUTE;
    const replayPast = RETENTION_MS.replayRecords + MINUTE;
    await db.insert(loginCodes).values([
      { email: 'old@example.com', codeHash: 'a', linkHash: 'la', expiresAt: ago(justPast), linkExpiresAt: ago(justPast) },
      { email: 'link@example.com', codeHash: 'b', linkHash: 'lb', expiresAt: ago(justPast), linkExpiresAt: ago(MINUTE) },
      { email: 'new@example.com', codeHash: 'c', linkHash: 'lc', expiresAt: ago(-10 * MINUTE), linkExpiresAt: ago(-15 * MINUTE) },
    ]);
    await db.insert(staffLoginCodes).values([
      { email: 'old@example.com', codeHash: 'a', expiresAt: ago(justPast) },
      { email: 'new@example.com', codeHash: 'c', expiresAt: ago(-10 * MINUTE) },
    ]);
    await db.insert(oauthStates).values([
      { state: 'old', codeVerifier: 'v', nonce: 'n', createdAt: ago(justPast) },
      { state: 'new', codeVerifier: 'v', nonce: 'n', createdAt: ago(MINUTE) },
    ]);
    await db.insert(socialLoginCodes).values([
      { codeHash: 'old', customerId: customer.id, expiresAt: ago(justPast) },
      { codeHash: 'new', customerId: customer.id, expiresAt: ago(-MINUTE) },
    ]);
    await db.insert(rateEvents).values([
      { bucket: 'b', key: 'k', at: ago(RETENTION_MS.rateEvents + MINUTE) },
      { bucket: 'b', key: 'k', at: ago(MINUTE) },
    ]);
    const answer = { wasOk: true };
    await db.insert(runOnce).values([
      { customerId: customer.id, scope: 'order', key: 'old', requestHash: 'h', status: 200, answer, createdAt: ago(replayPast) },
      {
        customerId: customer.id,
        scope: 'order',
        key: 'six-days',
        requestHash: 'h',
        status: 200,
        answer,
        createdAt: ago(RETENTION_MS.replayRecords - 60 * MINUTE),
      },
      { customerId: customer.id, scope: 'mutation', key: 'old', requestHash: 'h', status: 200, answer, createdAt: ago(replayPast) },
      { customerId: customer.id, scope: 'mutation', key: 'new', requestHash: 'h', status: 200, answer, createdAt: ago(MINUTE) },
    ]);
    await db.insert(mailOutbox).values([
      { to: 'a@example.com', subject: 's', text: 't', createdAt: ago(RETENTION_MS.demoMail + MINUTE) },
      { to: 'b@example.com', subject: 's', text: 't', createdAt: ago(MINUTE) },
    ]);
    await seedIfEmpty(db);
    await db.insert(soldOutItems).values([
      { locationId: 10, kind: 'product', target: 'P1001', until: ago(RETENTION_MS.endedSoldOut + MINUTE) },
      { locationId: 10, kind: 'product', target: 'P1005', until: ago(MINUTE) },
      { locationId: 10, kind: 'extra', target: '2:milk_oat', until: null },
    ]);
    const [key] = await db
      .insert(operatorKeys)
      .values({ prefix: 'rk_000000000001', secretHash: 'h', scopes: ['orders:read'] })
      .returning();
    const [subscription] = await db
      .insert(webhookSubscriptions)
      .values({ keyId: key!.id, url: 'https://till.example.com/hooks', events: ['order.paid'], secret: 'whsec_x' })
      .returning();
    const delivery = (eventId: string, deliveredAt: Date | null) => ({
      subscriptionId: subscription!.id,
      eventId,
      type: 'order.paid',
      locationId: 10,
      sequenceKey: 'shop:10',
      payload: {},
      occurredAt: ago(RETENTION_MS.deliveredWebhooks + 60 * MINUTE),
      nextAttemptAt: ago(RETENTION_MS.deliveredWebhooks + 60 * MINUTE),
      triesSince: ago(RETENTION_MS.deliveredWebhooks + 60 * MINUTE),
      deliveredAt,
    });
    await db
      .insert(webhookDeliveries)
      .values([delivery('old', ago(RETENTION_MS.deliveredWebhooks + MINUTE)), delivery('recent', ago(MINUTE)), delivery('pending', null)]);
  });
  afterAll(async () => {
    await fresh.dispose();
  });

  // Two processes need two connections: PostgreSQL only (PGlite is one process, one connection).
  it.runIf(backend.name === 'postgres')('skips while another process holds the purge lock', async () => {
    const { db } = fresh.opened;
    const busy = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('retention-purge'))`);
      return purgeExpired(db, NOW);
    });
    expect(busy).toBe('busy');
  });

  it('removes only what is past its window, and nothing on a second run', async () => {
    const before = await rows();
    const report = await purgeExpired(fresh.opened.db, NOW);
    expect(report).toEqual({
      loginCodes: 1,
      staffLoginCodes: 1,
      oauthStates: 1,
      socialLoginCodes: 1,
      rateEvents: 1,
      idempotencyKeys: 1,
      clientMutations: 1,
      demoMail: 1,
      endedSoldOut: 1,
      deliveredWebhooks: 1,
    });
    const after = await rows();
    for (const [table, was] of Object.entries(before)) expect(after[table as keyof typeof after], table).toBe(was - 1);
    expect(await purgeExpired(fresh.opened.db, NOW)).toEqual({
      loginCodes: 0,
      staffLoginCodes: 0,
      oauthStates: 0,
      socialLoginCodes: 0,
      rateEvents: 0,
      idempotencyKeys: 0,
      clientMutations: 0,
      demoMail: 0,
      endedSoldOut: 0,
      deliveredWebhooks: 0,
    });
  });
});
