import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HomeData, Product } from '../../../src/api/contract';
import type { BootSeed } from '../../../src/data/bootDataShape';
import { firstScreenHome } from '../../../src/domain/catalogue/firstScreenHome';
import { productPageHome } from '../../../src/domain/catalogue/productPageHome';
import { makeHome, makeProduct, price } from '../domain/fixtures';
import { sendJson, startTestApi } from './testApi';

const product = (priceNow: number, overrides: Partial<Product> = {}) =>
  makeProduct({ productCode: 'P1', title: 'Espresso', price: priceNow, descriptionLong: 'Larga', photos: ['/img/a.jpg'], extras: [1], extrasPrice: { extra_shot: price(0.5) }, ...overrides });
/** P1 with a latte it suggests (same category), and a croissant no page of P1 lists. */
const homeAt = (priceNow: number, overrides: Partial<Product> = {}): HomeData =>
  makeHome([
    { categoryId: 1, title: 'Cafés', items: [product(priceNow, overrides), makeProduct({ productCode: 'P2', title: 'Latte', descriptionLong: 'Larga del latte' })] },
    { categoryId: 2, title: 'Bollería', items: [makeProduct({ productCode: 'B1', categoryId: 2, title: 'Cruasán' })] },
  ]);
/** What the server answers now: the whole home the document's first-screen copy was cut from. */
const served = homeAt(1.6);

let api: Awaited<ReturnType<typeof startTestApi>>;
/** Answers held back until released (holdAnswers), so a test sees what shows before the fetch ends. */
let held: (() => void)[] | undefined;
function holdAnswers(): () => void {
  const queue: (() => void)[] = [];
  held = queue;
  return () => {
    held = undefined;
    for (const send of queue) send();
  };
}
let hooks: typeof import('../../../src/data/hooks');
let boot: typeof import('../../../src/data/bootData');
let db: typeof import('../../../src/data/db').db;
let syncEngine: typeof import('../../../src/data/runtime').syncEngine;
let resources: typeof import('../../../src/data/sync/resources').resources;
let BOOT_DATA_ID: string;
let lang: import('../../../src/api/contract').Language;

const homeResource = () => resources.home(lang, 'va01');
const homeRequests = () => api.requests.filter((request) => request.url === '/api/customer/va01/home-wapp').length;

type HomeSeed = Pick<BootSeed, 'data' | 'productPage'>;
const catalogueSeed = (): HomeSeed => ({ data: firstScreenHome(served) });
const productPageSeed = (): HomeSeed => ({ data: productPageHome(served, 'P1'), productPage: 'P1' });

/** A document (the catalogue's unless told): the home's copy for its screen, marked partial, without an etag. */
function embedDocument(fetchedAt: number, homeSeed: HomeSeed = catalogueSeed()) {
  const resource = homeResource();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_DATA_ID;
  script.textContent = JSON.stringify({
    language: lang,
    locationCode: 'va01',
    locationId: 10,
    consent: true,
    seeds: [{ syncKey: resource.key, table: resource.table, rowKey: resource.rowKey, fetchedAt, partial: true, ...homeSeed }],
    translations: {},
  });
  document.body.append(script);
  boot.setBootData(null);
  return boot.bootData()!;
}

async function storeRow(data: HomeData, fetchedAt: number) {
  const resource = homeResource();
  await db.homes.put({ key: resource.rowKey, data, fetchedAt });
  await db.syncStamps.put({ key: resource.key, fetchedAt, etag: '"stored"' });
}

