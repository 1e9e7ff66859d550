import { and, count, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/transaction';
import { rateEvents } from '../db/schema';

/** At most `max` events per `key` of `bucket` within the sliding `windowMs`. */
export interface RateLimit {
  bucket: string;
  key: string;
  max: number;
  windowMs: number;
  /** How many events this request counts for (a batch of records); 1 by default. */
  cost?: number;
}

/** A slot taken, or how long until the fullest limit frees one. */
export type RateSlot = { taken: true } | { taken: false; retryAfterSeconds: number };

/**
 * Records one event under every limit if all of them have room, and answers whether it did. The counters
 * live in the database (several server processes share them); an advisory lock per key serialises
 * concurrent requests so two of them cannot both take the last slot. Inside a caller's transaction the
 * slot is taken only if that transaction commits.
 */
export async function takeRateSlot(db: Executor, limits: readonly RateLimit[], now: Date): Promise<RateSlot> {
  const slot = await recordEvents(db, limits, now);
  return slot.taken ? { taken: true } : slot;
}

/** takeRateSlot, answering the ids of the events recorded. */
async function recordEvents(
  db: Executor,
  limits: readonly RateLimit[],
  now: Date,
): Promise<{ taken: true; eventIds: number[] } | { taken: false; retryAfterSeconds: number }> {
  const ordered = [...limits].sort((a, b) => `${a.bucket}:${a.key}`.localeCompare(`${b.bucket}:${b.key}`));
  return db.transaction(async (tx) => {
    for (const limit of ordered) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${limit.bucket}:${limit.key}`}))`);
    }
    for (const limit of ordered) {
      const since = new Date(now.getTime() - limit.windowMs);
      const sameKey = and(eq(rateEvents.bucket, limit.bucket), eq(rateEvents.key, limit.key));
      await tx.delete(rateEvents).where(and(sameKey, lt(rateEvents.at, since)));
      const [row] = await tx
        .select({ events: count(), oldest: min(rateEvents.at) })
        .from(rateEvents)
        .where(and(sameKey, gte(rateEvents.at, since)));
      if ((row?.events ?? 0) + (limit.cost ?? 1) > limit.max) {
        const freedAt = new Date(row?.oldest ?? now).getTime() + limit.windowMs;
        return { taken: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
      }
    }
    const inserted = await tx
      .insert(rateEvents)
      .values(ordered.flatMap((limit) => Array.from({ length: limit.cost ?? 1 }, () => ({ bucket: limit.bucket, key: limit.key, at: now }))))
      .returning({ id: rateEvents.id });
    return { taken: true, eventIds: inserted.map((row) => row.id) };
  });
}

/**
 * An attempt that counts against the limits only when it fails: a slot is taken under every limit (none
 * left: not taken, and the attempt does not run), the attempt runs in the same transaction, and a
 * successful one gives its slots back. The limits' locks are held until the end, so concurrent attempts
 * count each other while they run and cannot all slip through on one last slot.
 */
export async function failuresLimitedAttempt<T>(
  db: Executor,
  limits: readonly RateLimit[],
  now: Date,
  attempt: (tx: Transaction) => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<{ taken: true; result: T } | { taken: false; retryAfterSeconds: number }> {
  return db.transaction(async (tx) => {
    const slot = await recordEvents(tx, limits, now);
    if (!slot.taken) return slot;
    const result = await attempt(tx);
    if (succeeded(result)) await tx.delete(rateEvents).where(inArray(rateEvents.id, slot.eventIds));
    return { taken: true, result };
  });
}

/**
 * Whether `limit` has room for one more event, without recording one: for limits that count only failures,
 * so a request can be refused before it is checked. takeRateSlot still decides under its lock.
 */
export async function rateRoom(db: Executor, limit: Omit<RateLimit, 'cost'>, now: Date): Promise<RateSlot> {
  const since = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .select({ events: count(), oldest: min(rateEvents.at) })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, limit.bucket), eq(rateEvents.key, limit.key), gte(rateEvents.at, since)));
  if ((row?.events ?? 0) < limit.max) return { taken: true };
  const freedAt = new Date(row?.oldest ?? now).getTime() + limit.windowMs;
  return { taken: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
}
