import type { BackBody, ExtraWaitBody, PauseBody, ShopAvailability, SlotCapacityBody, SoldOutBody, StockBody } from '../../api/contract/counter/availability';
import type { StaffApi, StaffCallResult } from '../../api/staffClient';
import { storeAvailability } from './availabilityStore';
import type { StaffDb } from './db';

/** A change the counter asked for: made (the shop's availability as it now is is stored), or why not. */
export type AvailabilityWriteResult = { ok: true } | { ok: false; reason: 'offline' | 'signed-out' | 'failed' | string };

export interface AvailabilityWrites {
  soldOut(body: SoldOutBody): Promise<AvailabilityWriteResult>;
  back(body: BackBody): Promise<AvailabilityWriteResult>;
  pause(body: PauseBody): Promise<AvailabilityWriteResult>;
  extraWait(body: ExtraWaitBody): Promise<AvailabilityWriteResult>;
  stock(body: StockBody): Promise<AvailabilityWriteResult>;
  slotCapacity(body: SlotCapacityBody): Promise<AvailabilityWriteResult>;
}

/**
 * The counter's availability changes, sent at once and never queued: each is about now ("pause 15
 * minutes", "oat milk is out"), and one applied when the connection comes back, maybe much later, would
 * switch off a shop that is no longer busy, or something restocked meanwhile. Offline, nothing is sent and
 * the panel says so; the tap is made again once the board is back.
 */
export function createAvailabilityWrites(deps: { db: StaffDb; api: StaffApi; isOnline?: () => boolean; now?: () => number; onUnauthorized?: () => void }): AvailabilityWrites {
  const { db, api } = deps;
  async function send(call: () => Promise<StaffCallResult<ShopAvailability>>): Promise<AvailabilityWriteResult> {
    if (!api.token()) return { ok: false, reason: 'signed-out' };
    if (deps.isOnline && !deps.isOnline()) return { ok: false, reason: 'offline' };
    const answer = await call();
    if (answer.ok) {
      await storeAvailability(db, answer.data, deps.now?.() ?? Date.now());
      return { ok: true };
    }
    if (answer.httpStatus === undefined) return { ok: false, reason: 'offline' };
    if (answer.httpStatus === 401) {
      deps.onUnauthorized?.();
      return { ok: false, reason: 'signed-out' };
    }
    return { ok: false, reason: answer.error?.code ?? 'failed' };
  }
  return {
    soldOut: (body) => send(() => api.call('staffSoldOut', { body })),
    back: (body) => send(() => api.call('staffBack', { body })),
    pause: (body) => send(() => api.call('staffPause', { body })),
    extraWait: (body) => send(() => api.call('staffExtraWait', { body })),
    stock: (body) => send(() => api.call('staffStock', { body })),
    slotCapacity: (body) => send(() => api.call('staffSlotCapacity', { body })),
  };
}
