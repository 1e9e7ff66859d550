import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationProducts, locations } from '../../../../server/platform/db/schema';
import { backends } from '../../harness';
import { auditCount, lastAudit, locationsVersion, manageBed, VA01, type ManageBed, type Who } from './manageBed';

const legal = { name: 'Ritmo Café S.L.', address1: 'C/ de Sueca 1', address2: '46006 València', vatNumber: 'B98765431' };
const newShop = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  name: { es: 'Benimaclet', en: 'Benimaclet' },
  typeId: 51002,
  latitude: 39.48,
  longitude: -0.36,
  address: { route: 'Carrer de Murta', routeNumber: '3', cp: '46020', city: 'València' },
  timeZone: 'Europe/Madrid',
  legal,
  ...overrides,
});

describe.each(backends)('the back office shops on $name', (backend) => {
  let bed: ManageBed;
  beforeAll(async () => {
    bed = await manageBed(backend);
  });
  afterAll(async () => {
    await bed?.dispose();
  });

  const shopCount = async () => Number((await bed.db.select({ n: count() }).from(locations))[0]?.n);

  it.each([
    ['owner', 200, ['va01', 'va02', 'ONLINE']],
    ['manager', 200, ['va01']],
    ['otherManager', 200, ['va02']],
    ['barista', 403, null],
  ] as [Who, number, string[] | null][])('lists the shops of %s', async (who, status, codes) => {
    const answer = await bed.call(who, 'GET', '/api/manage/shops');
    expect(answer.status).toBe(status);
    if (codes) expect(answer.body.data.map((shop: { code: string }) => shop.code).sort()).toEqual([...codes].sort());
  });

  it.each(['manager', 'otherManager', 'barista'] as Who[])('refuses %s adding or editing a shop, writing nothing', async (who) => {
    const [shops, audits] = [await shopCount(), await auditCount(bed.db)];
    expect((await bed.call(who, 'POST', '/api/manage/shops', newShop('va09'))).status).toBe(403);
    expect((await bed.call(who, 'PATCH', '/api/manage/shops/va01', { sort: 9 })).status).toBe(403);
    expect([await shopCount(), await auditCount(bed.db)]).toEqual([shops, audits]);
  });

  it('lets the owner add a shop: closed, selling nothing, audited, and the locations version moves', async () => {
    const version = await locationsVersion(bed.db);
    const answer = await bed.call('owner', 'POST', '/api/manage/shops', newShop('va03'));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ code: 'va03', warnMinutes: 5, lateMinutes: 10, schedule: { d1: [], exceptions: {} } });
    const [row] = await bed.db.select().from(locations).where(eq(locations.code, 'va03'));
    expect(row?.id).toBeGreaterThan(20);
    const sold = await bed.db.select({ n: count() }).from(locationProducts).where(eq(locationProducts.locationId, row!.id));
    expect(Number(sold[0]?.n)).toBe(0);
    expect(await lastAudit(bed.db)).toMatchObject({ action: 'shop.create', subject: 'shop:va03', locationId: row!.id, actor: 'olga.owner@example.com' });
    expect(await locationsVersion(bed.db)).toBeGreaterThan(version);
    const list = await bed.call('owner', 'GET', '/api/manage/shops');
    expect(list.body.data.map((shop: { code: string }) => shop.code)).toContain('va03');
  });

  it('refuses a code already taken, in any case, with 409 code_taken naming code', async () => {
    const [shops, audits] = [await shopCount(), await auditCount(bed.db)];
    for (const code of ['va01', 'VA01']) {
      const answer = await bed.call('owner', 'POST', '/api/manage/shops', newShop(code));
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({ code: 'code_taken', field: 'code' });
    }
    expect([await shopCount(), await auditCount(bed.db)]).toEqual([shops, audits]);
  });

  it("refuses a legal entity whose NIF is not the invoice issuer's, on create and edit", async () => {
    const [shops, audits] = [await shopCount(), await auditCount(bed.db)];
    const created = await bed.call('owner', 'POST', '/api/manage/shops', newShop('va04', { legal: { ...legal, vatNumber: 'B12345674' } }));
    expect(created.status).toBe(422);
    expect(created.body.error?.field).toBe('legal.vatNumber');
    const edited = await bed.call('owner', 'PATCH', '/api/manage/shops/va01', { legal: { ...legal, vatNumber: 'B12345674' } });
    expect(edited.status).toBe(422);
    expect(edited.body.error?.field).toBe('legal.vatNumber');
    expect([await shopCount(), await auditCount(bed.db)]).toEqual([shops, audits]);
  });

  it('lets the owner edit a shop, audited with what changed', async () => {
    const version = await locationsVersion(bed.db);
    const answer = await bed.call('owner', 'PATCH', '/api/manage/shops/va01', { name: { es: 'Russafa', en: 'Ruzafa' }, warnMinutes: 4, lateMinutes: 8 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ code: 'va01', name: { es: 'Russafa' }, warnMinutes: 4, lateMinutes: 8 });
    const row = await lastAudit(bed.db);
    expect(row).toMatchObject({ action: 'shop.update', subject: 'shop:va01', locationId: VA01 });
    expect(row?.after).toEqual({ name: { es: 'Russafa', en: 'Ruzafa' }, warnMinutes: 4, lateMinutes: 8 });
    expect(await locationsVersion(bed.db)).toBeGreaterThan(version);
  });

  it('refuses board thresholds where amber is not before red, and an unknown shop', async () => {
    const audits = await auditCount(bed.db);
    const answer = await bed.call('owner', 'PATCH', '/api/manage/shops/va01', { warnMinutes: 8 });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.field).toBe('warnMinutes');
    expect((await bed.call('owner', 'PATCH', '/api/manage/shops/zz99', { sort: 1 })).status).toBe(404);
    expect(await auditCount(bed.db)).toBe(audits);
  });
});
