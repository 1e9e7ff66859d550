import { and, desc, eq } from 'drizzle-orm';
import { PAYMENT_STATUS, type HomeData } from '../../../src/api/contract';
import type { Database } from '../../platform/db/connect';
import { orderLines, orders } from '../../platform/db/schema';
import { lineChoices } from './serializers';

/** The part of home-wapp that belongs to the signed-in customer. */
export type CustomerPurchases = Pick<HomeData, 'productsPurchased'> & { purchases: NonNullable<HomeData['purchases']> };

/**
 * The products a customer paid for (pick-up and delivery, at any location): how many paid orders
 * carried each, and, most recent first, when it was last paid for with the extras chosen that time.
 */
export async function loadPurchases(db: Database, customerId: number): Promise<CustomerPurchases> {
  const rows = await db
    .select({
      orderId: orders.id,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      productCode: orderLines.productCode,
      preferences: orderLines.preferences,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.customerId, customerId), eq(orders.paymentStatusId, PAYMENT_STATUS.paid)))
    .orderBy(desc(orders.paidAt), desc(orders.id), orderLines.position);
  const ordersOf = new Map<string, Set<number>>();
  const purchases: CustomerPurchases['purchases'] = [];
  for (const row of rows) {
    let seenIn = ordersOf.get(row.productCode);
    if (!seenIn) {
      seenIn = new Set();
      ordersOf.set(row.productCode, seenIn);
      purchases.push({ productCode: row.productCode, lastPurchasedAt: (row.paidAt ?? row.createdAt).toISOString(), choices: lineChoices(row) });
    }
    seenIn.add(row.orderId);
  }
  const productsPurchased = Object.fromEntries([...ordersOf].map(([code, seenIn]) => [code, seenIn.size]));
  return { productsPurchased, purchases };
}
