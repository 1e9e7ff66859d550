import type { Hono } from 'hono';
import * as v from 'valibot';
import { expect } from 'vitest';
import { OPERATOR_BASE_PATH, ProblemSchema, type OperatorScope, type Problem } from '../../../src/api/contract/operator/call';
import type { Database } from '../../../server/platform/db/connect';
import { createOperatorKey } from '../../../server/modules/operator/keys';

export interface TestKey {
  id: number;
  key: string;
  prefix: string;
  auth: Record<string, string>;
}

/** A key made as the command makes it, with its row id and Authorization header. */
export async function createTestKey(db: Database, scopes: OperatorScope[], shop?: string, now = new Date()): Promise<TestKey> {
  const { id, key, listing } = await createOperatorKey(db, { shop, scopes }, now);
  return { id, key, prefix: listing.prefix, auth: { Authorization: `Bearer ${key}` } };
}

/** A request to the operator API; its answer's body as JSON (the data itself, or problem details). */
export async function operatorCall(
  app: Hono,
  method: string,
  path: string,
  auth: Record<string, string>,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await app.request(`${OPERATOR_BASE_PATH}${path}`, {
    method,
    headers: { ...auth, ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, response, body: (await response.json()) as unknown };
}

/** The answer is RFC 9457 problem details with this status and code (and field, when given). */
export function expectProblem(
  answer: { status: number; response: Response; body: unknown },
  status: number,
  code: string,
  field?: string,
): Problem & { order?: unknown } {
  expect([answer.status, (answer.body as { code?: string }).code]).toEqual([status, code]);
  expect(answer.response.headers.get('Content-Type')).toBe('application/problem+json');
  const problem = v.parse(ProblemSchema, answer.body);
  expect(problem.status).toBe(status);
  if (field !== undefined) expect(problem.field).toBe(field);
  return answer.body as Problem & { order?: unknown };
}
