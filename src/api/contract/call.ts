import * as v from 'valibot';
import { envelope } from './common';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type PathParams = v.ObjectSchema<v.ObjectEntries, undefined>;

/** The path parameters of a call whose path has none. */
const NO_PARAMS = v.object({});

/** A call without a request body: `params` checks its path parameters, `answer` the envelope of `data`. */
export function call<const M extends Method, const P extends string, D extends v.GenericSchema, Q extends PathParams = typeof NO_PARAMS>(
  method: M,
  path: P,
  data: D,
  params: Q = NO_PARAMS as Q,
) {
  return { method, path, params, answer: envelope(data) };
}

/** A call that sends a body, checked with `body`. */
export function callWithBody<
  const M extends Method,
  const P extends string,
  B extends v.GenericSchema,
  D extends v.GenericSchema,
  Q extends PathParams = typeof NO_PARAMS,
>(method: M, path: P, body: B, data: D, params: Q = NO_PARAMS as Q) {
  return { method, path, params, body, answer: envelope(data) };
}
