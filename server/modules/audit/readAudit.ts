import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery, AuditRow, Json } from '../../../src/api/contract/manage/audit';
import { addDays, instantAt, SHOP_TIME_ZONE, type ShopDay } from '../../../src/domain/schedule/shopTime';
import type { Executor } from '../../platform/db/transaction';
import { auditLog, locations } from '../../platform/db/schema';

/** The most rows one reading answers. */
export const AUDIT_ROWS_LIMIT = 500;

/** Whose rows a reader sees: an owner every row; a manager their shops' rows and their own. */
export type AuditReader = { everything: true } | { everything: false; staffId: number; locationIds: readonly number[] };

function dayOf(iso: string): ShopDay {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1, day: day ?? 1 };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The audit log, newest first, at most AUDIT_ROWS_LIMIT rows: `from` and `to` are days on the chain's
 * calendar (Europe/Madrid), both included; `who` is found anywhere in the actor, whatever its case.
 */
export async function readAudit(db: Executor, reader: AuditReader, query: Pick<AuditQuery, 'from' | 'to' | 'who'>): Promise<AuditRow[]> {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(gte(auditLog.at, instantAt(dayOf(query.from), 0, SHOP_TIME_ZONE)));
  if (query.to) conditions.push(lt(auditLog.at, instantAt(addDays(dayOf(query.to), 1), 0, SHOP_TIME_ZONE)));
  const who = query.who?.trim();
  if (who) conditions.push(sql`${auditLog.actor} ilike ${likePattern(who)}`);
  if (!reader.everything) {
    const own = eq(auditLog.staffId, reader.staffId);
    conditions.push(reader.locationIds.length > 0 ? (or(own, inArray(auditLog.locationId, [...reader.locationIds])) as SQL) : own);
  }
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: auditLog.actor,
      action: auditLog.action,
      subject: auditLog.subject,
      shop: locations.code,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(locations, eq(locations.id, auditLog.locationId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_ROWS_LIMIT);
  // before and after are JSON the audit log stored (jsonb), so they read back as JSON.
  return rows.map((row) => ({ ...row, at: row.at.toISOString(), shop: row.shop ?? null, before: row.before as Json, after: row.after as Json }));
}
