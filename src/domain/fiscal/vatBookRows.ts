import { returnPeriodOf, type VatBookPeriodKind } from './vatBookPeriod';

/** The invoice types the book lists; F4 is the layout's "asiento resumen" (a day's simplified tickets of one rate). */
export type BookInvoiceType = 'F1' | 'F2' | 'F3' | 'R1' | 'R5' | 'F4';

/**
 * One VAT rate of one invoice, as the database answers it, in the book's order: by day, then invoice
 * number, then rate. Amounts in cents, signed as the invoice (a correction negative).
 */
export interface BookInvoiceRate {
  number: string;
  type: Exclude<BookInvoiceType, 'F4'>;
  /** The issue date on the shop's calendar, YYYY-MM-DD. */
  day: string;
  recipientNif: string | null;
  recipientName: string | null;
  /** F3: the ticket it replaces; R1, R5: the invoice it rectifies. */
  related: string | null;
  totalCents: number;
  percent: number;
  baseCents: number;
  vatCents: number;
}

/** One row of the book: one rate of one invoice, or one rate of a day's simplified tickets summarised. */
export interface BookRow {
  year: string;
  /** The return's period: "1T"–"4T", or "01"–"12" in a monthly book. */
  period: string;
  type: BookInvoiceType;
  day: string;
  series: string;
  number: string;
  /** A summary row's last ticket number; empty otherwise. */
  lastNumber: string;
  recipientNif: string;
  recipientName: string;
  totalCents: number;
  percent: number;
  baseCents: number;
  vatCents: number;
  /** The invoice a rectifying invoice rectifies, or the ticket a full invoice replaces. */
  related: string;
  /** How many tickets a summary row covers (1 for an invoice's own row). */
  tickets: number;
}

/**
 * The invoicing regulation (Real Decreto 1619/2012, and art. 63.4 of the VAT regulation) lets a day's
 * simplified tickets of one rate be booked as one summary entry when each is at most 3,000 € with VAT.
 */
export const SUMMARY_LIMIT_CENTS = 300_000;

/** "F2026-000042" → series "F2026", number "000042"; a number without a dash has no series. */
export function splitInvoiceNumber(full: string): { series: string; number: string } {
  const at = full.lastIndexOf('-');
  return at < 0 ? { series: '', number: full } : { series: full.slice(0, at), number: full.slice(at + 1) };
}

export interface VatBookBuilder {
  /** Takes the next rate of an invoice (in the book's order) and answers the rows it completes. */
  push(input: BookInvoiceRate): BookRow[];
  /** The rows still held (the last day's summaries). */
  end(): BookRow[];
}

interface Summary {
  series: string;
  first: string;
  last: string;
  percent: number;
  totalCents: number;
  baseCents: number;
  vatCents: number;
  tickets: number;
}

/**
 * Builds the book's rows as the invoices stream by, holding only the current day's summaries (a few rates):
 * every full invoice, replacing invoice and rectifying invoice gets a row per rate at once; a simplified
 * ticket of at most 3,000 € joins its day's summary of its rate and series (F4, first and last number), written
 * when the day ends, after that day's own rows. `summarise: false` gives every ticket its own rows.
 */
export function vatBookBuilder(kind: VatBookPeriodKind, options: { summarise: boolean } = { summarise: true }): VatBookBuilder {
  let day = '';
  let summaries = new Map<string, Summary>();

  const rowOf = (input: BookInvoiceRate): BookRow => {
    const { series, number } = splitInvoiceNumber(input.number);
    return {
      year: input.day.slice(0, 4),
      period: returnPeriodOf(input.day, kind),
      type: input.type,
      day: input.day,
      series,
      number,
      lastNumber: '',
      recipientNif: input.recipientNif ?? '',
      recipientName: input.recipientName ?? '',
      totalCents: input.totalCents,
      percent: input.percent,
      baseCents: input.baseCents,
      vatCents: input.vatCents,
      related: input.related ?? '',
      tickets: 1,
    };
  };

  const flush = (): BookRow[] => {
    const rows = [...summaries.values()]
      .sort((a, b) => a.percent - b.percent || (a.series < b.series ? -1 : a.series > b.series ? 1 : 0))
      .map((summary): BookRow => ({
        year: day.slice(0, 4),
        period: returnPeriodOf(day, kind),
        type: 'F4',
        day,
        series: summary.series,
        number: summary.first,
        lastNumber: summary.last,
        recipientNif: '',
        recipientName: '',
        totalCents: summary.totalCents,
        percent: summary.percent,
        baseCents: summary.baseCents,
        vatCents: summary.vatCents,
        related: '',
        tickets: summary.tickets,
      }));
    summaries = new Map();
    return rows;
  };

  return {
    push(input) {
      const rows = input.day !== day ? flush() : [];
      day = input.day;
      const summarised = options.summarise && input.type === 'F2' && Math.abs(input.totalCents) <= SUMMARY_LIMIT_CENTS;
      if (!summarised) {
        rows.push(rowOf(input));
        return rows;
      }
      const { series, number } = splitInvoiceNumber(input.number);
      const key = `${input.percent}|${series}`;
      const summary = summaries.get(key);
      const share = input.baseCents + input.vatCents;
      if (!summary) {
        summaries.set(key, {
          series,
          first: number,
          last: number,
          percent: input.percent,
          totalCents: share,
          baseCents: input.baseCents,
          vatCents: input.vatCents,
          tickets: 1,
        });
      } else {
        if (number < summary.first) summary.first = number;
        if (number > summary.last) summary.last = number;
        summary.totalCents += share;
        summary.baseCents += input.baseCents;
        summary.vatCents += input.vatCents;
        summary.tickets += 1;
      }
      return rows;
    },
    end: flush,
  };
}

/** Base and VAT of one rate, in cents. */
export interface RateTotals {
  percent: number;
  baseCents: number;
  vatCents: number;
}

/** Adds rows (or invoice rates) up per rate, lowest rate first. */
export function totalsPerRate(rows: Iterable<{ percent: number; baseCents: number; vatCents: number }>): RateTotals[] {
  const byRate = new Map<number, RateTotals>();
  for (const row of rows) {
    const sum = byRate.get(row.percent) ?? { percent: row.percent, baseCents: 0, vatCents: 0 };
    sum.baseCents += row.baseCents;
    sum.vatCents += row.vatCents;
    byRate.set(row.percent, sum);
  }
  return [...byRate.values()].sort((a, b) => a.percent - b.percent);
}
