import * as v from 'valibot';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** Any JSON value (a row as it was, as it became). */
const JsonSchema: v.GenericSchema<Json> = v.lazy(() =>
  v.nullable(v.union([v.string(), v.number(), v.boolean(), v.array(JsonSchema), v.record(v.string(), JsonSchema)])),
);

/** One change in the audit log: who, when, what, before → after. */
export const AuditRowSchema = v.object({
  id: v.number(),
  /** ISO instant. */
  at: v.string(),
  actor: v.string(),
  action: v.string(),
  subject: v.string(),
  /** The shop's code when the change belongs to one. */
  shop: v.nullable(v.string()),
  before: JsonSchema,
  after: JsonSchema,
});
export type AuditRow = v.InferOutput<typeof AuditRowSchema>;

const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD'));

/** `from` and `to` are days on the chain's calendar (Europe/Madrid), both included; `who` matches the actor. */
export const AuditQuerySchema = v.object({
  from: v.optional(Day),
  to: v.optional(Day),
  who: v.optional(v.string()),
  format: v.optional(v.picklist(['json', 'csv'])),
});
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;

export const AuditListSchema = v.object({ rows: v.array(AuditRowSchema) });
