import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEndpoints } from '../../../src/api/contract/customer/endpoints';
import { fillPath } from '../../../src/api/contract/paths';
import { backends } from '../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../support/customers';
import { cartLine, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from '../support/orderBed';

const varyNames = (response: Response) => (response.headers.get('Vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

/** Kept by no browser and no cache on the way, and varying on the bearer token. */
function expectPrivate(response: Response, what: string): void {
  expect(response.headers.get('Cache-Control'), what).toBe('private, no-store');
  expect(varyNames(response), what).toContain('authorization');
}

// A phone's next user must never be answered from the previous customer's copy: every answer of the signed-in
// customer's calls forbids storing it, while the catalogue and the other reference data stay cacheable.
describe.each(backends)('cache headers of signed-in and public answers on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana.private@example.com', { name: 'Ana', phone: '600000001' });
    // A few orders, so the orders answer is large enough to be compressed (another Vary name).
    for (let count = 0; count < 3; count += 1) {
      dataOf('orderCreate', await postOrder(bed.app, ana, await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1005', 2, { 2: ['milk_oat'] })])));
    }
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('forbids storing every signed-in GET answer and varies it on Authorization', async () => {
    for (const path of ['account', 'loyalty', 'orders', 'invoices', 'addresses', 'delivery-orders', 'payment-config', 'push-config']) {
      const { status, response } = await call(bed.app, 'GET', `/api/customer/${path}`, ana.auth);
      expect(status, path).toBe(200);
      expectPrivate(response, path);
    }
  });

  it('keeps the other Vary names of a compressed answer beside Authorization', async () => {
    const response = await bed.app.request('/api/customer/orders', { headers: { ...ana.auth, 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expectPrivate(response, 'orders gzipped');
    expect(varyNames(response)).toEqual(expect.arrayContaining(['x-language', 'accept-language', 'accept-encoding', 'authorization']));
  });

  it("still answers 304 to the app's own If-None-Match, privately", async () => {
    const first = await call(bed.app, 'GET', '/api/customer/account', ana.auth);
    const again = await call(bed.app, 'GET', '/api/customer/account', ana.auth, undefined, { 'If-None-Match': first.response.headers.get('ETag')! });
    expect(again.status).toBe(304);
    expectPrivate(again.response, 'account 304');
  });

  it('answers writes and refusals of the customer calls privately too', async () => {
    const created = await postOrder(bed.app, ana, await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1001', 1)]));
    expect(created.status).toBe(200);
    expectPrivate(created.response, 'order created');
    const unsigned = await call(bed.app, 'GET', '/api/customer/orders', {});
    expect(unsigned.status).toBe(401);
    expectPrivate(unsigned.response, 'orders without a token');
  });

  it('covers every call of the customer contract but the public ones, whatever it answers', async () => {
    for (const [name, endpoint] of Object.entries(customerEndpoints)) {
      if ('publicMaxAgeSeconds' in endpoint) continue;
      const params = Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map(([, key]) => [key!, '999999']));
      const { response } = await call(
        bed.app,
        endpoint.method,
        `/api${fillPath(name, endpoint.path, params)}`,
        ana.auth,
        endpoint.method === 'GET' ? undefined : {},
      );
      expectPrivate(response, `${endpoint.method} ${endpoint.path} (${response.status})`);
    }
  });

  it("keeps the catalogue shared and cacheable for visitors, and answers a signed-in customer's own catalogue privately", async () => {
    const visitor = await call(bed.app, 'GET', '/api/customer/va01/home-wapp', {});
    expect(visitor.response.headers.get('Cache-Control')).toBe('no-cache');
    expect(varyNames(visitor.response)).toContain('authorization');
    expectPrivate((await call(bed.app, 'GET', '/api/customer/va01/home-wapp', ana.auth)).response, 'home-wapp with a token');
  });

  it('keeps the reference answers cacheable, for a signed-in customer as well', async () => {
    for (const path of ['/api/customer/locations', '/api/customer/recipes', '/api/customer/common/provinces']) {
      for (const auth of [{}, ana.auth]) {
        const { status, response } = await call(bed.app, 'GET', path, auth);
        expect(status, path).toBe(200);
        expect(response.headers.get('Cache-Control'), path).toBe('no-cache');
        expect(response.headers.get('ETag'), path).toBeTruthy();
        expect(varyNames(response), path).not.toContain('authorization');
      }
    }
  });

  it("lets any cache keep the shop's wait a short time, for a signed-in customer as well, and says nothing private of it", async () => {
    for (const auth of [{}, ana.auth]) {
      const { status, response } = await call(bed.app, 'GET', '/api/shop-wait/va01', auth);
      expect(status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe(`public, max-age=${customerEndpoints.shopWait.publicMaxAgeSeconds}`);
      expect(varyNames(response)).not.toContain('authorization');
      const again = await call(bed.app, 'GET', '/api/shop-wait/va01', auth, undefined, { 'If-None-Match': response.headers.get('ETag')! });
      expect(again.status).toBe(304);
      expect(again.response.headers.get('Cache-Control')).toBe(`public, max-age=${customerEndpoints.shopWait.publicMaxAgeSeconds}`);
    }
    const unknown = await call(bed.app, 'GET', '/api/shop-wait/zz99', {});
    expect(unknown.status).toBe(404);
    expect(unknown.response.headers.get('Cache-Control')).toBe('no-cache');
  });
});
