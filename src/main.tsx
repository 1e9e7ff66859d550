import '@picocss/pico/css/pico.min.css';
import './app/app.css';
// Shared by most screens and the first one (the catalogue): in the entry stylesheet, not fetched later.
import './app/ui/ui.css';
import './features/catalogue/catalogue.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreenFor } from './app/routes';
import { APP_VARIANT } from './app/hooks';
import { locationCodeFromPath, resolveCurrentLocation } from './app/currentLocation';
import { readStoredLocation } from './data/locationStore';
import { startRemoteLogging, syncEngine } from './data/runtime';
import { getSessionToken, startSession, subscribeSignedIn } from './data/session';
import { startApp } from './data/startup';
import { startSyncTriggers } from './data/sync/triggers';
import { initI18n } from './i18n';

document.documentElement.dataset.variant = APP_VARIANT;
startRemoteLogging();
// Before any call: the bearer token, 401 handling and the session restore step of app start.
startSession();
// A signed-in customer's queued offline writes, orders and invoices: started now or on sign-in.
const startCustomerServices = () => void import('./data/customerServices').then((module) => module.startCustomerServices());
if (getSessionToken()) startCustomerServices();
else subscribeSignedIn(startCustomerServices);

const hashPath = window.location.hash.replace(/^#/, '').split('?')[0] || '/';

async function start(): Promise<void> {
  const i18nReady = initI18n();
  preloadScreenFor(hashPath);
  await i18nReady;
  // Replaces the pre-rendered shell of index.html (not a hydration: that shell is plain HTML).
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

  // Screens already show what Dexie holds; now refresh what is stale (spec §4 app start).
  void startApp((locations) => resolveCurrentLocation(locationCodeFromPath(hashPath), readStoredLocation(), locations).code);
  startSyncTriggers(syncEngine);
}

// No top-level await: with it the bundler cannot fold shared modules into the entry chunk (more, smaller
// chunks on the first load).
void start();
