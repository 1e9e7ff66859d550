/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { registerCustomerCacheCleanup } from './customerCaches';
import { registerDocumentKeeping } from './documents';
import { registerOrderNotifications } from './orderNotifications';

declare let self: ServiceWorkerGlobalScope;

// Hash routing means every navigation is the app's document: the server-rendered one kept per location
// and language, else the precached shell. Registered before the precache's routes, which would answer
// `/` and `/index.html` with the static shell.
registerDocumentKeeping();

// The app shell: every built file, versioned by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Uploaded product photos: their URLs name their content, so a kept one is never stale; the photos a
// customer has seen stay for offline, 200 of them for 60 days. Before the drawn pictures' route below.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/p/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'photos',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Drawn product and recipe pictures: served from the cache first, kept for 30 days, at most 200 of them.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'media',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// API answers are not cached here: Dexie is the app's offline store, and a cache keyed by URL
// would answer one customer's calls with another's on a shared phone. Caches earlier versions kept go.
registerCustomerCacheCleanup();

// The update prompt asks the waiting worker to take over once the customer agrees.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Order news pushed by the server: shown even while the app is closed; a tap opens the order.
registerOrderNotifications();

clientsClaim();
