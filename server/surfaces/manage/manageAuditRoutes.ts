import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { AuditQuerySchema } from '../../../src/api/contract/manage/audit';
import { serverEndpoints } from '../../../src/api/contract/endpoints';
import { can } from '../../../src/domain/people/permissions';
import { auditCsv } from '../../modules/audit/auditCsv';
import { readAudit, type AuditReader } from '../../modules/audit/readAudit';
import { memberOf, type StaffIdentity } from '../../modules/people/staff/identity';
import { serveEndpoint } from '../../platform/http/endpoint';
import { ApiFailure, badRequestFrom } from '../../platform/http/envelope';
import { currentStaff } from '../staffGuard';
import type { ManageDeps } from './manageDeps';

function readerOf(member: StaffIdentity): AuditReader {
  if (!can(memberOf(member), 'audit.read')) throw new ApiFailure(403, 'forbidden', 'Your role does not allow this');
  return member.role === 'owner' ? { everything: true } : { everything: false, staffId: member.id, locationIds: member.locationIds };
}

function queryOf(c: Context) {
  const parsed = v.safeParse(AuditQuerySchema, c.req.query());
  if (!parsed.success) throw badRequestFrom(parsed.issues);
  return parsed.output;
}

/** The back office's audit log: JSON, or `?format=csv` a file for a spreadsheet. */
export function serveManageAudit(api: Hono, { db }: ManageDeps): void {
  api.get(serverEndpoints.manageAudit.path, async (c, next) => {
    if (c.req.query('format') !== 'csv') return next();
    const query = queryOf(c);
    const rows = await readAudit(db, readerOf(currentStaff(c)), query);
    const name = `audit-${query.from ?? 'start'}-${query.to ?? 'now'}.csv`;
    return c.body(auditCsv(rows), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` });
  });

  serveEndpoint(api, 'manageAudit', async ({ c }) => ({ rows: await readAudit(db, readerOf(currentStaff(c)), queryOf(c)) }));
}
