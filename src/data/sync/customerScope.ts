import { forgetCustomerDrafts } from '../customerDrafts';
import { openDatabase } from '../openDatabase';
import { forgetRepurchaseHeight } from '../repurchaseSpace';
import { deleteCustomerCaches } from './customerCaches';

/** Prefix of the freshness stamps of the signed-in customer's data (`customer:orders`, …). */
export const CUSTOMER_STAMP_PREFIX = 'customer:';

let generation = 0;
const cleared = new Set<() => void>();

/** Changes whenever the customer scope is cleared: an answer asked for in an older scope is dropped. */
export function customerScopeGeneration(): number {
  return generation;
}

/** Told when the scope is cleared (the customer engine forgets what it had under way). */
export function onCustomerScopeCleared(listener: () => void): () => void {
  cleared.add(listener);
  return () => cleared.delete(listener);
}

/**
 * Sign-out (or another customer signing in): drops everything the signed-in customer had on this device —
 * session, mirrors, queued writes, order submissions and their freshness stamps, unsaved forms, and any
 * cache of their answers an earlier service worker left, so the next customer's data is fetched at once and no answer
 * still travelling lands in it.
 */
export async function clearCustomerScope(): Promise<void> {
  generation += 1;
  for (const listener of cleared) listener();
  forgetCustomerDrafts();
  forgetRepurchaseHeight();
  const db = await openDatabase();
  const tables = [db.session, db.account, db.loyalty, db.addresses, db.outbox, db.orders, db.orderSubmissions, db.invoices, db.deliveryOrders, db.purchases, db.fiscal];
  await Promise.all([
    db.transaction('rw', [...tables, db.syncStamps], async () => {
      await Promise.all(tables.map((table) => table.clear()));
      await db.syncStamps.where('key').startsWith(CUSTOMER_STAMP_PREFIX).delete();
    }),
    deleteCustomerCaches(),
  ]);
}
