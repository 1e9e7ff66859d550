import type { Logger } from 'pino';
import type { LogBatch } from '../../../src/api/contract';
import { takeRateSlot } from '../http/rateLimit';
import type { Database } from '../db/connect';
import { ApiFailure } from '../http/envelope';
import { writeClientLogs } from './clientLogs';
import { groupRepeats, sampleRepeats } from './repeatSampling';

/** Records one client address may post per minute (a full batch is 100). */
export const LOG_RECORDS_PER_MINUTE = 300;

/**
 * The log intake needs no sign-in, so each address gets a budget of records per minute (counted in the
 * database, shared by every process) and repeats are sampled; a batch over the budget is refused whole
 * (429 with Retry-After) and the app keeps it for a later try.
 */
export async function acceptClientLogs(
  deps: { db: Database; logger: Logger },
  batch: LogBatch,
  clientAddress: string,
  now: Date,
): Promise<{ accepted: number }> {
  const slot = await takeRateSlot(
    deps.db,
    [{ bucket: 'log:address', key: clientAddress, max: LOG_RECORDS_PER_MINUTE, windowMs: 60_000, cost: batch.records.length }],
    now,
  );
  if (!slot.taken) throw new ApiFailure(429, 'rate_limited', 'Too many log records. Try again later.', undefined, slot.retryAfterSeconds);
  writeClientLogs(deps.logger, await sampleRepeats(deps.db, clientAddress, groupRepeats(batch.records), now));
  return { accepted: batch.records.length };
}
