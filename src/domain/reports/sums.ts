/**
 * Report figures are added in whole cents (integers), never as floating euros, and turned back into euros
 * with two decimals only when shown: a month of invoices adds up to the cent whatever the order of the sum.
 */

/** Euros (a number or the database's numeric text) as whole cents. */
export function toCents(euros: number | string | null | undefined): number {
  if (euros === null || euros === undefined || euros === '') return 0;
  return Math.round(Number(euros) * 100);
}

/** Whole cents as euros with two decimals (never -0). */
export function toEuros(cents: number): number {
  return Math.round(cents) / 100 + 0;
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

/** The average ticket: gross over orders, rounded half away from zero to the cent; 0 without orders. */
export function averageTicketCents(grossCents: number, orders: number): number {
  if (orders <= 0) return 0;
  const average = Math.abs(grossCents) / orders;
  return Math.sign(grossCents) * Math.round(average);
}

/** One VAT rate's figures in cents. */
export type RateCents = { percent: number; baseCents: number; vatCents: number };

/** Rates with the same percent added together, lowest percent first. */
export function mergeRates(rates: readonly RateCents[]): RateCents[] {
  const byPercent = new Map<number, RateCents>();
  for (const rate of rates) {
    const kept = byPercent.get(rate.percent) ?? { percent: rate.percent, baseCents: 0, vatCents: 0 };
    byPercent.set(rate.percent, { percent: rate.percent, baseCents: kept.baseCents + rate.baseCents, vatCents: kept.vatCents + rate.vatCents });
  }
  return [...byPercent.values()].sort((a, b) => a.percent - b.percent);
}

/** The units of a line a refund takes back, as a share of the line's gross: rounded to the cent. */
export function refundedShareCents(lineCents: number, lineQuantity: number, refundedQuantity: number): number {
  if (lineQuantity <= 0) return 0;
  const units = Math.min(Math.max(refundedQuantity, 0), lineQuantity);
  return Math.round((lineCents * units) / lineQuantity);
}
