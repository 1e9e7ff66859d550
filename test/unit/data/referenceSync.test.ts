import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { AppDb } from '../../../src/data/db';
import { ReferenceSync } from '../../../src/data/sync/referenceSync';
import { resources } from '../../../src/data/sync/resources';
import { sendJson, startTestApi } from './testApi';

const recipe = (name: string) => ({
  id: 1, type: 'coffee', name, photo: { url250: '/media/r-250.svg', url500: '/media/r-500.svg' },
  cups: [{ cups: 1, coffee: '15 g', water: '250 ml' }], temperature: '93 °C', method: 'V60', grindRange: 'medium',
  time: '3 min', steps: ['Pour'], ingredients: [], description: [],
});

let recipeName = 'V60';
let etag = '"r1"';
let online = true;
let now = 1_000_000;
let api: Awaited<ReturnType<typeof startTestApi>>;
const db = new AppDb('sync-engine-test');
let engine: ReferenceSync;

beforeAll(async () => {
  api = await startTestApi((req, res) => {
    if (req.url.startsWith('/api/customer/page/')) {
      sendJson(res, 404, { wasOk: false, error: { code: 'not_found', message: 'Page not found' } });
    } else if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag });
      res.end();
    } else {
      sendJson(res, 200, { wasOk: true, data: [recipe(recipeName)] }, { ETag: etag });
    }
  });
});
afterAll(() => api.close());

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  api.requests.length = 0;
  recipeName = 'V60';
  etag = '"r1"';
  online = true;
  now = 1_000_000;
  const client = createApiClient({ baseURL: api.baseURL, getLanguage: () => 'es', getLocationId: () => 10, logError: () => {} });
  engine = new ReferenceSync({ db, client, now: () => now, isOnline: () => online });
});

const recipes = resources.recipes('es');

describe('sync engine freshness (spec §4 reference-data cache)', () => {
  it('stores the answer with its stamp', async () => {
    expect(await engine.refresh(recipes)).toBe('updated');
    const row = await db.recipes.get('es');
    expect(row?.data[0]?.name).toBe('V60');
    expect(row?.fetchedAt).toBe(now);
    expect(await db.syncStamps.get(recipes.key)).toMatchObject({ fetchedAt: now, etag: '"r1"' });
  });

  it('does not refetch data younger than 600 s', async () => {
    await engine.refresh(recipes);
    now += 599_000;
    expect(await engine.refresh(recipes)).toBe('fresh');
    expect(api.requests).toHaveLength(1);
  });

  it('refetches stale data and stores the new answer', async () => {
    await engine.refresh(recipes);
    now += 601_000;
    recipeName = 'Chemex';
    etag = '"r2"';
    expect(await engine.refresh(recipes)).toBe('updated');
    expect(api.requests).toHaveLength(2);
    expect((await db.recipes.get('es'))?.data[0]?.name).toBe('Chemex');
  });

  it('revalidates with the ETag: a 304 only bumps fetchedAt', async () => {
    await engine.refresh(recipes);
    now += 601_000;
    expect(await engine.refresh(recipes)).toBe('not-modified');
    expect(api.requests[1]!.headers['if-none-match']).toBe('"r1"');
    const row = await db.recipes.get('es');
    expect(row?.fetchedAt).toBe(now);
    expect(row?.data[0]?.name).toBe('V60');
    expect((await db.syncStamps.get(recipes.key))?.fetchedAt).toBe(now);
  });

  it('shares one request between concurrent refreshes of the same key', async () => {
    const outcomes = await Promise.all([engine.refresh(recipes), engine.refresh(recipes), engine.refresh(recipes)]);
    expect(outcomes).toEqual(['updated', 'updated', 'updated']);
    expect(api.requests).toHaveLength(1);
  });

  it('keeps languages apart', async () => {
    await engine.refresh(recipes);
    await engine.refresh(resources.recipes('en'));
    expect(api.requests).toHaveLength(2);
    expect(await db.recipes.count()).toBe(2);
  });
});

describe('sync engine failures', () => {
  it('marks a 404 as not found and drops an old copy', async () => {
    const page = resources.page('es', 'gone');
    await db.pages.put({ key: page.rowKey, data: { code: 'gone', title: 'Old', subtitle: '', items: [] }, fetchedAt: 0 });
    expect(await engine.refresh(page)).toBe('not-found');
    expect(await db.pages.get(page.rowKey)).toBeUndefined();
    expect((await db.syncStamps.get(page.key))?.notFound).toBe(true);
    expect(await engine.refresh(page)).toBe('fresh'); // the 404 is remembered for 600 s too
    expect(api.requests).toHaveLength(1);
  });

  it('offline: keeps the old data and asks nothing', async () => {
    await engine.refresh(recipes);
    now += 601_000;
    online = false;
    expect(await engine.refresh(recipes)).toBe('offline');
    expect(engine.status.get(recipes.key)).toBe('offline');
    expect((await db.recipes.get('es'))?.data[0]?.name).toBe('V60');
    expect(api.requests).toHaveLength(1);
  });

  it('a failed request keeps the old data and reports failed', async () => {
    await engine.refresh(recipes);
    now += 601_000;
    const deadClient = createApiClient({ baseURL: 'http://127.0.0.1:9/api', getLanguage: () => 'es', getLocationId: () => 10, logError: () => {} });
    const offlineEngine = new ReferenceSync({ db, client: deadClient, now: () => now, isOnline: () => true });
    expect(await offlineEngine.refresh(recipes)).toBe('failed');
    expect(offlineEngine.status.get(recipes.key)).toBe('failed');
    expect((await db.recipes.get('es'))?.data[0]?.name).toBe('V60');
  });

  it('refreshes watched resources on demand (focus / online)', async () => {
    const unwatch = engine.watch(recipes);
    await engine.refreshWatched();
    expect(api.requests).toHaveLength(1);
    unwatch();
    now += 601_000;
    await engine.refreshWatched();
    expect(api.requests).toHaveLength(1);
  });
});
