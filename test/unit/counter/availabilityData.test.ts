import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopAvailability } from '../../../src/api/contract/counter/availability';
import type { HomeData, ProductExtra } from '../../../src/api/contract';
import { NO_CONTROLS } from '../../../src/domain/availability/availability';
import { createStaffApi } from '../../../src/api/staffClient';
import { storeAvailability } from '../../../src/counter/data/availabilityStore';
import { availabilityResourceOf, StaffAvailabilitySync, type AvailabilityFeedState } from '../../../src/counter/data/availabilitySync';
import { createAvailabilityWrites } from '../../../src/counter/data/availabilityWrites';
import { catalogueResourceOf, StaffCatalogueSync } from '../../../src/counter/data/catalogueSync';
import { StaffDb } from '../../../src/counter/data/db';
import { catalogueOf } from '../../../src/counter/data/shopCatalogue';
import { emptySchedule, makeHome, makeProduct } from '../domain/fixtures';
import { sendJson, startTestApi } from '../data/testApi';
import { milkExtra } from '../customer/features/support/fixtures';

const db = new StaffDb('staff-availability-test');
const ok = (data: unknown) => ({ wasOk: true, data });

/** The shop's availability as the server holds it; each change is streamed to open availability streams. */
const server = {
  availability: undefined as unknown as ShopAvailability,
  streams: [] as ServerResponse[],
  refuseStreams: false,
  refuse: undefined as { status: number; code: string } | undefined,
};

function availability(overrides: Partial<ShopAvailability> = {}): ShopAvailability {
  return { shop: 'va01', soldOut: [], controls: NO_CONTROLS, stock: {}, fullSlots: [], serverTime: new Date().toISOString(), ...overrides };
}

function change(next: ShopAvailability): void {
  server.availability = next;
  for (const stream of server.streams) stream.write(`event: availability\ndata: ${JSON.stringify(next)}\n\n`);
}

const shot: ProductExtra = {
  id: 1,
  extraType: 'bool',
  conf: { titles: { es: 'Carga extra', en: 'Extra shot' }, list: [], extras: [] },
  extra: { value: 'extra_shot' },
};
const syrups: ProductExtra = {
  id: 3,
  extraType: 'extras',
  conf: { titles: { es: 'Siropes', en: 'Syrups' }, list: [], extras: [{ value: 'vanilla', titles: { es: 'Vainilla', en: 'Vanilla' } }] },
  extra: { value: '' },
};
const notOffered: ProductExtra = { ...shot, id: 9, conf: { ...shot.conf, titles: { es: 'Nata', en: 'Cream' } } };

function home(language: 'es' | 'en'): HomeData {
  return {
    ...makeHome([
      {
        categoryId: 1,
        title: language === 'en' ? 'Coffees' : 'Cafés',
        items: [makeProduct({ productCode: 'P1001', title: language === 'en' ? 'White coffee' : 'Café con leche', extras: [2, 1] })],
      },
      {
        categoryId: 7,
        title: 'Café en grano',
        items: [makeProduct({ productCode: 'P2001', title: 'Etiopía', isOneGoods: true, stockCurrent: 4, extras: [3] })],
      },
      { categoryId: 9, title: 'Vacía', items: [] },
    ]),
    schedule: emptySchedule({ d2: [['08:00', '14:00']] }),
  };
}

let api: Awaited<ReturnType<typeof startTestApi>>;

beforeAll(async () => {
  api = await startTestApi((request, response) => {
    const [path = ''] = request.url.split('?');
    const language = request.headers['x-language'] === 'en' ? 'en' : 'es';
    if (path === '/api/shops/va01/availability/events') {
      if (server.refuseStreams) return sendJson(response, 503, { wasOk: false, error: { code: 'live_unavailable', message: 'down' } });
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write(`event: availability\ndata: ${JSON.stringify(server.availability)}\n\n`);
      server.streams.push(response);
      response.on('close', () => (server.streams = server.streams.filter((stream) => stream !== response)));
      return undefined;
    }
    if (path === '/api/customer/va01/home-wapp') return sendJson(response, 200, ok(home(language)));
    if (path === '/api/customer/common/dic-product-extras/dic') {
      return sendJson(response, 200, ok({ type: 'dic', value: 'product-extras', list: [milkExtra, shot, syrups, notOffered], updatedAt: '2024-01-01' }));
    }
    if (request.headers.authorization !== 'Bearer staff-token')
      return sendJson(response, 401, { wasOk: false, error: { code: 'unauthorized', message: 'Sign in' } });
    if (request.method === 'GET' && path === '/api/staff/availability') return sendJson(response, 200, ok(server.availability));
    if (request.method === 'POST' && path.startsWith('/api/staff/availability/')) {
      if (server.refuse) return sendJson(response, server.refuse.status, { wasOk: false, error: { code: server.refuse.code, message: server.refuse.code } });
      const body = JSON.parse(request.body) as { target: { productCode: string } };
      change(availability({ soldOut: [{ kind: 'product', productCode: body.target.productCode, until: null }] }));
      return sendJson(response, 200, ok(server.availability));
    }
    return sendJson(response, 404, { wasOk: false, error: { code: 'not_found', message: request.url } });
  });
});
afterAll(async () => {
  for (const stream of server.streams) stream.destroy();
  await api.close();
});
beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  server.availability = availability();
  server.refuseStreams = false;
  server.refuse = undefined;
  api.requests.length = 0;
});

