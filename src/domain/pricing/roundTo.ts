/**
 * Rounds half away from zero to `decimals` places. Scaling first and trimming the product to 15
 * significant digits removes binary noise, so 1.005 (stored as 1.00499999…) rounds to 1.01.
 */
export function roundTo(n: number, decimals: number): number {
  if (!Number.isFinite(n)) throw new RangeError(`Cannot round ${n}`);
  const factor = 10 ** decimals;
  const scaled = Number.parseFloat((Math.abs(n) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return n < 0 && rounded !== 0 ? -rounded : rounded;
}
