import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import type { ShopAvailability } from '../../../src/api/contract/counter/availability';
import type { Database } from '../../platform/db/connect';
import { HEARTBEAT, openSseStream, sseFrame, type SseStream } from '../../platform/live/sseStream';
import { createStreamPlaces, MAX_STREAMS_BY_MEMORY, type StreamOwner, type StreamPlaces } from '../../platform/live/streamPlaces';
import { readAvailability, type AvailabilityRead } from './readAvailability';
import { findShop } from './shops';

/** Without change notifications (another process may write unseen) a kept read is used this long. */
const UNNOTIFIED_MAX_AGE_MS = 1_000;
/** With them, only a safety net. */
export const NOTIFIED_MAX_AGE_MS = 10_000;
const HEARTBEAT_MS = 15_000;
/** Longest a timer waits before looking again (setTimeout cannot wait past 24.8 days; the clock may be moved). */
const LONGEST_WAIT_MS = 3_600_000;
const SHORTEST_WAIT_MS = 250;
const RETRY_READ_MS = 2_000;
const RETRY = new TextEncoder().encode('retry: 2000\n\n');

/** A shop's availability now, with a version that changes exactly when what it says does (its server time aside). */
export interface CurrentAvailability {
  locationId: number;
  availability: ShopAvailability;
  version: string;
}

/** A change of a shop committed by some process: with the log row's id, or without (read it again whatever). */
export type AvailabilityChangeNotice = { locationId: number; logId?: number | undefined };

export interface AvailabilityFeed {
  /** The shop's availability (by id, or code in any case), from memory while nothing changed; undefined for no such shop. */
  current(shop: number | string): Promise<CurrentAvailability | undefined>;
  /** A change committed (by this process, or one it was notified of); null: changes may have been missed, read every shop again. */
  changed(notice: AvailabilityChangeNotice | null): void;
  /** The catalogue, a shop or its prices changed (any process): every open stream is told to read them again. */
  catalogueChanged(): void;
  /** An order of the shop changed (created, paid, cancelled): its full slots are read again when it caps them. */
  ordersChanged(locationId: number): void;
  /** Changes are now notified: a kept read is used this long. */
  readEvery(maxAgeMs: number): void;
  /**
   * A live stream of the shop: its availability at once, then each change; it takes a place of `owners`
   * (the client), closing their oldest stream at their cap; undefined when the process takes no more.
   */
  open(locationId: number, owners?: StreamOwner[]): ReadableStream<Uint8Array> | undefined;
  /** Open streams. */
  streams(): number;
  /** Ends every stream (the server is stopping). */
  close(): void;
}

interface Kept {
  read: AvailabilityRead;
  version: string;
  /** Monotonic ms when the read began. */
  readAt: number;
}

interface Entry {
  locationId: number;
  kept?: Kept | undefined;
  /** The highest log id a notice named: a read below it is stale. */
  wantedLogId: number;
  /** A change was noticed without an id (missed notices): the kept read is stale. */
  blind: boolean;
  reading?: Promise<Kept | undefined> | undefined;
  /** Each stream and the version it last got (null until its first frame). */
  streams: Map<SseStream, string | null>;
  timer?: NodeJS.Timeout | undefined;
}

export interface AvailabilityFeedOptions {
  db: Database;
  logger: Logger;
  now: () => Date;
  /** Monotonic ms (tests). */
  clock?: () => number;
  heartbeatMs?: number;
  /** The process's stream places, shared with the order event streams (streamPlaces.ts). */
  places?: StreamPlaces;
}

function versionOf(availability: AvailabilityRead['availability']): string {
  return createHash('sha256').update(JSON.stringify(availability)).digest('base64url').slice(0, 27);
}

/**
 * Each shop's availability kept in memory for this process's public answers, documents and live streams:
 * read once per change whatever the number of streams (a notice naming a log row already read is
 * dropped), pushed to the shop's streams when what it says changed, and read again by itself when a
 * snooze, a pause or an extra wait ends or a full slot passes, so open streams hear of it then.
 */
