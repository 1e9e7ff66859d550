import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { StaffGrant, StaffRole } from '../../../src/domain/people/permissions';
import type { Database } from '../../../server/platform/db/connect';
import { auditLog, staff } from '../../../server/platform/db/schema';
import { createStaff, type TestStaff } from './counterBed';
import { call } from './customers';

export interface ManageAnswer<T = unknown> {
  status: number;
  body: { wasOk: boolean; data?: T; error?: { code: string; field?: string; message: string } };
}

/** A member of staff of the back office, with grants set directly (as the staff screen would). */
export async function manageStaff(db: Database, email: string, role: StaffRole, shops: number[] | 'every', grants: StaffGrant[] = []): Promise<TestStaff> {
  const member = await createStaff(db, email, role, shops);
  if (grants.length > 0) await db.update(staff).set({ grants }).where(eq(staff.id, member.id));
  return member;
}

export async function manageCall<T = unknown>(app: Hono, who: TestStaff, method: string, url: string, body?: unknown): Promise<ManageAnswer<T>> {
  return (await call(app, method, `/api/manage${url}`, who.auth, body)) as ManageAnswer<T>;
}

export async function auditCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog);
  return Number(row?.n ?? 0);
}

export async function lastAudit(db: Database) {
  const rows = await db.select().from(auditLog).orderBy(auditLog.id);
  return rows.at(-1);
}
