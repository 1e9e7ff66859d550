import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { HomeData, Language } from '../../src/api/contract';
import { DOCUMENT_VARIANT_HEADER, documentVariant } from '../../src/data/documentVariant';
import type { BootData, BootSeed } from '../../src/data/bootDataShape';
import { resources } from '../../src/data/sync/resources';
import { hasValidConsent } from '../../src/domain/consent';
import { CONSENT_COOKIE, DEFAULT_LOCATION, LANGUAGE_COOKIE, LOCATION_COOKIE } from '../../src/domain/constants';
import { pickLanguage } from '../../src/domain/language';
import type { HomeCache } from '../catalogue/homeCache';
import { loadLocations } from '../catalogue/locationList';
import type { Database } from '../db/connect';
import { acceptedLanguageTags } from '../http/language';
import { ifNoneMatchMatches } from '../http/etag';
import { acceptsEncoding, envelopeBytes, etagOf } from '../http/preparedJson';
import { createDocumentCache, prepareDocument, type PreparedDocument } from './documentCache';
import { loadDocumentTemplate } from './documentTemplate';
import { firstLoadChunks } from './firstLoadChunks';
import type { AppRenderer } from './renderer';

export interface DocumentDeps {
  db: Database;
  distDir: string;
  homeCache: HomeCache;
  renderer: () => Promise<AppRenderer | undefined>;
  now: () => Date;
}

type Variant = { code: string; language: Language; consent: boolean };

function send(c: Context, document: PreparedDocument, variant: Variant): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Cookie, Accept-Language, Accept-Encoding',
    ETag: document.etag,
    // The service worker keeps one document per variant (sw/documents.ts).
    [DOCUMENT_VARIANT_HEADER]: documentVariant(variant.code, variant.language),
  };
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
  let preloads: string[] | undefined;

  async function render(renderer: AppRenderer, variant: Variant, home: HomeData, etag: string): Promise<PreparedDocument> {
    template ??= loadDocumentTemplate(deps.distDir);
    preloads ??= firstLoadChunks(deps.distDir);
    const fetchedAt = deps.now().getTime();
    const locations = await loadLocations(deps.db, variant.language);
    const seed = (resource: { syncKey: string; table: BootSeed['table']; rowKey: string }, data: unknown, seedEtag: string): BootSeed => ({
      syncKey: resource.syncKey, table: resource.table, rowKey: resource.rowKey, data, fetchedAt, etag: seedEtag,
    });
    const boot: BootData = {
      language: variant.language,
      locationCode: home.location.code,
      locationId: home.location.id,
      consent: variant.consent,
      seeds: [
        seed(resources.home(variant.language, home.location.code), home, etag),
        seed(resources.locations(variant.language), locations, etagOf(envelopeBytes(locations))),
      ],
      translations: renderer.firstScreenTranslations(variant.language),
    };
    const appHtml = await renderer.renderApp(boot);
    return prepareDocument(template.assemble({ appHtml, boot, modulePreloads: preloads }));
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
    // The catalogue's own ETag is part of the version: a new catalogue renders a new document.
    const versions = `${await deps.homeCache.versions()}|${found.etag}`;
    const key = `${code.toLowerCase()}|${language}|${consent ? 1 : 0}`;
    const document = await cache.get(key, versions, () => {
      const home = (JSON.parse(new TextDecoder().decode(found.identity)) as { data: HomeData }).data;
      return render(renderer, variant, home, found.etag);
    });
    return document && { document, variant };
  }

  const handler = async (c: Context, next: () => Promise<void>) => {
    const language = pickLanguage(getCookie(c, LANGUAGE_COOKIE), acceptedLanguageTags(c.req.header('Accept-Language') ?? ''));
    const consent = hasValidConsent(getCookie(c, CONSENT_COOKIE), deps.now());
    const found = await documentFor(getCookie(c, LOCATION_COOKIE) ?? DEFAULT_LOCATION.code, language, consent);
    return found ? send(c, found.document, found.variant) : next();
  };
  site.get('/', handler);
  site.get('/index.html', handler);
  return {
    /** Renders a first visit's documents (default shop, each language, no consent yet) ahead of the first request. */
    warm: () => Promise.all((['es', 'en'] as const).map((language) => documentFor(DEFAULT_LOCATION.code, language, false))),
  };
}
