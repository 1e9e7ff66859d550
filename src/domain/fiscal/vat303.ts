import type { RateTotals } from './vatBookRows';

/**
 * Form 303's boxes of VAT charged under the general regime: base, rate and cuota per rate (4 %: 01–03,
 * 10 %: 04–06, 21 %: 07–09), the modifications of bases and cuotas (14–15, the rectifying invoices) and the
 * total cuota charged (27).
 */
export const BOXES_303: Readonly<Record<number, { base: string; rate: string; vat: string }>> = {
  4: { base: '01', rate: '02', vat: '03' },
  10: { base: '04', rate: '05', vat: '06' },
  21: { base: '07', rate: '08', vat: '09' },
};
export const MODIFICATION_BOXES = { base: '14', vat: '15' } as const;
export const TOTAL_VAT_BOX = '27';

export interface Figures303Input {
  /** Per rate: issued invoices (F1, F2, F3 not replaced). */
  issued: readonly RateTotals[];
  /** Per rate: rectifying invoices (R1, R5), negative. */
  corrections: readonly RateTotals[];
}

export interface Rate303 {
  percent: number;
  /** The boxes of the rate, when form 303 has them. */
  boxes: { base: string; rate: string; vat: string } | null;
  baseCents: number;
  vatCents: number;
  correctionBaseCents: number;
  correctionVatCents: number;
  /** Issued plus corrections: what the VAT book's rows of the rate add up to. */
  netBaseCents: number;
  netVatCents: number;
}

export interface Figures303 {
  rates: Rate303[];
  /** Boxes 14 and 15: all rectifying invoices. */
  modification: { baseCents: number; vatCents: number };
  /** The VAT book's totals: every rate, corrections included. */
  netBaseCents: number;
  /** Box 27: the cuotas of the rates plus box 15. */
  totalVatCents: number;
}

/** The quarter's figures for form 303 from the book's totals per rate. */
export function figures303({ issued, corrections }: Figures303Input): Figures303 {
  const percents = [...new Set([...issued, ...corrections].map((rate) => rate.percent))].sort((a, b) => a - b);
  const find = (list: readonly RateTotals[], percent: number) => list.find((rate) => rate.percent === percent);
  const rates = percents.map((percent): Rate303 => {
    const sold = find(issued, percent);
    const corrected = find(corrections, percent);
    const baseCents = sold?.baseCents ?? 0;
    const vatCents = sold?.vatCents ?? 0;
    const correctionBaseCents = corrected?.baseCents ?? 0;
    const correctionVatCents = corrected?.vatCents ?? 0;
    return {
      percent,
      boxes: BOXES_303[percent] ?? null,
      baseCents,
      vatCents,
      correctionBaseCents,
      correctionVatCents,
      netBaseCents: baseCents + correctionBaseCents,
      netVatCents: vatCents + correctionVatCents,
    };
  });
  const sum = (pick: (rate: Rate303) => number) => rates.reduce((total, rate) => total + pick(rate), 0);
  const modification = { baseCents: sum((rate) => rate.correctionBaseCents), vatCents: sum((rate) => rate.correctionVatCents) };
  return { rates, modification, netBaseCents: sum((rate) => rate.netBaseCents), totalVatCents: sum((rate) => rate.vatCents) + modification.vatCents };
}
