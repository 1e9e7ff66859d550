import { desc, eq, max } from 'drizzle-orm';
import type { AvailabilityLogEntry } from '../../../src/api/contract/counter/availability';
import type { Executor } from '../../platform/db/transaction';
import { availabilityLog, type AvailabilityActor } from '../../platform/db/schema';

export interface AvailabilityChange {
  locationId: number;
  actorKind: AvailabilityActor;
  /** The staff member's e-mail, the import's name… */
  actor: string;
  action: string;
  detail: Record<string, unknown>;
}

/**
 * Records a change of a shop's availability in the caller's transaction; its insert NOTIFYs every
 * server process at commit (migration 0019). Answers the row's id.
 */
export async function recordAvailabilityChange(db: Executor, change: AvailabilityChange, at: Date): Promise<number> {
  const [row] = await db
    .insert(availabilityLog)
    .values({ ...change, at })
    .returning({ id: availabilityLog.id });
  if (!row) throw new Error('availability_log row not written');
  return row.id;
}

/** The id of the shop's latest change (0 when none). */
export async function latestChangeId(db: Executor, locationId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(availabilityLog.id) })
    .from(availabilityLog)
    .where(eq(availabilityLog.locationId, locationId));
  return Number(row?.id ?? 0);
}

export const LOG_ENTRIES_SHOWN = 50;

/** The shop's latest changes, newest first. */
export async function readAvailabilityLog(db: Executor, locationId: number, limit = LOG_ENTRIES_SHOWN): Promise<AvailabilityLogEntry[]> {
  const rows = await db.select().from(availabilityLog).where(eq(availabilityLog.locationId, locationId)).orderBy(desc(availabilityLog.id)).limit(limit);
  // A jsonb column holds JSON only.
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorKind: row.actorKind,
    actor: row.actor,
    action: row.action,
    detail: row.detail as AvailabilityLogEntry['detail'],
  }));
}
