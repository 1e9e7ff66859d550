import { isCustomerDataStale, type CustomerDataStamp } from '../../domain/schedule/freshness';
import type { AppDb } from '../db';
import { CUSTOMER_STAMP_PREFIX, customerScopeGeneration, onCustomerScopeCleared } from '../sync/customerScope';
import { SyncEngine, type SyncClock, type Watched } from '../sync/engine';
import { onSyncTrigger } from '../sync/triggers';

/** What one fetch brought: something to store (asked for at `requestedAt`), a 404, or nothing. */
export type Loaded = { kind: 'ok' | 'not-found'; store: (requestedAt: number) => Promise<unknown> } | { kind: 'failed' };


/**
 * One piece of the signed-in customer's data the engine keeps in Dexie (account, loyalty, addresses, orders,
 * one order, delivery orders, invoices): how to fetch it, and how old it may get before it is fetched again.
 */
export type CustomerResource = {
  key: string;
  /** Stale when never fetched, when marked changed since it was asked for, or when older than this. */
  maxAgeMs: number;
  load: () => Promise<Loaded>;
};

export type CustomerOutcome = 'updated' | 'fresh' | 'not-found' | 'failed' | 'offline' | 'signed-out' | 'dropped';
export type CustomerStatus = 'fetching' | 'found' | 'not-found' | 'failed' | 'offline';

export type WatchOptions = { intervalMs?: number; refreshOnOpen?: boolean };

export type CustomerSyncDeps = SyncClock & {
  db: AppDb;
  /** The signed-in customer's token: nothing is fetched without one, and an answer for another is dropped. */
  getScope: () => string | undefined;
  isVisible?: () => boolean;
  /** Runs `run` every `ms` until the returned function is called (setInterval by default). */
  every?: (ms: number, run: () => void) => () => void;
};

type WatchedWithTimer = Watched<CustomerResource> & { intervals?: number[]; stopTimer?: () => void; timerMs?: number };

export const customerStampKey = (key: string) => `${CUSTOMER_STAMP_PREFIX}${key}`;

/**
 * The sync engine of the signed-in customer's data. Freshness stamps (with the changed-since mark), the
 * refresh triggers (start, focus, online, an interval while a screen watches) and dropping answers that
 * arrive after the customer signed out all live here, not in screens.
 */
export class CustomerSync extends SyncEngine<CustomerResource, CustomerOutcome, CustomerStatus, CustomerSyncDeps, WatchedWithTimer> {
  private readonly queued = new Map<string, Promise<CustomerOutcome>>();
  private readonly kept = new Map<string, CustomerResource>();
  private readonly isVisible: () => boolean;
  private readonly every: (ms: number, run: () => void) => () => void;
  private stopTriggers: (() => void) | undefined;

