import { REFERENCE_MAX_AGE_MS } from './constants';

/**
 * Spec §4 reference-data cache: refresh only when older than 600 s. Never fetched, or stamped in the
 * future (the clock went back), counts as stale.
 */
export function isStale(fetchedAt: number | undefined, now: number, maxAgeMs = REFERENCE_MAX_AGE_MS): boolean {
  if (fetchedAt === undefined || !Number.isFinite(fetchedAt)) return true;
  const age = now - fetchedAt;
  return age < 0 || age > maxAgeMs;
}
