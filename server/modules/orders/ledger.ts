import type { Executor } from '../../platform/db/transaction';
import { loyaltyMovements } from '../../platform/db/schema';

/**
 * Ledger moves of an order's ritmitos. Creating the order reserves them (a negative
 * 'reserved' line, counted as "in orders"); paying turns the reservation into spending (released +
 * spent, so the in-orders figure drops and the balance falls); cancelling only releases them.
 */
/** The insert reserving an order's ritmitos, built and not run (the pick-up order's statement embeds it). */
export function reserveRitmitosStatement(tx: Executor, customerId: number, amount: number, orderCode: string, now: Date) {
  return tx.insert(loyaltyMovements).values({ customerId, kind: 'reserved', amount: -amount, description: orderCode, orderRef: orderCode, createdAt: now });
}

export async function reserveOrderRitmitos(tx: Executor, customerId: number, amount: number, orderCode: string, now: Date): Promise<void> {
  if (amount <= 0) return;
  await reserveRitmitosStatement(tx, customerId, amount, orderCode, now);
}

export async function releaseOrderRitmitos(tx: Executor, customerId: number, amount: number, orderCode: string, now: Date): Promise<void> {
  if (amount <= 0) return;
  await tx.insert(loyaltyMovements).values({ customerId, kind: 'released', amount, description: orderCode, orderRef: orderCode, createdAt: now });
}

export async function spendOrderRitmitos(tx: Executor, customerId: number, amount: number, orderCode: string, now: Date): Promise<void> {
  if (amount <= 0) return;
  await tx.insert(loyaltyMovements).values([
    { customerId, kind: 'released', amount, description: orderCode, orderRef: orderCode, createdAt: now },
    { customerId, kind: 'spent', amount: -amount, description: orderCode, orderRef: orderCode, createdAt: now },
  ]);
}
