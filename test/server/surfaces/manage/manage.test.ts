import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../server/app';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { ephemeralConfig } from '../../../../server/platform/config/config';
import { backends, memoryLogger, type FreshDatabase } from '../../harness';
import { createStaff, type TestStaff } from '../../support/counterBed';
import { call, createCustomer, TEST_SECRET } from '../../support/customers';
import { OPEN_TIME, SHOP_ID } from '../../support/orderBed';

type ManageAnswer = { status: number; body: { data?: { role: string; shops: { code: string }[]; allowed: string[] }; error?: { code: string } } };

describe.each(backends)('the back office behind its one guard on $name', (backend) => {
  let fresh: FreshDatabase;
  let app: Hono;
  let staff: Record<'owner' | 'manager' | 'barista', TestStaff>;

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    app = createApp({ db: fresh.opened.db, logger: memoryLogger().logger, config: ephemeralConfig({ jwtSecret: TEST_SECRET }), now: () => OPEN_TIME });
    staff = {
      owner: await createStaff(fresh.opened.db, 'owner.manage@example.com', 'owner', []),
      manager: await createStaff(fresh.opened.db, 'manager.manage@example.com', 'manager', [SHOP_ID]),
      barista: await createStaff(fresh.opened.db, 'barista.manage@example.com', 'barista', [SHOP_ID]),
    };
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  const me = async (headers: Record<string, string>) => (await call(app, 'GET', '/api/manage/me', headers)) as ManageAnswer;

  it('lets an owner in, with every shop and every action', async () => {
    const answer = await me(staff.owner.auth);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.role).toBe('owner');
    expect(answer.body.data?.shops.length).toBeGreaterThan(1);
    expect(answer.body.data?.allowed).toContain('catalogue.edit');
  });

  it("lets a manager in, with their shop, and without the chain's catalogue", async () => {
    const answer = await me(staff.manager.auth);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.shops.map((shop) => shop.code)).toEqual(['va01']);
    expect(answer.body.data?.allowed).toEqual(expect.arrayContaining(['manage.open', 'shop.hours', 'shop.staff', 'reports.read']));
    expect(answer.body.data?.allowed).not.toContain('catalogue.edit');
  });

  it('refuses a barista with 403 forbidden', async () => {
    const answer = await me(staff.barista.auth);
    expect(answer.status).toBe(403);
    expect(answer.body.error?.code).toBe('forbidden');
  });

  it("refuses a customer's token and no token with 401", async () => {
    const customer = await createCustomer(fresh.opened.db, 'customer.manage@example.com');
    expect((await me({ Authorization: `Bearer ${customer.token}` })).status).toBe(401);
    expect((await me({})).status).toBe(401);
  });
});
