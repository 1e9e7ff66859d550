import { eq } from 'drizzle-orm';
import { can, type Member } from '../../../src/domain/people/permissions';
import type { Executor } from '../../platform/db/transaction';
import { locations } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';

/** The shops a report covers, as its caller named them. */
export type ReportScope = { shop: string; locationIds: number[] };

/**
 * The shops of `shop` (a code, or `all`) the member may read reports of: one shop they may read, or every
 * shop when they may read each one (the owner, a manager of every shop); 404 for an unknown shop, 403 otherwise.
 */
export async function reportScope(db: Executor, member: Member, shop: string): Promise<ReportScope> {
  if (shop === 'all') {
    const every = await db.select({ id: locations.id }).from(locations);
    if (!every.every((location) => can(member, 'reports.read', location.id))) {
      throw new ApiFailure(403, 'forbidden', 'Only who may read every shop may read the whole chain', 'shop');
    }
    return { shop, locationIds: every.map((location) => location.id) };
  }
  const [found] = await db.select({ id: locations.id }).from(locations).where(eq(locations.code, shop.toLowerCase())).limit(1);
  if (!found) throw new ApiFailure(404, 'not_found', `There is no shop ${shop}`, 'shop');
  if (!can(member, 'reports.read', found.id)) throw new ApiFailure(403, 'forbidden', 'You may not read this shop’s reports', 'shop');
  return { shop: shop.toLowerCase(), locationIds: [found.id] };
}

/** The chain-wide figures (the loyalty owed) are for who may read every shop. */
export async function assertReadsEveryShop(db: Executor, member: Member): Promise<void> {
  await reportScope(db, member, 'all');
}
