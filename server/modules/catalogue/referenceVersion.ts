import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/transaction';
import { referenceVersions, type ReferenceArea } from '../../platform/db/schema';

/**
 * Moves an area's reference version forward. Caches compare versions for equality, so a second change
 * at the same clock reading (a fixed test clock, two writes in one millisecond) must still give a new
 * one: never earlier than a millisecond after the stored version.
 */
export async function bumpReferenceVersion(db: Executor, area: ReferenceArea, now: Date): Promise<void> {
  await db
    .insert(referenceVersions)
    .values({ area, updatedAt: now })
    .onConflictDoUpdate({
      target: referenceVersions.area,
      set: { updatedAt: sql`greatest(excluded.updated_at, ${referenceVersions.updatedAt} + interval '1 millisecond')` },
    });
}
