/** One changed key of an audit row: its dotted path, and its value before and after in short text. */
export interface Change {
  key: string;
  before: string | undefined;
  after: string | undefined;
}

const MAX_TEXT = 60;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isTimeRange = (value: unknown): value is [string, string] =>
  Array.isArray(value) && value.length === 2 && value.every((time) => typeof time === 'string' && /^\d{2}:\d{2}$/.test(time));

function listText(list: unknown[]): string {
  if (list.length === 0) return '—';
  if (list.every(isTimeRange)) return list.map(([open, close]) => `${open}–${close}`).join(' · ');
  if (list.every((item) => typeof item === 'string' || typeof item === 'number')) return list.join(', ');
  return JSON.stringify(list);
}

/**
 * A value in a few characters: text as it is, opening hours as "08:00–14:00 · 17:00–20:00", an empty list as
 * "—", a list of words as "va01, va02", anything else as compact JSON; cut at 60 characters.
 */
export function shortText(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined ? '' : Array.isArray(value) ? listText(value) : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix || value !== undefined) {
    into.set(prefix, value);
  }
}

/**
 * What changed between an audit row's before and after: nested objects compared key by key (address.city),
 * lists and plain values as a whole; keys equal on both sides left out. A row with no before (created) lists
 * every key of after with no before, and one with no after (removed) the reverse.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  const was = new Map<string, unknown>();
  const is = new Map<string, unknown>();
  flatten(before ?? undefined, '', was);
  flatten(after ?? undefined, '', is);
  const keys = [...new Set([...was.keys(), ...is.keys()])];
  return keys
    .filter((key) => JSON.stringify(was.get(key)) !== JSON.stringify(is.get(key)))
    .map((key) => ({
      key,
      before: was.has(key) && was.get(key) !== null ? shortText(was.get(key)) : undefined,
      after: is.has(key) && is.get(key) !== null ? shortText(is.get(key)) : undefined,
    }));
}

/** Whether a changed key is a day's opening hours (week.d1, d1, exceptions.2026-12-24), where an empty list is "closed". */
export function isHoursKey(key: string): boolean {
  return /(^|\.)(d[0-6]|exceptions\.\d{4}-\d{1,2}-\d{1,2})$/.test(key);
}

const field = (value: unknown, key: string): string | undefined => {
  const found = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  return typeof found === 'string' && found ? found : undefined;
};

/**
 * The row's subject for people: `shop:va01` as the shop's name, `staff:3` as the member's e-mail (from the
 * row itself), anything else as written.
 */
export function subjectText(row: { subject: string; before: unknown; after: unknown }, shopName: (code: string) => string): string {
  const [kind, id] = row.subject.split(':', 2);
  if (kind === 'shop' && id) return shopName(id);
  if (kind === 'staff' && id) return field(row.after, 'email') ?? field(row.before, 'email') ?? `#${id}`;
  return row.subject;
}

/** The query string of the audit filters, without empty ones. */
export function auditQuery(filters: { from: string; to: string; who: string }, format?: 'csv'): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.who.trim()) query.who = filters.who.trim();
  if (format) query.format = format;
  return query;
}

/** The CSV's file name: the activity and the days it covers. */
export function csvFileName(filters: { from: string; to: string }, today: string): string {
  return `activity-${filters.from || 'start'}-${filters.to || today}.csv`;
}
