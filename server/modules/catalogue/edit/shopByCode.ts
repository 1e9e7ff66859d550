import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/transaction';
import { locations } from '../../../platform/db/schema';
import { ApiFailure } from '../../../platform/http/envelope';

/** A shop by its code (any case): 404 naming `shop` when there is none. */
export async function shopByCode(db: Executor, code: string): Promise<{ id: number; code: string }> {
  const [row] = await db
    .select({ id: locations.id, code: locations.code })
    .from(locations)
    .where(eq(sql`lower(${locations.code})`, code.toLowerCase()));
  if (!row) throw new ApiFailure(404, 'not_found', `There is no shop ${code}`, 'shop');
  return row;
}
