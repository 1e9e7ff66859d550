import type { Language } from '../../../src/api/contract';
import type { DayClose } from '../../../src/api/contract/manage/closes';
import { shopClockTime, shopDateOf } from '../../../src/domain/schedule/shopTime';
import { closeEuros, closeTextsOf } from './closeTexts';

export type CloseLine = { text: string; amount?: string; heading?: boolean };

/** The close as lines of text, the same for its PDF and its e-mail. */
export function closeLines(close: DayClose, language: Language, timeZone: string): CloseLine[] {
  const t = closeTextsOf(language);
  const money = (amount: number) => closeEuros(amount, language);
  const time = (iso: string) => shopClockTime(new Date(iso), timeZone);
  const lines: CloseLine[] = [
    { text: `${t.title} ${close.shop.toUpperCase()} · ${close.date}`, heading: true },
    { text: `${t.closedAt}: ${shopDateOf(new Date(close.closedAt), timeZone)} ${time(close.closedAt)} · ${t.by}: ${close.by ?? t.automatic}` },
    { text: t.methods, heading: true },
    ...close.figures.methods.map((row) => ({ text: `${t.methodNames[row.method]} (${row.count})`, amount: money(row.total) })),
    { text: t.invoicesTotal, amount: money(close.figures.invoicesTotal) },
    { text: t.vat, amount: money(close.figures.vatTotal) },
    { text: t.series, heading: true },
    ...close.figures.series.map((row) => ({ text: `${row.series}: ${row.first} – ${row.last} (${row.count})` })),
    ...(close.figures.tickets
      ? [{ text: `${t.tickets}: #${close.figures.tickets.first} – #${close.figures.tickets.last} (${close.figures.tickets.count})` }]
      : []),
    { text: t.refunds, heading: true },
    ...close.refunds.map((row) => ({ text: `${time(row.at)} ${row.orderCode} · ${row.by ?? '—'} · ${row.reason}`, amount: money(-row.total) })),
    { text: t.corrections, heading: true },
    ...close.corrections.map((row) => ({ text: `${time(row.at)} ${row.number} (${row.type}) ${row.orderCode}`, amount: money(row.total) })),
    { text: t.adjustments, heading: true },
    ...close.adjustments.map((row) => ({ text: `${time(row.at)} ${row.action} ${row.subject} · ${row.by}` })),
    { text: t.notCollected, heading: true },
    ...close.notCollected.map((row) => ({
      text: `${row.dailyNumber === null ? '' : `#${row.dailyNumber} `}${row.orderCode} · ${t[row.decision]}`,
      amount: money(row.total),
    })),
  ];
  // A section with nothing says so.
  return lines.flatMap((line, index) => {
    const next = lines[index + 1];
    return line.heading && index > 0 && (!next || next.heading) ? [line, { text: t.none }] : [line];
  });
}
