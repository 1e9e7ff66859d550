import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createPath, parsePath } from 'react-router-dom';
import { App } from './app/App';
import { preloadScreenFor } from './app/routes';
import { APP_VARIANT } from './shared/hooks';
import { locationCodeFromPath, resolveCurrentLocation } from './shared/currentLocation';
import { whenIdle } from '../data/whenIdle';
import { bootData } from '../data/bootData';
import { mirrorLocationCookie, readStoredLocation } from '../data/locationStore';
import { startRemoteLogging, syncEngine } from '../data/runtime';
import { getSessionToken, startSession, subscribeSignedIn } from '../data/session';
import { startApp } from '../data/startup';
import { startSyncTriggers } from '../data/sync/triggers';
import { initI18n } from '../i18n';
import { OTHER_ROUTE_CLASS } from '../data/document/documentIds';
import { showsRenderedScreen } from '../data/document/routeGuard';

document.documentElement.dataset.variant = APP_VARIANT;
// Before any call: the bearer token, 401 handling and the session restore step of app start.
startSession();

const boot = bootData();
/** The server rendered the document's screen, and src/data/document/routeGuard.ts found the hash showing it before the paint. */
const rendered = boot !== null && !document.documentElement.classList.contains(OTHER_ROUTE_CLASS);
/** A page the server rendered at its own path (a shared product): the app runs at `/` on the page's hash route. */
const pageRoute = rendered ? boot.routePath : undefined;
const hashPath = (pageRoute !== undefined && window.location.hash === '' ? pageRoute : window.location.hash.replace(/^#/, '').split('?')[0]) || '/';
/** The path (and query) the first render shows: the rendered document's screen when hydrating. */
let firstPath = '/';
const idle = whenIdle();

/** The address's path and query, as the hash router reads them. */
function addressPath(): string {
  const { pathname = '/', search = '', hash = '' } = parsePath(window.location.hash.slice(1));
  return createPath({ pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search, hash });
}

/**
 * Marks the first commit (hydrated or rendered) on <html data-app-started>, shows #root again when the
 * document had hidden it for another screen, and drops the document's skeleton. Renders nothing, so the
 * hydrated tree is the server's.
 */
function AppStarted() {
  useLayoutEffect(() => {
    document.documentElement.classList.remove(OTHER_ROUTE_CLASS);
    document.querySelector('.route-skeleton')?.remove();
    document.documentElement.dataset.appStarted = rendered ? 'hydrated' : 'rendered';
    // The first render is a transition spread over many tasks, and the router follows the address from its
    // commit on: a link followed or a hash changed before (even before the start) is followed now.
    if (addressPath() !== firstPath) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, []);
  return null;
}

/**
 * App start, off the path to the first paint and to interactivity: screens already show what
 * the document or Dexie hold; refreshing what is stale, the outbox, orders and logging wait for idle time.
 */
async function startInBackground(): Promise<void> {
  await idle;
  mirrorLocationCookie();
  startRemoteLogging();
  // A signed-in customer's queued offline writes and data: started now and on every sign-in.
  const startCustomerServices = () => void import('../data/customerServices').then((module) => module.startCustomerServices());
  if (getSessionToken()) startCustomerServices();
  subscribeSignedIn(startCustomerServices);
  void startApp((locations) => resolveCurrentLocation(locationCodeFromPath(hashPath), readStoredLocation(), locations).code);
  startSyncTriggers(syncEngine);
}

async function start(): Promise<void> {
  // The document's rows go to Dexie in idle time; refreshes wait for them instead of fetching again.
  if (boot) void syncEngine.adoptSeeds(boot.seeds, idle);
  const i18nReady = initI18n();
  const showsRendered = rendered && showsRenderedScreen(window.location.hash, boot.locationCode, readStoredLocation().code, pageRoute ?? null);
  if (pageRoute !== undefined) {
    // The shared address becomes the app's hash route in place (no reload), or keeps the hash of a link
    // already followed: the app runs at `/`, and back, forward and reload behave as on any hash route.
    window.history.replaceState(window.history.state, '', `/${showsRendered ? `#${pageRoute}` : window.location.hash}`);
  }
  const address = addressPath();
  // When the customer followed a link of the rendered page already, the hydration still renders the page
  // as it was rendered (its nodes and focus stay); then the app goes where they went.
  firstPath = rendered && !showsRendered ? (pageRoute ?? `/${boot.locationCode.toUpperCase()}`) : address;
  const screenReady = preloadScreenFor(firstPath);
  // A screen the customer already went to: its code is in by the hydration's commit, so the move that
  // follows shows it at once instead of its skeleton.
  const addressReady = address === firstPath ? screenReady : preloadScreenFor(address);
  await i18nReady;
  const container = document.getElementById('root')!;
  // The screen's code is in before the hydration, so it renders what the server rendered, not a fallback.
  if (rendered) await Promise.all([screenReady, addressReady]);
  if (rendered) {
    // A transition: the hydration yields to input and paint instead of one long task.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App firstPath={firstPath} />
          <AppStarted />
        </StrictMode>,
      );
    });
  } else {
    const root = createRoot(container);
    // Also a transition: the first render of any screen is sliced, not one long task.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App firstPath={firstPath} />
          <AppStarted />
        </StrictMode>,
      );
    });
  }
  void startInBackground();
}

void start();
