import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HEADERS } from '../../src/api/contract';
import type { Transaction } from '../platform/db/transaction';
import type { Database } from '../platform/db/connect';
import { ApiFailure } from '../platform/http/envelope';
import { rememberAnswer, rememberedAnswer, type RememberedAnswer, type RunOnceKey } from '../platform/http/runOnce';

const MUTATION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function mutationIdIn(c: Context, header: string): string | null {
  const id = c.req.header(header);
  if (id === undefined) return null;
  if (!MUTATION_ID_PATTERN.test(id)) throw new ApiFailure(400, 'bad_request', `The ${header} header must be 1–64 letters, digits, _ or -`, header);
  return id;
}

/** The client mutation id of the request (X-Client-Mutation-Id), null without one; 400 when malformed. */
export const clientMutationId = (c: Context): string | null => mutationIdIn(c, HEADERS.clientMutationId);

/** The Idempotency-Key of a request of the shop's own system, null without one; 400 when malformed. */
export const idempotencyKeyOf = (c: Context): string | null => mutationIdIn(c, HEADERS.idempotencyKey);

const failureAnswer = (failure: ApiFailure): RememberedAnswer => ({
  status: failure.status,
  answer: failure.data === undefined ? { wasOk: false, error: failure.error } : { wasOk: false, data: failure.data, error: failure.error },
});

function replayed<T>(stored: RememberedAnswer): T {
  const answer = stored.answer as { wasOk: boolean; data?: unknown; error?: { code: string; message: string; field?: string } };
  if (answer.wasOk) return answer.data as T;
  const error = answer.error ?? { code: 'internal_error', message: 'Internal error' };
  throw new ApiFailure(stored.status as ContentfulStatusCode, error.code, error.message, error.field, undefined, answer.data);
}

export interface StaffMutation {
  /** Who writes, as the key's first part: `staff:<id>` (the board), `operator:<key id>` (the operator API). */
  actor: `staff:${number}` | `operator:${number}`;
  mutationId: string;
  /** The run-once store is keyed by a customer: the customer of the order the mutation changes. */
  customerId: number;
  /** What the request asks, hashed: a replay with something else under the same id is refused. */
  request: unknown;
}

/**
 * A write from the board's offline outbox (X-Client-Mutation-Id) or the shop's own system (Idempotency-Key),
 * applied exactly once: the first delivery runs `write` and its answer (data or refusal) is stored in the
 * same transaction; a replay gets that answer back and changes nothing. These keys
 * (`staff:<id>:<mutation id>`, `operator:<key id>:<key>`) never meet a customer's, whose ids have no ':'.
 */
export async function runStaffMutationOnce<T>(
  db: Database,
  mutation: StaffMutation,
  now: Date,
  write: (tx: Transaction) => Promise<T>,
): Promise<{ data: T; fresh: boolean }> {
  const key = `${mutation.actor}:${mutation.mutationId}`;
  const once: RunOnceKey = { customerId: mutation.customerId, scope: 'mutation', key };
  const hash = createHash('sha256').update(JSON.stringify(mutation.request)).digest('base64url');
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${mutation.customerId}::int, hashtext(${key}::text))`);
    const stored = await rememberedAnswer(tx, once, hash);
    if (stored) return { stored, fresh: false };
    let answer: RememberedAnswer;
    let data: T | undefined;
    try {
      // A savepoint: a refusal undoes its own writes and its answer is still kept.
      data = await tx.transaction((inner) => write(inner));
      answer = { status: 200, answer: { wasOk: true, data } };
    } catch (error) {
      if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
      answer = failureAnswer(error);
    }
    await rememberAnswer(tx, once, hash, answer, now);
    return { stored: answer, fresh: data !== undefined, data };
  });
  if (outcome.fresh && 'data' in outcome) return { data: outcome.data as T, fresh: true };
  return { data: replayed<T>(outcome.stored), fresh: false };
}
