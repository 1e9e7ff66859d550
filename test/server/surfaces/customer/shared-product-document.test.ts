import path from 'node:path';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { HomeDataSchema, type HomeData, type Language, type Product } from '../../../../src/api/contract';
import { allProducts, similarProducts } from '../../../../src/domain/catalogue/catalogue';
import { firstScreenHome } from '../../../../src/domain/catalogue/firstScreenHome';
import type { BootData } from '../../../../src/data/bootDataShape';
import { backends, getJson, seededApp, type TestApp } from '../../harness';

const DIST_DIR = path.resolve('dist');
const PUBLIC_URL = 'http://localhost'; // ephemeralConfig's, which seededApp uses

function bootOf(html: string): BootData {
  const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no boot data in the document');
  return JSON.parse(json) as BootData;
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(headOf(html))?.[1];
const unescape = (text: string | undefined) =>
  text
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

describe('the shared product page (/{location}/p/{slug})', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });
  const productOf = async (code: string, language: Language, index = 0): Promise<Product> => {
    const { body } = await getJson(t.app, `/api/customer/${code}/home-wapp`, { 'X-Language': language });
    return (body as { data: HomeData }).data.products[0]!.items[index]!;
  };

  beforeAll(async () => {
    if (!existsSync(path.join(`${DIST_DIR}-ssr`, 'renderApp.js'))) throw new Error('dist-ssr/ is missing: run `npm run build` first (npm test does)');
    t = await seededApp(backends[0]!, DIST_DIR);
  });
  afterAll(async () => {
    await t?.fresh.dispose();
  });

  it('renders the product screen with the tags link previews read, in Spanish', async () => {
    const product = await productOf('va01', 'es');
    const response = await get(`/va01/p/${product.slug}`, { 'Accept-Language': 'es-ES' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    // Not a catalogue document: the service worker must not keep it as the shop's.
    expect(response.headers.get('X-Document-Variant')).toBeNull();
    const html = await response.text();
    const shared = `${PUBLIC_URL}/va01/p/${product.slug}`;
    expect(html).toMatch(new RegExp(`<html lang="es" data-rendered-location="VA01" data-rendered-path="/va01/product/${product.slug}"`));
    expect(headOf(html)).toContain(`<link rel="canonical" href="${shared}">`);
    expect(unescape(metaContent(html, 'og:title'))).toBe(product.title);
    expect(unescape(metaContent(html, 'og:description'))).toBe(product.description);
    expect(metaContent(html, 'og:url')).toBe(shared);
    expect(metaContent(html, 'og:image')).toBe(new URL(product.photo.url500, `${PUBLIC_URL}/`).href);
    expect(metaContent(html, 'og:image')).toMatch(/^https?:\/\//);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1])).toContain(product.title);
    // The product screen itself, painted before any script runs.
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<div class="route-skeleton"'));
    expect(root).toMatch(new RegExp(`<h1 data-testid="product-title" data-slug="${product.slug}">[^<]*</h1>`));
    expect(root).toContain('data-testid="add-to-cart"');
    expect(root).toContain('data-testid="share-product"');
    // Every text translated, the line note's (a shared part of the screen) too: the hydration shows the same.
    expect(root).toMatch(/<label for="[^"]+">Nota \(opcional\)<\/label>/);
    // The product screen's own styles are in the head: the page paints styled before its code arrives.
    expect(headOf(html)).toMatch(/<style>[^<]*\.product-gallery-track\{/);
    // The build's files are named from the site's root: the page is two folders deep.
    expect(html).not.toMatch(/(?:href|src)="\.\//);
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  });

  it('embeds what the product screen reads: its product whole, the products it suggests as cards, its extras and translations', async () => {
    const { body } = await getJson(t.app, '/api/customer/va01/home-wapp', { 'X-Language': 'es' });
    const whole = (body as { data: HomeData }).data;
    const product = whole.products[0]!.items[0]!;
    const boot = bootOf(await (await get(`/va01/p/${product.slug}`)).text());
    expect(boot.routePath).toBe(`/va01/product/${product.slug}`);
    const homeSeed = boot.seeds.find((seed) => seed.table === 'homes');
    const home = homeSeed?.data as HomeData;
    // Only the page's rows: never stored as the shop's home, which the app fetches whole.
    expect(homeSeed).toMatchObject({ partial: true, productPage: product.productCode });
    expect(() => v.parse(HomeDataSchema, home)).not.toThrow();
    const listed = allProducts(home);
    expect(listed.find((item) => item.productCode === product.productCode)).toEqual(product);
    const suggested = similarProducts(whole, product);
    expect(suggested.length).toBeGreaterThan(0);
    expect(listed.map((item) => item.productCode).sort()).toEqual([product.productCode, ...suggested.map((item) => item.productCode)].sort());
    expect(allProducts(whole).length).toBeGreaterThan(listed.length);
    for (const item of listed.filter((each) => each.productCode !== product.productCode)) {
      expect(item).toMatchObject({ descriptionLong: '', photos: [], extras: [], extrasPrice: {} });
    }
    expect({ location: home.location, schedule: home.schedule, config: home.config, menus: home.menus }).toEqual({
      location: whole.location,
      schedule: whole.schedule,
      config: whole.config,
      menus: whole.menus,
    });
    expect(boot.seeds.map((seed) => seed.syncKey).sort()).toEqual(['homes:es:VA01', 'locations:es', 'productExtras:es']);
    expect(Object.keys(boot.translations)).toEqual(expect.arrayContaining(['product', 'lineNotes', 'app', 'common']));
  });

  it('embeds the catalogue’s first-screen home on a page whose product is not found', async () => {
    const boot = bootOf(await (await get('/va01/p/nothing-P9999')).text());
    const homeSeed = boot.seeds.find((seed) => seed.table === 'homes');
    expect(homeSeed).toMatchObject({ partial: true });
    expect(homeSeed?.productPage).toBeUndefined();
    const { body } = await getJson(t.app, '/api/customer/va01/home-wapp', { 'X-Language': 'es' });
    expect(homeSeed?.data).toEqual(firstScreenHome((body as { data: HomeData }).data));
  });

  it('speaks the culture cookie’s language, and names the product by its slug whatever the link’s words', async () => {
    const product = await productOf('va01', 'en', 1);
    const html = await (await get(`/VA01/p/any-words-${product.productCode}`, { Cookie: 'culture=en', 'Accept-Language': 'es' })).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(unescape(metaContent(html, 'og:title'))).toBe(product.title);
    expect(metaContent(html, 'og:locale')).toBe('en_GB');
    expect(headOf(html)).toContain(`<link rel="canonical" href="${PUBLIC_URL}/va01/p/${product.slug}">`);
    expect(bootOf(html).routePath).toBe(`/va01/product/${product.slug}`);
  });

  it('is cached per product and language like the catalogue: the same ETag, 304 to a client holding it', async () => {
    const product = await productOf('va01', 'es');
    const first = await get(`/va01/p/${product.slug}`, { Cookie: 'culture=es' });
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect((await get(`/va01/p/${product.slug}`, { Cookie: 'culture=es' })).headers.get('ETag')).toBe(etag);
    expect((await get(`/va01/p/${product.slug}`, { Cookie: 'culture=es', 'If-None-Match': etag! })).status).toBe(304);
    expect((await get(`/va01/p/${product.slug}`, { Cookie: 'culture=en', 'If-None-Match': etag! })).status).toBe(200);
  });

  it('answers 404 with the app’s not-found screen for an unknown product or shop, in the customer’s language', async () => {
    const unknownProduct = await get('/va01/p/nothing-P9999', { Cookie: 'culture=en' });
    expect(unknownProduct.status).toBe(404);
    const html = await unknownProduct.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('data-testid="product-not-found"');
    expect(html).toContain('<meta name="robots" content="noindex">');
    const unknownShop = await get('/nowhere/p/moca-P1009');
    expect(unknownShop.status).toBe(404);
    expect(await unknownShop.text()).toMatch(/<html lang="es"/);
    expect((await get('/va01/p/bad%20slug')).status).toBe(404);
  });
});
