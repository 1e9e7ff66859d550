import { createHash } from 'node:crypto';
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { LogRecord } from '../../../src/api/contract';
import type { Database } from '../db/connect';
import { rateEvents } from '../db/schema';

/** Repeats of one message from one address are counted over this window. */
export const REPEAT_WINDOW_MS = 10 * 60_000;
/** After its first line, a repeated message is written once per this many occurrences. */
export const REPEAT_SAMPLE_EVERY = 20;
const BUCKET = 'log-repeat';

/** The records of a batch that say the same thing (level, source, message), with how many they are. */
export interface RepeatedRecord {
  record: LogRecord;
  copies: number;
}

/** A group to write, with the occurrences from the same address in the window (this batch included). */
export interface SampledRecord extends RepeatedRecord {
  occurrences: number;
}

const sameness = (record: LogRecord) => `${record.status}\n${record.source}\n${record.message}`;

export function groupRepeats(records: readonly LogRecord[]): RepeatedRecord[] {
  const groups = new Map<string, RepeatedRecord>();
  for (const record of records) {
    const key = sameness(record);
    const group = groups.get(key);
    if (group) group.copies += 1;
    else groups.set(key, { record, copies: 1 });
  }
  return [...groups.values()];
}

/**
 * Counts each group's occurrences per client address in the database (every process sees the same
 * counts) and keeps the groups worth a line: the first occurrence in the window, then one line each
 * time the count passes a multiple of REPEAT_SAMPLE_EVERY.
 */
export async function sampleRepeats(db: Database, address: string, groups: readonly RepeatedRecord[], now: Date): Promise<SampledRecord[]> {
  const keyOf = (group: RepeatedRecord) => `${address}\n${createHash('sha256').update(sameness(group.record)).digest('base64url')}`;
  const keys = groups.map(keyOf);
  const since = new Date(now.getTime() - REPEAT_WINDOW_MS);
  const inBucket = and(eq(rateEvents.bucket, BUCKET), inArray(rateEvents.key, keys));
  const seen = await db.transaction(async (tx) => {
    await tx.delete(rateEvents).where(and(inBucket, lt(rateEvents.at, since)));
    const counted = await tx
      .select({ key: rateEvents.key, events: count() })
      .from(rateEvents)
      .where(and(inBucket, gte(rateEvents.at, since)))
      .groupBy(rateEvents.key);
    await tx
      .insert(rateEvents)
      .values(groups.flatMap((group, index) => Array.from({ length: group.copies }, () => ({ bucket: BUCKET, key: keys[index]!, at: now }))));
    return new Map(counted.map((row) => [row.key, row.events]));
  });
  return groups.flatMap((group, index) => {
    const before = seen.get(keys[index]!) ?? 0;
    const occurrences = before + group.copies;
    const worthALine = before === 0 || Math.floor(occurrences / REPEAT_SAMPLE_EVERY) > Math.floor(before / REPEAT_SAMPLE_EVERY);
    return worthALine ? [{ ...group, occurrences }] : [];
  });
}
