import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { ApiError } from '../../src/api/contract';

/** A refusal the client caused or may act on; the error handler turns it into the JSON envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }

  get error(): ApiError {
    return this.field === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, field: this.field };
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
  return c.json({ wasOk: true, data });
}

export function sendFailure(c: Context, failure: ApiFailure) {
  return c.json({ wasOk: false, error: failure.error }, failure.status);
}
