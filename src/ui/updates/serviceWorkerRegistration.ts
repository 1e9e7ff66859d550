import { watchForUpdates } from './updateChecks';

/** What the page learns about its service worker (sw/sw.ts, built by vite-plugin-pwa as ./sw.js). */
export type ServiceWorkerEvents = {
  /** A new version is installed and waiting; `activate` switches to it and reloads the page. */
  onNeedRefresh(activate: () => void): void;
  /** The first service worker finished precaching: the app now opens offline. */
  onOfflineReady(): void;
  onError(error: unknown): void;
};

function activateAndReload(waiting: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Registers the service worker and reports installs and waiting updates, as workbox-window's
 * register does (its ~2.5 KB gzip are spared from the first load; these few lines are all the app uses).
 */
export async function registerServiceWorker(events: ServiceWorkerEvents): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register('./sw.js', { scope: './' });
    const offerUpdate = (worker: ServiceWorker) => events.onNeedRefresh(() => activateAndReload(worker));
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state !== 'installed') return;
        if (navigator.serviceWorker.controller) offerUpdate(installing);
        else events.onOfflineReady();
      });
    });
    watchForUpdates(registration);
  } catch (error) {
    events.onError(error);
  }
}
