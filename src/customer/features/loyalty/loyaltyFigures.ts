import type { LoyaltySummary } from '../../../api/contract';

/** 100 ritmitos pay for 1 euro of line price (earning is another rate, in src/domain/loyalty). */
export const RITMITOS_PER_EURO_SPENT = 100;

export type LevelSeal = 'gold' | 'silver' | 'bronze';

/** Loyalty screen: the balance shown is ritmitosAvailable minus ritmitosInOrders (never below 0). */
export function loyaltyBalance(summary: Pick<LoyaltySummary, 'ritmitosAvailable' | 'ritmitosInOrders'>): number {
  return Math.max(0, summary.ritmitosAvailable - summary.ritmitosInOrders);
}

/** Level seal: 1 Gold, 2 Silver, anything else 3 Bronze. */
export function levelSeal(customerLevel: number): LevelSeal {
  if (customerLevel === 1) return 'gold';
  if (customerLevel === 2) return 'silver';
  return 'bronze';
}

/** What a balance is worth in euros when spent in the cart. */
export function ritmitosInEuros(ritmitos: number): number {
  return Math.floor(ritmitos) / RITMITOS_PER_EURO_SPENT;
}
