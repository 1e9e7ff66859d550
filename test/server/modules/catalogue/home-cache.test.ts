import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeData } from '../../../../src/api/contract';
import { createHomeCache, type HomeCache } from '../../../../server/modules/catalogue/homeCache';
import { loadHomeData } from '../../../../server/modules/catalogue/homeData';
import type { Database } from '../../../../server/platform/db/connect';
import { products, referenceVersions } from '../../../../server/platform/db/schema';
import type { PreparedJson } from '../../../../server/platform/http/preparedJson';
import { backends, seededApp, type TestApp } from '../../harness';

const backend = backends[0]!;
const PRODUCT = 'P1001';
const decoded = (prepared: PreparedJson | undefined) => JSON.parse(new TextDecoder().decode(prepared?.identity)) as { wasOk: boolean; data: HomeData };
const titleOf = (home: HomeData) => home.products.flatMap((group) => group.items).find((item) => item.productCode === PRODUCT)?.title;

async function renameProduct(db: Database, title: string) {
  await db
    .update(products)
    .set({ title: { es: title, en: title } })
    .where(eq(products.productCode, PRODUCT));
}
async function bumpCatalogue(db: Database, at: Date) {
  await db.update(referenceVersions).set({ updatedAt: at }).where(eq(referenceVersions.area, 'catalogue'));
}

describe('home-wapp cache', () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await seededApp(backend);
    db = t.fresh.opened.db;
  });
  afterAll(async () => {
    await t.fresh.dispose();
  });

  describe('createHomeCache', () => {
    let cache: HomeCache;
    const clock = { ms: 0 };
    beforeAll(() => {
      cache = createHomeCache(db, { features: { socialSignIn: true }, versionsMaxAgeMs: 1000, clock: () => clock.ms });
    });

    it('answers the envelope of loadHomeData, its gzip form and the hash ETag', async () => {
      const prepared = await cache.answer('va01', 'es');
      expect(decoded(prepared)).toEqual({ wasOk: true, data: await loadHomeData(db, 'va01', 'es', { socialSignIn: true }) });
      expect(gunzipSync(prepared!.gzip)).toEqual(Buffer.from(prepared!.identity));
      expect(prepared?.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    });

    it('keeps languages and locations apart, and codes case-insensitive', async () => {
      const es = await cache.answer('va01', 'es');
      const en = await cache.answer('va01', 'en');
      const other = await cache.answer('va02', 'es');
      expect(en?.etag).not.toBe(es?.etag);
      expect(decoded(en).data.location.name).toBe((await loadHomeData(db, 'va01', 'en', { socialSignIn: true }))?.location.name);
      expect(other?.etag).not.toBe(es?.etag);
      expect(decoded(other).data.location.code).toBe('va02');
      expect(await cache.answer('VA01', 'es')).toBe(es);
      expect(await cache.answer('nowhere', 'es')).toBeUndefined();
    });

    it('keeps answering from memory while the versions stand, and re-reads them once they are old', async () => {
      const before = await cache.answer('va01', 'es');
      await renameProduct(db, 'Renamed quietly');
      expect(await cache.answer('va01', 'es')).toBe(before);

      await bumpCatalogue(db, new Date('2030-01-01T00:00:00Z'));
      expect(await cache.answer('va01', 'es')).toBe(before);
      clock.ms += 1000;
      const after = await cache.answer('va01', 'es');
      expect(after?.etag).not.toBe(before?.etag);
      expect(titleOf(decoded(after).data)).toBe('Renamed quietly');
    });

    it('sees a version bump at once after invalidate()', async () => {
      const before = await cache.answer('va01', 'en');
      await renameProduct(db, 'Renamed by a rating');
      await bumpCatalogue(db, new Date('2030-01-02T00:00:00Z'));
      cache.invalidate();
      const after = await cache.answer('va01', 'en');
      expect(after?.etag).not.toBe(before?.etag);
      expect(titleOf(decoded(after).data)).toBe('Renamed by a rating');
    });

    it('loads one answer for concurrent first requests', async () => {
      const fresh = createHomeCache(db);
      const answers = await Promise.all([fresh.answer('va02', 'en'), fresh.answer('va02', 'en'), fresh.answer('va02', 'en')]);
      expect(new Set(answers).size).toBe(1);
    });
  });

  describe('GET home-wapp through the app', () => {
    const url = '/api/customer/va01/home-wapp';

    it('sends gzip with a weak ETag to gzip clients and plain JSON with the strong one to others', async () => {
      const zipped = await t.app.request(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      const plain = await t.app.request(url, { headers: { 'Accept-Encoding': 'identity' } });
      expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
      expect(plain.headers.get('Content-Encoding')).toBeNull();
      expect(zipped.headers.get('ETag')).toBe(`W/${plain.headers.get('ETag')}`);
      expect(zipped.headers.get('Vary')).toBe('X-Language, Accept-Language, Accept-Encoding, Authorization');
      expect(zipped.headers.get('Content-Type')).toBe('application/json');
      const unzipped = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString();
      expect(unzipped).toBe(await plain.text());
    });

    it('answers 304 to either form of the ETag', async () => {
      const first = await t.app.request(url, { headers: { 'Accept-Encoding': 'gzip' } });
      const weak = first.headers.get('ETag')!;
      for (const [encoding, tag] of [
        ['gzip', weak],
        ['identity', weak.slice(2)],
      ] as const) {
        const again = await t.app.request(url, { headers: { 'Accept-Encoding': encoding, 'If-None-Match': tag } });
        expect(again.status, `${encoding} ${tag}`).toBe(304);
        expect(again.headers.get('ETag')).toBe(encoding === 'gzip' ? weak : weak.slice(2));
        expect(await again.text()).toBe('');
      }
    });
  });
});
