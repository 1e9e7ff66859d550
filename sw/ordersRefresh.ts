/// <reference lib="webworker" />
// Background refresh of the customer's pick-up orders (Periodic Background Sync: Chromium, installed
// app only). The session token is in a cookie this worker cannot read, so the page posts it here; it is
// kept in a private cache so it survives the worker being stopped. Elsewhere the page's 30 s refresh is
// the mechanism and this is a bonus (DESIGN §8).
import { ORDERS_SYNC_TAG, ORDERS_TOKEN_MESSAGE, ORDERS_UPDATED_MESSAGE } from '../src/data/orders/serviceWorkerMessages';

declare let self: ServiceWorkerGlobalScope;

const STORE = 'orders-sw-state';
const TOKEN_KEY = '/__sw/orders-token';

type PeriodicSyncEvent = ExtendableEvent & { tag: string };

async function saveToken(token: string | null): Promise<void> {
  const cache = await caches.open(STORE);
  if (token) await cache.put(TOKEN_KEY, new Response(token));
  else await cache.delete(TOKEN_KEY);
}

async function readToken(): Promise<string | undefined> {
  const stored = await (await caches.open(STORE)).match(TOKEN_KEY);
  return stored ? stored.text() : undefined;
}

async function refreshOrders(): Promise<void> {
  const token = await readToken();
  if (!token) return;
  const response = await fetch('/api/customer/orders', { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  if (response.status === 401) return saveToken(null);
  if (!response.ok) return;
  const answer: unknown = await response.json();
  // The page validates the answer against the contract before storing it in its Dexie mirror.
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: ORDERS_UPDATED_MESSAGE, answer });
}

export function registerOrdersRefresh(): void {
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: string; token?: string | null } | null;
    if (data?.type === ORDERS_TOKEN_MESSAGE) event.waitUntil(saveToken(data.token ?? null));
  });
  self.addEventListener('periodicsync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
    const sync = event as unknown as PeriodicSyncEvent;
    if (sync.tag === ORDERS_SYNC_TAG) sync.waitUntil(refreshOrders());
  });
}
