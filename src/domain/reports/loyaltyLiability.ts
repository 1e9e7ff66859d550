import { balanceFromMovements, CREDIT_KINDS, type LedgerMovement } from '../loyalty/loyalty';

/** Days ahead the liability counts the ritmitos about to expire. */
export const LIABILITY_EXPIRY_DAYS = 30;
const DAY_MS = 86_400_000;

export type Liability = { outstanding: number; expiring: number; customers: number; earned: number; spent: number; expired: number };

/**
 * What the chain owes in ritmitos at `at`: each customer's available balance (the ledger's own rule:
 * oldest credits spent first, what is left at expiry lost), of it what expires within 30 days (the balance
 * at `at` less the balance the same ledger leaves 30 days later), and the ritmitos earned, spent and
 * expired between `from` and `at`.
 */
export function loyaltyLiability(ledgers: ReadonlyMap<number, readonly LedgerMovement[]>, from: Date, at: Date): Liability {
  const later = new Date(at.getTime() + LIABILITY_EXPIRY_DAYS * DAY_MS);
  const liability: Liability = { outstanding: 0, expiring: 0, customers: 0, earned: 0, spent: 0, expired: 0 };
  for (const movements of ledgers.values()) {
    const known = movements.filter((movement) => movement.createdAt.getTime() <= at.getTime());
    const available = Math.max(0, balanceFromMovements(known, at).available);
    const stillThen = Math.max(0, balanceFromMovements(known, later).available);
    if (available > 0) liability.customers++;
    liability.outstanding += available;
    liability.expiring += Math.max(0, available - stillThen);
    for (const movement of known) {
      if (movement.createdAt.getTime() < from.getTime()) continue;
      if (CREDIT_KINDS.includes(movement.kind)) liability.earned += movement.amount;
      else if (movement.kind === 'spent') liability.spent += Math.abs(movement.amount);
      else if (movement.kind === 'expired') liability.expired += Math.abs(movement.amount);
    }
  }
  return liability;
}
