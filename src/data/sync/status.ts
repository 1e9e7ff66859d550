/** What the engine is doing with one sync key right now (memory only; Dexie holds the data). */
export type SyncStatus = 'idle' | 'fetching' | 'failed' | 'offline';

/** A tiny observable map of sync statuses (a word, or an object kept while it holds), read by hooks through useSyncExternalStore. */
export class SyncStatusStore<S = SyncStatus> {
  private readonly statuses = new Map<string, S | 'idle'>();
  private readonly listeners = new Set<() => void>();

  get(key: string): S | 'idle' {
    return this.statuses.get(key) ?? 'idle';
  }

  set(key: string, status: S | 'idle'): void {
    if (this.get(key) === status) return;
    this.statuses.set(key, status);
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
