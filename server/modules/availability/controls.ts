import { capacityProblem, extraWaitProblem, pauseUntilFor, untilProblem } from '../../../src/domain/availability/availability';
import type { ExtraWaitBody, PauseBody, SlotCapacityBody } from '../../../src/api/contract/counter/availability';
import type { Database } from '../../platform/db/connect';
import type { Transaction } from '../../platform/db/transaction';
import { shopControls } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import { untilClosing } from './closing';
import { recordAvailabilityChange } from './log';
import { refuseIf, requireManager, type AvailabilityWriter } from './refusals';
import type { AvailabilityShop } from './shops';

type ControlsChange = Partial<Omit<typeof shopControls.$inferInsert, 'locationId' | 'updatedAt'>>;

const HOUR_MS = 3_600_000;

/** Writes some of the shop's controls (the row is made on first use) and records the change, in one transaction. */
function changeControls(
  db: Database,
  shop: AvailabilityShop,
  writer: AvailabilityWriter,
  set: ControlsChange,
  action: string,
  detail: Record<string, unknown>,
  now: Date,
) {
  return db.transaction(async (tx: Transaction) => {
    await tx
      .insert(shopControls)
      .values({ locationId: shop.id, ...set, updatedAt: now })
      .onConflictDoUpdate({ target: shopControls.locationId, set: { ...set, updatedAt: now } });
    return recordAvailabilityChange(tx, { locationId: shop.id, actorKind: writer.actorKind, actor: writer.actor, action, detail }, now);
  });
}

/** The pause a choice asks for: until an instant, until undone (`until` null), or none (`off`). */
function pauseOf(shop: AvailabilityShop, body: Omit<PauseBody, 'shop'>, now: Date): { until: Date | null; off: boolean } {
  if (body.until !== undefined && body.choice !== 'until') throw new ApiFailure(400, 'bad_request', "A time goes only with the choice 'until'", 'until');
  if (body.choice === 'off') return { until: null, off: true };
  if (body.choice === 'until') {
    if (body.until === undefined) throw new ApiFailure(400, 'bad_request', 'Give the time the pause ends', 'until');
    refuseIf(untilProblem(body.until, now));
    return { until: new Date(body.until), off: false };
  }
  const until = body.choice === 'closing' ? untilClosing(shop, now) : pauseUntilFor(body.choice, shop.schedule, shop.timeZone, now);
  return { until: until ?? null, off: false };
}

/** Pauses the shop's online orders (15 or 30 minutes, until closing, until undone, until a time), or ends the pause. */
export function pauseOrders(db: Database, shop: AvailabilityShop, writer: AvailabilityWriter, body: Omit<PauseBody, 'shop'>, now: Date): Promise<number> {
  const { until, off } = pauseOf(shop, body, now);
  const set = { pausedUntil: until, pausedOpenEnded: !off && until === null };
  const detail = off ? {} : { choice: body.choice, until: until?.toISOString() ?? null };
  return changeControls(db, shop, writer, set, off ? 'pause_off' : 'pause', detail, now);
}

/** Adds 5, 10 or 15 minutes to the shop's wait, until undone or for an hour; 0 ends it. */
export function setExtraWait(db: Database, shop: AvailabilityShop, writer: AvailabilityWriter, body: Omit<ExtraWaitBody, 'shop'>, now: Date): Promise<number> {
  refuseIf(extraWaitProblem(body.minutes));
  const until = body.minutes > 0 && body.forAnHour ? new Date(now.getTime() + HOUR_MS) : null;
  const detail = { minutes: body.minutes, until: until?.toISOString() ?? null };
  return changeControls(db, shop, writer, { extraWaitMinutes: body.minutes, extraWaitUntil: until }, 'extra_wait', detail, now);
}

/** Managers: the most orders per 15-minute pick-up slot, or null for no cap. */
export function setSlotCapacity(
  db: Database,
  shop: AvailabilityShop,
  writer: AvailabilityWriter,
  body: Omit<SlotCapacityBody, 'shop'>,
  now: Date,
): Promise<number> {
  requireManager(writer);
  refuseIf(capacityProblem(body.capacity));
  return changeControls(db, shop, writer, { slotCapacity: body.capacity }, 'slot_capacity', { capacity: body.capacity }, now);
}
