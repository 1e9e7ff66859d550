import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/transaction';
import { dailyOrderNumbers } from '../../platform/db/schema';

/**
 * The statement raising a shop day's counter (1, 2, …) and returning the new `last_number`: one row per
 * shop and day raised in place, so two processes creating orders at once never hand out the same number
 * (the row lock orders them, until commit) and a rolled-back order gives its number back (no gaps).
 * Built, not run: the order's insert uses it as a CTE (server/modules/orders/createOrder.ts).
 */
export function raiseDailyCounter(tx: Transaction, locationId: number, shopDate: string) {
  return tx
    .insert(dailyOrderNumbers)
    .values({ locationId, shopDate, lastNumber: 1 })
    .onConflictDoUpdate({ target: [dailyOrderNumbers.locationId, dailyOrderNumbers.shopDate], set: { lastNumber: sql`${dailyOrderNumbers.lastNumber} + 1` } })
    .returning({ lastNumber: dailyOrderNumbers.lastNumber });
}
