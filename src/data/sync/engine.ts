import type { ApiClient } from '../../api/client';
import { isStale } from '../../domain/freshness';
import { REFERENCE_MAX_AGE_MS } from '../../domain/constants';
import type { BootSeed } from '../bootData';
import type { AppDb, SyncStamp } from '../db';
import type { Resource } from './resources';
import { SyncStatusStore } from './status';

export type RefreshOutcome = 'fresh' | 'updated' | 'not-modified' | 'not-found' | 'failed' | 'offline';

export type SyncEngineDeps = {
  db: AppDb;
  client: ApiClient;
  now?: () => number;
  isOnline?: () => boolean;
  maxAgeMs?: number;
};

/**
 * Fills Dexie from the API (spec §4 reference-data cache): a key is fetched only when its stamp is
 * older than 600 s, concurrent refreshes of one key share one request, a 304 only bumps the stamp,
 * a 404 marks the key not found, and a failure keeps whatever was stored.
 */
export class SyncEngine {
  readonly status = new SyncStatusStore();
  private readonly inflight = new Map<string, Promise<RefreshOutcome>>();
  private readonly watched = new Map<string, { resource: Resource; watchers: number }>();
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  /** Rows the server-rendered document carried, being stored; refreshes wait for them. */
  private adopting: Promise<void> = Promise.resolve();

  constructor(private readonly deps: SyncEngineDeps) {
    this.now = deps.now ?? Date.now;
    this.isOnline = deps.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  }

  refresh(resource: Resource, options: { force?: boolean } = {}): Promise<RefreshOutcome> {
    const running = this.inflight.get(resource.syncKey);
    if (running) return running;
    const run = this.run(resource, options.force ?? false).finally(() => this.inflight.delete(resource.syncKey));
    this.inflight.set(resource.syncKey, run);
    return run;
  }

  /**
   * Stores the rows the server rendered the first screen from (once `when` resolves, e.g. idle time), unless
   * Dexie already holds a newer copy, so the refreshes that follow find them fresh instead of fetching.
   */
  adoptSeeds(seeds: readonly BootSeed[], when: Promise<unknown> = Promise.resolve()): Promise<void> {
    const { db } = this.deps;
    const store = async (seed: BootSeed) => {
      const table = db.referenceTable(seed.table);
      await db.transaction('rw', table, db.syncStamps, async () => {
        const stored = await table.get(seed.rowKey);
        if (stored && stored.fetchedAt >= seed.fetchedAt) return;
        await table.put({ key: seed.rowKey, data: seed.data, fetchedAt: seed.fetchedAt });
        await db.syncStamps.put({ key: seed.syncKey, fetchedAt: seed.fetchedAt, etag: seed.etag });
      });
    };
    this.adopting = when
      .then(() => Promise.all(seeds.map(store)))
      .then(
        () => undefined,
        (error: unknown) => console.error('Storing the document data failed', error),
      );
    return this.adopting;
  }

  /** Keeps a resource on the list refreshed on focus and on `online` while something shows it. */
  watch(resource: Resource): () => void {
    const entry = this.watched.get(resource.syncKey) ?? { resource, watchers: 0 };
    entry.watchers += 1;
    this.watched.set(resource.syncKey, entry);
    return () => {
      entry.watchers -= 1;
      if (entry.watchers <= 0) this.watched.delete(resource.syncKey);
    };
  }

  async refreshWatched(): Promise<void> {
    await Promise.all([...this.watched.values()].map(({ resource }) => this.refresh(resource)));
  }

  private async run(resource: Resource, force: boolean): Promise<RefreshOutcome> {
    const { db, client } = this.deps;
    await this.adopting;
    const table = db.referenceTable(resource.table);
    const [stamp, row] = await Promise.all([db.syncStamps.get(resource.syncKey), table.get(resource.rowKey)]);
    const hasContent = row !== undefined || stamp?.notFound === true;
    if (!force && hasContent && !isStale(stamp?.fetchedAt, this.now(), this.deps.maxAgeMs ?? REFERENCE_MAX_AGE_MS)) {
      return 'fresh';
    }
    if (!this.isOnline()) {
      this.status.set(resource.syncKey, 'offline');
      return 'offline';
    }

    this.status.set(resource.syncKey, 'fetching');
    const answer = await client.call(resource.endpoint, {
      params: resource.params,
      etag: row !== undefined ? stamp?.etag : undefined,
    });
    const fetchedAt = this.now();

    if (answer.wasOk && answer.status === 'not-modified' && row !== undefined) {
      await db.transaction('rw', table, db.syncStamps, async () => {
        await table.update(resource.rowKey, { fetchedAt });
        await db.syncStamps.put({ ...stampBase(resource, fetchedAt), etag: answer.etag ?? stamp?.etag });
      });
      this.status.set(resource.syncKey, 'idle');
      return 'not-modified';
    }
    if (answer.wasOk && answer.status === 'ok') {
      const data = resource.select(answer.data as never);
      await db.transaction('rw', table, db.syncStamps, async () => {
        await table.put({ key: resource.rowKey, data, fetchedAt });
        await db.syncStamps.put({ ...stampBase(resource, fetchedAt), etag: answer.etag });
      });
      this.status.set(resource.syncKey, 'idle');
      return 'updated';
    }
    if (!answer.wasOk && answer.httpStatus === 404) {
      await db.transaction('rw', table, db.syncStamps, async () => {
        await table.delete(resource.rowKey);
        await db.syncStamps.put({ ...stampBase(resource, fetchedAt), notFound: true });
      });
      this.status.set(resource.syncKey, 'idle');
      return 'not-found';
    }
    this.status.set(resource.syncKey, answer.status === 'network' && !this.isOnline() ? 'offline' : 'failed');
    return 'failed';
  }
}

function stampBase(resource: Resource, fetchedAt: number): SyncStamp {
  return { key: resource.syncKey, fetchedAt };
}
