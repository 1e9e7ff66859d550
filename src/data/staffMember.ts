import type { StaffMember } from '../api/contract/counter/staff';
import type { Member } from '../domain/people/permissions';

/** The signed-in member as the permission rule knows them: their role and the codes of their shops. */
export const memberOf = (staff: StaffMember): Member => ({ role: staff.role, shops: staff.shops.map((shop) => shop.code) });
