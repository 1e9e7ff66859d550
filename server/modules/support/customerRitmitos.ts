import { desc, eq } from 'drizzle-orm';
import type { SupportRitmitos } from '../../../src/api/contract/manage/support';
import { spendableRitmitos } from '../../../src/domain/loyalty/adjustment';
import type { LoyaltySummary } from '../../../src/api/contract';
import type { Executor } from '../../platform/db/transaction';
import { loyaltyMovements } from '../../platform/db/schema';
import { loyaltySummary } from '../loyalty/summary';

/** The most ledger lines the customer's page shows, newest first. */
export const MOVEMENTS_LIMIT = 100;

/** The balance and the newest ledger lines, as stored (support reads the ledger itself, not the customer's folded history). */
export async function customerRitmitos(db: Executor, customerId: number, now: Date, summary?: LoyaltySummary): Promise<SupportRitmitos> {
  const balance = summary ?? (await loyaltySummary(db, customerId, now));
  const rows = await db
    .select()
    .from(loyaltyMovements)
    .where(eq(loyaltyMovements.customerId, customerId))
    .orderBy(desc(loyaltyMovements.createdAt), desc(loyaltyMovements.id))
    .limit(MOVEMENTS_LIMIT);
  const held = { available: balance.ritmitosAvailable, inOrders: balance.ritmitosInOrders };
  return {
    ...held,
    spendable: spendableRitmitos(held),
    movements: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      description: row.description,
      orderRef: row.orderRef,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
    })),
  };
}
