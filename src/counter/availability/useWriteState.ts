import { useCallback, useEffect, useState } from 'react';
import type { AvailabilityWriteResult } from '../data/availabilityWrites';

/** A refusal stays on screen this long (a board is glanced at, not read), or until the next change. */
export const ERROR_SHOWN_MS = 15_000;

export type WriteState = {
  /** Whether the change of this control is on its way (its button waits). */
  isBusy(key: string): boolean;
  /** Why the last change was not made (an error code, 'offline'…), for ERROR_SHOWN_MS or until the next one. */
  error: string | null;
  run(key: string, change: () => Promise<AvailabilityWriteResult>): Promise<boolean>;
};

/** The changes a screen sends: which are on their way (several products can be tapped in a row), and why the last one failed. */
export function useWriteState(): WriteState {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (key: string, change: () => Promise<AvailabilityWriteResult>) => {
    setBusy((keys) => new Set(keys).add(key));
    setError(null);
    const result = await change().catch((): AvailabilityWriteResult => ({ ok: false, reason: 'failed' }));
    setBusy((keys) => {
      const left = new Set(keys);
      left.delete(key);
      return left;
    });
    if (!result.ok) setError(result.reason);
    return result.ok;
  }, []);
  useEffect(() => {
    if (error === null) return undefined;
    const timer = setTimeout(() => setError(null), ERROR_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [error]);
  const isBusy = useCallback((key: string) => busy.has(key), [busy]);
  return { isBusy, error, run };
}

const KNOWN_ERRORS = new Set(['offline', 'signed-out', 'manager_only', 'until_in_past', 'not_sold_here', 'not_single_goods', 'negative_stock', 'bad_capacity']);

/** The translation key of a failed change's reason (the generic one names the code). */
export function writeErrorKey(reason: string): string {
  return KNOWN_ERRORS.has(reason) ? `availability.errors.${reason}` : 'availability.errors.failed';
}
