import { asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { StaffEmailSchema } from '../../../../src/api/contract/counter/staff';
import type { StaffMember, StaffRole, StaffShop } from '../../../../src/api/contract/counter/staff';
import type { StaffGrant } from '../../../../src/domain/people/permissions';
import type { Executor } from '../../../platform/db/transaction';
import { COMMAND_LINE, recordAudit, type Actor } from '../../audit/recordAudit';
import { notBeforeAfterLogout } from '../signIn/sessions';
import { locations, staff, staffLoginCodes, staffShops } from '../../../platform/db/schema';

/** A refusal of a staff command (unknown shop, no such member…), shown to the operator as is. */
export class StaffCommandError extends Error {
  override name = 'StaffCommandError';
}

export interface StaffAddition {
  email: string;
  /** Shop codes (va01…); ignored with everyShop. */
  shops: string[];
  everyShop: boolean;
  role: StaffRole;
  /** Kept as it is for a member already there when not given. */
  name?: string | undefined;
  /** Kept as they are for a member already there when not given. */
  grants?: StaffGrant[] | undefined;
}

/** One member as `list` prints it. */
export interface StaffListing {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  everyShop: boolean;
  shops: string[];
  grants: StaffGrant[];
}

export function staffEmail(raw: string): string {
  const parsed = v.safeParse(StaffEmailSchema, raw);
  if (!parsed.success) throw new StaffCommandError(`Not an e-mail address: ${raw}`);
  return parsed.output;
}

async function shopIds(db: Executor, codes: readonly string[]): Promise<number[]> {
  const wanted = [...new Set(codes.map((code) => code.trim().toLowerCase()))];
  const found = wanted.length === 0 ? [] : await db.select({ id: locations.id, code: locations.code }).from(locations).where(inArray(locations.code, wanted));
  const missing = wanted.filter((code) => !found.some((shop) => shop.code === code));
  if (missing.length > 0) {
    const known = await db.select({ code: locations.code }).from(locations).orderBy(asc(locations.sort));
    throw new StaffCommandError(`Unknown shop ${missing.join(', ')} (the shops: ${known.map((shop) => shop.code).join(', ') || 'none yet'})`);
  }
  return found.map((shop) => shop.id);
}

/** The one shop a member works in, for the audit row; null for several shops or every shop. */
function oneShopOf(ids: readonly number[], everyShop: boolean): number | null {
  return !everyShop && ids.length === 1 ? (ids[0] ?? null) : null;
}

/**
 * Adds a member, or sets an existing member's role, shops and (when given) name and grants, in the caller's
 * transaction with its audit row. Their sessions stay valid: the guard reads role and shops afresh on
 * every request.
 */
export async function writeStaffMember(tx: Executor, addition: StaffAddition, actor: Actor): Promise<{ created: boolean; member: StaffListing }> {
  const email = staffEmail(addition.email);
  // An owner runs the whole chain: every shop, those imported later included.
  const everyShop = addition.everyShop || addition.role === 'owner';
  if (!everyShop && addition.shops.length === 0) throw new StaffCommandError('Name at least one shop (--shop va01) or --every-shop');
  const ids = everyShop ? [] : await shopIds(tx, addition.shops);
  const [existing] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, email)).for('update');
  const before = existing ? (await listStaff(tx, email))[0] : undefined;
  const values = {
    role: addition.role,
    everyShop,
    ...(addition.name === undefined ? {} : { name: addition.name.trim() }),
    ...(addition.grants === undefined ? {} : { grants: [...new Set(addition.grants)] }),
  };
  let id: number;
  if (existing) {
    id = existing.id;
    await tx.update(staff).set(values).where(eq(staff.id, id));
    await tx.delete(staffShops).where(eq(staffShops.staffId, id));
  } else {
    const [inserted] = await tx
      .insert(staff)
      .values({ email, name: '', ...values })
      .returning({ id: staff.id });
    if (!inserted) throw new Error('The staff row was not inserted');
    id = inserted.id;
  }
  if (ids.length > 0) await tx.insert(staffShops).values(ids.map((locationId) => ({ staffId: id, locationId })));
  const [member] = await listStaff(tx, email);
  if (!member) throw new Error('The staff member just written is not there');
  await recordAudit(tx, actor, {
    action: existing ? 'staff.update' : 'staff.add',
    subject: `staff:${id}`,
    locationId: oneShopOf(ids, everyShop),
    before: before ?? null,
    after: member,
  });
  return { created: !existing, member };
}

