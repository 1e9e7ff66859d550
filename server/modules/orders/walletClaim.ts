/**
 * While a wallet charge is with the gateway the order carries the time it started (wallet_charge_started_at).
 * The claim keeps a second charge out and keeps the order from being cancelled under the charge. It lives
 * longer than any gateway call may last, so a claim left by a crashed process frees itself.
 */
const SHORTEST_CLAIM_LIFETIME_MS = 2 * 60_000;

export function walletClaimLifetimeMs(restTimeoutMs: number): number {
  return Math.max(SHORTEST_CLAIM_LIFETIME_MS, restTimeoutMs * 2);
}

/** Claims started before this instant are left over from a charge that can no longer be under way. */
export function staleClaimsBefore(now: Date, restTimeoutMs: number): Date {
  return new Date(now.getTime() - walletClaimLifetimeMs(restTimeoutMs));
}
