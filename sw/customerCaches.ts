/// <reference lib="webworker" />
// Caches of the signed-in customer's answers and token that earlier versions of this worker kept, and the
// periodic order refresh that used the token: removed when this worker activates.
import { deleteCustomerCaches, RETIRED_ORDERS_SYNC_TAG } from '../src/data/sync/customerCaches';

declare let self: ServiceWorkerGlobalScope;

type PeriodicSyncManagerLike = { unregister(tag: string): Promise<void> };

async function stopRetiredOrdersSync(): Promise<void> {
  const periodicSync = (self.registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManagerLike }).periodicSync;
  await periodicSync?.unregister(RETIRED_ORDERS_SYNC_TAG).catch(() => undefined);
}

export function registerCustomerCacheCleanup(): void {
  self.addEventListener('activate', (event) => {
    event.waitUntil(Promise.all([deleteCustomerCaches(self.caches), stopRetiredOrdersSync()]));
  });
}
