/** How far one rounding to the cent moves a figure, at most. */
const HALF_CENT = 0.005;
/** Float noise allowed on top (0.39 − 0.38 is 0.010000000000000009). */
const NOISE = 1e-9;

/**
 * Whether a VAT figure another party computed differs from ours only by where it rounded to the cent: each
 * of `roundings` roundings moves it by half a cent at most. A client applying the spec's "VAT is computed
 * the same way" rule (a unit's rounded VAT × quantity) rounds once per unit, where we split the line's price
 * once; a figure further off comes from another rate, not another rounding.
 */
export function vatWithinRounding(sent: number, own: number, roundings: number): boolean {
  return Math.abs(sent - own) <= HALF_CENT * Math.max(1, roundings) + NOISE;
}

/** The roundings a line's VAT can carry: the client's, one per unit, and our split of the line. */
export const lineVatRoundings = (quantity: number): number => quantity + 1;

/** The roundings an order's VAT can carry: one per unit, one per line, and one per VAT rate (at most one per line, plus transport). */
export const orderVatRoundings = (totalProducts: number, lines: number): number => totalProducts + 2 * lines + 1;
