import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGES, type HomeData, type Language, type Product } from '../../../../src/api/contract';
import { DOCUMENT_VARIANT_HEADER, documentVariant } from '../../../../src/data/documentVariant';
import type { BootData, BootSeed } from '../../../../src/data/bootDataShape';
import { resources } from '../../../../src/data/sync/resources';
import { hasValidConsent } from '../../../../src/domain/people/consent';
import { CONSENT_COOKIE, DEFAULT_LOCATION, LANGUAGE_COOKIE, LOCATION_COOKIE } from '../../../../src/domain/constants';
import { pickLanguage } from '../../../../src/domain/text/language';
import { findProduct } from '../../../../src/domain/catalogue/catalogue';
import { firstScreenHome } from '../../../../src/domain/catalogue/firstScreenHome';
import { productPageHome } from '../../../../src/domain/catalogue/productPageHome';
import { parseSharedProductPath, productRoutePath, sharedProductPath, type SharedProduct } from '../../../../src/domain/catalogue/sharedProductLink';
import type { ShopAvailability } from '../../../../src/api/contract/counter/availability';
import type { AvailabilityFeed } from '../../../modules/availability/feed';
import type { HomeCache } from '../../../modules/catalogue/homeCache';
import { loadLocations } from '../../../modules/catalogue/locationList';
import { loadProductExtrasDic } from '../../../modules/catalogue/productExtrasDic';
import type { Database } from '../../../platform/db/connect';
import { acceptedLanguageTags } from '../../../platform/http/language';
import { ifNoneMatchMatches } from '../../../platform/http/etag';
import { acceptsEncoding, envelopeBytes, etagOf } from '../../../platform/http/preparedJson';
import { createCriticalCss } from './criticalCss';
import { createDocumentCache, prepareDocument, type PreparedDocument } from './documentCache';
import { loadDocumentTemplate, type PageHead } from './documentTemplate';
import { CATALOGUE_SCREEN_MODULE, firstLoadChunks, PRODUCT_SCREEN_MODULE, screenStylesheets } from './firstLoadChunks';
import type { AppRenderer } from './renderer';
import { absoluteUrl, productPageHead } from './shareTags';

export interface DocumentDeps {
  db: Database;
  distDir: string;
  homeCache: HomeCache;
  /** Each shop's availability: embedded in the document, whose cache follows its version. */
  availability: Pick<AvailabilityFeed, 'current'>;
  renderer: () => Promise<AppRenderer | undefined>;
  now: () => Date;
  /** The site's public address: a shared product's page names itself and its photo with whole URLs. */
  publicUrl: string;
}

type Variant = { code: string; language: Language; consent: boolean };

/** A page at its own path rather than the catalogue at `/`: the screen it renders and its head. */
type Page = { routePath: string; head: PageHead; product?: Product };

function send(c: Context, document: PreparedDocument, variant: Variant | undefined, status: 200 | 404 = 200): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Cookie, Accept-Language, Accept-Encoding',
    ETag: document.etag,
  };
  // The service worker keeps one catalogue document per variant (sw/documents.ts); a product's page is not one.
  if (variant) headers[DOCUMENT_VARIANT_HEADER] = documentVariant(variant.code, variant.language);
  if (status !== 200) return new Response(document.identity, { status, headers });
  if (ifNoneMatchMatches(c.req.header('If-None-Match'), document.etag)) return new Response(null, { status: 304, headers });
  const encoding = c.req.header('Accept-Encoding');
  if (acceptsEncoding(encoding, 'br')) return new Response(document.brotli, { headers: { ...headers, 'Content-Encoding': 'br' } });
  if (acceptsEncoding(encoding, 'gzip')) return new Response(document.gzip, { headers: { ...headers, 'Content-Encoding': 'gzip' } });
  return new Response(document.identity, { headers });
}

