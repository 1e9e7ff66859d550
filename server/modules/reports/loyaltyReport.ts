import { asc, lte } from 'drizzle-orm';
import type { LoyaltyReport } from '../../../src/api/contract/manage/reports';
import type { LedgerMovement } from '../../../src/domain/loyalty/loyalty';
import { loyaltyLiability } from '../../../src/domain/reports/loyaltyLiability';
import { parseDay } from '../../../src/domain/reports/period';
import { toEuros } from '../../../src/domain/reports/sums';
import { addDays, instantAt, SHOP_TIME_ZONE } from '../../../src/domain/schedule/shopTime';
import type { Executor } from '../../platform/db/transaction';
import { loyaltyMovements } from '../../platform/db/schema';

const amount = (ritmitos: number) => ({ ritmitos, euros: toEuros(ritmitos) });

/** The ritmitos owed at the end of `at` (the chain's calendar), and earned, spent and expired since `from`'s start. */
export async function loyaltyReport(db: Executor, from: string, at: string): Promise<LoyaltyReport> {
  const end = instantAt(addDays(parseDay(at)!, 1), 0, SHOP_TIME_ZONE);
  const start = instantAt(parseDay(from)!, 0, SHOP_TIME_ZONE);
  const rows = await db
    .select()
    .from(loyaltyMovements)
    .where(lte(loyaltyMovements.createdAt, new Date(end.getTime() - 1)))
    .orderBy(asc(loyaltyMovements.customerId), asc(loyaltyMovements.createdAt), asc(loyaltyMovements.id));
  const ledgers = new Map<number, LedgerMovement[]>();
  for (const row of rows) {
    const ledger = ledgers.get(row.customerId) ?? [];
    ledger.push({ id: row.id, kind: row.kind, amount: row.amount, createdAt: row.createdAt, expiresAt: row.expiresAt });
    ledgers.set(row.customerId, ledger);
  }
  const liability = loyaltyLiability(ledgers, start, new Date(end.getTime() - 1));
  return {
    at,
    from,
    outstanding: { ...amount(liability.outstanding), customers: liability.customers },
    expiring30: amount(liability.expiring),
    earned: amount(liability.earned),
    spent: amount(liability.spent),
    expired: amount(liability.expired),
  };
}
