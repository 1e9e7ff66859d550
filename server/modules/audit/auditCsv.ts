import type { AuditRow } from '../../../src/api/contract/manage/audit';

/** Spanish spreadsheets split on `;` (the comma is their decimal mark) and read UTF-8 only after a BOM. */
const SEPARATOR = ';';
const BOM = '\uFEFF';
const HEADER = ['at', 'actor', 'action', 'subject', 'shop', 'before', 'after'];

/** One field, quoted when it holds the separator, a quote or a line break; quotes inside are doubled. */
export function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The audit log as a CSV file: BOM, header row, `;`-separated, CRLF line ends, before/after as JSON. */
export function auditCsv(rows: readonly AuditRow[]): string {
  const lines = [HEADER, ...rows.map((row) => [row.at, row.actor, row.action, row.subject, row.shop ?? '', json(row.before), json(row.after)])];
  return BOM + lines.map((fields) => fields.map(csvField).join(SEPARATOR)).join('\r\n') + '\r\n';
}