/**
 * The app's document (`/`, `/index.html`): the catalogue of the customer's location (the `location`
 * cookie, else the default) in their language (`culture` cookie, then Accept-Language), rendered by the
 * app's own components with the data it used embedded, cached per variant and data version.
 * Without the SSR build it falls through to the static index.html.
 */
export function serveDocument(site: Hono, deps: DocumentDeps): { warm(): Promise<unknown> } {
  const cache = createDocumentCache();
  let template: ReturnType<typeof loadDocumentTemplate> | undefined;
  const preloads = new Map<string, string[]>();
  let productStyles: string[] | undefined;
  const preloadsOf = (screenModule: string) => {
    if (!preloads.has(screenModule)) preloads.set(screenModule, firstLoadChunks(deps.distDir, screenModule));
    return preloads.get(screenModule)!;
  };

  async function render(
    renderer: AppRenderer,
    variant: Variant,
    home: HomeData,
    availability: ShopAvailability | undefined,
    page?: Page,
  ): Promise<PreparedDocument> {
    template ??= loadDocumentTemplate(deps.distDir, createCriticalCss(deps.distDir));
    const fetchedAt = deps.now().getTime();
    const locations = await loadLocations(deps.db, variant.language);
    const seed = (resource: { key: string; table: BootSeed['table']; rowKey: string }, data: unknown, seedEtag: string): BootSeed => ({
      syncKey: resource.key,
      table: resource.table,
      rowKey: resource.rowKey,
      data,
      fetchedAt,
      etag: seedEtag,
    });
    const homeResource = resources.home(variant.language, home.location.code);
    // Only what the screen reads: a product's page its product whole and the ones it suggests, any other
    // document (the catalogue, a page not found) the catalogue's first screen.
    const productCode = page?.product?.productCode;
    const homeSeed: BootSeed = {
      syncKey: homeResource.key,
      table: homeResource.table,
      rowKey: homeResource.rowKey,
      data: productCode === undefined ? firstScreenHome(home) : productPageHome(home, productCode),
      fetchedAt,
      partial: true,
      ...(productCode !== undefined && { productPage: productCode }),
    };
    const seeds = [homeSeed, seed(resources.locations(variant.language), locations, etagOf(envelopeBytes(locations)))];
    if (page?.product) {
      // The product's extras (its options) are part of its screen.
      const extras = await loadProductExtrasDic(deps.db);
      seeds.push(seed(resources.productExtras(variant.language), extras.list, etagOf(envelopeBytes(extras))));
    }
    const boot: BootData = {
      language: variant.language,
      locationCode: home.location.code,
      locationId: home.location.id,
      consent: variant.consent,
      ...(page && { routePath: page.routePath }),
      ...(availability && { availability }),
      seeds,
      translations: renderer.firstScreenTranslations(variant.language, page?.routePath),
    };
    const appHtml = await renderer.renderApp(boot);
    const modulePreloads = preloadsOf(page ? PRODUCT_SCREEN_MODULE : CATALOGUE_SCREEN_MODULE);
    // The product screen's stylesheets are not the entry's: inlined, its page paints styled before any script.
    productStyles ??= screenStylesheets(deps.distDir, PRODUCT_SCREEN_MODULE);
    const pageHead = page && { ...page.head, stylesheets: productStyles };
    return prepareDocument(await template.assemble({ appHtml, boot, modulePreloads, ...(pageHead && { page: pageHead }) }));
  }

  /** The document of a variant: from the cache while the data is unchanged, else rendered once. */
  async function documentFor(wanted: string, language: Language, consent: boolean) {
    const renderer = await deps.renderer();
    if (!renderer) return undefined;
    // An unknown or removed shop in the cookie: the default shop's catalogue (the app clears the choice).
    let code = wanted;
    let prepared = await deps.homeCache.answer(code, language);
    if (!prepared && code.toLowerCase() !== DEFAULT_LOCATION.code.toLowerCase()) {
      code = DEFAULT_LOCATION.code;
      prepared = await deps.homeCache.answer(code, language);
    }
    if (!prepared) return undefined;
    const found = prepared;
    const variant: Variant = { code, language, consent };
    // The catalogue's own ETag and the shop's availability are part of the version: either changed renders a new document.
    const availability = await deps.availability.current(code);
    const versions = `${await deps.homeCache.versions()}|${found.etag}|${availability?.version ?? ''}`;
    const key = `${code.toLowerCase()}|${language}|${consent ? 1 : 0}`;
    const document = await cache.get(key, versions, () => {
      const home = (JSON.parse(new TextDecoder().decode(found.identity)) as { data: HomeData }).data;
      return render(renderer, variant, home, availability?.availability);
    });
    return document && { document, variant };
  }

  /**
   * A shared product's page (`/{location}/p/{slug}`): the product screen with its data, cached like the
   * catalogue. An unknown product renders the app's "not found" state of the product screen, an unknown
   * shop the app's page-not-found: both with status 404, not cached.
   */
  async function productDocumentFor(shared: SharedProduct, language: Language, consent: boolean) {
    const renderer = await deps.renderer();
    if (!renderer) return undefined;
    const shop = await deps.homeCache.answer(shared.locationCode, language);
    const prepared = shop ?? (await deps.homeCache.answer(DEFAULT_LOCATION.code, language));
    if (!prepared) return undefined;
    const found = prepared;
    const home = (JSON.parse(new TextDecoder().decode(found.identity)) as { data: HomeData }).data;
    const product = shop ? findProduct(home, shared.slug) : undefined;
    const variant: Variant = { code: home.location.code, language, consent };
    if (!product) {
      const head = { title: 'Ritmo Café', description: '', tags: '<meta name="robots" content="noindex">' };
      // The path as the app's routes read it: a shop's product not found, or no such page at all.
      const routePath = shop ? productRoutePath(shared) : `/${shared.locationCode}/p/${shared.slug}`;
      return { document: await render(renderer, variant, home, undefined, { routePath, head }), status: 404 as const };
    }
    const canonicalUrl = absoluteUrl(deps.publicUrl, sharedProductPath(home.location.code, product.slug));
    const page: Page = {
      routePath: productRoutePath({ locationCode: home.location.code, slug: product.slug }),
      head: productPageHead(product, language, canonicalUrl, deps.publicUrl),
      product,
    };
    const availability = await deps.availability.current(home.location.code);
    const versions = `${await deps.homeCache.versions()}|${found.etag}|${availability?.version ?? ''}`;
    const key = `product|${home.location.code.toLowerCase()}|${language}|${consent ? 1 : 0}|${product.productCode}`;
    const document = await cache.get(key, versions, () => render(renderer, variant, home, availability?.availability, page));
    return document && { document, status: 200 as const };
  }

  const languageOf = (c: Context) => pickLanguage(getCookie(c, LANGUAGE_COOKIE), acceptedLanguageTags(c.req.header('Accept-Language') ?? ''));
  const consentOf = (c: Context) => hasValidConsent(getCookie(c, CONSENT_COOKIE), deps.now());

  const handler = async (c: Context, next: () => Promise<void>) => {
    const found = await documentFor(getCookie(c, LOCATION_COOKIE) ?? DEFAULT_LOCATION.code, languageOf(c), consentOf(c));
    return found ? send(c, found.document, found.variant) : next();
  };
  const productHandler = async (c: Context, next: () => Promise<void>) => {
    const shared = parseSharedProductPath(c.req.path);
    if (!shared) return next();
    const found = await productDocumentFor(shared, languageOf(c), consentOf(c));
    return found ? send(c, found.document, undefined, found.status) : next();
  };
  site.get('/', handler);
  site.get('/index.html', handler);
  site.get('/:location/p/:slug', productHandler);
  return {
    /** Renders a first visit's documents (default shop, each language, no consent yet) ahead of the first request. */
    warm: () => Promise.all(LANGUAGES.map((language) => documentFor(DEFAULT_LOCATION.code, language, false))),
  };
}
