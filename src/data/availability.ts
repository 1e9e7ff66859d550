import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ShopAvailability } from '../api/contract/customer/shopAvailability';
import { nextAutomaticChange } from '../domain/availability/soldOut';
import { bootSeed } from './bootData';
import { openDatabase } from './openDatabase';
import { useStoredAvailability } from './hooks';
import { syncEngine } from './runtime';
import { resources } from './sync/resources';

/** A shop's availability and the moment to judge it by (a snooze that ended is over). */
export type AvailabilityView = { availability: ShopAvailability | undefined; now: Date };

/** setTimeout's longest wait; a later change is waited for in several steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const LINGER_MS = 5_000;
const noSubscription = () => () => {};

/**
 * True in the server's render and in the hydration of the document it rendered, false from then on
 * (useSyncExternalStore answers the server's snapshot while hydrating, then renders again).
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * The moment availability is judged by: while hydrating, the moment the server read the copy it rendered
 * (so the hydration draws what the server drew); then the phone's, taken again when a new copy arrives
 * and when the next snooze, pause or extra wait ends by itself (the screens change then, unasked).
 */
function useJudgingMoment(availability: ShopAvailability | undefined, renderedAt: number): number {
  const hydrating = useHydrating();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => setNow(Date.now()), [availability]);
  useEffect(() => {
    const next = availability && nextAutomaticChange(availability.soldOut, availability.controls, new Date(now));
    if (!next) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(MAX_TIMER_MS, next.getTime() - Date.now() + 1));
    return () => clearTimeout(timer);
  }, [availability, now]);
  return hydrating ? renderedAt : now;
}

/**
 * Keeps the shop's availability live while the screen shows it: its stream (and, while the stream is
 * down, a read every 30 s) writes each new copy to Dexie. The stream's code loads with the first screen
 * that follows it, apart from the first paint's. Leaving the screen for another that follows the same
 * shop keeps the stream: it closes a few seconds after the last screen has gone.
 */
function useFollowShop(locationCode: string): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void import('./live/availabilityEvents').then(({ followShopAvailability }) => {
      if (!left) stop = followShopAvailability(locationCode, LINGER_MS);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [locationCode]);
}

/**
 * What the shop has sold out, paused or slowed down, and its single goods' live stock, for the catalogue,
 * product, cart and checkout screens: the document's copy at first, then Dexie's, kept live while shown.
 */
export function useShopAvailability(locationCode: string): AvailabilityView {
  const stored = useStoredAvailability(locationCode);
  useFollowShop(locationCode);
  const seed = bootSeed(resources.availability(locationCode).key)?.data as ShopAvailability | undefined;
  const moment = useJudgingMoment(stored.data, seed ? Date.parse(seed.serverTime) : 0);
  const now = useMemo(() => new Date(moment), [moment]);
  return { availability: stored.data, now };
}

/** Reads the shop's availability again at once (the server refused an order because of it); resolves the copy then stored. */
export async function refreshAvailability(locationCode: string): Promise<ShopAvailability | undefined> {
  const resource = resources.availability(locationCode);
  await syncEngine.refresh(resource, { force: true });
  return (await (await openDatabase()).availability.get(resource.rowKey))?.data;
}
