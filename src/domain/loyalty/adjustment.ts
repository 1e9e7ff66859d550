/** The largest adjustment one support call makes, either way (1,000 € of ritmitos). */
export const RITMITOS_ADJUSTMENT_MAX = 100_000;

/**
 * What the customer may spend now: what they hold less what their unpaid orders hold. An adjustment may
 * take away no more than this, so neither the balance nor an order's reserved ritmitos ever go below zero.
 */
export function spendableRitmitos(balance: { available: number; inOrders: number }): number {
  return Math.max(0, balance.available - balance.inOrders);
}

/** Whether adding `amount` (negative takes away) keeps the spendable balance at zero or above. */
export function adjustmentAllowed(balance: { available: number; inOrders: number }, amount: number): boolean {
  return Number.isInteger(amount) && amount !== 0 && spendableRitmitos(balance) + amount >= 0;
}
