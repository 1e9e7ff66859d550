/** An app left open (an installed one may stay open for days) still looks for a new version this often. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Switching apps back and forth fires focus in bursts: at most one check a minute. */
export const MIN_UPDATE_CHECK_GAP_MS = 60 * 1000;

export interface UpdateCheckMoment {
  now: number;
  lastCheckAt: number;
  online: boolean;
  /** A page in the background waits: coming back to it is itself a trigger. */
  visible: boolean;
}

/** Whether to ask the server for a new service worker now. */
export function isUpdateCheckDue({ now, lastCheckAt, online, visible }: UpdateCheckMoment): boolean {
  return online && visible && now - lastCheckAt >= MIN_UPDATE_CHECK_GAP_MS;
}

/**
 * Looks for a new service worker when the app comes back to the front and every hour: a browser does so
 * only on navigations, and hash routing makes none after the start. A new worker found this way goes
 * through the registration's usual `updatefound`, so the update prompt shows without a relaunch.
 * Returns a function that stops watching.
 */
export function watchForUpdates(registration: ServiceWorkerRegistration, now: () => number = Date.now): () => void {
  // Started right after registering, which loaded the worker script: the first start never checks again.
  let lastCheckAt = now();
  const check = () => {
    const moment = { now: now(), lastCheckAt, online: navigator.onLine, visible: document.visibilityState === 'visible' };
    if (!isUpdateCheckDue(moment)) return;
    lastCheckAt = moment.now;
    // A failed check (flaky network, server restarting) is retried on the next focus or hour.
    registration.update().catch(() => undefined);
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') check();
  };
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisibilityChange);
  const timer = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  return () => {
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    clearInterval(timer);
  };
}
