import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/transaction';
import { runOnce, type RunOnceScope } from '../db/schema';
import { ApiFailure } from './envelope';

/**
 * One "run once" store for both exactly-once headers (Idempotency-Key of order creation, X-Client-Mutation-Id
 * of the offline outbox): under a customer's key, the first answer is kept and a repeat of the same
 * request gets it back; another request under the same key is refused (409).
 */
export interface RunOnceKey {
  customerId: number;
  scope: RunOnceScope;
  key: string;
}

export interface RememberedAnswer {
  status: number;
  answer: unknown;
}

const CONFLICTS: Record<RunOnceScope, () => ApiFailure> = {
  order: () => new ApiFailure(409, 'idempotency_conflict', 'This Idempotency-Key was already used for a different order'),
  mutation: () => new ApiFailure(409, 'mutation_conflict', 'This change id was already used for a different change'),
};

/** A stored row of the key, as read. */
export interface StoredRunOnce {
  requestHash: string;
  status: number;
  answer: unknown;
}

/** The stored answer when this request was run before; 409 when the key served another request. */
export function replayOf(once: RunOnceKey, stored: StoredRunOnce | undefined | null, requestHash: string): RememberedAnswer | undefined {
  if (!stored) return undefined;
  if (stored.requestHash !== requestHash) throw CONFLICTS[once.scope]();
  return { status: stored.status, answer: stored.answer };
}

/** The remembered answer for this request, undefined when the key is new; throws 409 when the key served another request. */
export async function rememberedAnswer(db: Executor, once: RunOnceKey, requestHash: string): Promise<RememberedAnswer | undefined> {
  const [stored] = await db
    .select({ requestHash: runOnce.requestHash, status: runOnce.status, answer: runOnce.answer })
    .from(runOnce)
    .where(and(eq(runOnce.customerId, once.customerId), eq(runOnce.scope, once.scope), eq(runOnce.key, once.key)));
  return replayOf(once, stored, requestHash);
}

/** The key's stored row as one JSON value (null when new), for a statement that reads more; see replayOf. */
export function storedRunOnceJson(once: RunOnceKey): SQL {
  return sql`(select json_build_object('requestHash', request_hash, 'status', status, 'answer', answer) from run_once
    where customer_id = ${once.customerId} and scope = ${once.scope} and key = ${once.key})`;
}

/** Keeps the answer of the request that ran (in the same transaction as its writes, when it wrote). */
export async function rememberAnswer(db: Executor, once: RunOnceKey, requestHash: string, remembered: RememberedAnswer, now: Date): Promise<void> {
  await db
    .insert(runOnce)
    .values({ ...once, requestHash, status: remembered.status, answer: remembered.answer, createdAt: now })
    .onConflictDoNothing();
}
