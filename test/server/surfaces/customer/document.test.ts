import path from 'node:path';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { HomeDataSchema, type HomeData, type Language } from '../../../../src/api/contract';
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

/** The part of the document React renders into (#root), without the boot data's JSON. */
function renderedApp(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<div class="route-skeleton"');
  return html.slice(start, end);
}

const titlesOfFirstCategory = (home: HomeData) => home.products[0]!.items.map((item) => item.title);

describe('the app document (server-rendered first screen)', () => {
  let t: TestApp;
  const homes = new Map<string, HomeData>();
  const home = async (code: string, language: Language) => {
    const key = `${code}:${language}`;
    if (!homes.has(key)) {
      const { body } = await getJson(t.app, `/api/customer/${code}/home-wapp`, { 'X-Language': language });
      homes.set(key, (body as { data: HomeData }).data);
    }
    return homes.get(key)!;
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

  beforeAll(async () => {
    if (!existsSync(path.join(`${DIST_DIR}-ssr`, 'renderApp.js'))) throw new Error('dist-ssr/ is missing: run `npm run build` first (npm test does)');
    t = await seededApp(backend, DIST_DIR);
  });
  afterAll(async () => {
    await t?.fresh.dispose();
  });

  it('renders the first category of the cookie location in the cookie language, with prices', async () => {
    const response = await get('/', { Cookie: 'location=VA02; culture=en', 'Accept-Language': 'es-ES' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await response.text();
    const app = renderedApp(html);
    const expected = await home('va02', 'en');
    expect(html).toMatch(/<html lang="en" data-rendered-location="VA02"/);
    for (const item of expected.products[0]!.items) {
      expect(app).toContain(`>${item.title}<`);
      expect(app).toContain(formatProductPrice(item.price, 'en'));
    }
    const spanish = await home('va02', 'es');
    const spanishOnly = titlesOfFirstCategory(spanish).filter((title) => !titlesOfFirstCategory(expected).includes(title));
    for (const title of spanishOnly) expect(app).not.toContain(`>${title}<`);
    expect(response.headers.get('X-Document-Variant')).toBe('VA02.en');
  });

  it('shows none of another shop’s products: the delivery location sells no drinks', async () => {
    const html = renderedApp(await (await get('/', { Cookie: 'location=ONLINE' })).text());
    const online = await home('ONLINE', 'es');
    const shop = await home('va01', 'es');
    const onlineCodes = new Set(online.products.flatMap((group) => group.items.map((item) => item.productCode)));
    const notSoldOnline = shop.products[0]!.items.filter((item) => !onlineCodes.has(item.productCode));
    expect(notSoldOnline.length).toBeGreaterThan(0);
    for (const item of notSoldOnline) expect(html).not.toContain(`>${item.title}<`);
    expect(html).toContain(`>${online.products[0]!.items[0]!.title}<`);
  });

  it('reads the language from Accept-Language without a culture cookie, and defaults to the default shop', async () => {
    const html = await (await get('/', { 'Accept-Language': 'en-GB,en;q=0.9' })).text();
    const english = await home('va01', 'en');
    expect(html).toMatch(/<html lang="en" data-rendered-location="VA01"/);
    expect(renderedApp(html)).toContain(`>${english.products[0]!.items[0]!.title}<`);
    const unknownShop = await (await get('/', { Cookie: 'location=NOWHERE', 'Accept-Language': 'es' })).text();
    expect(unknownShop).toMatch(/<html lang="es" data-rendered-location="VA01"/);
  });

  it('embeds the data and translations the render used, for the hydration', async () => {
    const html = await (await get('/', { Cookie: 'location=VA01; culture=es' })).text();
    const boot = bootOf(html);
    expect(boot).toMatchObject({ language: 'es', locationCode: 'va01', consent: false });
    const homeSeed = boot.seeds.find((seed) => seed.table === 'homes');
    expect(homeSeed?.rowKey).toBe('es:VA01');
    expect((homeSeed?.data as HomeData).products[0]!.items[0]!.title).toBe((await home('va01', 'es')).products[0]!.items[0]!.title);
    // Only what the catalogue's first screen reads: the app fetches the whole home (so no etag to ask with).
    expect(homeSeed).toMatchObject({ partial: true });
    expect(homeSeed?.etag).toBeUndefined();
    expect(boot.seeds.some((seed) => seed.table === 'locations')).toBe(true);
    expect(Object.keys(boot.translations).sort()).toEqual(['app', 'catalogue', 'common', 'outbox']);
    // Nothing in the JSON can close its script element.
    expect(/<script id="boot-data"[^>]*>([^]*?)<\/script>/.exec(html)?.[1]).not.toContain('<');
  });

  it('carries the products’ card fields, not their details, in a home the schema accepts', async () => {
    const html = await (await get('/', { Cookie: 'location=VA01; culture=es' })).text();
    const boot = bootOf(html);
    const seeded = boot.seeds.find((seed) => seed.table === 'homes')!.data as HomeData;
    expect(() => v.parse(HomeDataSchema, seeded)).not.toThrow();
    const whole = (await home('va01', 'es')).products.flatMap((group) => group.items);
    const items = seeded.products.flatMap((group) => group.items);
    expect(items.map((item) => item.productCode)).toEqual(whole.map((item) => item.productCode));
    for (const [index, item] of items.entries()) {
      const { productCode, slug, title, description, price, priceOld, photo, rating, isOneGoods, stockCurrent, allergenCodes, traceCodes } = whole[index]!;
      expect(item).toMatchObject({
        productCode,
        slug,
        title,
        description,
        price,
        priceOld,
        photo,
        rating,
        isOneGoods,
        stockCurrent,
        allergenCodes,
        traceCodes,
      });
      expect(item).toMatchObject({ descriptionLong: '', photos: [], tags: [], allergens: [], mayContain: '', ratingCount: 0, extras: [], extrasPrice: {} });
    }
    expect(whole.some((item) => item.descriptionLong !== '' && item.extras.length > 0)).toBe(true);
    // The allergen filter's codes are on the first screen, and the server renders the cards' allergens (the first block's).
    expect(whole.some((item) => item.allergenCodes.includes('gluten'))).toBe(true);
    const firstWithAllergens = seeded.products[0]!.items.find((item) => item.allergenCodes.length > 0)!;
    expect(renderedApp(html)).toContain(`/allergens.svg#${firstWithAllergens.allergenCodes[0]}`);
  });

  it('has the cookie banner in the HTML until consent is given', async () => {
    const withoutConsent = renderedApp(await (await get('/')).text());
    expect(withoutConsent).toContain('class="cookie-banner"');
    const consent = encodeURIComponent(new Date().toISOString());
    const withConsent = renderedApp(await (await get('/', { Cookie: `cookie_consent=${consent}` })).text());
    expect(withConsent).not.toContain('class="cookie-banner"');
    expect(withConsent).toContain('product-card-title');
  });

  it('answers 304 to a client holding the same document, and the same bytes to every request of a variant', async () => {
    const first = await get('/', { Cookie: 'location=VA01; culture=es', 'Accept-Encoding': 'br' });
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('Content-Encoding')).toBe('br');
    const again = await get('/index.html', { Cookie: 'location=VA01; culture=es' });
    expect(again.headers.get('ETag')).toBe(etag);
    const revalidated = await get('/', { Cookie: 'location=VA01; culture=es', 'If-None-Match': etag! });
    expect(revalidated.status).toBe(304);
    const otherLanguage = await get('/', { Cookie: 'location=VA01; culture=en', 'If-None-Match': etag! });
    expect(otherLanguage.status).toBe(200);
  });

  it('allows its one inline script by hash in the Content-Security-Policy', async () => {
    const response = await get('/');
    const html = await response.text();
    const inline = /<script>(.*?)<\/script>/s.exec(html)?.[1];
    expect(inline).toBeTruthy();
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(inline!).digest('base64');
    expect(response.headers.get('Content-Security-Policy')).toContain(`'sha256-${hash}'`);
  });

  it('inlines only the rules its markup uses, and links the whole stylesheet at the end of the body', async () => {
    const html = await (await get('/', { Cookie: 'culture=es' })).text();
    const [head = '', body = ''] = html.split('</head>');
    const inline = [...head.matchAll(/<style>(.*?)<\/style>/gs)].map((match) => match[1]).join('');
    // Unapplied until loaded (the head's script applies the whole sheets together), and plain without scripts.
    const sheet = /<link rel="stylesheet" href="\.\/(assets\/index-[\w-]+\.css)" media="print" data-whole-sheet><noscript>/.exec(body)?.[1];
    expect(sheet).toBeDefined();
    expect(body).toContain(`<noscript><link rel="stylesheet" href="./${sheet}"></noscript></body>`);
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    const { readFileSync } = await import('node:fs');
    const whole = readFileSync(path.join(DIST_DIR, sheet!), 'utf8');
    expect(inline.length).toBeLessThan(whole.length / 3);
    // A card's and the theme's rules are there; the payment result's and the update prompt's (not on this screen) are not.
    expect(inline).toContain('.product-card{');
    expect(inline).toMatch(/:root[^{]*\{[^}]*--pico-font-family/);
    expect(whole).toContain('.payment-result{');
    expect(inline).not.toContain('.payment-result{');
    expect(inline).not.toContain('.update-prompt{');
  });

  it('preloads the first high-priority photo from the head, as the image asks for it', async () => {
    const html = await (await get('/', { Cookie: 'culture=es' })).text();
    const [head = '', body = ''] = html.split('</head>');
    const image = /<img\b[^>]*fetchpriority="high"[^>]*>/i.exec(body)?.[0];
    const source = image && /\ssrc="([^"]+)"/.exec(image)?.[1];
    expect(source).toBeTruthy();
    expect(head).toContain(`<link rel="preload" as="image" href="${source}"`);
    expect(head.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });
});
