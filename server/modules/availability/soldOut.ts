import { and, eq } from 'drizzle-orm';
import type { SoldOutBody, SoldOutTarget } from '../../../src/api/contract/counter/availability';
import { isStillOn, untilProblem } from '../../../src/domain/availability/availability';
import type { Database } from '../../platform/db/connect';
import { soldOutItems } from '../../platform/db/schema';
import { untilClosing } from './closing';
import { recordAvailabilityChange } from './log';
import { refuseIf, type AvailabilityWriter } from './refusals';
import type { AvailabilityShop } from './shops';
import { assertSoldAt, targetKey } from './targets';

const targetRow = (locationId: number, target: SoldOutTarget) =>
  and(eq(soldOutItems.locationId, locationId), eq(soldOutItems.kind, target.kind), eq(soldOutItems.target, targetKey(target)));

/**
 * Marks a product, or one value of an extra, sold out at the shop until `until` (absent: closing time
 * today; null: until undone); marking it again replaces its end. Answers the log row's id.
 */
export async function markSoldOut(
  db: Database,
  shop: AvailabilityShop,
  writer: AvailabilityWriter,
  body: Omit<SoldOutBody, 'shop'>,
  now: Date,
): Promise<number> {
  const until = body.until === undefined ? untilClosing(shop, now).toISOString() : body.until;
  refuseIf(untilProblem(until, now));
  await assertSoldAt(db, shop.id, body.target);
  const ends = until === null ? null : new Date(until);
  return db.transaction(async (tx) => {
    await tx
      .insert(soldOutItems)
      .values({ locationId: shop.id, kind: body.target.kind, target: targetKey(body.target), until: ends, createdAt: now })
      .onConflictDoUpdate({ target: [soldOutItems.locationId, soldOutItems.kind, soldOutItems.target], set: { until: ends, createdAt: now } });
    const detail = { target: body.target, until: ends?.toISOString() ?? null };
    return recordAvailabilityChange(tx, { locationId: shop.id, actorKind: writer.actorKind, actor: writer.actor, action: 'sold_out', detail }, now);
  });
}

/**
 * Brings a sold-out product or extra value back now. Answers the log row's id; undefined when it was not
 * sold out (nothing changes, nothing is recorded), or 404 when the shop does not sell it at all.
 */
export async function bringBack(
  db: Database,
  shop: AvailabilityShop,
  writer: AvailabilityWriter,
  target: SoldOutTarget,
  now: Date,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(soldOutItems).where(targetRow(shop.id, target)).returning({ until: soldOutItems.until });
    if (!removed.some((row) => isStillOn(row.until?.toISOString() ?? null, now))) {
      if (removed.length === 0) await assertSoldAt(tx, shop.id, target);
      return undefined;
    }
    return recordAvailabilityChange(tx, { locationId: shop.id, actorKind: writer.actorKind, actor: writer.actor, action: 'back', detail: { target } }, now);
  });
}
