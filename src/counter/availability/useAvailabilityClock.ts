import { useEffect, useState } from 'react';
import { nextAutomaticChange, type ShopControls, type SoldOutItem } from '../../domain/availability/availability';

/** Even with nothing due, the clock moves this often (the quarter hours offered, "back at" of a later day). */
export const CLOCK_REFRESH_MS = 30_000;

/**
 * The server's time as this device reckons it, moved on when the next switch ends by itself (a snooze, a
 * pause, an extra wait): the entry drops off the screen then, without waiting for the server to say so.
 */
export function useAvailabilityClock(availability: { soldOut: readonly SoldOutItem[]; controls: ShopControls; serverOffsetMs: number } | undefined): Date {
  const offset = availability?.serverOffsetMs ?? 0;
  const [tick, setTick] = useState(() => Date.now());
  const now = new Date(tick + offset);
  const nextAt = availability ? nextAutomaticChange(availability.soldOut, availability.controls, now)?.getTime() : undefined;

  useEffect(() => {
    const due = nextAt === undefined ? CLOCK_REFRESH_MS : nextAt - (Date.now() + offset);
    const timer = setTimeout(() => setTick(Date.now()), Math.max(0, Math.min(due, CLOCK_REFRESH_MS)));
    return () => clearTimeout(timer);
  }, [nextAt, offset, tick]);

  return now;
}
