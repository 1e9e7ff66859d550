import type { ApiClient } from '../../api/client';
import { isStale } from '../../domain/schedule/freshness';
import { REFERENCE_MAX_AGE_MS } from '../../domain/constants';
import type { BootSeed } from '../bootData';
import { databaseFrom, type DatabaseSource } from '../openDatabase';
import { SyncEngine, type SyncClock } from './engine';
import { isOlderSeed, type Resource } from './resources';
import type { SyncStatus } from './status';

export type RefreshOutcome = 'fresh' | 'updated' | 'not-modified' | 'not-found' | 'failed' | 'offline';

export type ReferenceSyncDeps = SyncClock & {
  db: DatabaseSource;
  client: ApiClient;
  maxAgeMs?: number;
};

/**
 * Fills Dexie with reference data from the API (reference-data cache): a key is fetched only when
 * its stamp is older than 600 s, with the stored ETag; a 304 only bumps the stamp, a 404 marks the key not
 * found, and a failure keeps whatever was stored.
 */
export class ReferenceSync extends SyncEngine<Resource, RefreshOutcome, SyncStatus, ReferenceSyncDeps> {
  /** Rows the server-rendered document carried, being stored; refreshes wait for them. */
  private adopting: Promise<void> = Promise.resolve();
  /** When the document's partial seeds were read, by sync key: a stored row older than one is fetched again. */
  private partialSeeds = new Map<string, number>();

  /**
   * Stores the rows the server rendered the first screen from (once `when` resolves, e.g. idle time), unless
   * Dexie already holds a newer copy, so the refreshes that follow find them fresh instead of fetching.
   * A partial seed is never stored: the refreshes fetch the whole row.
   */
  adoptSeeds(seeds: readonly BootSeed[], when: Promise<unknown> = Promise.resolve()): Promise<void> {
    this.partialSeeds = new Map(seeds.filter((seed) => seed.partial).map((seed) => [seed.syncKey, seed.fetchedAt]));
    const whole = seeds.filter((seed) => !seed.partial);
    const store = async (seed: BootSeed) => {
      const db = await databaseFrom(this.deps.db);
      const table = db.referenceTable(seed.table);
      await db.transaction('rw', table, db.syncStamps, async () => {
        const stored = await table.get(seed.rowKey);
        if (stored && (stored.fetchedAt >= seed.fetchedAt || isOlderSeed(seed, stored.data))) return;
        await table.put({ key: seed.rowKey, data: seed.data, fetchedAt: seed.fetchedAt });
        await db.syncStamps.put({ key: seed.syncKey, fetchedAt: seed.fetchedAt, etag: seed.etag });
      });
    };
    this.adopting = when
      .then(() => Promise.all(whole.map(store)))
      .then(
        () => undefined,
        (error: unknown) => console.error('Storing the document data failed', error),
      );
    return this.adopting;
  }

  /** Refreshes, when stale (or when forced: the server said it changed), what the screens show (on focus and on `online`). */
  async refreshWatched(options?: { force?: boolean }): Promise<void> {
    await Promise.all([...this.watched.values()].map(({ resource }) => this.refresh(resource, options)));
  }

  /**
   * Stores a copy the server pushed (a live stream's event) as a fetched one, so the refreshes that follow
   * find it fresh. Without an ETag: the next fetch asks for the whole answer.
   */
  accept<T>(resource: Resource<T>, data: T): Promise<void> {
    return this.store(resource, data, this.now(), undefined);
  }

  /** Writes a row and its stamp, unless the resource says the stored copy is newer. */
  private async store(resource: Resource, data: unknown, fetchedAt: number, etag: string | undefined): Promise<void> {
    const db = await databaseFrom(this.deps.db);
    const table = db.referenceTable(resource.table);
    await db.transaction('rw', table, db.syncStamps, async () => {
      const stored = resource.isOlder && (await table.get(resource.rowKey));
      if (stored && resource.isOlder?.(data, stored.data)) return;
      await table.put({ key: resource.rowKey, data, fetchedAt });
      await db.syncStamps.put({ key: resource.key, fetchedAt, etag });
    });
  }

  protected async run(resource: Resource, force?: boolean): Promise<RefreshOutcome> {
    const { client } = this.deps;
    await this.adopting;
    const db = await databaseFrom(this.deps.db);
    const table = db.referenceTable(resource.table);
    const [stamp, row] = await Promise.all([db.syncStamps.get(resource.key), table.get(resource.rowKey)]);
    const hasContent = row !== undefined || stamp?.notFound === true;
    const maxAgeMs = resource.maxAgeMs ?? this.deps.maxAgeMs ?? REFERENCE_MAX_AGE_MS;
    const partialSeedAt = this.partialSeeds.get(resource.key);
    const behindPartialSeed = partialSeedAt !== undefined && (row === undefined || row.fetchedAt < partialSeedAt);
    if (!force && hasContent && !behindPartialSeed && !isStale(stamp?.fetchedAt, this.now(), maxAgeMs)) {
      return 'fresh';
    }
    if (!this.isOnline()) {
      this.status.set(resource.key, 'offline');
      return 'offline';
    }

    this.status.set(resource.key, 'fetching');
    const answer = await client.call(resource.endpoint, {
      params: resource.params,
      etag: row !== undefined ? stamp?.etag : undefined,
    });
    const fetchedAt = this.now();

    if (answer.wasOk && answer.status === 'not-modified' && row !== undefined) {
      await db.transaction('rw', table, db.syncStamps, async () => {
        await table.update(resource.rowKey, { fetchedAt });
        await db.syncStamps.put({ key: resource.key, fetchedAt, etag: answer.etag ?? stamp?.etag });
      });
      this.status.set(resource.key, 'idle');
      return 'not-modified';
    }
    if (answer.wasOk && answer.status === 'ok') {
      await this.store(resource, resource.select(answer.data as never), fetchedAt, answer.etag);
      this.status.set(resource.key, 'idle');
      return 'updated';
    }
    if (!answer.wasOk && answer.httpStatus === 404) {
      await db.transaction('rw', table, db.syncStamps, async () => {
        await table.delete(resource.rowKey);
        await db.syncStamps.put({ key: resource.key, fetchedAt, notFound: true });
      });
      this.status.set(resource.key, 'idle');
      return 'not-found';
    }
    this.status.set(resource.key, answer.status === 'network' && !this.isOnline() ? 'offline' : 'failed');
    return 'failed';
  }
}
