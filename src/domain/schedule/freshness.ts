import { CUSTOMER_DATA_MAX_AGE_MS, REFERENCE_MAX_AGE_MS } from '../constants';

/**
 * Reference-data cache: refresh only when older than 600 s. Never fetched, or stamped in the
 * future (the clock went back), counts as stale.
 */
export function isStale(fetchedAt: number | undefined, now: number, maxAgeMs = REFERENCE_MAX_AGE_MS): boolean {
  if (fetchedAt === undefined || !Number.isFinite(fetchedAt)) return true;
  const age = now - fetchedAt;
  return age < 0 || age > maxAgeMs;
}

/** When a copy of the customer's own data was asked for, and when something marked it changed since. */
export type CustomerDataStamp = { fetchedAt: number; changedAt?: number };

/**
 * The customer's own data (balance, account) does not follow the 600 s reference rule: it is stale when
 * never fetched, when a change (an order created, paid or cancelled) was marked at or after the moment
 * its copy was asked for, or when older than 30 s (or the resource's own `maxAgeMs`).
 */
export function isCustomerDataStale(stamp: CustomerDataStamp | undefined, now: number, maxAgeMs = CUSTOMER_DATA_MAX_AGE_MS): boolean {
  if (!stamp) return true;
  if (stamp.changedAt !== undefined && stamp.changedAt >= stamp.fetchedAt) return true;
  return isStale(stamp.fetchedAt, now, maxAgeMs);
}
