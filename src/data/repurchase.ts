import type { CustomerPurchases } from './db';
import { useStoredQuery } from './useStoredQuery';

/** What the signed-in customer bought, from Dexie; undefined until read (and on the server's render), then null when nothing is kept. */
export function usePurchases(): CustomerPurchases | null | undefined {
  return useStoredQuery(async (db) => (await db.purchases.get('current'))?.data ?? null, []);
}
