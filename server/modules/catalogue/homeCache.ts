import { performance } from 'node:perf_hooks';
import type { HomeData, Language } from '../../../src/api/contract';
import type { Database } from '../../platform/db/connect';
import { referenceVersions } from '../../platform/db/schema';
import { prepareData, type PreparedJson } from '../../platform/http/preparedJson';
import { loadHomeData, type ServerFeatures } from './homeData';

/** Another server process on the same database may bump a version: re-read them at most this often. */
const VERSIONS_MAX_AGE_MS = 1_000;
/** With the database's change notifications arriving, the periodic re-read is only a safety net. */
export const NOTIFIED_VERSIONS_MAX_AGE_MS = 10_000;

export interface HomeCacheOptions {
  /** What the answers say of the server's configuration; nothing optional is configured by default. */
  features?: ServerFeatures;
  versionsMaxAgeMs?: number;
  /** Milliseconds of a monotonic clock (tests). */
  clock?: () => number;
}

export interface HomeCache {
  /** home-wapp of a location in a language, serialised and gzipped once per data version; undefined when unknown. */
  answer(code: string, language: Language): Promise<PreparedJson | undefined>;
  /** The same answer's data, to build a signed-in customer's own answer on; undefined when unknown. */
  data(code: string, language: Language): Promise<HomeData | undefined>;
  /** A write (of this process, or of another one it was notified of) committed a version bump: the next answer re-reads the versions. */
  invalidate(): void;
  /** Every change is now notified (invalidate()): re-read the versions only this seldom. */
  readVersionsEvery(maxAgeMs: number): void;
  /** The reference data versions (catalogue, locations, settings) as one key, re-read as answer() does. */
  versions(): Promise<string>;
}

interface Entry {
  versions: string;
  prepared: PreparedJson;
  home: HomeData;
}

/**
 * home-wapp answers kept in memory, keyed by location and language, valid while the reference versions
 * (server/platform/db/tables/reference.ts: every writer of catalogue, locations or settings bumps its area) are
 * those they were built under. Versions are read once per VERSIONS_MAX_AGE_MS instead of loading the
 * whole catalogue per request; writes in this process call invalidate() so their change shows at once.
 * Unknown codes are not kept (the map stays bounded by the locations that exist).
 */
export function createHomeCache(db: Database, options: HomeCacheOptions = {}): HomeCache {
  let maxAge = options.versionsMaxAgeMs ?? VERSIONS_MAX_AGE_MS;
  const clock = options.clock ?? (() => performance.now());
  const features = options.features ?? { socialSignIn: false };
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry | undefined>>();
  let known: { versions: string; readAt: number } | undefined;
  let reading: Promise<string> | undefined;
  let generation = 0;

  async function readVersions(): Promise<string> {
    const rows = await db.select().from(referenceVersions);
    return rows
      .map((row) => `${row.area}@${row.updatedAt.toISOString()}`)
      .sort()
      .join(',');
  }

  function currentVersions(): Promise<string> {
    if (known && clock() - known.readAt < maxAge) return Promise.resolve(known.versions);
    if (!reading) {
      const startedAt = clock();
      const startedIn = generation;
      const read = readVersions().then((versions) => {
        // A read that began before an invalidate() may predate the write: answer it, do not keep it.
        if (startedIn === generation) known = { versions, readAt: startedAt };
        return versions;
      });
      reading = read;
      const clear = () => {
        if (reading === read) reading = undefined;
      };
      read.then(clear, clear);
    }
    return reading;
  }

  async function load(key: string, code: string, language: Language, versions: string): Promise<Entry | undefined> {
    const home = await loadHomeData(db, code, language, features);
    if (!home) return undefined;
    const entry = { versions, prepared: prepareData(home), home };
    entries.set(key, entry);
    return entry;
  }

  async function entryFor(code: string, language: Language): Promise<Entry | undefined> {
    // Versions before data: a change committed in between leaves the entry under the older versions.
    const versions = await currentVersions();
    const key = `${code.toLowerCase()}\n${language}`;
    const entry = entries.get(key);
    if (entry?.versions === versions) return entry;
    const loadKey = `${key}\n${versions}`;
    let pending = loading.get(loadKey);
    if (!pending) {
      pending = load(key, code, language, versions).finally(() => loading.delete(loadKey));
      loading.set(loadKey, pending);
    }
    return pending;
  }

  return {
    answer: async (code, language) => (await entryFor(code, language))?.prepared,
    data: async (code, language) => (await entryFor(code, language))?.home,
    versions: currentVersions,
    readVersionsEvery(maxAgeMs) {
      maxAge = maxAgeMs;
    },
    invalidate() {
      generation += 1;
      known = undefined;
      reading = undefined;
    },
  };
}
