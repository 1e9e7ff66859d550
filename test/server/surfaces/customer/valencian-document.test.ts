import path from 'node:path';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeData } from '../../../../src/api/contract';
import type { BootData } from '../../../../src/data/bootDataShape';
import { formatProductPrice } from '../../../../src/domain/pricing/money';
import { backends, getJson, seededApp, type TestApp } from '../../harness';

const DIST_DIR = path.resolve('dist');
const backend = backends[0]!;

function bootOf(html: string): BootData {
  const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no boot data in the document');
  return JSON.parse(json) as BootData;
}

describe('the app document in Valencian', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

  beforeAll(async () => {
    if (!existsSync(path.join(`${DIST_DIR}-ssr`, 'renderApp.js'))) throw new Error('dist-ssr/ is missing: run `npm run build` first (npm test does)');
    t = await seededApp(backend, DIST_DIR);
  });
  afterAll(async () => {
    await t?.fresh.dispose();
  });

  it('renders in Valencian for a phone that prefers it, declared as ca-ES-valencia', async () => {
    const response = await get('/', { 'Accept-Language': 'ca-ES-valencia,ca;q=0.9,es;q=0.8' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="ca-ES-valencia" data-rendered-location="VA01"/);
    const boot = bootOf(html);
    expect(boot.language).toBe('ca');
    expect(response.headers.get('X-Document-Variant')).toBe('VA01.ca');
    const { body } = await getJson(t.app, '/api/customer/va01/home-wapp', { 'X-Language': 'ca' });
    const home = (body as { data: HomeData }).data;
    for (const item of home.products[0]!.items) {
      expect(html).toContain(`>${item.title}<`);
      expect(html).toContain(formatProductPrice(item.price, 'ca'));
    }
  });

  it('embeds complete translations: every Spanish key has a text, in Valencian or else in Spanish', async () => {
    const valencian = bootOf(await (await get('/', { Cookie: 'culture=ca' })).text()).translations;
    const spanish = bootOf(await (await get('/', { Cookie: 'culture=es' })).text()).translations;
    const keys = (bundle: unknown, prefix = ''): string[] =>
      Object.entries(bundle as Record<string, unknown>).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(Object.keys(valencian).sort()).toEqual(Object.keys(spanish).sort());
    for (const namespace of Object.keys(spanish)) {
      const missing = keys(spanish[namespace]).filter((key) => !keys(valencian[namespace]).includes(key));
      expect(missing, namespace).toEqual([]);
    }
  });

  it('lets the culture cookie win over the phone, in both directions', async () => {
    expect(await (await get('/', { Cookie: 'culture=ca', 'Accept-Language': 'es-ES' })).text()).toMatch(/<html lang="ca-ES-valencia"/);
    expect(await (await get('/', { Cookie: 'culture=es', 'Accept-Language': 'ca-ES-valencia' })).text()).toMatch(/<html lang="es"/);
    expect(await (await get('/', { Cookie: 'culture=en', 'Accept-Language': 'ca' })).text()).toMatch(/<html lang="en"/);
  });

  it('keeps one document per language: its own ETag, revalidated per language', async () => {
    const spanish = await get('/', { Cookie: 'culture=es' });
    const valencian = await get('/', { Cookie: 'culture=ca' });
    const etag = valencian.headers.get('ETag')!;
    expect(etag).toBeTruthy();
    expect(etag).not.toBe(spanish.headers.get('ETag'));
    expect(valencian.headers.get('Vary')).toMatch(/Accept-Language/);
    expect((await get('/', { Cookie: 'culture=ca', 'If-None-Match': etag })).status).toBe(304);
    expect((await get('/', { Cookie: 'culture=es', 'If-None-Match': etag })).status).toBe(200);
  });

  it('answers the API in Valencian with X-Language: ca and Accept-Language alike', async () => {
    const byHeader = await getJson(t.app, '/api/customer/va01/home-wapp', { 'X-Language': 'ca' });
    const byPhone = await getJson(t.app, '/api/customer/va01/home-wapp', { 'Accept-Language': 'ca-ES-valencia,ca;q=0.9' });
    expect(byHeader.status).toBe(200);
    expect(byPhone.body).toEqual(byHeader.body);
  });
});