/** Adds or updates a member in a transaction of its own (the `npm run staff` command, by COMMAND_LINE). */
export async function addStaff(db: Executor, addition: StaffAddition, actor: Actor = COMMAND_LINE): Promise<{ created: boolean; member: StaffListing }> {
  staffEmail(addition.email);
  return db.transaction((tx) => writeStaffMember(tx, addition, actor));
}

/** Every member (or the one with `email`), by e-mail, with their shop codes. */
export async function listStaff(db: Executor, email?: string): Promise<StaffListing[]> {
  const rows = await db
    .select()
    .from(staff)
    .where(email === undefined ? undefined : eq(staff.email, email))
    .orderBy(asc(staff.email));
  if (rows.length === 0) return [];
  const links = await db
    .select({ staffId: staffShops.staffId, code: locations.code })
    .from(staffShops)
    .innerJoin(locations, eq(locations.id, staffShops.locationId))
    .where(
      inArray(
        staffShops.staffId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(locations.sort));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    everyShop: row.everyShop,
    shops: row.everyShop ? [] : links.filter((link) => link.staffId === row.id).map((link) => link.code),
    grants: row.grants,
  }));
}

/**
 * Removes a member in the caller's transaction, with its audit row: their tokens stop working at once (the
 * guard finds no member), their open codes end, and the order events they wrote keep the change without the name.
 */
export async function deleteStaffMember(tx: Executor, rawEmail: string, now: Date, actor: Actor): Promise<{ removed: boolean }> {
  const email = staffEmail(rawEmail);
  const [before] = await listStaff(tx, email);
  const gone = await tx.delete(staff).where(eq(staff.email, email)).returning({ id: staff.id });
  await tx.update(staffLoginCodes).set({ consumedAt: now }).where(eq(staffLoginCodes.email, email));
  if (before && gone.length > 0) await recordAudit(tx, actor, { action: 'staff.remove', subject: `staff:${before.id}`, before });
  return { removed: gone.length > 0 };
}

/** Removes a member in a transaction of its own (the `npm run staff` command, by COMMAND_LINE). */
export async function removeStaff(db: Executor, rawEmail: string, now: Date, actor: Actor = COMMAND_LINE): Promise<{ removed: boolean }> {
  staffEmail(rawEmail);
  return db.transaction((tx) => deleteStaffMember(tx, rawEmail, now, actor));
}

/** Ends every session of the member: their tokens issued up to now are refused from here on. */
export async function endStaffSessions(db: Executor, staffId: number, now: Date): Promise<void> {
  await db
    .update(staff)
    .set({ notBefore: notBeforeAfterLogout(now) })
    .where(eq(staff.id, staffId));
}

/** The member as the board shows them, with the shops they work in (every shop's when everyShop). */
export async function staffMemberView(
  db: Executor,
  member: { email: string; name: string; role: StaffRole; locationIds: readonly number[] },
): Promise<StaffMember> {
  const rows =
    member.locationIds.length === 0
      ? []
      : await db
          .select()
          .from(locations)
          .where(inArray(locations.id, [...member.locationIds]))
          .orderBy(asc(locations.sort));
  const shops: StaffShop[] = rows.map((row) => ({
    code: row.code,
    name: row.name,
    timeZone: row.timeZone,
    warnMinutes: row.boardWarnMinutes,
    lateMinutes: row.boardLateMinutes,
  }));
  return { email: member.email, name: member.name, role: member.role, shops };
}
