import { useSyncExternalStore } from 'react';

export type RefreshStatus = 'idle' | 'busy' | 'failed';

/**
 * Wraps a fetch-into-Dexie function so concurrent callers share one request, and exposes whether the
 * last attempt failed (screens show 'unavailable' only when nothing is stored and the fetch failed).
 */
export function sharedRefresh(fetchIntoDexie: () => Promise<void>) {
  let status: RefreshStatus = 'idle';
  let inFlight: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  function setStatus(next: RefreshStatus): void {
    status = next;
    for (const listener of listeners) listener();
  }
  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {
    refresh(): Promise<void> {
      inFlight ??= (async () => {
        setStatus('busy');
        try {
          await fetchIntoDexie();
          setStatus('idle');
        } catch {
          setStatus('failed');
        } finally {
          inFlight = undefined;
        }
      })();
      return inFlight;
    },
    useStatus(): RefreshStatus {
      return useSyncExternalStore(subscribe, () => status, () => status);
    },
  };
}
