import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { OPERATOR_BASE_PATH, type OperatorEndpoint } from '../../../src/api/contract/operator/call';
import type { Database } from '../../platform/db/connect';
import { readBody } from '../../platform/http/body';
import { badRequestFrom } from '../../platform/http/envelope';
import { sendJson } from '../../platform/http/jsonAnswer';
import { currentOperatorKey, requireOperatorKey } from './guard';
import { limitPerOperatorKey } from './keyRateLimit';
import type { VerifiedOperatorKey } from '../../modules/operator/keys';

/** Where the operator API sits below the server's /api. */
export const OPERATOR_API_PREFIX = OPERATOR_BASE_PATH.replace(/^\/api/, '');

type Part<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends v.GenericSchema } ? v.InferOutput<S> : undefined;

export interface OperatorRequest<E extends OperatorEndpoint> {
  c: Context;
  key: VerifiedOperatorKey;
  params: Part<E, 'params'>;
  query: Part<E, 'query'>;
  body: Part<E, 'body'>;
}

/** What every call of the operator API is served with: the database, the clock, the requests a key may make per minute. */
export interface OperatorCallDeps {
  db: Database;
  now: () => Date;
  requestsPerMinute: number;
}

function valid<T>(schema: v.GenericSchema | undefined, value: unknown): T {
  if (!schema) return undefined as T;
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw badRequestFrom(parsed.issues);
  return parsed.output as T;
}

/**
 * Serves one call of the operator contract (src/api/contract/operator/operator.ts) at its method and path: the key
 * and its scope first (401, 403), then the key's rate (429), then the path, query and body checked with the
 * call's schemas (400 naming the field); the answer is the data itself, with the call's status.
 */
export function serveOperatorCall<E extends OperatorEndpoint>(
  api: Hono,
  endpoint: E,
  deps: OperatorCallDeps,
  handler: (request: OperatorRequest<E>) => Promise<v.InferOutput<E['answer']>>,
): void {
  if (endpoint.scope === null) throw new Error(`${endpoint.method} ${endpoint.path} needs no key: serve it on its own`);
  const keyed: MiddlewareHandler = requireOperatorKey(deps.db, endpoint.scope, deps.now);
  const limited: MiddlewareHandler = limitPerOperatorKey(deps.db, deps.requestsPerMinute, deps.now);
  api.on(endpoint.method, `${OPERATOR_API_PREFIX}${endpoint.path}`, keyed, limited, async (c) => {
    const params = valid<Part<E, 'params'>>(endpoint.params, c.req.param());
    const query = valid<Part<E, 'query'>>(endpoint.query, c.req.query());
    const body = valid<Part<E, 'body'>>(endpoint.body, endpoint.body ? await readBody(c) : undefined);
    const answer = await handler({ c, key: currentOperatorKey(c), params, query, body });
    return sendJson(c, answer, (endpoint.status ?? 200) as ContentfulStatusCode);
  });
}
