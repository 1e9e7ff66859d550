import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendJson, startTestApi } from './testApi';

// The phone's clock is an hour behind the server's: the document's seed is stamped "in the future".
const SERVER_AHEAD_MS = 3_600_000;
const before = { code: 'legal', title: 'Aviso legal (as rendered)', subtitle: '', items: [] };
const after = { code: 'legal', title: 'Aviso legal (updated)', subtitle: '', items: [] };

let api: Awaited<ReturnType<typeof startTestApi>>;
let hooks: typeof import('../../../src/data/hooks');
let boot: typeof import('../../../src/data/bootData');
let db: typeof import('../../../src/data/db').db;
let syncEngine: typeof import('../../../src/data/runtime').syncEngine;
let resources: typeof import('../../../src/data/sync/resources').resources;
let BOOT_DATA_ID: string;
let lang: import('../../../src/api/contract').Language;

/** The server-rendered document's boot data, as the server embeds it (its own clock). */
function embedDocument(fetchedAt: number) {
  const resource = resources.page(lang, 'legal');
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_DATA_ID;
  script.textContent = JSON.stringify({
    language: lang,
    locationCode: 'va01',
    locationId: 10,
    consent: true,
    seeds: [{ syncKey: resource.key, table: resource.table, rowKey: resource.rowKey, data: before, fetchedAt }],
    translations: {},
  });
  document.body.append(script);
  boot.setBootData(null); // read the document again
}

beforeAll(async () => {
  api = await startTestApi((req, res) => {
    if (req.url === '/api/customer/page/legal') sendJson(res, 200, { wasOk: true, data: after });
    else sendJson(res, 404, { wasOk: false, error: { code: 'not_found', message: 'Not found' } });
  });
  vi.stubEnv('VITE_API_BASE', api.baseURL);
  hooks = await import('../../../src/data/hooks');
  boot = await import('../../../src/data/bootData');
  ({ db } = await import('../../../src/data/db'));
  ({ syncEngine } = await import('../../../src/data/runtime'));
  ({ resources } = await import('../../../src/data/sync/resources'));
  ({ BOOT_DATA_ID } = await import('../../../src/data/document/documentIds'));
  lang = (await import('../../../src/i18n')).currentLanguage();
});
afterEach(async () => {
  document.getElementById(BOOT_DATA_ID)?.remove();
  boot.setBootData(null);
  await Promise.all(db.tables.map((table) => table.clear()));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

describe('boot seed against a fetched row, the phone behind the server', () => {
  it('a row fetched after the page loaded wins over a seed stamped in the future', async () => {
    embedDocument(Date.now() + SERVER_AHEAD_MS);
    const seed = boot.bootSeed(resources.page(lang, 'legal').key);
    // On the phone's clock the seed is no newer than the page carrying it.
    expect(seed!.fetchedAt).toBeLessThanOrEqual(Date.now());

    // The seed shows at once; the hook's own refresh is what a forced refresh would fetch.
    const { result } = renderHook(() => hooks.usePage('legal'));
    expect(result.current.data?.title).toBe(before.title);
    await act(() => syncEngine.refresh(resources.page(lang, 'legal'), { force: true }));
    await waitFor(() => expect(result.current.data?.title).toBe(after.title));
    expect((await db.pages.get(`${lang}:legal`))?.data).toEqual(after);
  });

  it('the seed adopted into Dexie is stamped no later than the load, so the 600 s rule still refreshes it', async () => {
    embedDocument(Date.now() + SERVER_AHEAD_MS);
    const data = boot.bootData()!;
    await syncEngine.adoptSeeds(data.seeds);
    const row = await db.pages.get(`${lang}:legal`);
    expect(row?.fetchedAt).toBeLessThanOrEqual(Date.now());
  });

  it('a seed older than the load keeps its own stamp (a kept document never looks fresher than it is)', () => {
    const loadedAt = 1_000_000;
    const data = { language: 'es' as const, locationCode: 'va01', locationId: 10, consent: true, translations: {} };
    const seed = { syncKey: 'pages:es:legal', table: 'pages' as const, rowKey: 'es:legal', data: before };
    const stamped = boot.seedsOnPhoneClock({ ...data, seeds: [{ ...seed, fetchedAt: loadedAt - 5_000 }, { ...seed, fetchedAt: loadedAt + 5_000 }] }, loadedAt);
    expect(stamped.seeds.map((s) => s.fetchedAt)).toEqual([loadedAt - 5_000, loadedAt]);
  });
});

describe('a kept document’s availability against the row the live stream stored since', () => {
  const copy = (serverTime: string, soldOut: string[]) => ({
    shop: 'va01',
    serverTime,
    soldOut: soldOut.map((productCode) => ({ kind: 'product', productCode, until: null })),
  });

  it('keeps the newer row, by the server’s time, when the seed’s stamp on the phone’s clock looks newer', async () => {
    const resource = resources.availability('va01');
    const stale = copy('2026-06-17T08:00:00.000Z', []);
    const fresh = copy('2026-06-17T08:05:00.000Z', ['P1005']);
    await db.availability.put({ key: resource.rowKey, data: fresh as never, fetchedAt: 1_000 });
    const seed = { syncKey: resource.key, table: resource.table, rowKey: resource.rowKey, data: stale, fetchedAt: 2_000 };
    await syncEngine.adoptSeeds([seed]);
    expect((await db.availability.get(resource.rowKey))?.data).toEqual(fresh);
  });

  it('lets a newer seed replace an older row, as for any resource', async () => {
    const resource = resources.availability('va01');
    const older = copy('2026-06-17T08:00:00.000Z', ['P1005']);
    const newer = copy('2026-06-17T08:05:00.000Z', []);
    await db.availability.put({ key: resource.rowKey, data: older as never, fetchedAt: 1_000 });
    await syncEngine.adoptSeeds([{ syncKey: resource.key, table: resource.table, rowKey: resource.rowKey, data: newer, fetchedAt: 2_000 }]);
    expect((await db.availability.get(resource.rowKey))?.data).toEqual(newer);
  });
});
