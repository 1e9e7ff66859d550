import * as v from 'valibot';

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
  before: v.unknown(),
  after: v.unknown(),
});
export type AuditRow = v.InferOutput<typeof AuditRowSchema>;

const Day = v.pipe(v.string(), v.isoDate('A date is written YYYY-MM-DD'));

/** `from` and `to` are days on the chain's calendar (Europe/Madrid), both included; `who` matches the actor. */
export const AuditQuerySchema = v.object({
  from: v.optional(Day),
  to: v.optional(Day),
  who: v.optional(v.string()),
  format: v.optional(v.picklist(['json', 'csv'])),
});
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;

export const AuditListSchema = v.object({ rows: v.array(AuditRowSchema) });
