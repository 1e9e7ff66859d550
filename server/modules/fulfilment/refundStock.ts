import { eq } from 'drizzle-orm';
import type { RefundLineAsk } from '../../../src/domain/orders/refund';
import { orders, type StockTaken } from '../../platform/db/schema';
import type { Transaction } from '../../platform/db/transaction';
import type { OrderLineRow } from '../orders/serializers';
import { returnOrderStock } from '../orders/orderStock';

/** The units the order still holds split into those the refunded lines give back and those it keeps. */
export function splitHeldStock(held: readonly StockTaken[], lines: readonly OrderLineRow[], refunded: readonly RefundLineAsk[]) {
  const wanted = new Map<string, number>();
  for (const ask of refunded) {
    const line = lines[ask.index];
    if (line) wanted.set(line.productCode, (wanted.get(line.productCode) ?? 0) + ask.quantity);
  }
  const back: StockTaken[] = [];
  const kept: StockTaken[] = [];
  for (const unit of held) {
    const units = Math.min(unit.units, wanted.get(unit.productCode) ?? 0);
    wanted.set(unit.productCode, (wanted.get(unit.productCode) ?? 0) - units);
    if (units > 0) back.push({ ...unit, units });
    if (unit.units - units > 0) kept.push({ ...unit, units: unit.units - units });
  }
  return { back, kept };
}

/**
 * Gives the stock of the refunded lines' single goods back (a refund with "restock"), in the refund's
 * transaction: the units they hold go back as a cancel returns them (logged, under the stock rows'
 * locks), and the order keeps holding the rest. Goods that hold no stock (drinks) give nothing back.
 */
export async function restockRefundedLines(
  tx: Transaction,
  order: { id: number; locationId: number; stockTaken: readonly StockTaken[] | null },
  lines: readonly OrderLineRow[],
  refunded: readonly RefundLineAsk[],
  now: Date,
): Promise<void> {
  const { back, kept } = splitHeldStock(order.stockTaken ?? [], lines, refunded);
  if (back.length === 0) return;
  await tx.update(orders).set({ stockTaken: back }).where(eq(orders.id, order.id));
  await returnOrderStock(tx, { id: order.id, locationId: order.locationId, stockTaken: back }, now);
  await tx
    .update(orders)
    .set({ stockTaken: kept.length > 0 ? kept : null })
    .where(eq(orders.id, order.id));
}
