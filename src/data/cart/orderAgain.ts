import type { HomeData } from '../../api/contract';
import { repeatOrder, type PastLine } from '../../domain/orders/repeatOrder';
import { currentLanguage } from '../../i18n';
import { addLinesToCart } from './cart';
import { db } from '../db';
import { syncEngine } from '../runtime';
import { resources } from '../sync/resources';

/** What "Order again" did: lines added (and the products left out), or nothing when the shop's catalogue is unknown here. */
export type OrderAgainOutcome = { added: number; leftOut: string[] } | { added: null; leftOut: [] };

/**
 * "Order again": the past lines go into the cart as choices, read against the shop's catalogue
 * in Dexie (refreshed first when it is older than 600 s and the network is there); the cart prices them
 * at today's prices. Without any catalogue of that shop on the phone, nothing is added.
 */
export async function orderAgain(locationCode: string, past: readonly PastLine[]): Promise<OrderAgainOutcome> {
  const resource = resources.home(currentLanguage(), locationCode);
  await syncEngine.refresh(resource);
  const row = await db.referenceTable(resource.table).get(resource.rowKey);
  if (!row) return { added: null, leftOut: [] };
  const products = (row.data as HomeData).products.flatMap((group) => group.items);
  const { lines, leftOut } = repeatOrder(past, products);
  await addLinesToCart(lines);
  return { added: lines.length, leftOut };
}
