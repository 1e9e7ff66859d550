import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { LoyaltyQuerySchema, SalesQuerySchema } from '../../../src/api/contract/manage/reports';
import { can } from '../../../src/domain/people/permissions';
import { checkPeriod } from '../../../src/domain/reports/period';
import { shopDateOf, SHOP_TIME_ZONE } from '../../../src/domain/schedule/shopTime';
import { loyaltyReport } from '../../modules/reports/loyaltyReport';
import { assertReadsEveryShop, reportScope } from '../../modules/reports/reportScope';
import { salesReport } from '../../modules/reports/salesReport';
import { memberOf } from '../../modules/people/staff/identity';
import { serveEndpoint } from '../../platform/http/endpoint';
import { ApiFailure, badRequestFrom } from '../../platform/http/envelope';
import { currentStaff } from '../staffGuard';
import type { ManageDeps } from './manageDeps';

function queryOf<S extends v.GenericSchema>(schema: S, c: Context): v.InferOutput<S> {
  const parsed = v.safeParse(schema, c.req.query());
  if (!parsed.success) throw badRequestFrom(parsed.issues);
  return parsed.output;
}

function periodOf(from: string, to: string) {
  const checked = checkPeriod(from, to);
  if (!checked.ok) throw new ApiFailure(400, 'bad_request', checked.message, checked.field);
  return checked.period;
}

function readerOf(c: Context) {
  const member = memberOf(currentStaff(c));
  if (!can(member, 'reports.read')) throw new ApiFailure(403, 'forbidden', 'Your role does not allow this');
  return member;
}

/** The back office's sales report and loyalty liability, read per shop the permission rule allows. */
export function serveManageReports(api: Hono, { db, now }: ManageDeps): void {
  serveEndpoint(api, 'manageSalesReport', async ({ c }) => {
    const member = readerOf(c);
    const query = queryOf(SalesQuerySchema, c);
    const period = periodOf(query.from, query.to);
    const scope = await reportScope(db, member, query.shop);
    return salesReport(db, scope, period, query.by);
  });

  serveEndpoint(api, 'manageLoyaltyReport', async ({ c }) => {
    const member = readerOf(c);
    const query = queryOf(LoyaltyQuerySchema, c);
    const at = query.at ?? shopDateOf(now(), SHOP_TIME_ZONE);
    const from = query.from ?? `${at.slice(0, 8)}01`;
    const period = periodOf(from, at);
    await assertReadsEveryShop(db, member);
    return loyaltyReport(db, period.from, period.to);
  });
}
