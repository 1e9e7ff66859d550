import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { ClosesQuerySchema } from '../../../src/api/contract/manage/closes';
import { can } from '../../../src/domain/people/permissions';
import { staffActor } from '../../modules/audit/recordAudit';
import { closeDay, shopOfCode, type ShopRow } from '../../modules/closes/closeDay';
import { closePdf } from '../../modules/closes/closePdf';
import { keepNotCollected, notCollectedOrder } from '../../modules/closes/notCollectedDecision';
import { closeOfDay, listCloses } from '../../modules/closes/readCloses';
import { memberOf, type StaffIdentity } from '../../modules/people/staff/identity';
import type { Database } from '../../platform/db/connect';
import { serveEndpoint } from '../../platform/http/endpoint';
import { ApiFailure, badRequestFrom } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/http/language';
import { currentStaff } from '../staffGuard';
import type { ManageDeps } from './manageDeps';

/** The shop of the code if the member may close its days: 404 `unknown_shop`, 403 `other_shop` naming the code. */
async function closableShop(db: Database, member: StaffIdentity, code: string): Promise<ShopRow> {
  if (!can(memberOf(member), 'day.close')) throw new ApiFailure(403, 'forbidden', 'Your role does not allow this');
  const shop = await shopOfCode(db, code);
  if (!can(memberOf(member), 'day.close', shop.id)) throw new ApiFailure(403, 'other_shop', 'You do not run this shop', 'code');
  return shop;
}

function closesQueryOf(c: Context) {
  const parsed = v.safeParse(ClosesQuerySchema, c.req.query());
  if (!parsed.success) throw badRequestFrom(parsed.issues);
  return parsed.output;
}

/** The back office's day's close: take it, list a shop's closes, its PDF, keep a not-collected order as sold. */
export function serveManageCloses(api: Hono, { db, now }: ManageDeps): void {
  serveEndpoint(api, 'manageCloseDay', async ({ c, params, body }) => {
    const member = currentStaff(c);
    const shop = await closableShop(db, member, params.code);
    return closeDay(db, shop, body.date, staffActor(member), now());
  });

  serveEndpoint(api, 'manageCloses', async ({ c, params }) => {
    const shop = await closableShop(db, currentStaff(c), params.code);
    return listCloses(db, shop.id, closesQueryOf(c));
  });

  api.get('/manage/shops/:code/closes/:date/pdf', async (c) => {
    const shop = await closableShop(db, currentStaff(c), c.req.param('code'));
    const date = c.req.param('date');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new ApiFailure(400, 'bad_request', 'A date is written YYYY-MM-DD', 'date');
    const close = await closeOfDay(db, shop.id, date);
    const language = requestLanguage(c.req.query('lang') ?? c.req.header('X-Language'), c.req.header('Accept-Language'));
    const pdf = closePdf(close, language, shop.timeZone);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="cierre-${shop.code}-${date}.pdf"`,
    });
  });

  serveEndpoint(api, 'manageNotCollected', async ({ c, params }) => {
    const member = currentStaff(c);
    if (!can(memberOf(member), 'day.close')) throw new ApiFailure(403, 'forbidden', 'Your role does not allow this');
    const order = await notCollectedOrder(db, params.orderId);
    if (!can(memberOf(member), 'day.close', order.locationId)) throw new ApiFailure(403, 'other_shop', 'You do not run this shop', 'orderId');
    return keepNotCollected(db, params.orderId, staffActor(member));
  });
}
