import { waitMinutes } from '../orders/cart';
import { WAIT_SIZES } from './prepTime';

/**
 * The wait the cart shows for "as soon as possible": the shop's real wait for a cart of this size when the
 * server gave one (the largest size stands for that many products or more), else the default rule (3 minutes a product, 5 to 15).
 */
export function cartWaitMinutes(minutesBySize: Readonly<Record<string, number>> | undefined, totalProducts: number): number {
  const largest = Math.max(...WAIT_SIZES);
  const size = Math.min(largest, Math.max(1, Math.floor(totalProducts)));
  const real = minutesBySize?.[String(size)];
  return typeof real === 'number' && Number.isFinite(real) && real > 0 ? Math.round(real) : waitMinutes(totalProducts);
}

/**
 * The cart's wait with a busy shop's extra minutes as they are now: the server's figures hold the extra
 * minutes of when they were read (`extraMinutes`), which give way to `extraNow` (src/domain/availability
 * extraWaitNow, live).
 */
export function cartWaitWithExtra(
  answer: { minutesBySize: Readonly<Record<string, number>>; extraMinutes?: number | undefined } | undefined,
  totalProducts: number,
  extraNow: number,
): number {
  const included = answer?.extraMinutes ?? 0;
  const base = answer && Object.fromEntries(Object.entries(answer.minutesBySize).map(([size, minutes]) => [size, minutes - included]));
  return cartWaitMinutes(base, totalProducts) + extraNow;
}
