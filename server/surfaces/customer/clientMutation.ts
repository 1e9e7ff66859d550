import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HEADERS } from '../../../src/api/contract';
import type { Executor, Transaction } from '../../platform/db/transaction';
import { currentCustomer } from './guard';
import type { Database } from '../../platform/db/connect';
import { ApiFailure } from '../../platform/http/envelope';
import { sentJsonValue, sendJson } from '../../platform/http/jsonAnswer';
import { rememberAnswer, rememberedAnswer, type RunOnceKey } from '../../platform/http/runOnce';

const MUTATION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const TRANSACTION_KEY = 'clientMutationTransaction';

/** Thrown out of the transaction to undo a failed handler's writes while keeping its answer. */
class HandlerFailed extends Error {}

/**
 * Where a write handler must run its queries: inside the client mutation's transaction when there is
 * one (so the write and the stored answer commit together; PGlite would also deadlock on a second
 * connection), else on the database.
 */
export function writeExecutor(c: Context, db: Database): Executor {
  return (c.get(TRANSACTION_KEY as never) as Transaction | undefined) ?? db;
}

/** The body as text; multipart fields in order (their boundary changes with every send). */
async function canonicalBody(request: Request, mediaType: string): Promise<string> {
  if (mediaType === 'multipart/form-data') {
    const form = await request
      .clone()
      .formData()
      .catch(() => undefined);
    if (form) return JSON.stringify([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `${value.name}:${value.size}`]));
  }
  return request.text();
}

/** The same call with the same body hashes alike; a different body under the same id is a conflict. */
async function requestHash(c: Context): Promise<string> {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  // Read from a clone: Hono's own body cache stays empty, so the handler parses the body as usual.
  const body = await canonicalBody(c.req.raw.clone(), mediaType);
  return createHash('sha256').update(`${c.req.method}\n${c.req.path}\n${mediaType}\n${body}`).digest('base64url');
}

async function storeAnswer(db: Executor, once: RunOnceKey, hash: string, c: Context) {
  const response = c.res;
  const answer = sentJsonValue(c)?.value ?? ((await response.clone().json()) as unknown);
  await rememberAnswer(db, once, hash, { status: response.status, answer }, new Date());
}

/**
 * Exactly-once writes for the app's offline outbox (header X-Client-Mutation-Id, 1–64 of [A-Za-z0-9_-]):
 * the first request runs and its answer is stored in the same transaction as its write; a replay with
 * the same body gets the stored answer and changes nothing; the same id with another body is refused
 * (409 mutation_conflict). Refusals (4xx) are stored too, after undoing any partial write; server
 * errors (5xx) are not, so a retry runs again. Requests without the header pass straight through.
 * Must run after requireCustomer.
 */
export function clientMutation(db: Database): MiddlewareHandler {
  return async (c, next) => {
    const mutationId = c.req.header(HEADERS.clientMutationId);
    if (mutationId === undefined) return next();
    if (!MUTATION_ID_PATTERN.test(mutationId)) {
      throw new ApiFailure(400, 'bad_request', 'The client mutation id must be 1–64 letters, digits, _ or -', HEADERS.clientMutationId);
    }
    const customerId = currentCustomer(c).id;
    const once: RunOnceKey = { customerId, scope: 'mutation', key: mutationId };
    const hash = await requestHash(c);
    let replay: Response | undefined;
    try {
      await db.transaction(async (tx) => {
        // Two deliveries of the same mutation at once: the second waits, then replays the first's answer.
        await tx.execute(sql`select pg_advisory_xact_lock(${customerId}::int, hashtext(${mutationId}::text))`);
        const stored = await rememberedAnswer(tx, once, hash);
        if (stored) {
          replay = sendJson(c, stored.answer, stored.status as ContentfulStatusCode);
          return;
        }
        c.set(TRANSACTION_KEY as never, tx as never);
        try {
          await next();
        } finally {
          c.set(TRANSACTION_KEY as never, undefined as never);
        }
        if (c.error || c.res.status >= 400) throw new HandlerFailed();
        await storeAnswer(tx, once, hash, c);
      });
    } catch (error) {
      if (!(error instanceof HandlerFailed)) throw error;
      if (c.res.status < 500) await storeAnswer(db, once, hash, c);
    }
    return replay;
  };
}
