/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare let self: ServiceWorkerGlobalScope;

// The counter's page and every chunk it can load, versioned by the build (scripts/counterWorker.ts): the
// board opens offline; its data lives in Dexie and its taps in its outbox, never in this cache.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any address under /counter/ is the board's page (its screens are hash routes).
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));

// The update prompt asks the waiting worker to take over once the member agrees.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
