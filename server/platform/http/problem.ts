import { STATUS_CODES } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { Problem } from '../../../src/api/contract/operator/call';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
const PROBLEMS_KEY = 'answersProblems';

/** What a problem is made of: a refusal's status, code, message, field and data. */
export interface ProblemSource {
  status: number;
  code: string;
  message: string;
  field?: string | undefined;
  /** A refusal about an order carries the order as it is now. */
  data?: unknown;
}

/** The calls below this middleware answer every refusal as RFC 9457 problem details instead of the envelope. */
export function answerProblems(): MiddlewareHandler {
  return async (c, next) => {
    c.set(PROBLEMS_KEY as never, true as never);
    await next();
  };
}

export const answersProblems = (c: Context): boolean => c.get(PROBLEMS_KEY as never) === true;

/**
 * A refusal as problem details: `about:blank` with the status's own title (RFC 9457 §4.2.1), the app's
 * error code and, for a request that failed the contract, the field; `order` for a refusal about an order.
 */
export function problemOf(failure: ProblemSource, instance: string): Problem & { order?: unknown } {
  return {
    type: 'about:blank',
    title: STATUS_CODES[failure.status] ?? 'Error',
    status: failure.status,
    detail: failure.message,
    code: failure.code,
    ...(failure.field === undefined ? {} : { field: failure.field }),
    instance,
    ...(failure.data === undefined ? {} : { order: failure.data }),
  };
}

export function sendProblem(c: Context, failure: ProblemSource): Response {
  const body = JSON.stringify(problemOf(failure, c.req.path));
  return c.body(body, failure.status as 400, { 'Content-Type': PROBLEM_CONTENT_TYPE });
}
