import { periodDays, type VatBookPeriodKind } from '../../domain/fiscal/vatBookPeriod';

/** The period chosen on the screen: its kind, year, and the month (1–12) or quarter (1–4). */
export interface VatChoice {
  issuer: string;
  kind: VatBookPeriodKind;
  year: number;
  month: number;
  quarter: number;
}

/** The choice's first and last day. */
export function choiceDays(choice: VatChoice): { from: string; to: string } {
  return periodDays(choice.kind, choice.year, choice.kind === 'month' ? choice.month : choice.quarter);
}

/** The quarter form 303 is shown for: the chosen one, or the one the chosen month is in; none for a year. */
export function quarterOfChoice(choice: VatChoice): number | null {
  if (choice.kind === 'year') return null;
  return choice.kind === 'quarter' ? choice.quarter : Math.ceil(choice.month / 3);
}

/** The query of the book's file. */
export function bookQuery(choice: VatChoice, format: 'csv' | 'xlsx'): Record<string, string> {
  return { issuer: choice.issuer, ...choiceDays(choice), format };
}

/** The current month and quarter of a day (YYYY-MM-DD): where the screen starts. */
export function choiceOfDay(day: string, issuer: string): VatChoice {
  const month = Number(day.slice(5, 7));
  return { issuer, kind: 'quarter', year: Number(day.slice(0, 4)), month, quarter: Math.ceil(month / 3) };
}
