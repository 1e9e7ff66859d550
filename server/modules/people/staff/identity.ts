import { eq, inArray } from 'drizzle-orm';
import { can, type Member, type StaffGrant, type StaffRole } from '../../../../src/domain/people/permissions';
import type { Database } from '../../../platform/db/connect';
import { locations, staff, staffShops } from '../../../platform/db/schema';
import { ApiFailure } from '../../../platform/http/envelope';
import { verifyStaffToken } from '../signIn/staffTokens';

export interface StaffIdentity {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  everyShop: boolean;
  /** The shops (location ids) worked in; every shop's when everyShop. */
  locationIds: number[];
  grants: StaffGrant[];
}

/** The member of staff a token names, as the database has them now; null when gone or signed out since. */
export async function staffOfToken(db: Database, secret: Uint8Array, token: string, now = new Date()): Promise<StaffIdentity | null> {
  const claims = await verifyStaffToken(secret, token, now);
  if (!claims) return null;
  const [row] = await db.select().from(staff).where(eq(staff.id, claims.id)).limit(1);
  if (!row || row.email !== claims.email) return null;
  if (row.notBefore && claims.iat * 1000 < row.notBefore.getTime()) return null;
  // An owner works at every shop, whatever their row says.
  const everyShop = row.everyShop || row.role === 'owner';
  const shops = everyShop
    ? await db.select({ id: locations.id }).from(locations)
    : await db
        .select({ id: staffShops.locationId })
        .from(staffShops)
        .where(inArray(staffShops.staffId, [row.id]));
  return { id: row.id, email: row.email, name: row.name, role: row.role, everyShop, locationIds: shops.map((shop) => shop.id), grants: row.grants };
}

/** The member as the permission rule knows them: their role and the shops (location ids) they work in. */
export function memberOf(identity: StaffIdentity): Member {
  return { role: identity.role, shops: identity.everyShop ? 'every' : identity.locationIds, grants: identity.grants };
}

/** 403 `other_shop` unless the member may see the shop's board. */
export function assertWorksIn(member: StaffIdentity, locationId: number): void {
  if (!can(memberOf(member), 'board.view', locationId)) throw new ApiFailure(403, 'other_shop', 'This order belongs to a shop you do not work in');
}