export function createAvailabilityFeed({
  db,
  logger,
  now,
  clock = () => performance.now(),
  heartbeatMs = HEARTBEAT_MS,
  places = createStreamPlaces(MAX_STREAMS_BY_MEMORY),
}: AvailabilityFeedOptions): AvailabilityFeed {
  const entries = new Map<number, Entry>();
  const idsByCode = new Map<string, number>();
  let maxAge = UNNOTIFIED_MAX_AGE_MS;
  let open = 0;
  let closed = false;

  const heartbeat = setInterval(() => {
    for (const entry of entries.values()) for (const stream of entry.streams.keys()) stream.write(HEARTBEAT);
  }, heartbeatMs);
  heartbeat.unref();

  const entryOf = (locationId: number): Entry => {
    let entry = entries.get(locationId);
    if (!entry) entries.set(locationId, (entry = { locationId, wantedLogId: 0, blind: false, streams: new Map() }));
    return entry;
  };

  /** Nothing noticed since the kept read, and neither too old nor past its own end. */
  const isFresh = (entry: Entry): entry is Entry & { kept: Kept } => {
    const kept = entry.kept;
    if (!kept || entry.blind || entry.wantedLogId > kept.read.logId) return false;
    if (kept.read.changesAt && now().getTime() >= kept.read.changesAt.getTime()) return false;
    return clock() - kept.readAt < maxAge;
  };
  /** A notice the kept read does not hold yet. */
  const noticedSince = (entry: Entry) => entry.blind || (entry.kept !== undefined && entry.wantedLogId > entry.kept.read.logId);

  const frameOf = (kept: Kept) => sseFrame('availability', JSON.stringify({ ...kept.read.availability, serverTime: now().toISOString() }));

  function broadcast(entry: Entry): void {
    const kept = entry.kept;
    if (!kept) return;
    let frame: Uint8Array | undefined;
    for (const [stream, sent] of entry.streams) {
      if (sent === null || sent === kept.version) continue;
      frame ??= frameOf(kept);
      if (stream.write(frame)) entry.streams.set(stream, kept.version);
    }
  }

  function schedule(entry: Entry): void {
    clearTimeout(entry.timer);
    entry.timer = undefined;
    const at = entry.kept?.read.changesAt;
    if (closed || entry.streams.size === 0 || !at) return;
    const wait = Math.min(Math.max(at.getTime() - now().getTime(), SHORTEST_WAIT_MS), LONGEST_WAIT_MS);
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      if (isFresh(entry)) schedule(entry);
      else void refresh(entry);
    }, wait);
    entry.timer.unref();
  }

  /** Keeps only the shop's current code (an import may rename or remove a shop). */
  function learnCode(locationId: number, code: string | undefined): void {
    for (const [known, id] of idsByCode) if (id === locationId && known !== code) idsByCode.delete(known);
    if (code !== undefined) idsByCode.set(code, locationId);
  }

  function forget(entry: Entry): void {
    learnCode(entry.locationId, undefined);
    entries.delete(entry.locationId);
    clearTimeout(entry.timer);
    for (const stream of [...entry.streams.keys()]) stream.end();
  }

  /** Reads the shop once, however many ask meanwhile; then tells its streams and sets its timer. */
  function refresh(entry: Entry): Promise<Kept | undefined> {
    entry.reading ??= (async () => {
      const readAt = clock();
      entry.blind = false;
      let failed = false;
      try {
        const read = await readAvailability(db, entry.locationId, now());
        if (!read) {
          forget(entry);
          return undefined;
        }
        learnCode(read.shop.id, read.shop.code.toLowerCase());
        entry.kept = { read, version: versionOf(read.availability), readAt };
        return entry.kept;
      } catch (error) {
        entry.blind = failed = true;
        if (entry.streams.size > 0) logger.warn({ err: error, locationId: entry.locationId }, 'Reading a shop’s availability for its streams failed');
        throw error;
      } finally {
        entry.reading = undefined;
        afterRead(entry, failed);
      }
    })();
    return entry.reading;
  }

  /** Tells the streams, sets the timer, and reads again when a notice came during the read (a little later when it failed). */
  function afterRead(entry: Entry, failed: boolean): void {
    if (closed || entry.streams.size === 0) return;
    broadcast(entry);
    schedule(entry);
    if (noticedSince(entry)) setTimeout(() => void refresh(entry).catch(() => undefined), failed ? RETRY_READ_MS : 0).unref();
  }

  /** The entry's read, fresh: a read begun before a change is followed by one after it (at most three in all). */
  async function freshKept(entry: Entry): Promise<Kept | undefined> {
    for (let round = 0; round < 3 && !isFresh(entry); round += 1) {
      if (!(await refresh(entry))) return undefined;
    }
    return entry.kept;
  }

  async function locationIdOf(shop: number | string): Promise<number | undefined> {
    if (typeof shop === 'number') return shop;
    const known = idsByCode.get(shop.toLowerCase());
    if (known !== undefined) return known;
    return (await findShop(db, shop))?.id;
  }

  async function prime(entry: Entry, stream: SseStream): Promise<void> {
    try {
      await freshKept(entry);
    } catch (error) {
      logger.warn({ err: error, locationId: entry.locationId }, 'Opening an availability stream failed');
      stream.end();
      return;
    }
    const kept = entry.kept;
    if (!kept || !entry.streams.has(stream)) return stream.end();
    if (stream.write(frameOf(kept))) entry.streams.set(stream, kept.version);
    schedule(entry);
  }

  function changed(notice: AvailabilityChangeNotice | null): void {
    if (closed) return;
    const touched = notice ? [entries.get(notice.locationId)] : [...entries.values()];
    for (const entry of touched) {
      if (!entry) continue;
      if (notice?.logId === undefined) entry.blind = true;
      else if (entry.kept && notice.logId <= entry.kept.read.logId) continue;
      else entry.wantedLogId = Math.max(entry.wantedLogId, notice.logId);
      // Failures are logged and retried by refresh itself.
      if (entry.streams.size > 0) void refresh(entry).catch(() => undefined);
    }
  }

  return {
    async current(shop) {
      const locationId = await locationIdOf(shop);
      if (locationId === undefined) return undefined;
      const entry = entryOf(locationId);
      const kept = await freshKept(entry);
      if (!kept) return undefined;
      return { locationId, availability: { ...kept.read.availability, serverTime: now().toISOString() }, version: kept.version };
    },
    changed,
    catalogueChanged() {
      const frame = sseFrame('catalogue', '{}');
      for (const entry of entries.values()) for (const stream of entry.streams.keys()) stream.write(frame);
    },
    ordersChanged(locationId) {
      const capacity = entries.get(locationId)?.kept?.read.availability.controls.slotCapacity;
      if (capacity !== undefined && capacity !== null) changed({ locationId });
    },
    readEvery(maxAgeMs) {
      maxAge = maxAgeMs;
    },
    open(locationId, owners = []) {
      if (closed) return undefined;
      // The stream is made once it has a place; closing it to make room for a newer one comes later.
      const made: { stream?: SseStream } = {};
      const release = places.take(owners, () => made.stream?.end());
      if (!release) return undefined;
      const entry = entryOf(locationId);
      const stream = openSseStream(() => {
        release();
        open -= 1;
        entry.streams.delete(stream);
        if (entry.streams.size === 0) schedule(entry);
      });
      made.stream = stream;
      entry.streams.set(stream, null);
      open += 1;
      stream.write(RETRY);
      void prime(entry, stream);
      return stream.body;
    },
    streams: () => open,
    close() {
      closed = true;
      clearInterval(heartbeat);
      for (const entry of entries.values()) {
        clearTimeout(entry.timer);
        for (const stream of [...entry.streams.keys()]) stream.end();
      }
    },
  };
}
