import { useSyncExternalStore } from 'react';

export type RefreshStatus = 'idle' | 'busy' | 'failed';

/**
 * Wraps a fetch-into-Dexie function so concurrent callers share one request, and exposes whether the
 * last attempt failed (screens show 'unavailable' only when nothing is stored and the fetch failed).
 */
export function sharedRefresh(fetchIntoDexie: () => Promise<void>) {
  let status: RefreshStatus = 'idle';
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  function setStatus(next: RefreshStatus): void {
    status = next;
    for (const listener of listeners) listener();
  }
  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  function refresh(): Promise<void> {
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
  }

  return {
    refresh,
    /** A refresh that starts after the one in flight, whose answer may predate a change just made. */
    refreshAfterCurrent(): Promise<void> {
      if (!inFlight) return refresh();
      queued ??= inFlight.then(() => {
        queued = undefined;
        return refresh();
      });
      return queued;
    },
    useStatus(): RefreshStatus {
      return useSyncExternalStore(subscribe, () => status, () => status);
    },
  };
}
