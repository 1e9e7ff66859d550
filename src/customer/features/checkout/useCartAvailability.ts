import { useMemo } from 'react';
import { useShopAvailability } from '../../../data/availability';
import { activePause, extraWaitNow, NO_CONTROLS, type ActivePause } from '../../../domain/availability/availability';
import { soldOutCartLines, type SoldOutCartLine } from '../../../domain/availability/cartAvailability';
import type { PricedCart } from '../../../domain/orders/cartChoices';

export type CartAvailability = {
  /** Lines the counter has sold out (the product or one of its extra values): payment waits until each is settled. */
  soldOut: SoldOutCartLine[];
  /** Online orders paused now (until when, or until undone). */
  pause: ActivePause | undefined;
  /** Minutes a busy shop adds to every wait now. */
  extraWait: number;
  /** Starts (epoch ms) of today's full pick-up slots. */
  fullSlots: ReadonlySet<number>;
  now: Date;
};

/** What the shop's availability means for this cart now, live while the cart shows (src/data/availability.ts). */
export function useCartAvailability(locationCode: string, priced: PricedCart | null): CartAvailability {
  const { availability, now } = useShopAvailability(locationCode);
  return useMemo(() => {
    const controls = availability?.controls ?? NO_CONTROLS;
    return {
      soldOut: availability && priced ? soldOutCartLines(priced, availability.soldOut, now) : [],
      pause: activePause(controls, now),
      extraWait: extraWaitNow(controls, now),
      fullSlots: new Set((availability?.fullSlots ?? []).map((start) => Date.parse(start))),
      now,
    };
  }, [availability, priced, now]);
}
