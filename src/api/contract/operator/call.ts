import * as v from 'valibot';

/**
 * The operator API: the shop's own systems (a till, a kitchen screen) reach orders, availability and the
 * catalogue with an API key (`Authorization: Bearer rk_…`). Answers are the data itself (no envelope);
 * errors are RFC 9457 problem details carrying the app's error codes. The OpenAPI document is generated
 * from this table, so the two cannot drift.
 */
export const OPERATOR_BASE_PATH = '/api/operator/v1';

export const OPERATOR_SCOPES = ['orders:read', 'orders:write', 'availability:write', 'catalogue:write'] as const;
export type OperatorScope = (typeof OPERATOR_SCOPES)[number];
export const OperatorScopeSchema = v.picklist(OPERATOR_SCOPES);

/** The largest id the database's integer columns hold (2^31 − 1). */
const ID_MAX = 2_147_483_647;
const ID_MESSAGE = `An id is a whole number from 1 to ${ID_MAX}`;

/** The id of a stored row as a path parameter: its digits, from 1 to the database's largest id. */
export const IdParamSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/, ID_MESSAGE),
  v.check((digits) => Number(digits) <= ID_MAX, ID_MESSAGE),
);

/** RFC 9457 problem details, with the app's error code and, for a body that fails the contract, the field. */
export const ProblemSchema = v.object({
  type: v.string(),
  title: v.string(),
  status: v.number(),
  detail: v.optional(v.string()),
  code: v.string(),
  field: v.optional(v.string()),
  instance: v.optional(v.string()),
});
export type Problem = v.InferOutput<typeof ProblemSchema>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type ObjectSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

export interface OperatorEndpoint {
  method: Method;
  /** Below OPERATOR_BASE_PATH, Hono style (`/orders/:orderId`). */
  path: string;
  summary: string;
  /** The scope a key needs; null for the public document itself. */
  scope: OperatorScope | null;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: v.GenericSchema;
  /** The answer's body on success. */
  answer: v.GenericSchema;
  /** The success status (200 unless given). */
  status?: number;
  /** The problem codes the call may answer, besides the ones every call may (unauthorized, forbidden_scope, rate_limited, bad_request). */
  problems: readonly string[];
  /** Request and answer examples, checked against the running API by the tests. */
  example?: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown; answer?: unknown };
}

/** Declares one call of the operator API (the literal types kept for the handlers). */
export const operatorCall = <const E extends OperatorEndpoint>(endpoint: E): E => endpoint;
