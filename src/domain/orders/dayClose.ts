import type { Schedule } from '../../api/contract/customer/locations';
import { rangeMinutes, rangesFor } from '../schedule/schedule';
import { addDays, instantAt, shopDateOf, type ShopDay } from '../schedule/shopTime';

export type CloseInvoiceType = 'F1' | 'F2' | 'F3' | 'R1' | 'R5';
/** How a sale was paid: a payment method, or ritmitos (their value, which no invoice charges). */
export type CloseMethod = 'card' | 'wallet' | 'bizum' | 'ritmitos' | 'other';

/** One invoice of the shop's day, as the close reads it (amounts signed: a correction negative). */
export interface CloseInvoice {
  number: string;
  type: CloseInvoiceType;
  total: number;
  vatTotal: number;
  method: Exclude<CloseMethod, 'ritmitos'>;
  /** Ritmitos the order paid with (100 a euro). */
  ritmitosUsed: number;
}

export type MethodTotal = { method: CloseMethod; count: number; total: number };
export type SeriesRange = { series: string; first: string; last: string; count: number };
export type TicketRange = { first: number; last: number; count: number };

export interface CloseFigures {
  /** Money methods add up to `invoicesTotal` to the cent; the ritmitos row is apart (its value, not charged). */
  methods: MethodTotal[];
  invoicesTotal: number;
  vatTotal: number;
  /** Sales counted: F1 and F2 (an F3 replaces an F2 of the same sale and is not counted again). */
  sales: number;
  corrections: number;
  correctionsTotal: number;
  series: SeriesRange[];
  tickets: TicketRange | null;
}

const cents = (euros: number) => Math.round(euros * 100);
const euros = (cents: number) => cents / 100 + 0;

/** Whether an invoice's amount counts in the day's money: every one but an F3, which replaces an F2 already counted. */
export function countsInMoney(type: CloseInvoiceType): boolean {
  return type !== 'F3';
}

/** The series of an invoice number: its letters before the year (F2026-000001 → F). */
export function seriesOfNumber(number: string): string {
  return /^[A-Z]+/.exec(number)?.[0] ?? '?';
}

const METHOD_ORDER: CloseMethod[] = ['card', 'bizum', 'wallet', 'other', 'ritmitos'];

/** The close's figures from the day's invoices and the daily ticket numbers given that day; sums in cents. */
export function closeFigures(invoices: readonly CloseInvoice[], dailyNumbers: readonly number[]): CloseFigures {
  const byMethod = new Map<CloseMethod, { count: number; cents: number }>();
  const add = (method: CloseMethod, amount: number) => {
    const entry = byMethod.get(method) ?? { count: 0, cents: 0 };
    byMethod.set(method, { count: entry.count + 1, cents: entry.cents + amount });
  };
  let totalCents = 0;
  let vatCents = 0;
  let sales = 0;
  let corrections = 0;
  let correctionsCents = 0;
  for (const invoice of invoices) {
    if (!countsInMoney(invoice.type)) continue;
    totalCents += cents(invoice.total);
    vatCents += cents(invoice.vatTotal);
    add(invoice.method, cents(invoice.total));
    if (invoice.type.startsWith('R')) {
      corrections += 1;
      correctionsCents += cents(invoice.total);
    } else {
      sales += 1;
      if (invoice.ritmitosUsed > 0) add('ritmitos', invoice.ritmitosUsed);
    }
  }
  const methods = METHOD_ORDER.filter((method) => byMethod.has(method)).map((method) => {
    const entry = byMethod.get(method) ?? { count: 0, cents: 0 };
    return { method, count: entry.count, total: euros(entry.cents) };
  });
  return {
    methods,
    invoicesTotal: euros(totalCents),
    vatTotal: euros(vatCents),
    sales,
    corrections,
    correctionsTotal: euros(correctionsCents),
    series: seriesRanges(invoices.map((invoice) => invoice.number)),
    tickets: ticketRange(dailyNumbers),
  };
}

/** First and last number of each series (numbers of one year sort as text), series in alphabetical order. */
export function seriesRanges(numbers: readonly string[]): SeriesRange[] {
  const bySeries = new Map<string, string[]>();
  for (const number of numbers) bySeries.set(seriesOfNumber(number), [...(bySeries.get(seriesOfNumber(number)) ?? []), number]);
  return [...bySeries.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([series, list]) => {
      const sorted = [...list].sort();
      return { series, first: sorted[0] as string, last: sorted[sorted.length - 1] as string, count: sorted.length };
    });
}

export function ticketRange(numbers: readonly number[]): TicketRange | null {
  if (numbers.length === 0) return null;
  return { first: Math.min(...numbers), last: Math.max(...numbers), count: numbers.length };
}

/** Whether the money methods add up to the invoices, to the cent. */
export function methodsBalance(figures: Pick<CloseFigures, 'methods' | 'invoicesTotal'>): boolean {
  const sum = figures.methods.filter((row) => row.method !== 'ritmitos').reduce((acc, row) => acc + cents(row.total), 0);
  return sum === cents(figures.invoicesTotal);
}

export function parseShopDate(date: string): ShopDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const normal = addDays(day, 0);
  return normal.month === day.month && normal.day === day.day ? day : null;
}

export const shopDateText = (day: ShopDay) => `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

/** The instant a shop's day is over: its last range's closing (past midnight for a late range), or the day's end when it had none. */
export function closingInstantOf(schedule: Schedule, day: ShopDay, timeZone: string): Date {
  const closings = rangesFor(schedule, day).map((range) => rangeMinutes(range)[1]);
  return instantAt(day, closings.length > 0 ? Math.max(...closings) : 24 * 60, timeZone);
}

export type CloseRefusal = { code: 'future_date' | 'day_not_over' | 'bad_date'; message: string };

/** Whether `date` may be closed now: today always (the manager closes at closing time), a past day once it is over, never a future one. */
export function closeDateProblem(date: string, now: Date, schedule: Schedule, timeZone: string): CloseRefusal | null {
  const day = parseShopDate(date);
  if (!day) return { code: 'bad_date', message: 'The date is not a calendar day (YYYY-MM-DD)' };
  const today = shopDateOf(now, timeZone);
  if (date > today) return { code: 'future_date', message: 'The day has not come yet' };
  if (date === today) return null;
  if (closingInstantOf(schedule, day, timeZone).getTime() > now.getTime()) return { code: 'day_not_over', message: 'The shop is still open on that day' };
  return null;
}

/** The days (yesterday, today on the shop's calendar) whose closing time has passed: what the automatic close takes. */
export function daysDueForClose(schedule: Schedule, timeZone: string, now: Date): string[] {
  const today = parseShopDate(shopDateOf(now, timeZone)) as ShopDay;
  return [addDays(today, -1), today].filter((day) => closingInstantOf(schedule, day, timeZone).getTime() <= now.getTime()).map(shopDateText);
}
