/** How long a VAT book covers: a calendar month, a quarter or a year. */
export type VatBookPeriodKind = 'month' | 'quarter' | 'year';

export interface VatBookPeriod {
  kind: VatBookPeriodKind;
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A whole month, quarter or year as its first and last day (YYYY-MM-DD), both included. */
export function periodDays(kind: VatBookPeriodKind, year: number, index = 1): { from: string; to: string } {
  const firstMonth = kind === 'year' ? 1 : kind === 'quarter' ? (index - 1) * 3 + 1 : index;
  const lastMonth = kind === 'year' ? 12 : kind === 'quarter' ? firstMonth + 2 : firstMonth;
  return { from: `${year}-${pad(firstMonth)}-01`, to: `${year}-${pad(lastMonth)}-${pad(lastDayOf(year, lastMonth))}` };
}

/**
 * Which whole period `from`–`to` is: a calendar month, quarter or year, the only spans the VAT return is made
 * for; null for any other span (a week, two months, a quarter crossing years, `to` before `from`).
 */
export function periodOf(from: string, to: string): VatBookPeriod | null {
  const start = DAY.exec(from);
  const end = DAY.exec(to);
  if (!start || !end || start[3] !== '01') return null;
  const year = Number(start[1]);
  const month = Number(start[2]);
  if (Number(end[1]) !== year) return null;
  const candidates: [VatBookPeriodKind, number][] = [
    ['month', month],
    ['quarter', Math.ceil(month / 3)],
    ['year', 1],
  ];
  for (const [kind, index] of candidates) {
    const days = periodDays(kind, year, index);
    if (days.from === from && days.to === to) return { kind, from, to };
  }
  return null;
}

/** The quarter (1–4) a day falls in. */
export const quarterOf = (day: string): number => Math.ceil(Number(day.slice(5, 7)) / 3);

/**
 * The return's period a book row belongs to, as the AEAT's layout writes it: the month ("01"–"12") in a
 * monthly book, the quarter ("1T"–"4T") otherwise (a year's book lists each row in its quarter).
 */
export function returnPeriodOf(day: string, kind: VatBookPeriodKind): string {
  return kind === 'month' ? day.slice(5, 7) : `${quarterOf(day)}T`;
}
