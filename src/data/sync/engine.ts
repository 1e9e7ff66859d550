import { isOnline } from '../online';
import { SyncStatusStore } from './status';

/** What the engine keeps in Dexie; `key` names it in the freshness stamps, the de-duplication and the statuses. */
export type SyncResource = { key: string };

/** The engine's view of time and of the network (tests pass their own). */
export type SyncClock = { now?: () => number; isOnline?: () => boolean };

/** A resource some screen shows right now, and how many screens do. */
export type Watched<R> = { resource: R; watchers: number };

/**
 * The app's sync engine, shared by reference data, the signed-in customer's data and the staff board:
 * concurrent refreshes of one key share one fetch, the statuses screens read live here, and so do the
 * resources screens watch. Each kind of data says when its copy is fresh, and how it is fetched and stored
 * (`run`).
 */
export abstract class SyncEngine<R extends SyncResource, Outcome, Status, Deps extends SyncClock, W extends Watched<R> = Watched<R>> {
  readonly status = new SyncStatusStore<Status>();
  protected readonly inflight = new Map<string, Promise<Outcome>>();
  protected readonly watched = new Map<string, W>();

  constructor(protected readonly deps: Deps) {}

  protected now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  protected isOnline(): boolean {
    return this.deps.isOnline?.() ?? isOnline();
  }

  /** Fetches and stores the resource when its rule says it is stale (or when forced). */
  protected abstract run(resource: R, force?: boolean): Promise<Outcome>;

  /** Fetches when stale (or when forced); concurrent callers share one fetch. */
  refresh(resource: R, options?: { force?: boolean }): Promise<Outcome> {
    const { key } = resource;
    const running = this.inflight.get(key);
    if (running) return running;
    const run = this.run(resource, options?.force).finally(() => this.inflight.delete(key));
    this.inflight.set(key, run);
    return run;
  }

  /** Counts a screen showing the resource, until the returned function is called. */
  watch(resource: R): () => void {
    const { key } = resource;
    const entry = this.watched.get(key) ?? ({ resource, watchers: 0 } as W);
    entry.watchers += 1;
    this.watched.set(key, entry);
    return () => {
      entry.watchers -= 1;
      if (entry.watchers <= 0) this.watched.delete(key);
    };
  }

  /**
   * What a screen calls when it no longer shows a resource a feed keeps: `unwatch` (from `watch`), once however
   * often it is called, then, when no screen shows the resource any more, `release` (the feed stops) and the
   * resource's status is idle again.
   */
  protected unwatchFollowed(followed: W, unwatch: () => void, release: () => void): () => void {
    let watching = true;
    return () => {
      if (!watching) return;
      watching = false;
      unwatch();
      if (followed.watchers > 0) return;
      release();
      this.status.set(followed.resource.key, 'idle');
    };
  }
}
