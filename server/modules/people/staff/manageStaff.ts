import { eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../../src/api/contract';
import type { StaffEntry, StaffInvite, StaffPatch } from '../../../../src/api/contract/manage/staff';
import { type Member } from '../../../../src/domain/people/permissions';
import { staffRemovalRefusal, staffWriteRefusal, type StaffRefusal, type StaffShape } from '../../../../src/domain/people/staffRules';
import type { Database } from '../../../platform/db/connect';
import type { Executor } from '../../../platform/db/transaction';
import { locations, staff } from '../../../platform/db/schema';
import { ApiFailure } from '../../../platform/http/envelope';
import { staffActor } from '../../audit/recordAudit';
import { enqueueMail } from '../../notifications/mail/mailQueue';
import { staffInvitationKey } from '../../notifications/mail/queuedMail';
import { memberOf, type StaffIdentity } from './identity';
import { deleteStaffMember, listStaff, StaffCommandError, writeStaffMember, type StaffListing } from './members';
import { storeStaffCode } from './signIn';
import { INVITATION_CODE_DAYS } from './staffInvitationMail';

const DAY_MINUTES = 24 * 60;

export interface StaffDeskDeps {
  db: Database;
  secret: Uint8Array;
  now: () => Date;
}

function refuse(refusal: StaffRefusal | null): void {
  if (refusal) throw new ApiFailure(refusal.status, refusal.code, refusal.message, refusal.field);
}

/** Shop codes → location ids, 422 naming `shops` for a code that is no shop. */
async function shopIdsOf(db: Executor, codes: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: locations.id, code: locations.code }).from(locations);
  const byCode = new Map(rows.map((row) => [row.code.toLowerCase(), row.id]));
  const found = new Map<string, number>();
  for (const code of codes) {
    const id = byCode.get(code.toLowerCase());
    if (id === undefined) throw new ApiFailure(422, 'unknown_shop', `There is no shop ${code}`, 'shops');
    found.set(code, id);
  }
  return found;
}

async function shapeOf(db: Executor, listing: Pick<StaffListing, 'role' | 'everyShop' | 'shops' | 'grants'>): Promise<StaffShape> {
  const ids = await shopIdsOf(db, listing.shops);
  return { role: listing.role, everyShop: listing.everyShop || listing.role === 'owner', shops: [...ids.values()], grants: listing.grants };
}

const entryOf = (listing: StaffListing): StaffEntry => ({ ...listing });

async function memberById(db: Executor, id: number): Promise<StaffListing> {
  const [row] = await db.select({ email: staff.email }).from(staff).where(eq(staff.id, id)).limit(1);
  const [listing] = row ? await listStaff(db, row.email) : [];
  if (!listing) throw new ApiFailure(404, 'not_found', `There is no member ${id}`);
  return listing;
}

/** 409 `last_owner` when `id` is the chain's only owner: someone must run it. */
async function refuseLastOwner(tx: Executor, id: number): Promise<void> {
  const owners = await tx.select({ id: staff.id }).from(staff).where(eq(staff.role, 'owner'));
  if (owners.length === 1 && owners[0]?.id === id) throw new ApiFailure(409, 'last_owner', 'The last owner cannot be removed or demoted', 'role');
}

const asStaffFailure = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaffCommandError) throw new ApiFailure(422, 'bad_request', error.message);
    throw error;
  }
};

/** An owner's list is everyone; a manager's, the members working in one of their shops (every-shop members included). */
export async function listStaffFor(db: Executor, member: StaffIdentity): Promise<StaffEntry[]> {
  const everyone = await listStaff(db);
  if (member.role === 'owner' || member.everyShop) return everyone.map(entryOf);
  const mine = await db
    .select({ code: locations.code })
    .from(locations)
    .where(inArray(locations.id, member.locationIds.length > 0 ? member.locationIds : [-1]));
  const codes = new Set(mine.map((row) => row.code));
  return everyone.filter((listing) => listing.everyShop || listing.role === 'owner' || listing.shops.some((code) => codes.has(code))).map(entryOf);
}

/**
 * Invites a new member: written with its audit row and, in the same transaction, a sign-in code valid
 * INVITATION_CODE_DAYS and the invitation mail carrying it, queued. An e-mail already on the staff is a 409.
 */
export async function inviteStaff(deps: StaffDeskDeps, member: StaffIdentity, invite: StaffInvite, language: Language): Promise<StaffEntry> {
  const actor = memberOf(member);
  const now = deps.now();
  return asStaffFailure(() =>
    deps.db.transaction(async (tx) => {
      const ids = await shopIdsOf(tx, invite.shops);
      const grants = invite.grants ?? [];
      refuse(
        staffWriteRefusal(actor, { role: invite.role, everyShop: invite.everyShop === true || invite.role === 'owner', shops: [...ids.values()], grants }),
      );
      const [taken] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, invite.email)).limit(1);
      if (taken) throw new ApiFailure(409, 'already_staff', 'This e-mail is already on the staff', 'email');
      const { member: written } = await writeStaffMember(
        tx,
        { email: invite.email, name: invite.name, role: invite.role, shops: invite.shops, everyShop: invite.everyShop === true, grants },
        staffActor(member),
      );
      const code = await storeStaffCode(tx, deps.secret, { email: written.email, now, minutes: INVITATION_CODE_DAYS * DAY_MINUTES });
      await enqueueMail(
        tx,
        staffInvitationKey(written.id, now),
        { kind: 'staffInvitation', payload: { to: written.email, language, name: written.name, role: written.role, code } },
        now,
      );
      return entryOf(written);
    }),
  );
}

/** Changes a member's name, role, shops or grants within the staff rules; the last owner stays an owner. */
export async function updateStaff(deps: StaffDeskDeps, member: StaffIdentity, id: number, patch: StaffPatch): Promise<StaffEntry> {
  const actor = memberOf(member);
  return asStaffFailure(() =>
    deps.db.transaction(async (tx) => {
      await tx.select({ id: staff.id }).from(staff).where(eq(staff.role, 'owner')).for('update');
      const current = await memberById(tx, id);
      const role = patch.role ?? current.role;
      const everyShop = patch.everyShop ?? current.everyShop;
      const shops = patch.shops ?? current.shops;
      const grants = patch.grants ?? current.grants;
      const next = { role, everyShop: everyShop || role === 'owner', shops: [...(await shopIdsOf(tx, shops)).values()], grants };
      refuse(staffWriteRefusal(actor, next, await shapeOf(tx, current)));
      if (current.role === 'owner' && role !== 'owner') await refuseLastOwner(tx, id);
      const { member: written } = await writeStaffMember(
        tx,
        { email: current.email, role, shops, everyShop, grants, ...(patch.name === undefined ? {} : { name: patch.name }) },
        staffActor(member),
      );
      return entryOf(written);
    }),
  );
}

/** Removes a member within the staff rules: never oneself, never the last owner. Their token stops at once. */
export async function removeStaffMember(deps: StaffDeskDeps, member: StaffIdentity, id: number): Promise<{ removed: boolean }> {
  const actor: Member = memberOf(member);
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: staff.id }).from(staff).where(eq(staff.role, 'owner')).for('update');
    const target = await memberById(tx, id);
    refuse(staffRemovalRefusal(actor, member.id, await shapeOf(tx, target), id));
    await refuseLastOwner(tx, id);
    return deleteStaffMember(tx, target.email, deps.now(), staffActor(member));
  });
}