  constructor(deps: CustomerSyncDeps) {
    super(deps);
    this.isVisible = deps.isVisible ?? (() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
    this.every =
      deps.every ??
      ((ms, run) => {
        const timer = setInterval(run, ms);
        return () => clearInterval(timer);
      });
    onCustomerScopeCleared(() => {
      this.inflight.clear();
      this.queued.clear();
    });
  }

  /** Keeps a resource fresh app-wide: fetched on start, focus and back online when stale. */
  keep(resource: CustomerResource): void {
    this.kept.set(resource.key, resource);
  }

  /** Listens to the app's focus / online / visibility triggers and refreshes once now (the start trigger). */
  start(): void {
    this.stopTriggers ??= onSyncTrigger(() => void this.refreshOnTrigger());
    void this.refreshOnTrigger();
  }

  stop(): void {
    this.stopTriggers?.();
    this.stopTriggers = undefined;
  }

  /** Kept resources when stale; watched ones with an interval (pending orders, a tracker) always. */
  async refreshOnTrigger(): Promise<void> {
    const runs = [...this.kept.values()].map((resource) => this.refresh(resource));
    for (const { resource, intervals = [] } of this.watched.values()) {
      if (!this.kept.has(resource.key)) runs.push(this.refresh(resource, { force: intervals.length > 0 }));
    }
    await Promise.all(runs);
  }

  /** A fetch that starts after the one in flight, whose answer may predate a change just made. */
  refreshAfterCurrent(resource: CustomerResource): Promise<CustomerOutcome> {
    const running = this.inflight.get(resource.key);
    if (!running) return this.refresh(resource, { force: true });
    let next = this.queued.get(resource.key);
    if (!next) {
      next = running.then(() => {
        this.queued.delete(resource.key);
        return this.refresh(resource, { force: true });
      });
      this.queued.set(resource.key, next);
    }
    return next;
  }

  /**
   * The server's copy changed (an order created, paid or cancelled moves the ritmitos): the stamp is marked
   * (in Dexie, so the mark survives the page leaving for the card gateway), and it is fetched again after
   * any fetch already under way.
   */
  async markChanged(resource: CustomerResource): Promise<void> {
    await this.deps.db.syncStamps.update(customerStampKey(resource.key), { changedAt: this.now() }).catch(() => undefined);
    void this.refreshAfterCurrent(resource);
  }

  /**
   * A screen shows the resource: fetched on open (always with `refreshOnOpen`, else when stale), on the
   * triggers, and every `intervalMs` while the page is visible and at least one screen watches with one.
   * "Always" means a fetch asked after the screen opened: one already travelling (the payment result's,
   * sent before the invoice was issued) is followed by another rather than shared.
   */
  override watch(resource: CustomerResource, options: WatchOptions = {}): () => void {
    const unwatch = super.watch(resource);
    const entry = this.watched.get(resource.key)!;
    const intervals = (entry.intervals ??= []);
    if (options.intervalMs) intervals.push(options.intervalMs);
    this.updateTimer(entry);
    void (options.refreshOnOpen ? this.refreshAfterCurrent(resource) : this.refresh(resource));
    let watching = true;
    return () => {
      if (!watching) return;
      watching = false;
      if (options.intervalMs) intervals.splice(intervals.indexOf(options.intervalMs), 1);
      unwatch();
      this.updateTimer(entry);
    };
  }

  private updateTimer(entry: WatchedWithTimer): void {
    const intervals = entry.intervals ?? [];
    const ms = intervals.length > 0 ? Math.min(...intervals) : undefined;
    if (ms === entry.timerMs) return;
    entry.stopTimer?.();
    entry.stopTimer = undefined;
    entry.timerMs = ms;
    if (ms !== undefined) {
      entry.stopTimer = this.every(ms, () => {
        if (this.isVisible()) void this.refresh(entry.resource, { force: true });
      });
    }
  }

  protected async run(resource: CustomerResource, force?: boolean): Promise<CustomerOutcome> {
    const { db } = this.deps;
    const scope = this.deps.getScope();
    if (!scope) {
      this.status.set(resource.key, 'failed');
      return 'signed-out';
    }
    const generation = customerScopeGeneration();
    const stampKey = customerStampKey(resource.key);
    if (!force && !isStaleStamp(await db.syncStamps.get(stampKey), this.now(), resource.maxAgeMs)) return 'fresh';
    if (!this.isOnline()) {
      this.status.set(resource.key, 'offline');
      return 'offline';
    }
    this.status.set(resource.key, 'fetching');
    const requestedAt = this.now();
    const loaded = await resource.load().catch((): Loaded => ({ kind: 'failed' }));
    // Signed out (or in as someone else) while the answer travelled: it belongs to nobody now.
    if (this.deps.getScope() !== scope || customerScopeGeneration() !== generation) {
      this.status.set(resource.key, 'idle');
      return 'dropped';
    }
    if (loaded.kind === 'failed') {
      this.status.set(resource.key, this.isOnline() ? 'failed' : 'offline');
      return 'failed';
    }
    await loaded.store(requestedAt);
    await db.transaction('rw', db.syncStamps, async () => {
      const changedAt = (await db.syncStamps.get(stampKey))?.changedAt;
      const stillChanged = changedAt !== undefined && changedAt >= requestedAt;
      await db.syncStamps.put({ key: stampKey, fetchedAt: requestedAt, ...(stillChanged ? { changedAt } : {}) });
    });
    this.status.set(resource.key, loaded.kind === 'ok' ? 'found' : 'not-found');
    return loaded.kind === 'ok' ? 'updated' : 'not-found';
  }
}

function isStaleStamp(stamp: CustomerDataStamp | undefined, now: number, maxAgeMs?: number): boolean {
  return isCustomerDataStale(stamp && { fetchedAt: stamp.fetchedAt, changedAt: stamp.changedAt }, now, maxAgeMs);
}
