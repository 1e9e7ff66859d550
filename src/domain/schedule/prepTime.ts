import { waitMinutes } from '../orders/cart';

/**
 * The real wait: how long the shop's kitchen takes today, from its own history. Orders are compared with
 * orders of a similar size, in three buckets: 1 product, 2–3 products, 4 or more.
 */
export type SizeBucket = 'one' | 'few' | 'many';

/** A pick-up order of today measured from payment to Prepared, ASAP orders only (a scheduled one waits for its time). */
export interface PrepSample {
  totalProducts: number;
  minutes: number;
}

/** The latest orders of a bucket the estimate looks at. */
export const PREP_SAMPLES_LOOKED_AT = 20;
/** Fewer measured orders than this in a bucket: the default rule (3 minutes a product, 5 to 15) answers instead. */
export const PREP_SAMPLES_NEEDED = 5;
const SHORTEST_MINUTES = 5;
const LONGEST_MINUTES = 15;
/** The sizes the cart asks about; the last one stands for that many products or more. */
export const WAIT_SIZES = [1, 2, 3, 4, 5] as const;

export function sizeBucket(totalProducts: number): SizeBucket {
  if (totalProducts <= 1) return 'one';
  return totalProducts <= 3 ? 'few' : 'many';
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface WaitEstimate {
  minutes: number;
  /** How many measured orders the figure comes from; 0 when it is the default rule (3 minutes a product, 5 to 15). */
  basedOn: number;
}

/**
 * The wait for an order of this size: the median of the latest 20 measured orders of its bucket (samples
 * newest first), rounded to a whole minute and held within 5–15 minutes, once there are at least 5 of
 * them; else the default rule, 3 minutes a product within 5–15.
 */
export function estimateWait(samples: readonly PrepSample[], totalProducts: number): WaitEstimate {
  const bucket = sizeBucket(totalProducts);
  const similar = samples.filter((sample) => sizeBucket(sample.totalProducts) === bucket).slice(0, PREP_SAMPLES_LOOKED_AT);
  if (similar.length < PREP_SAMPLES_NEEDED) return { minutes: waitMinutes(totalProducts), basedOn: 0 };
  const minutes = Math.round(median(similar.map((sample) => sample.minutes)));
  return { minutes: Math.min(LONGEST_MINUTES, Math.max(SHORTEST_MINUTES, minutes)), basedOn: similar.length };
}

/** The wait for each size the cart may hold (key "5" is 5 or more products) and how many orders the figures rest on. */
export function waitBySize(samples: readonly PrepSample[]): { minutesBySize: Record<string, number>; basedOn: number } {
  const minutesBySize: Record<string, number> = {};
  const used = new Map<SizeBucket, number>();
  for (const size of WAIT_SIZES) {
    const estimate = estimateWait(samples, size);
    minutesBySize[String(size)] = estimate.minutes;
    used.set(sizeBucket(size), estimate.basedOn);
  }
  return { minutesBySize, basedOn: [...used.values()].reduce((sum, n) => sum + n, 0) };
}
