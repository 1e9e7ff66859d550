import { roundTo } from './roundTo';

/** VAT types of Spain as whole percentages: 1 = 21 %, 2 = 10 %, 3 = 4 %. */
export const VAT_PERCENT: Readonly<Record<number, number>> = { 1: 21, 2: 10, 3: 4 };

/** The percentage of a VAT type; an unknown type is a data error, not a zero rate. */
export function vatPercentOf(vatTypeId: number): number {
  const percent = VAT_PERCENT[vatTypeId];
  if (percent === undefined) throw new RangeError(`Unknown VAT type ${vatTypeId}`);
  return percent;
}

/** One amount charged in money: its gross value (VAT included) in whole cents and its VAT type. */
export type VatLine = { grossCents: number; vatTypeId: number };

/** One VAT rate of an order or invoice; money in whole cents (base + vat = gross). */
export type VatRateCents = { vatTypeId: number; percent: number; base: number; vat: number; gross: number };

/** The VAT of an order: one row per rate charged, lowest rate first, and the totals; money in whole cents. */
export type VatBreakdownCents = { rates: VatRateCents[]; base: number; vat: number; gross: number };

/** The same in euros (2 decimals), as orders, invoices and screens carry it. */
export type VatRate = VatRateCents;
export type VatBreakdown = { rates: VatRate[]; base: number; vat: number; gross: number };

/** The taxable base of a gross amount: gross × 100 / (100 + percent), rounded half up to the cent. */
function baseOfGross(grossCents: number, percent: number): number {
  const divisor = 100 + percent;
  // Integer arithmetic: floor((2·gross·100 + divisor) / (2·divisor)) is the quotient rounded half up.
  return Math.floor((2 * grossCents * 100 + divisor) / (2 * divisor));
}

/**
 * The VAT breakdown of what an order charges in money. Lines are added up per VAT rate first; then each
 * rate's base is its gross total divided by (1 + rate), rounded once to the cent, and its VAT is the gross
 * total minus that base. So base + VAT is the gross to the cent, and no rounding of a unit or of a line
 * is multiplied or added up. A rate with nothing charged (ritmitos paid its lines) has no row.
 */
export function vatBreakdown(lines: readonly VatLine[]): VatBreakdownCents {
  const grossByType = new Map<number, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.grossCents) || line.grossCents < 0) throw new RangeError(`Invalid gross amount ${line.grossCents} cents`);
    vatPercentOf(line.vatTypeId);
    grossByType.set(line.vatTypeId, (grossByType.get(line.vatTypeId) ?? 0) + line.grossCents);
  }
  const rates = [...grossByType.entries()]
    .filter(([, gross]) => gross > 0)
    .map(([vatTypeId, gross]): VatRateCents => {
      const percent = vatPercentOf(vatTypeId);
      const base = baseOfGross(gross, percent);
      return { vatTypeId, percent, base, vat: gross - base, gross };
    })
    .sort((a, b) => a.percent - b.percent);
  const total = (key: 'base' | 'vat' | 'gross') => rates.reduce((sum, rate) => sum + rate[key], 0);
  return { rates, base: total('base'), vat: total('vat'), gross: total('gross') };
}

/**
 * The VAT type that splits a gross amount (euros) into the given VAT, for a figure kept without its type
 * (a transport price configured as gross, net and VAT). Null when no type does.
 */
export function vatTypeOfSplit(gross: number, vat: number): number | null {
  const grossCents = toCents(gross);
  const types = Object.keys(VAT_PERCENT).map(Number);
  return types.find((vatTypeId) => vatBreakdown([{ grossCents, vatTypeId }]).vat === toCents(vat)) ?? null;
}

/** Euros (2 decimals) to whole cents, without float noise (19.99 × 100 = 1998.9999…). */
export function toCents(euros: number): number {
  return roundTo(euros * 100, 0);
}

function toEuros(cents: number): number {
  return roundTo(cents / 100, 2);
}

/** vatBreakdown of amounts in euros, answered in euros: the form orders, invoices and screens use. */
export function vatBreakdownInEuros(lines: ReadonlyArray<{ gross: number; vatTypeId: number }>): VatBreakdown {
  const cents = vatBreakdown(lines.map((line) => ({ grossCents: toCents(line.gross), vatTypeId: line.vatTypeId })));
  return {
    rates: cents.rates.map((rate) => ({ ...rate, base: toEuros(rate.base), vat: toEuros(rate.vat), gross: toEuros(rate.gross) })),
    base: toEuros(cents.base),
    vat: toEuros(cents.vat),
    gross: toEuros(cents.gross),
  };
}
