import { onSyncTrigger } from '../sync/triggers';
import { ORDERS_SYNC_TAG, ORDERS_TOKEN_MESSAGE, ORDERS_UPDATED_MESSAGE } from './serviceWorkerMessages';

const MIN_INTERVAL_MS = 15 * 60 * 1000;

type PeriodicSyncRegistration = ServiceWorkerRegistration & {
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
};

/**
 * The session token lives in a cookie a service worker cannot read: the page hands it over (null when
 * signed out) whenever it may have changed, and asks for periodic sync where the browser offers it.
 */
export function shareTokenWithServiceWorker(getToken: () => string | undefined, onOrdersAnswer: (answer: unknown) => void): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; answer?: unknown } | null;
    if (data?.type === ORDERS_UPDATED_MESSAGE) onOrdersAnswer(data.answer);
  });
  const post = () => {
    void navigator.serviceWorker.ready.then((registration) => {
      registration.active?.postMessage({ type: ORDERS_TOKEN_MESSAGE, token: getToken() ?? null });
      if (getToken()) void registerPeriodicRefresh(registration);
    });
  };
  post();
  // The app's one set of focus / visibility / online listeners.
  onSyncTrigger(post);
}

async function registerPeriodicRefresh(registration: PeriodicSyncRegistration): Promise<void> {
  if (!registration.periodicSync) return;
  try {
    const permission = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
    if (permission.state !== 'granted') return;
    await registration.periodicSync.register(ORDERS_SYNC_TAG, { minInterval: MIN_INTERVAL_MS });
  } catch {
    // Not allowed here (not installed, or the browser refuses): the 30 s refresh while open remains.
  }
}
