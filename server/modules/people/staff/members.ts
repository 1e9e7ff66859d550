import { asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { StaffEmailSchema } from '../../../../src/api/contract/counter/staff';
import type { StaffMember, StaffRole, StaffShop } from '../../../../src/api/contract/counter/staff';
import type { Executor } from '../../../platform/db/transaction';
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
}

/** One member as `list` prints it. */
export interface StaffListing {
  email: string;
  name: string;
  role: StaffRole;
  everyShop: boolean;
  shops: string[];
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

/**
 * Adds a member, or sets an existing member's role, shops and (when given) name. Their sessions stay
 * valid: the guard reads role and shops afresh on every request.
 */
export async function addStaff(db: Executor, addition: StaffAddition): Promise<{ created: boolean; member: StaffListing }> {
  const email = staffEmail(addition.email);
  // An owner runs the whole chain: every shop, those imported later included.
  const everyShop = addition.everyShop || addition.role === 'owner';
  if (!everyShop && addition.shops.length === 0) throw new StaffCommandError('Name at least one shop (--shop va01) or --every-shop');
  return db.transaction(async (tx) => {
    const ids = everyShop ? [] : await shopIds(tx, addition.shops);
    const [existing] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, email)).for('update');
    const values = { role: addition.role, everyShop, ...(addition.name === undefined ? {} : { name: addition.name.trim() }) };
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
    return { created: !existing, member };
  });
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
    email: row.email,
    name: row.name,
    role: row.role,
    everyShop: row.everyShop,
    shops: row.everyShop ? [] : links.filter((link) => link.staffId === row.id).map((link) => link.code),
  }));
}

/**
 * Removes a member: their tokens stop working at once (the guard finds no member), their open codes end,
 * and the order events they wrote keep the change without the name.
 */
export async function removeStaff(db: Executor, rawEmail: string, now: Date): Promise<{ removed: boolean }> {
  const email = staffEmail(rawEmail);
  return db.transaction(async (tx) => {
    const gone = await tx.delete(staff).where(eq(staff.email, email)).returning({ id: staff.id });
    await tx.update(staffLoginCodes).set({ consumedAt: now }).where(eq(staffLoginCodes.email, email));
    return { removed: gone.length > 0 };
  });
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
