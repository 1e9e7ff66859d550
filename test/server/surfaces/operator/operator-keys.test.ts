import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { operatorKeys } from '../../../../server/platform/db/schema';
import {
  createOperatorKey,
  LAST_USED_RESOLUTION_MS,
  listOperatorKeys,
  OperatorKeyError,
  revokeOperatorKey,
  verifyOperatorKey,
} from '../../../../server/modules/operator/keys';
import { backends, type FreshDatabase } from '../../harness';

const T0 = new Date('2026-06-17T08:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describe.each(backends)('operator API keys on $name', (backend) => {
  let fresh: FreshDatabase;
  const db = () => fresh.opened.db;
  const rowOf = async (prefix: string) => (await db().select().from(operatorKeys).where(eq(operatorKeys.prefix, prefix)))[0];

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
  });
  afterAll(() => fresh.dispose());

  it('makes a key of its prefix and 32 random bytes, keeps only the hash of the whole key, and lists it without its secret', async () => {
    const { key, listing } = await createOperatorKey(db(), { shop: 'VA01', scopes: ['orders:read', 'availability:write'], label: ' till ' }, T0);
    expect(key).toMatch(/^rk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key.slice(16), 'base64url')).toHaveLength(32);
    const prefix = key.slice(0, 15);
    expect(listing).toEqual({
      prefix,
      label: 'till',
      shop: 'va01',
      scopes: ['orders:read', 'availability:write'],
      createdAt: T0,
      lastUsedAt: null,
      revokedAt: null,
    });
    const row = await rowOf(prefix);
    expect(row?.secretHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.slice(16));
    expect(JSON.stringify(await listOperatorKeys(db()))).not.toContain(key.slice(16));

    const chain = await createOperatorKey(db(), { scopes: ['catalogue:write'] }, T0);
    expect(chain.listing).toMatchObject({ shop: null, label: '', scopes: ['catalogue:write'] });
    expect(chain.key.slice(0, 15)).not.toBe(prefix);
  });

  it('refuses an unknown shop, an unknown scope or none, and writes nothing then', async () => {
    const before = await listOperatorKeys(db());
    await expect(createOperatorKey(db(), { shop: 'zz99', scopes: ['orders:read'] }, T0)).rejects.toThrow(new OperatorKeyError('Unknown shop zz99'));
    await expect(createOperatorKey(db(), { scopes: ['orders:read', 'orders:delete'] }, T0)).rejects.toThrow(/Unknown scope orders:delete/);
    await expect(createOperatorKey(db(), { scopes: [] }, T0)).rejects.toThrow(/at least one scope/);
    expect(await listOperatorKeys(db())).toEqual(before);
  });

  it('verifies the whole key only: another secret, a malformed key, an unknown prefix or a revoked key open nothing', async () => {
    const { key } = await createOperatorKey(db(), { shop: 'va02', scopes: ['orders:write'] }, T0);
    const verified = await verifyOperatorKey(db(), key, T0);
    expect(verified).toMatchObject({ prefix: key.slice(0, 15), locationId: 11, scopes: ['orders:write'] });
    const flipped = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [flipped, key.slice(0, -1), `${key}x`, 'rk_000000000000_' + 'A'.repeat(43), key.replace('rk_', 'rx_'), '', 'Bearer']) {
      expect(await verifyOperatorKey(db(), wrong, T0)).toBeNull();
    }
    expect(await revokeOperatorKey(db(), key.slice(0, 15), later(1000))).toBe('revoked');
    expect(await verifyOperatorKey(db(), key, later(2000))).toBeNull();
    expect(await revokeOperatorKey(db(), key.slice(0, 15), later(3000))).toBe('already');
    expect(await revokeOperatorKey(db(), 'rk_ffffffffffff', later(3000))).toBe('unknown');
  });

  it('writes the last use at most once a minute per key', async () => {
    const { key } = await createOperatorKey(db(), { scopes: ['orders:read'] }, T0);
    const prefix = key.slice(0, 15);
    await verifyOperatorKey(db(), key, later(1_000));
    expect((await rowOf(prefix))?.lastUsedAt).toEqual(later(1_000));
    await verifyOperatorKey(db(), key, later(30_000));
    await verifyOperatorKey(db(), key, later(LAST_USED_RESOLUTION_MS));
    expect((await rowOf(prefix))?.lastUsedAt).toEqual(later(1_000));
    await verifyOperatorKey(db(), key, later(1_000 + LAST_USED_RESOLUTION_MS));
    expect((await rowOf(prefix))?.lastUsedAt).toEqual(later(1_000 + LAST_USED_RESOLUTION_MS));
    expect((await listOperatorKeys(db())).find((listed) => listed.prefix === prefix)?.lastUsedAt).toEqual(later(1_000 + LAST_USED_RESOLUTION_MS));
  });

  it('rotates without downtime: a second key works beside the first, and revoking the first leaves the second working', async () => {
    const first = await createOperatorKey(db(), { shop: 'va01', scopes: ['orders:read'], label: 'till' }, T0);
    const second = await createOperatorKey(db(), { shop: 'va01', scopes: ['orders:read'], label: 'till (new)' }, later(60_000));
    expect(await verifyOperatorKey(db(), first.key, later(61_000))).not.toBeNull();
    expect(await verifyOperatorKey(db(), second.key, later(61_000))).not.toBeNull();
    expect(await revokeOperatorKey(db(), first.listing.prefix, later(120_000))).toBe('revoked');
    expect(await verifyOperatorKey(db(), first.key, later(121_000))).toBeNull();
    expect(await verifyOperatorKey(db(), second.key, later(121_000))).toMatchObject({ prefix: second.listing.prefix });
    const listed = await listOperatorKeys(db());
    expect(listed.find((key) => key.prefix === first.listing.prefix)?.revokedAt).toEqual(later(120_000));
    expect(listed.find((key) => key.prefix === second.listing.prefix)?.revokedAt).toBeNull();
  });
});
