import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CustomerPurchases } from './db';

/** What the signed-in customer bought, from Dexie; undefined until read (and on the server's render), then null when nothing is kept. */
export function usePurchases(): CustomerPurchases | null | undefined {
  return useLiveQuery(async () => (await db.purchases.get('current'))?.data ?? null, []);
}
