import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../server/app';
import { ephemeralConfig } from '../../../../server/platform/config/config';
import { openDatabase, type OpenedDatabase } from '../../../../server/platform/db/connect';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { backends, memoryLogger, type FreshDatabase } from '../../harness';
import { createCustomer, TEST_SECRET, type TestCustomer } from '../../support/customers';
import { countingHandle } from '../../support/countingHandle';

/**
 * The guard keeps its reading of a customer per process once it hears session changes (migration 0013):
 * two apps on one database stand for two server processes; a logout through one must hold in the other.
 */
interface Process {
  app: Hono;
  customerReads: () => number;
}

/** The statements that read a customer's session guard (its last column: the deletion mark). */
const isCustomerRead = (query: string) => query.includes(`"deleted_at" from "customers"`);

describe.each(backends)('the guard kept per process on $name', (backend) => {
  let fresh: FreshDatabase;
  let second: OpenedDatabase | undefined;
  let eva: TestCustomer;
  const processes: Process[] = [];

  async function process(opened: OpenedDatabase, listens: boolean): Promise<Process> {
    const counted = { reads: 0 };
    const db = countingHandle(opened, isCustomerRead, counted);
    const watchSessionChanges = listens ? (forget: (id: number | null) => void) => opened.onCustomerSessionChange(forget).then(() => true) : undefined;
    const app = createApp({ db, logger: memoryLogger().logger, config: ephemeralConfig({ jwtSecret: TEST_SECRET }), watchSessionChanges });
    // The subscription is made in the background; let it stand.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { app, customerReads: () => counted.reads };
  }

  const account = (p: Process, customer: TestCustomer) => p.app.request('/api/customer/account', { headers: customer.auth });

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    eva = await createCustomer(fresh.opened.db, 'eva@example.com', { name: 'Eva', phone: '600000009' });
    second = fresh.location.databaseUrl ? await openDatabase({ databaseUrl: fresh.location.databaseUrl, dataDir: fresh.location.dataDir }) : undefined;
    processes.push(await process(fresh.opened, true), await process(second ?? fresh.opened, true));
  });
  afterAll(async () => {
    await second?.close();
    await fresh.dispose();
  });

  it('reads a signed-in customer once, then answers from what it kept', async () => {
    const [, other] = processes as [Process, Process];
    const before = other.customerReads();
    for (let i = 0; i < 3; i++) expect((await account(other, eva)).status).toBe(200);
    expect(other.customerReads() - before).toBe(1);
  });

  it('refuses the old token in the other process soon after a logout through one', async () => {
    const [one, other] = processes as [Process, Process];
    expect((await account(other, eva)).status).toBe(200);
    const logout = await one.app.request('/api/customer/logout', { method: 'POST', headers: { ...eva.auth, 'Content-Type': 'application/json' }, body: '{}' });
    expect(logout.status).toBe(200);
    expect((await account(one, eva)).status).toBe(401);
    await expect.poll(async () => (await account(other, eva)).status, { timeout: 2_000, interval: 20 }).toBe(401);
  });

  it('reads the customer on every request when it does not hear session changes', async () => {
    const deaf = await process(second ?? fresh.opened, false);
    const ana = await createCustomer(fresh.opened.db, 'ana@example.com', { name: 'Ana', phone: '600000010' });
    for (let i = 0; i < 3; i++) expect((await account(deaf, ana)).status).toBe(200);
    expect(deaf.customerReads()).toBe(3);
  });
});
