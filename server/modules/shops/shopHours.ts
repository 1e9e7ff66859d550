import { eq } from 'drizzle-orm';
import type { HoursAnswer, HoursBody } from '../../../src/api/contract/manage/shops';
import { checkHours } from '../../../src/domain/schedule/hoursRules';
import { shopMomentOf } from '../../../src/domain/schedule/shopTime';
import type { Database } from '../../platform/db/connect';
import { locations } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import { recordAudit, type Actor } from '../audit/recordAudit';
import { bumpReferenceVersion } from '../catalogue/referenceVersion';
import { ordersOutsideHours } from './ordersOutsideHours';
import { manageShopOf, shopByCode } from './shopView';

/**
 * Replaces a shop's hours (week and exceptions) after the hours rules, judged on the shop's calendar: past
 * exceptions are dropped. Answers the shop and its accepted orders the new hours no longer hold, so the
 * manager calls those customers instead of the change passing silently.
 */
export async function setShopHours(
  db: Database,
  actor: Actor,
  code: string,
  body: HoursBody,
  now: Date,
  mayWrite: (locationId: number) => boolean,
): Promise<HoursAnswer> {
  return db.transaction(async (tx) => {
    const row = await shopByCode(tx, code, true);
    if (!mayWrite(row.id)) throw new ApiFailure(403, 'forbidden', 'You may not change the hours of a shop you do not run');
    const verdict = checkHours(body, shopMomentOf(now, row.timeZone), row.schedule.exceptions);
    if (!verdict.ok) throw new ApiFailure(422, 'bad_hours', verdict.message, verdict.field);
    const [updated] = await tx.update(locations).set({ schedule: verdict.schedule }).where(eq(locations.id, row.id)).returning();
    if (!updated) throw new Error('The shop vanished');
    await recordAudit(tx, actor, { action: 'shop.hours', subject: `shop:${row.code}`, locationId: row.id, before: row.schedule, after: verdict.schedule });
    await bumpReferenceVersion(tx, 'locations', now);
    return { shop: manageShopOf(updated), outsideHours: await ordersOutsideHours(tx, row, verdict.schedule) };
  });
}