beforeAll(async () => {
  api = await startTestApi((req, res) => {
    const send = () => sendJson(res, 200, { wasOk: true, data: served });
    if (req.url === '/api/customer/va01/home-wapp') {
      if (held) held.push(send);
      else send();
    }
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
  cleanup();
  vi.restoreAllMocks();
  held = undefined;
  document.getElementById(BOOT_DATA_ID)?.remove();
  boot.setBootData(null);
  await syncEngine.adoptSeeds([]);
  await Promise.all(db.tables.map((table) => table.clear()));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

describe('a partial seed (the catalogue document’s first-screen home)', () => {
  it('is never stored: the refresh fetches the whole row, which then shows', async () => {
    const data = embedDocument(Date.now());
    await syncEngine.adoptSeeds(data.seeds);
    expect(await db.homes.get(homeResource().rowKey)).toBeUndefined();

    const asked = homeRequests();
    const { result } = renderHook(() => hooks.useHomeData('va01'));
    // The first render shows the seed, as the server rendered it, and says its details are coming.
    expect(result.current).toMatchObject({ state: 'ready', partial: 'loading' });
    expect(result.current.data?.products[0]!.items[0]!.descriptionLong).toBe('');
    await waitFor(() => expect(result.current.partial).toBeUndefined());
    expect(result.current.data).toEqual(served);
    expect(homeRequests()).toBe(asked + 1);
  });

  it('over an older whole row: the seed’s prices with the row’s details at once, and the whole row fetched anyway', async () => {
    const loadedAt = Date.now();
    // Fetched a minute before: fresh by the 600 s rule, but older than the document.
    await storeRow(homeAt(1.4, { descriptionLong: 'Larga guardada' }), loadedAt - 60_000);
    const data = embedDocument(loadedAt);
    await syncEngine.adoptSeeds(data.seeds);
    expect((await db.homes.get(homeResource().rowKey))?.fetchedAt).toBe(loadedAt - 60_000);

    const asked = homeRequests();
    const answer = holdAnswers();
    const { result } = renderHook(() => hooks.useHomeData('va01'));
    await waitFor(() => expect(result.current.data?.products[0]!.items[0]!.descriptionLong).toBe('Larga guardada'));
    expect(result.current.data?.products[0]!.items[0]).toMatchObject({ price: 1.6, extrasPrice: { extra_shot: price(0.5) } });
    expect(result.current.partial).toBeUndefined();
    await waitFor(() => expect(homeRequests()).toBe(asked + 1));
    answer();
    await waitFor(() => expect(result.current.data).toEqual(served));
  });

  it('gives way to a row newer than it', async () => {
    const data = embedDocument(Date.now() - 60_000);
    await syncEngine.adoptSeeds(data.seeds);
    const newer = homeAt(1.8, { descriptionLong: 'Más nueva' });
    await storeRow(newer, Date.now());
    const asked = homeRequests();
    const { result } = renderHook(() => hooks.useHomeData('va01'));
    await waitFor(() => expect(result.current.data).toEqual(newer));
    expect(result.current.partial).toBeUndefined();
    expect(homeRequests()).toBe(asked);
  });

  it('offline with nothing stored: its details are unavailable', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const data = embedDocument(Date.now());
    await syncEngine.adoptSeeds(data.seeds);
    const asked = homeRequests();
    const { result } = renderHook(() => hooks.useHomeData('va01'));
    await waitFor(() => expect(result.current.partial).toBe('unavailable'));
    expect(result.current.data?.products[0]!.items[0]!.price).toBe(1.6);
    expect(homeRequests()).toBe(asked);
  });
});

describe('a product page’s partial seed (its product whole, the products it suggests as cards)', () => {
  const codes = (home: HomeData | undefined) => home?.products.flatMap((group) => group.items.map((item) => item.productCode));
  const useBoth = () => ({ home: hooks.useHomeData('va01'), catalogue: hooks.useCatalogueHome('va01') });

  it('shows its product whole at once, no catalogue until the whole row is fetched, and is never stored', async () => {
    const data = embedDocument(Date.now(), productPageSeed());
    await syncEngine.adoptSeeds(data.seeds);
    expect(await db.homes.get(homeResource().rowKey)).toBeUndefined();

    const asked = homeRequests();
    const answer = holdAnswers();
    const { result } = renderHook(useBoth);
    expect(result.current.home).toMatchObject({ state: 'ready', productPage: 'P1' });
    expect(result.current.home.data?.products[0]!.items[0]).toEqual(served.products[0]!.items[0]);
    expect(codes(result.current.home.data)).toEqual(['P1', 'P2']);
    await waitFor(() => expect(homeRequests()).toBe(asked + 1));
    expect(result.current.home.partial).toBe('loading');
    expect(result.current.catalogue).toEqual({ data: undefined, state: 'loading' });
    answer();
    await waitFor(() => expect(result.current.catalogue.data).toEqual(served));
    expect(result.current.home).toMatchObject({ data: served, state: 'ready' });
    expect(result.current.home.partial).toBeUndefined();
    expect(result.current.home.productPage).toBeUndefined();
  });

  it('over an older whole row: the stored catalogue at once, with the page’s product as the page has it', async () => {
    const loadedAt = Date.now();
    await storeRow(homeAt(1.4, { descriptionLong: 'Larga guardada' }), loadedAt - 60_000);
    const data = embedDocument(loadedAt, productPageSeed());
    await syncEngine.adoptSeeds(data.seeds);

    const asked = homeRequests();
    const answer = holdAnswers();
    const { result } = renderHook(useBoth);
    await waitFor(() => expect(codes(result.current.catalogue.data)).toEqual(['P1', 'P2', 'B1']));
    expect(result.current.home.partial).toBeUndefined();
    expect(result.current.home.data?.products[0]!.items[0]).toMatchObject({ price: 1.6, descriptionLong: 'Larga' });
    await waitFor(() => expect(homeRequests()).toBe(asked + 1));
    answer();
    await waitFor(() => expect(result.current.home.data).toEqual(served));
  });

  it('offline with nothing stored: its product still shows, the catalogue is unavailable', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const data = embedDocument(Date.now(), productPageSeed());
    await syncEngine.adoptSeeds(data.seeds);
    const asked = homeRequests();
    const { result } = renderHook(useBoth);
    await waitFor(() => expect(result.current.home.partial).toBe('unavailable'));
    expect(result.current.home).toMatchObject({ state: 'ready', productPage: 'P1' });
    expect(result.current.catalogue).toEqual({ data: undefined, state: 'unavailable' });
    expect(homeRequests()).toBe(asked);
  });
});