const staffApi = (token: string | undefined) => createStaffApi({ baseURL: api.baseURL, getToken: () => token });
const requestsTo = (prefix: string) => api.requests.filter((request) => request.url.startsWith(prefix));

describe('the shop’s availability on the board', () => {
  it('is read once when followed, then kept by the shop’s live stream', async () => {
    const sync = new StaffAvailabilitySync({ db, api: staffApi('staff-token') });
    const resource = availabilityResourceOf('va01');
    const stop = sync.watch(resource);
    try {
      await vi.waitFor(() => expect(sync.status.get(resource.key)).toEqual({ live: true }));
      await vi.waitFor(async () => expect(await db.availability.get('va01')).toBeDefined());
      expect(requestsTo('/api/staff/availability')).toHaveLength(1);

      change(availability({ controls: { ...NO_CONTROLS, extraWaitMinutes: 10 } }));
      await vi.waitFor(async () => expect((await db.availability.get('va01'))?.controls.extraWaitMinutes).toBe(10));
      // Kept by its stream: nothing more is read.
      expect(await sync.refresh(resource)).toBe('fresh');
      expect(requestsTo('/api/staff/availability')).toHaveLength(1);
    } finally {
      stop();
    }
    expect(sync.status.get(resource.key)).toBe('idle');
    await vi.waitFor(() => expect(server.streams).toHaveLength(0));
  });

  it('says so once the stream has been down a while, and reads the availability meanwhile', async () => {
    server.refuseStreams = true;
    const sync = new StaffAvailabilitySync({ db, api: staffApi('staff-token'), quietMs: 100, pollMs: 100 });
    const resource = availabilityResourceOf('va01');
    const states: (AvailabilityFeedState | 'idle')[] = [];
    sync.status.subscribe(() => states.push(sync.status.get(resource.key)));
    const stop = sync.watch(resource);
    try {
      await vi.waitFor(() => expect(states.at(-1)).toMatchObject({ live: false, loud: true }));
      await vi.waitFor(() => expect(requestsTo('/api/staff/availability').length).toBeGreaterThanOrEqual(3));
      server.availability = availability({ controls: { ...NO_CONTROLS, pausedOpenEnded: true } });
      await vi.waitFor(async () => expect((await db.availability.get('va01'))?.controls.pausedOpenEnded).toBe(true));
      expect(states[0]).toMatchObject({ live: false, loud: false });

      server.refuseStreams = false;
      await vi.waitFor(() => expect(states.at(-1)).toEqual({ live: true }), { timeout: 10_000 });
      const reads = requestsTo('/api/staff/availability').length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(requestsTo('/api/staff/availability')).toHaveLength(reads);
    } finally {
      stop();
    }
  });

  it('keeps the newer of two answers that cross', async () => {
    const newer = availability({ serverTime: '2024-06-04T10:00:05.000Z', controls: { ...NO_CONTROLS, extraWaitMinutes: 5 } });
    const older = availability({ serverTime: '2024-06-04T10:00:01.000Z' });
    expect(await storeAvailability(db, newer, Date.parse('2024-06-04T10:00:04.000Z'))).toBe(true);
    expect(await storeAvailability(db, older, Date.parse('2024-06-04T10:00:06.000Z'))).toBe(false);
    const kept = await db.availability.get('va01');
    expect(kept?.controls.extraWaitMinutes).toBe(5);
    // The server's clock was a second ahead when the kept answer came.
    expect(kept?.serverOffsetMs).toBe(1_000);
  });
});

