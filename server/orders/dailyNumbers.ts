import { sql } from 'drizzle-orm';
import type { Transaction } from '../account/transaction';
import { dailyOrderNumbers } from '../db/schema';

/**
 * The next short number of a shop's day (1, 2, …): one row per shop and day raised in place, so two
 * processes creating orders at once never hand out the same number (the row lock orders them).
 */
export async function nextDailyNumber(tx: Transaction, locationId: number, shopDate: string): Promise<number> {
  const [row] = await tx
    .insert(dailyOrderNumbers)
    .values({ locationId, shopDate, lastNumber: 1 })
    .onConflictDoUpdate({ target: [dailyOrderNumbers.locationId, dailyOrderNumbers.shopDate], set: { lastNumber: sql`${dailyOrderNumbers.lastNumber} + 1` } })
    .returning({ lastNumber: dailyOrderNumbers.lastNumber });
  if (!row) throw new Error('No daily number was given');
  return row.lastNumber;
}
