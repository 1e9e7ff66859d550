import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../src/api/contract';
import type { ActivePause } from '../../../src/domain/availability/availability';
import { fullSlotsOf, nextFreePickupTime } from '../../../src/domain/availability/orderAvailability';
import { pickupSlots } from '../../../src/domain/schedule/pickupTime';
import { shopClockTime } from '../../../src/domain/schedule/shopTime';
import { rowsOf, type Rows } from '../../platform/db/rawStatements';
import type { Executor } from '../../platform/db/transaction';
import { DetailedRefusal } from '../../platform/http/envelope';
import type { LocationRow } from './orderCatalogue';

/**
 * Slot capacity inside the order's own transaction: the most orders a shop takes per 15-minute pick-up
 * slot. A transaction lock per shop and slot comes first, then the slot's count (its own statement, so its
 * snapshot sees every order committed by whoever held the lock before), then the order is written; twenty
 * orders for the last place in a slot thus give exactly one. Orders count in the slot stored with them
 * (`orders.pickup_slot`) until they are cancelled.
 */

/** The slot's lock, then its count of orders not cancelled (answered by the second statement as `taken`). */
export function lockAndCountSlot(locationId: number, slot: Date): SQL[] {
  const at = slot.toISOString();
  return [
    sql`select pg_advisory_xact_lock(hashtext('pickup-slot'), hashtext(${String(locationId)} || '@' || ${at}))`,
    sql`select count(*)::int as taken from orders where location_id = ${locationId} and pickup_slot = ${at}::timestamptz and cancelled_at is null`,
  ];
}

export const takenOf = (rows: Rows): number => Number(rows[0]?.taken ?? 0);

/** The shop's orders per slot (start in epoch ms) from `from` on, through the day after. */
async function slotCountsFrom(db: Executor, locationId: number, from: Date): Promise<[number, number][]> {
  const rows = await rowsOf<{ slot: string | Date; taken: number }>(
    db,
    sql`select pickup_slot as slot, count(*)::int as taken from orders
      where location_id = ${locationId} and pickup_slot >= ${from.toISOString()}::timestamptz and pickup_slot < ${from.toISOString()}::timestamptz + interval '1 day' and cancelled_at is null
      group by pickup_slot`,
  );
  return rows.map((row) => [new Date(row.slot).getTime(), Number(row.taken)]);
}

export interface FullSlotContext {
  location: LocationRow;
  slot: Date;
  capacity: number;
  now: Date;
  /** The order's wait (the kitchen starts this long before the pick-up time) and the shop's extra wait. */
  waitMinutes: number;
  extraWaitMinutes: number;
  pause: ActivePause | undefined;
  language: Language;
}

/**
 * 409 `slot_full` for an order whose slot holds the capacity: with the first later pick-up time the shop
 * can still take (as an instant in `nextFreeSlot`, and on the shop's clock in the message), or null when
 * today has none left.
 */
export async function slotFullRefusal(db: Executor, context: FullSlotContext): Promise<DetailedRefusal> {
  const { location, slot, capacity, now, waitMinutes, extraWaitMinutes, pause, language } = context;
  const fullSlots = fullSlotsOf([...(await slotCountsFrom(db, location.id, slot)), [slot.getTime(), capacity]], capacity);
  const times = pickupSlots({ schedule: location.schedule, timeZone: location.timeZone, now, waitMinutes, extraWaitMinutes });
  const next = nextFreePickupTime(times, slot, { pause, waitMinutes, fullSlots });
  const clock = next ? shopClockTime(next, location.timeZone) : undefined;
  const message = {
    es: `Esta hora de recogida está completa. ${clock ? `La próxima hora libre es a las ${clock}.` : 'Hoy no quedan horas de recogida libres.'}`,
    en: `This pick-up time is full. ${clock ? `The next free time is ${clock}.` : 'There are no free pick-up times left today.'}`,
    ca: `Esta hora de recollida està completa. ${clock ? `La pròxima hora lliure és a les ${clock}.` : 'Hui no queden hores de recollida lliures.'}`,
  }[language];
  return new DetailedRefusal(409, 'slot_full', message, { nextFreeSlot: next?.toISOString() ?? null }, 'pickupAt');
}
