/// <reference lib="webworker" />
// The server-rendered document (server/document), kept per location and language, so the installed app
// shows the catalogue before any script runs, with the network off. Navigations are answered from the kept
// copy of the customer's variant, then refreshed in the background.
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { DOCUMENT_VARIANT_HEADER, documentVariant, REFRESH_DOCUMENT_MESSAGE } from '../src/data/documentVariant';
import { DEFAULT_LOCATION, LANGUAGE_COOKIE } from '../src/domain/constants';
import { pickLanguage } from '../src/domain/text/language';
import { parseSharedProductPath, productRoutePath } from '../src/domain/catalogue/sharedProductLink';

declare let self: ServiceWorkerGlobalScope;

const DOCUMENTS = 'documents';
/** The last document fetched, whatever its variant: the answer when the wanted one is not kept. */
const LAST = '/__documents/last';
const keyOf = (variant: string) => `/__documents/${encodeURIComponent(variant)}`;

type CookieStoreLike = { get(name: string): Promise<{ value: string } | null | undefined> };

/** The variant the server would render now: the `location` and `culture` cookies (Chromium's cookieStore). */
async function wantedVariant(): Promise<string | undefined> {
  const cookieStore = (self as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
  if (!cookieStore) return undefined;
  try {
    const [location, culture] = await Promise.all([cookieStore.get('location'), cookieStore.get(LANGUAGE_COOKIE)]);
    const code = location?.value ? decodeURIComponent(location.value) : DEFAULT_LOCATION.code;
    return documentVariant(code, pickLanguage(culture?.value, self.navigator.languages ?? []));
  } catch {
    return undefined;
  }
}

async function keep(response: Response): Promise<void> {
  const variant = response.headers.get(DOCUMENT_VARIANT_HEADER);
  if (!response.ok || !variant) return;
  const cache = await caches.open(DOCUMENTS);
  await Promise.all([cache.put(keyOf(variant), response.clone()), cache.put(LAST, response.clone())]);
}

/** Fetches the document as a navigation would (the cookies go along) and keeps it. */
async function refreshDocument(request: Request | string = self.registration.scope): Promise<Response> {
  const response = await fetch(request, { credentials: 'same-origin' });
  await keep(response.clone());
  return response;
}

/**
 * A shared product's address (`/va01/p/…`): its own rendered page from the network. Without the network,
 * the app's hash route of the product, answered as any navigation (the kept document, the app then
 * renders the product from what Dexie holds).
 */
async function answerSharedProduct(request: Request, hashRoute: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return Response.redirect(new URL(`/#${hashRoute}`, self.location.origin).href, 302);
  }
}

async function answerNavigation(request: Request, event: ExtendableEvent): Promise<Response> {
  const shared = parseSharedProductPath(new URL(request.url).pathname);
  if (shared) return answerSharedProduct(request, productRoutePath(shared));
  const cache = await caches.open(DOCUMENTS);
  const variant = await wantedVariant();
  const kept = await cache.match(variant ? keyOf(variant) : LAST);
  if (kept) {
    event.waitUntil(refreshDocument(request).catch(() => undefined));
    return kept;
  }
  try {
    return await refreshDocument(request);
  } catch (error) {
    const fallback = (await cache.match(LAST)) ?? (await matchPrecache('index.html'));
    if (fallback) return fallback;
    throw error;
  }
}

export function registerDocumentKeeping(): void {
  // /api and /media are never pages (the payment gateway's sandbox page is under /api); /counter/ and /manage/
  // are the other surfaces' pages, never the customer's document (scripts/counterWorker.ts).
  registerRoute(
    new NavigationRoute(({ request, event }) => answerNavigation(request, event as ExtendableEvent), {
      denylist: [/^\/api\//, /^\/media\//, /^\/(counter|manage)(\/|$)/],
    }),
  );

  // Documents name the build's hashed scripts: a new worker (a new build) drops them and keeps today's.
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .delete(DOCUMENTS)
        .then(() => refreshDocument())
        .catch(() => undefined),
    );
  });

  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === REFRESH_DOCUMENT_MESSAGE) {
      event.waitUntil(refreshDocument().catch(() => undefined));
    }
  });
}
