/** Message the page posts so the service worker can refresh orders in the background (sw/sw.ts). */
export const ORDERS_TOKEN_MESSAGE = 'orders-token';
/** Periodic Background Sync tag (Chromium, installed app only). */
export const ORDERS_SYNC_TAG = 'orders-refresh';
/** What the service worker posts back with the GET /customer/orders answer it fetched. */
export const ORDERS_UPDATED_MESSAGE = 'orders-updated';
