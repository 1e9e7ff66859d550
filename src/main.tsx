import '@picocss/pico/css/pico.min.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { APP_VARIANT } from './app/hooks';
import { locationCodeFromPath, resolveCurrentLocation } from './app/currentLocation';
import { readStoredLocation } from './data/locationStore';
import { startRemoteLogging, syncEngine } from './data/runtime';
import { startInvoicesSync } from './data/invoices';
import { startOrders } from './data/orders';
import { startOutbox } from './data/outbox';
import { startSession } from './data/session';
import { startApp } from './data/startup';
import { startSyncTriggers } from './data/sync/triggers';
import { initI18n } from './i18n';

document.documentElement.dataset.variant = APP_VARIANT;
startRemoteLogging();
// Before any call: the bearer token, 401 handling and the session restore step of app start.
startSession();
// Queued offline writes: sent now, whenever the network comes back and every 15 s (DESIGN §8).
startOutbox();
startOrders();
startInvoicesSync();

await initI18n();
// Replaces the pre-rendered shell of index.html (not a hydration: that shell is plain HTML).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Screens already show what Dexie holds; now refresh what is stale (spec §4 app start).
const hashPath = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
void startApp((locations) => resolveCurrentLocation(locationCodeFromPath(hashPath), readStoredLocation(), locations).code);
startSyncTriggers(syncEngine);
