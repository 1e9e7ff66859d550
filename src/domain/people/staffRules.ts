import { can, type Member, type StaffGrant, type StaffRole } from './permissions';

/** A member of staff as the staff rules see them: role, shops (location ids) or every shop, grants. */
export interface StaffShape {
  role: StaffRole;
  everyShop: boolean;
  shops: readonly number[];
  grants: readonly StaffGrant[];
}

export interface StaffRefusal {
  status: 403 | 409;
  code: string;
  field?: string;
  message: string;
}

const refusal = (status: 403 | 409, code: string, message: string, field?: string): StaffRefusal => ({ status, code, message, ...(field ? { field } : {}) });

/** Whether `actor` runs the staff of every shop `shape` works in (every shop's when everyShop). */
function runsEveryShopOf(actor: Member, shape: Pick<StaffShape, 'everyShop' | 'shops' | 'role'>): boolean {
  if (shape.everyShop || shape.role === 'owner') return actor.role === 'owner' || (actor.shops === 'every' && can(actor, 'shop.staff'));
  return shape.shops.every((shop) => can(actor, 'shop.staff', shop));
}

/**
 * Whether `actor` may make a member look like `next` (an invitation, or a change of `current`): they need
 * `shop.staff` in every shop named; only an owner makes an owner, gives every shop or grants `catalogue`;
 * only an owner changes an owner; nobody else changes a member working in a shop they do not run.
 */
export function staffWriteRefusal(actor: Member, next: StaffShape, current?: StaffShape): StaffRefusal | null {
  if (!can(actor, 'shop.staff')) return refusal(403, 'forbidden', 'Your role does not allow managing staff');
  if (current && current.role === 'owner' && actor.role !== 'owner') return refusal(403, 'forbidden', 'Only an owner changes an owner');
  if (current && !runsEveryShopOf(actor, current)) return refusal(403, 'other_shop', 'This member works in a shop you do not run');
  if (next.role === 'owner' && actor.role !== 'owner') return refusal(403, 'forbidden', 'Only an owner makes an owner', 'role');
  const newGrants = next.grants.filter((grant) => !(current?.grants ?? []).includes(grant));
  if (newGrants.length > 0 && actor.role !== 'owner') return refusal(403, 'forbidden', 'Only an owner grants the catalogue', 'grants');
  if (next.everyShop && next.role !== 'owner' && !runsEveryShopOf(actor, next)) return refusal(403, 'forbidden', 'Only an owner gives every shop', 'everyShop');
  if (!next.everyShop && next.role !== 'owner' && next.shops.length === 0) return refusal(409, 'no_shop', 'Name at least one shop', 'shops');
  if (!runsEveryShopOf(actor, next)) return refusal(403, 'other_shop', 'You may only give shops whose staff you run', 'shops');
  return null;
}

/** Whether `actor` (member id `actorId`) may remove `target` (member id `targetId`). */
export function staffRemovalRefusal(actor: Member, actorId: number, target: StaffShape, targetId: number): StaffRefusal | null {
  if (actorId === targetId) return refusal(409, 'self', 'You cannot remove yourself');
  if (!can(actor, 'shop.staff')) return refusal(403, 'forbidden', 'Your role does not allow managing staff');
  if (target.role === 'owner' && actor.role !== 'owner') return refusal(403, 'forbidden', 'Only an owner removes an owner');
  if (!runsEveryShopOf(actor, target)) return refusal(403, 'other_shop', 'This member works in a shop you do not run');
  return null;
}
