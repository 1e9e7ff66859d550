import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../../../src/api/contract';
import { signSessionToken } from '../../../../server/modules/people/signIn/tokens';
import { customers, runOnce } from '../../../../server/platform/db/schema';
import { backends } from '../../harness';
import { accountTestBed, call, createCustomer, dataOf, type AccountTestBed, type TestCustomer } from '../../support/customers';

describe.each(backends)('account calls on $name', (backend) => {
  let bed: AccountTestBed;
  let ana: TestCustomer;
  beforeAll(async () => {
    bed = await accountTestBed(backend);
    ana = await createCustomer(bed.db, 'ana@example.com');
  });
  afterAll(async () => {
    await bed.dispose();
  });

  describe('sign-in required', () => {
    const calls: [string, string][] = [
      ['GET', '/api/customer/account'],
      ['PATCH', '/api/customer/account'],
      ['PATCH', '/api/customer/preferences'],
      ['GET', '/api/customer/loyalty'],
      ['POST', '/api/customer/recommend_friend'],
      ['POST', '/api/customer/reviews'],
      ['GET', '/api/customer/addresses'],
      ['POST', '/api/customer/addresses/0'],
      ['DELETE', '/api/customer/addresses/1'],
    ];
    it.each(calls)('%s %s answers 401 without a token', async (method, url) => {
      const result = await call(bed.app, method, url, {}, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(result.status).toBe(401);
      expect(result.body).toMatchObject({ wasOk: false, error: { code: 'unauthorized' } });
    });
    it('answers 401 for a token signed with another secret', async () => {
      const forged = await signSessionToken(new TextEncoder().encode('another-secret-another-secret-xx'), { id: ana.id, code: ana.code, email: ana.email });
      const result = await call(bed.app, 'GET', '/api/customer/account', { Authorization: `Bearer ${forged}` });
      expect(result.status).toBe(401);
    });
  });

  describe('GET /customer/account', () => {
    it('answers a new customer as inactive Bronze with both switches off', async () => {
      const account = dataOf('account', await call(bed.app, 'GET', '/api/customer/account', ana.auth));
      expect(account).toMatchObject({
        id: ana.id,
        code: ana.code,
        email: 'ana@example.com',
        name: '',
        phone: '',
        isActive: false,
        preferences: { receivePromotions: false, receiveNews: false },
        loyalty: { customerLevel: 3, ritmitosAvailable: 0, ritmitosInOrders: 0, ritmitosToExpire: 0 },
      });
    });
  });

  describe('PATCH /customer/account', () => {
    it('saves the trimmed name and phone and makes the customer active', async () => {
      const account = dataOf('accountPatch', await call(bed.app, 'PATCH', '/api/customer/account', ana.auth, { name: '  Ana García ', phone: '600 123 456' }));
      expect(account).toMatchObject({ name: 'Ana García', phone: '600 123 456', isActive: true });
      expect(dataOf('account', await call(bed.app, 'GET', '/api/customer/account', ana.auth))).toMatchObject({ name: 'Ana García', isActive: true });
    });
    it('refuses a short name naming the field, and changes nothing', async () => {
      const result = await call(bed.app, 'PATCH', '/api/customer/account', ana.auth, { name: 'Ana', phone: '600123456' });
      expect(result.status).toBe(400);
      expect(result.body?.error).toMatchObject({ code: 'bad_request', field: 'name', message: 'Name must have a minimum of 4 characters.' });
      expect(dataOf('account', await call(bed.app, 'GET', '/api/customer/account', ana.auth)).name).toBe('Ana García');
    });
    it('refuses a short phone naming the field', async () => {
      const result = await call(bed.app, 'PATCH', '/api/customer/account', ana.auth, { name: 'Ana García', phone: '12345' });
      expect(result.status).toBe(400);
      expect(result.body?.error).toMatchObject({ field: 'phone', message: 'Telephone number with a minimum of 9 numbers.' });
    });
    it('accepts a form-encoded body as the original client sent it', async () => {
      const response = await bed.app.request('/api/customer/account', {
        method: 'PATCH',
        headers: { ...ana.auth, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'Ana G. López', phone: '611222333' }).toString(),
      });
      expect(dataOf('accountPatch', { status: response.status, body: await response.json() })).toMatchObject({ name: 'Ana G. López', phone: '611222333' });
    });
  });

  describe('PATCH /customer/preferences', () => {
    it('changes one switch and keeps the other', async () => {
      const first = dataOf('preferencesPatch', await call(bed.app, 'PATCH', '/api/customer/preferences', ana.auth, { receiveNews: true }));
      expect(first.preferences).toEqual({ receivePromotions: false, receiveNews: true });
      const second = dataOf('preferencesPatch', await call(bed.app, 'PATCH', '/api/customer/preferences', ana.auth, { receivePromotions: 'true' }));
      expect(second.preferences).toEqual({ receivePromotions: true, receiveNews: true });
    });
    it('refuses a body without either switch, or with a switch that is not a boolean', async () => {
      expect((await call(bed.app, 'PATCH', '/api/customer/preferences', ana.auth, {})).status).toBe(400);
      const wrong = await call(bed.app, 'PATCH', '/api/customer/preferences', ana.auth, { receiveNews: 'maybe' });
      expect(wrong.status).toBe(400);
      expect(wrong.body?.error?.field).toBe('receiveNews');
    });
  });

  describe('client mutation ids (offline outbox replays)', () => {
    it('applies the same PATCH sent twice with the same id once and answers identically', async () => {
      const mutation = { [HEADERS.clientMutationId]: 'm-0001_name' };
      const first = await call(bed.app, 'PATCH', '/api/customer/account', ana.auth, { name: 'Ana Replayed', phone: '699000111' }, mutation);
      expect(first.status).toBe(200);
      // Someone changes the name in between; the replay must not put the old value back.
      await bed.db.update(customers).set({ name: 'Changed Elsewhere' }).where(eq(customers.id, ana.id));
      const replay = await call(bed.app, 'PATCH', '/api/customer/account', ana.auth, { name: 'Ana Replayed', phone: '699000111' }, mutation);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      const [row] = await bed.db.select({ name: customers.name }).from(customers).where(eq(customers.id, ana.id));
      expect(row?.name).toBe('Changed Elsewhere');
    });
    it('refuses the same id with a different body (409 mutation_conflict)', async () => {
      const mutation = { [HEADERS.clientMutationId]: 'm-0002' };
      expect((await call(bed.app, 'PATCH', '/api/customer/preferences', ana.auth, { receiveNews: false }, mutation)).status).toBe(200);
      const conflict = await call(bed.app, 'PATCH', '/api/customer/preferences', ana.auth, { receiveNews: true }, mutation);
      expect(conflict.status).toBe(409);
      expect(conflict.body?.error?.code).toBe('mutation_conflict');
    });
    it('stores a refusal and replays it, leaving no half write', async () => {
      const mutation = { [HEADERS.clientMutationId]: 'm-0003' };
      const first = await call(bed.app, 'PATCH', '/api/customer/account', ana.auth, { name: 'No', phone: '699000111' }, mutation);
      expect(first.status).toBe(400);
      const replay = await call(bed.app, 'PATCH', '/api/customer/account', ana.auth, { name: 'No', phone: '699000111' }, mutation);
      expect(replay.status).toBe(400);
      expect(replay.body).toEqual(first.body);
    });
    it('keeps ids per customer: another customer may use the same id', async () => {
      const bea = await createCustomer(bed.db, 'bea@example.com');
      const mutation = { [HEADERS.clientMutationId]: 'm-0002' };
      const result = await call(bed.app, 'PATCH', '/api/customer/preferences', bea.auth, { receivePromotions: true }, mutation);
      expect(dataOf('preferencesPatch', result).preferences.receivePromotions).toBe(true);
      const stored = await bed.db
        .select()
        .from(runOnce)
        .where(and(eq(runOnce.scope, 'mutation'), eq(runOnce.key, 'm-0002')));
      expect(stored.map((row) => row.customerId).sort()).toEqual([ana.id, bea.id].sort());
    });
    it('reads and replays a multipart change carrying an id', async () => {
      const form = new FormData();
      form.set('name', 'Ana Multipart');
      form.set('phone', '699000222');
      const send = () =>
        bed.app.request('/api/customer/account', { method: 'PATCH', headers: { ...ana.auth, [HEADERS.clientMutationId]: 'm-form' }, body: form });
      const first = await send();
      const firstBody: unknown = await first.json();
      expect(dataOf('accountPatch', { status: first.status, body: firstBody }).name).toBe('Ana Multipart');
      // A new boundary on every send: the replay is still recognised as the same change.
      const replay = await send();
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual(firstBody);
    });
    it('refuses a malformed id naming the header', async () => {
      const result = await call(bed.app, 'PATCH', '/api/customer/preferences', ana.auth, { receiveNews: true }, { [HEADERS.clientMutationId]: 'bad id!' });
      expect(result.status).toBe(400);
      expect(result.body?.error?.field).toBe(HEADERS.clientMutationId);
    });
  });
});
