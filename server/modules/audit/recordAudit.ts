import type { Executor } from '../../platform/db/transaction';
import { auditLog } from '../../platform/db/schema';

/** Who makes a change: a member of staff (the back office), the command line, or an operator key. */
export interface Actor {
  staffId: number | null;
  /** As a person reads it: the member's e-mail, `command line`, `operator key <prefix>`. */
  label: string;
}

export const COMMAND_LINE: Actor = { staffId: null, label: 'command line' };

export function staffActor(member: { id: number; email: string }): Actor {
  return { staffId: member.id, label: member.email };
}

export function operatorActor(keyPrefix: string): Actor {
  return { staffId: null, label: `operator key ${keyPrefix}` };
}

export interface AuditEntry {
  /** What was done, e.g. `product.update`, `shop.hours`, `staff.remove`. */
  action: string;
  /** What it was done to, e.g. `product:ESP01`, `shop:va01`, `staff:7`. */
  subject: string;
  /** The shop the change belongs to, when it belongs to one. */
  locationId?: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Adds the change's row to the audit log. Call it inside the transaction that makes the change, so the
 * row exists exactly when the change does.
 */
export async function recordAudit(tx: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor.staffId,
    actor: actor.label,
    action: entry.action,
    subject: entry.subject,
    locationId: entry.locationId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
