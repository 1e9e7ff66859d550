import { useLiveQuery } from 'dexie-react-hooks';
import type { Product } from '../api/contract';
import type { ExtraChoice } from '../domain/cartChoices';
import { db, type CustomerPurchases } from './db';
import { orderAgain, type OrderAgainOutcome } from './orderAgain';

/** What the signed-in customer bought, from Dexie; undefined until read (and on the server's render), then null when nothing is kept. */
export function usePurchases(): CustomerPurchases | null | undefined {
  return useLiveQuery(async () => (await db.purchases.get('current'))?.data ?? null, []);
}

/** One tap of the repurchase block: one unit of the product with the extras it was last bought with. */
export function addAgain(locationCode: string, product: Pick<Product, 'productCode' | 'title'>, choices: readonly ExtraChoice[]): Promise<OrderAgainOutcome> {
  return orderAgain(locationCode, [{ code: product.productCode, title: product.title, quantity: 1, choices, notes: '' }]);
}