describe('the counter’s changes', () => {
  const target = { kind: 'product' as const, productCode: 'P1005' };

  it('are sent at once and the shop’s availability they answer is kept', async () => {
    const writes = createAvailabilityWrites({ db, api: staffApi('staff-token'), isOnline: () => true });
    expect(await writes.soldOut({ shop: 'va01', target })).toEqual({ ok: true });
    expect(requestsTo('/api/staff/availability/sold-out').map((request) => JSON.parse(request.body))).toEqual([{ shop: 'va01', target }]);
    expect((await db.availability.get('va01'))?.soldOut).toEqual([{ ...target, until: null }]);
  });

  it('are not sent, nor kept for later, without a connection', async () => {
    const writes = createAvailabilityWrites({ db, api: staffApi('staff-token'), isOnline: () => false });
    expect(await writes.pause({ shop: 'va01', choice: '15min' })).toEqual({ ok: false, reason: 'offline' });
    expect(api.requests).toHaveLength(0);
    // The server cannot be reached although the browser thinks it is online.
    const unreachable = createAvailabilityWrites({ db, api: createStaffApi({ baseURL: 'http://127.0.0.1:9/api', getToken: () => 'staff-token' }) });
    expect(await unreachable.back({ shop: 'va01', target })).toEqual({ ok: false, reason: 'offline' });
    expect(await db.availability.count()).toBe(0);
  });

  it('say why the server refused them, and sign out on a refused token', async () => {
    server.refuse = { status: 403, code: 'manager_only' };
    const onUnauthorized = vi.fn();
    const writes = createAvailabilityWrites({ db, api: staffApi('staff-token'), onUnauthorized });
    expect(await writes.stock({ shop: 'va01', productCode: 'P2001', stock: 3 })).toEqual({ ok: false, reason: 'manager_only' });
    expect(await db.availability.count()).toBe(0);
    const stranger = createAvailabilityWrites({ db, api: staffApi('someone-else'), onUnauthorized });
    expect(await stranger.soldOut({ shop: 'va01', target })).toEqual({ ok: false, reason: 'signed-out' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(await createAvailabilityWrites({ db, api: staffApi(undefined) }).soldOut({ shop: 'va01', target })).toEqual({ ok: false, reason: 'signed-out' });
  });
});

describe('the catalogue the panel lists', () => {
  it('holds the shop’s products by category, and only the extras they offer with every value', () => {
    const catalogue = catalogueOf('va01', home('es'), [milkExtra, shot, syrups, notOffered], 'es');
    expect(catalogue.categories.map((category) => [category.title, category.products.map((product) => product.code)])).toEqual([
      ['Cafés', ['P1001']],
      ['Café en grano', ['P2001']],
    ]);
    expect(catalogue.extras).toEqual([
      {
        id: 2,
        title: 'Tipo de leche',
        values: [
          { value: 'milk_whole', name: 'Entera' },
          { value: 'milk_oat', name: 'Bebida de avena' },
        ],
      },
      { id: 1, title: 'Carga extra', values: [{ value: 'extra_shot', name: 'Carga extra' }] },
      { id: 3, title: 'Siropes', values: [{ value: 'vanilla', name: 'Vainilla' }] },
    ]);
    expect(catalogueOf('va01', home('en'), [milkExtra], 'en').extras[0]?.values[1]).toEqual({ value: 'milk_oat', name: 'Oat drink' });
  });

  it('is read as a visitor in the board’s language, and read again only when old', async () => {
    let now = Date.parse('2024-06-04T10:00:00.000Z');
    const sync = new StaffCatalogueSync({ db, publicApi: staffApi(undefined), now: () => now, isOnline: () => true });
    expect(await sync.refresh(catalogueResourceOf('va01', 'en'))).toBe('updated');
    const kept = await db.catalogues.get('va01:en');
    expect(kept?.categories[0]?.products[0]?.title).toBe('White coffee');
    expect(requestsTo('/api/customer/').every((request) => request.headers.authorization === undefined && request.headers['x-language'] === 'en')).toBe(true);
    now += 60_000;
    expect(await sync.refresh(catalogueResourceOf('va01', 'en'))).toBe('fresh');
    now += 15 * 60_000;
    expect(await sync.refresh(catalogueResourceOf('va01', 'en'))).toBe('updated');
    expect(requestsTo('/api/customer/va01/home-wapp')).toHaveLength(2);
  });
});
