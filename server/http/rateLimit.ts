import { and, count, eq, gte, lt, min, sql } from 'drizzle-orm';
import type { Executor } from '../db/transaction';
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
    await tx
      .insert(rateEvents)
      .values(ordered.flatMap((limit) => Array.from({ length: limit.cost ?? 1 }, () => ({ bucket: limit.bucket, key: limit.key, at: now }))));
    return { taken: true };
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
