import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { ApiError } from '../../../src/api/contract';
import { sendJson } from './jsonAnswer';
import { answersProblems, sendProblem } from './problem';

/** A refusal the client caused or may act on; the error handler turns it into the JSON envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Retry-After of a 429 or 503; those get a default when not given. */
    readonly retryAfterSeconds?: number,
    /** Sent beside the error as the envelope's `data` (a 409 `status_changed` carries the ticket as it is now). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }

  get error(): ApiError {
    return this.field === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, field: this.field };
  }
}

/** 409 `product_unavailable`: the order asks for more than the shop has; names every such line. */
export class StockRefusal extends ApiFailure {
  constructor(
    message: string,
    field: string,
    readonly lines: NonNullable<ApiError['lines']>,
  ) {
    super(409, 'product_unavailable', message, field);
  }

  override get error(): ApiError {
    return { ...super.error, lines: this.lines };
  }
}

/** A refusal whose error says more than its code, message and field (a pause's end, the next free pick-up slot). */
export class DetailedRefusal extends ApiFailure {
  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    readonly details: Pick<ApiError, 'pausedUntil' | 'nextFreeSlot'>,
    field?: string,
  ) {
    super(status, code, message, field);
  }

  override get error(): ApiError {
    return { ...super.error, ...this.details };
  }
}

export const notFound = (message: string) => new ApiFailure(404, 'not_found', message);

/** The first valibot issue as a 400 naming the offending field. */
export function badRequestFrom(issues: readonly v.BaseIssue<unknown>[]): ApiFailure {
  const issue = issues[0];
  if (!issue) return new ApiFailure(400, 'bad_request', 'Invalid request');
  const field = v.getDotPath(issue) ?? undefined;
  return new ApiFailure(400, 'bad_request', issue.message, field);
}

export function sendData<T>(c: Context, data: T) {
  return sendJson(c, { wasOk: true, data });
}

/** Seconds a client waits before retrying a 429 or 503 that does not say more precisely. */
export const DEFAULT_RETRY_AFTER_SECONDS = 30;

/** A 429 or 503 tells the client when to come back (RFC 9110 Retry-After); other statuses do not. */
export function retryAfterFor(status: number, seconds?: number): string | undefined {
  return status === 429 || status === 503 ? String(seconds ?? DEFAULT_RETRY_AFTER_SECONDS) : undefined;
}

/** A refusal in the envelope, or as problem details on the calls that answer those (server/platform/http/problem.ts). */
export function sendFailure(c: Context, failure: ApiFailure) {
  const retryAfter = retryAfterFor(failure.status, failure.retryAfterSeconds);
  if (retryAfter) c.header('Retry-After', retryAfter);
  if (answersProblems(c)) return sendProblem(c, failure);
  const envelope = failure.data === undefined ? { wasOk: false, error: failure.error } : { wasOk: false, data: failure.data, error: failure.error };
  return sendJson(c, envelope, failure.status);
}
