/**
 * Cache Storage that earlier versions of the service worker filled with the signed-in customer's answers
 * (`api-customer`: GET /api/customer/* kept by URL alone) and session token (`orders-sw-state`). Nothing
 * writes them now; whatever is left on a device is deleted at sign-out and when a new worker activates,
 * so the next person on the phone is never answered with the previous customer's data.
 */
export const CUSTOMER_CACHE_NAMES = ['api-customer', 'orders-sw-state'] as const;

/** The Periodic Background Sync tag those versions registered to refresh orders with the kept token. */
export const RETIRED_ORDERS_SYNC_TAG = 'orders-refresh';

/** Deletes the caches above where Cache Storage exists (a page, a worker); never fails. */
export async function deleteCustomerCaches(storage: Pick<CacheStorage, 'delete'> | undefined = globalThis.caches): Promise<void> {
  if (!storage) return;
  await Promise.all(CUSTOMER_CACHE_NAMES.map((name) => storage.delete(name).catch(() => false)));
}
